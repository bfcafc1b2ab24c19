// SPDX-License-Identifier: MIT

import MasonryGeometry
import MasonrySimplex
import Testing
import _MasonryTestSupport

@testable import MasonryLayout

/// `.fillProportionally` at the cost of a long list: the shares are written before the views
/// are chained along the axis, and on the simplex engine they share one priority, weighted by
/// place, instead of taking a level each.
@Suite struct StackViewProportionTests {
  /// A vertical stack of `count` labels in a scroll view as wide as the root, its content the
  /// stack: the stack's height is the sum of its rows, which every share reads.
  private func labels(_ engine: Engine, count: Int) -> (LayoutView, LayoutStackView) {
    let root = makeRoot(engine, width: 400, height: 800)
    let scroll = LayoutScrollView(debugName: "scroll")
    root.addSubview(scroll)
    scroll.translatesAutoresizingMaskIntoConstraints = false
    let stack = LayoutStackView(debugName: "stack")
    stack.axis = .vertical
    stack.spacing = 4
    stack.distribution = .fillProportionally
    scroll.addSubview(stack)
    stack.translatesAutoresizingMaskIntoConstraints = false
    let content = scroll.contentLayoutGuide
    LayoutConstraint.activate([
      pin(scroll, .left, .equal, root), pin(scroll, .right, .equal, root),
      pin(scroll, .top, .equal, root), pin(scroll, .bottom, .equal, root),
      pin(stack, .left, .equal, content), pin(stack, .right, .equal, content),
      pin(stack, .top, .equal, content), pin(stack, .bottom, .equal, content),
      pin(stack, .width, .equal, scroll.frameLayoutGuide),
    ])
    for i in 0..<count { stack.addArrangedSubview(LayoutLabel(text: "Row \(i)")) }
    root.layoutIfNeeded()
    return (root, stack)
  }

  private func shares(_ stack: LayoutStackView) -> [LayoutConstraint] {
    stack.constraints.filter { $0.identifier == "UISV-fill-proportionally" }
  }

  /// 120 labels: every row at its text's height, right below the one above, on a tableau
  /// that did not fill in. Chained first, each share was written over the sum of every row:
  /// 15.6 million cells substituted (1,000 labels took 56 s to lay out); now 0.36 million.
  @Test func sharesBuildWithoutFillingTheTableau() throws {
    let (root, stack) = labels(.simplex, count: 120)
    let solver = try #require(root.layoutEngine.solver as? SimplexSolver)
    #expect(solver.statistics.substitutedCells < 1_000_000)
    var y = 0.0
    for view in stack.arrangedSubviews {
      let frame = view.unroundedFrame
      #expect(abs(frame.minY - y) <= 1e-9 * max(1, y))
      #expect(abs(frame.height - view.intrinsicContentSize.height) <= 1e-9)
      y = frame.maxY + 4
    }
  }

  /// On the simplex engine the shares hold one priority, the later ones lighter; the solver
  /// holds a handful of levels, not one for each view (there were 121).
  @Test func sharesHoldOneLevelOnTheSimplexEngine() throws {
    let (root, stack) = labels(.simplex, count: 120)
    let solver = try #require(root.layoutEngine.solver as? SimplexSolver)
    #expect(solver.statistics.objectiveLevels <= 6)
    let shares = shares(stack)
    #expect(shares.count == 120)
    #expect(Set(shares.map(\.priority)) == [LayoutPriority(999)])
    let weights = stack.arrangedSubviews.compactMap { view in
      shares.first { $0.firstItem === view }?.weight
    }
    #expect(weights.count == 120)
    #expect(zip(weights, weights.dropFirst()).allSatisfy { $0 > $1 })
  }

  /// The dense engine, whose least squares would spread a change over a level's weights,
  /// keeps UIKit's priority for each place.
  @Test func sharesKeepTheirLevelsOnTheDenseEngine() {
    let (_, stack) = labels(.gauss, count: 5)
    let priorities = stack.arrangedSubviews.compactMap { view in
      shares(stack).first { $0.firstItem === view }?.priority.rawValue
    }
    #expect(priorities == [999, 998, 997, 996, 995])
    #expect(shares(stack).allSatisfy { $0.weight == 1 })
  }

  /// A share that cannot hold gives way, and the rest goes to the last view, not to one in
  /// between: the first view may not pass 300 of its 320, the second keeps its 160, and the
  /// last takes 120 for its 80.
  @Test(arguments: Engine.allCases)
  func theLastViewTakesWhatTheSharesCannot(_ engine: Engine) {
    let fixture = StackViewFixture(engine, width: 600)
    fixture.stack.distribution = .fillProportionally
    fixture.stack.spacing = 10
    pin(fixture.views[0], .width, .lessThanOrEqual, plus: 300).isActive = true
    #expect(sameSpans(fixture.spans(), [[0, 300], [310, 160], [480, 120]]))
  }

  /// Rows without an intrinsic height (horizontal stacks) share by their fitting height, and a
  /// row hidden and shown again gets its share back (it kept none: its fitting height was read
  /// with the hiding rule the list had put on it, found by a random walk of edits compared
  /// with fresh layouts).
  @Test(arguments: Engine.allCases)
  func aRowHiddenAndShownAgainGetsItsShareBack(_ engine: Engine) {
    let root = makeRoot(engine, width: 320, height: 600)
    let list = LayoutStackView(debugName: "list")
    list.axis = .vertical
    list.distribution = .fillProportionally
    root.addSubview(list)
    list.translatesAutoresizingMaskIntoConstraints = false
    LayoutConstraint.activate([
      pin(list, .left, .equal, root), pin(list, .right, .equal, root),
      pin(list, .top, .equal, root),
    ])
    let rows = (0..<3).map { index in
      let row = LayoutStackView(debugName: "row\(index)")
      row.alignment = .center
      let box = LayoutView(debugName: "box\(index)")
      row.addArrangedSubview(LayoutLabel(text: "Row \(index)"))
      row.addArrangedSubview(box)
      pin(box, .height, plus: 30, priority: LayoutPriority(999)).isActive = true
      list.addArrangedSubview(row)
      return row
    }
    root.layoutIfNeeded()
    #expect(rows.map(\.frame.height) == [30, 30, 30])
    rows[0].isHidden = true
    root.layoutIfNeeded()
    #expect(rows.map(\.frame.height) == [0, 30, 30])
    rows[0].isHidden = false
    root.layoutIfNeeded()
    #expect(rows.map(\.frame.height) == [30, 30, 30])
    let fitting = rows[0].systemLayoutSizeFitting(LayoutView.layoutFittingCompressedSize)
    #expect(abs(fitting.height - 30) < 1e-6)
  }
}
