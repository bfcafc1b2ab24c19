// SPDX-License-Identifier: MIT

import MasonryDSL
import MasonryGeometry
import MasonryLayout
import Testing
import _MasonryTestSupport

/// SplitMix64: a small seeded generator, so every run builds the same trees.
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// Random trees with random DSL constraints, misuse included: nothing may trap, every frame
/// written must be finite, and layout must go on after every change.
@Suite struct RandomTreeTests {
  static let attributes: [LayoutAttribute] = LayoutAttribute.allCases.filter {
    $0 != .notAnAttribute
  }

  func randomTarget(
    _ views: [LayoutView], _ stranger: LayoutView, _ rng: inout SeededGenerator
  ) -> any ConstraintRelatableTarget {
    switch Int.random(in: 0..<9, using: &rng) {
    case 0: return views.randomElement(using: &rng) ?? stranger
    case 1:
      let view = views.randomElement(using: &rng) ?? stranger
      return view.mas.attribute(Self.attributes.randomElement(using: &rng) ?? .left)
    case 2: return Double.random(in: -50...200, using: &rng)
    case 3: return Int.random(in: -10...100, using: &rng)
    case 4: return Size(width: .random(in: 0...100, using: &rng), height: 20)
    case 5: return Point(x: .random(in: -20...20, using: &rng), y: 3)
    case 6: return EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    case 7: return stranger
    default: return (views.randomElement(using: &rng) ?? stranger).safeAreaLayoutGuide
    }
  }

  func constrain(
    _ view: LayoutView, _ views: [LayoutView], _ stranger: LayoutView,
    _ rng: inout SeededGenerator, remake: Bool
  ) {
    let block: (ConstraintMaker) -> Void = { make in
      for _ in 0..<Int.random(in: 1...4, using: &rng) {
        let count = Int.random(in: 1...3, using: &rng)
        let chosen = (0..<count).map { _ in Self.attributes.randomElement(using: &rng) ?? .top }
        let chain = make._chain(chosen)
        let relation: Constraint
        switch Int.random(in: 0..<5, using: &rng) {
        case 0: relation = chain.equalTo(randomTarget(views, stranger, &rng))
        case 1: relation = chain.lessThanOrEqualTo(randomTarget(views, stranger, &rng))
        case 2: relation = chain.greaterThanOrEqualTo(randomTarget(views, stranger, &rng))
        case 3:
          relation = chain.equalTo([
            randomTarget(views, stranger, &rng), randomTarget(views, stranger, &rng),
          ])
        default: relation = chain.constraint
        }
        let multipliers: [Double] = [1, 1, 0.5, 2, 0, .nan]
        relation.multipliedBy(multipliers.randomElement(using: &rng) ?? 1)
        let priorities: [LayoutPriority] = [.required, .defaultHigh, 600, .defaultLow, 0, 2000]
        relation.priority(priorities.randomElement(using: &rng) ?? .required)
        relation.offset(.random(in: -30...30, using: &rng))
      }
    }
    if remake { view.mas.remakeConstraints(block) } else { view.mas.updateConstraints(block) }
  }

  @Test(arguments: Engine.allCases)
  func randomTreesNeverTrap(engine: Engine) {
    for seed in UInt64(1)...12 {
      var rng = SeededGenerator(state: seed)
      let log = IssueLog()
      let root = makeRoot(engine, width: 320, height: 480, log: log)
      let stranger = LayoutView(debugName: "stranger")
      var views = [root]
      for index in 0..<8 {
        let view = LayoutView(debugName: "v\(index)")
        (views.randomElement(using: &rng) ?? root).addSubview(view)
        views.append(view)
      }
      for view in views.dropFirst() {
        constrain(view, views, stranger, &rng, remake: false)
      }
      root.layoutIfNeeded()
      for _ in 0..<6 {
        let view = views.dropFirst().randomElement(using: &rng) ?? root
        switch Int.random(in: 0..<4, using: &rng) {
        case 0: constrain(view, views, stranger, &rng, remake: true)
        case 1: constrain(view, views, stranger, &rng, remake: false)
        case 2:
          view.removeFromSuperview()
          (views.randomElement(using: &rng) ?? root).addSubview(view)
        default: view.mas.removeConstraints()
        }
        root.frame.size.width = .random(in: 100...500, using: &rng)
        root.layoutIfNeeded()
      }
      root.forEachView { view in
        let frame = view.frame
        #expect(frame.origin.x.isFinite && frame.origin.y.isFinite)
        #expect(frame.size.width.isFinite && frame.size.height.isFinite)
      }
      #expect(!log.kinds.contains(.solverFailure))
    }
  }
}

extension LayoutView {
  /// Calls `body` on the view and its descendants.
  func forEachView(_ body: (LayoutView) -> Void) {
    body(self)
    for subview in subviews { subview.forEachView(body) }
  }
}
