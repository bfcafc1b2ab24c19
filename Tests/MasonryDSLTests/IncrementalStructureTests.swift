// SPDX-License-Identifier: MIT

import Masonry
import Testing
import _MasonryTestSupport

/// Structural changes (make, remake, update, uninstall, views added and removed) laid out
/// incrementally give the frames a fresh engine computes from scratch.
@Suite struct IncrementalStructureTests {
  /// Pins `view` fully (so the layout is unique) to its superview or to a sibling above it.
  private func pin(
    _ view: LayoutView, below sibling: LayoutView?, _ rng: inout SplitMix64,
    remake: Bool
  ) -> Constraint? {
    var stored: Constraint?
    let block: (ConstraintMaker) -> Void = { make in
      make.left.equalTo(view.superview ?? view).offset(Double(rng.int(in: 0...40)))
      if let sibling {
        stored = make.top.equalTo(sibling.mas.bottom).offset(Double(rng.int(in: 0...12)))
      } else {
        stored = make.top.equalTo(view.superview ?? view).offset(Double(rng.int(in: 0...12)))
      }
      make.width.equalTo(Double(rng.int(in: 10...80)))
      make.height.equalTo(Double(rng.int(in: 10...40)))
    }
    if remake { view.mas.remakeConstraints(block) } else { view.mas.makeConstraints(block) }
    return stored
  }

  @Test(arguments: Engine.allCases, [UInt64(1), 2, 3])
  func structuralChangesMatchAFreshLayout(engine: Engine, seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    let log = IssueLog()
    let root = makeRoot(engine, width: 400, height: 2000, log: log)
    var column: [LayoutView] = []
    var tops: [Constraint?] = []
    for i in 0..<8 {
      let view = addView(root, "v\(i)")
      tops.append(pin(view, below: column.last, &rng, remake: false))
      column.append(view)
    }
    root.layoutIfNeeded()
    for step in 0..<40 {
      switch rng.below(5) {
      case 0:
        // Remake one view's constraints.
        let i = rng.below(column.count)
        tops[i] = pin(column[i], below: i > 0 ? column[i - 1] : nil, &rng, remake: true)
      case 1:
        // Move one view through its stored constraint.
        let i = rng.below(column.count)
        tops[i]?.offset(Double(rng.int(in: 0...30)))
      case 2:
        // Append a view at the bottom.
        let view = addView(root, "v\(column.count)-\(step)")
        tops.append(pin(view, below: column.last, &rng, remake: false))
        column.append(view)
      case 3:
        // Remove the bottom view, when there are a few.
        if column.count > 3 {
          column.removeLast().removeFromSuperview()
          tops.removeLast()
        }
      default:
        // Give a view a nested child pinned inside it.
        let parent = column[rng.below(column.count)]
        if parent.subviews.isEmpty {
          let child = addView(parent, "\(parent.debugName ?? "")-child")
          child.mas.makeConstraints { make in
            make.edges.equalTo(parent).insets(EdgeInsets(top: 2, left: 3, bottom: 2, right: 3))
          }
        }
      }
      root.layoutIfNeeded()
      let incremental = frames(of: root)
      // The oracle: the same tree moved into a fresh engine, solved from scratch.
      let fresh = LayoutEngine(solver: engine.make())
      fresh.issueHandler = { log.issues.append($0) }
      root.layoutEngine = fresh
      root.layoutIfNeeded()
      let expected = frames(of: root)
      #expect(incremental.count == expected.count)
      for (got, want) in zip(incremental, expected) {
        #expect(got.name == want.name)
        #expect(close(got.frame, want.frame), "step \(step): \(got.name)")
      }
    }
    #expect(log.issues.isEmpty)
  }

  private func frames(of root: LayoutView) -> [(name: String, frame: Rect)] {
    var result: [(name: String, frame: Rect)] = []
    var stack = [root]
    while let view = stack.popLast() {
      result.append((view.debugName ?? "?", view.frame))
      stack.append(contentsOf: view.subviews.reversed())
    }
    return result
  }
}
