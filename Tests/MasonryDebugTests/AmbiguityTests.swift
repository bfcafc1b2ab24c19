// SPDX-License-Identifier: MIT

import MasonryDSL
import MasonryDebug
import MasonryGeometry
import MasonryLayout
import Testing
import _MasonryTestSupport

@Suite struct AmbiguityReportTests {
  /// A box with a size and no position, a row whose width only has a floor, and a pinned
  /// label whose follower copies its left edge but has no top.
  func makeTree(_ engine: Engine) -> LayoutView {
    let root = makeRoot(engine)
    let box = addView(root, "box")
    let row = addView(root, "row")
    let label = addView(root, "label")
    let follower = addView(root, "follower")
    box.mas.makeConstraints { make in
      make.size.equalTo(Size(width: 20, height: 10))
    }
    row.mas.makeConstraints { make in
      make.left.top.equalTo(0)
      make.height.equalTo(10)
      make.width.greaterThanOrEqualTo(50).key("minimumWidth")
    }
    label.mas.makeConstraints { make in
      make.left.top.equalTo(100)
      make.size.equalTo(Size(width: 10, height: 10))
    }
    follower.mas.makeConstraints { make in
      make.left.equalTo(box)
      make.size.equalTo(Size(width: 10, height: 10))
      make.top.equalTo(label.mas.bottom)
    }
    return root
  }

  @Test(arguments: Engine.allCases)
  func theReportNamesEachAmbiguousAttributeAndItsFreedom(engine: Engine) {
    let root = makeTree(engine)
    // The engines choose different parameters for the pair of equal left edges.
    let pair =
      engine == .simplex
      ? """
          LayoutView:box.left can move with LayoutView:follower.left, which nothing fixes
      """
      : """
          LayoutView:box.left can move: nothing fixes it
      """
    let follower =
      engine == .simplex
      ? """
          LayoutView:follower.left can move: nothing fixes it
      """
      : """
          LayoutView:follower.left can move with LayoutView:box.left, which nothing fixes
      """
    #expect(
      root.ambiguityReport().description == """
        Ambiguous layout:
        \(pair)
            LayoutView:box.top can move: nothing fixes it
            LayoutView:row.width can move: <LayoutConstraint:minimumWidth LayoutView:row.width >= 50> does not bind
        \(follower)
        """)
  }

  @Test(arguments: Engine.allCases)
  func entriesBelongToTheirItems(engine: Engine) {
    let root = makeTree(engine)
    let report = root.ambiguityReport()
    let names = root.subviews.map { view in
      report.entries(for: view).map(\.attribute)
    }
    #expect(names == [[.left, .top], [.width], [], [.left]])
    #expect(root.subviews.map(\.hasAmbiguousLayout) == [true, true, false, true])
    // A subtree's report lists only its own items.
    #expect(root.subviews[2].ambiguityReport().isEmpty)
    #expect(root.subviews[2].ambiguityReport().description == "No ambiguous layout.")
  }

  @Test func aTreeWithoutAnEngineHasNoAmbiguity() {
    let view = LayoutView(debugName: "alone")
    #expect(view.ambiguityReport().isEmpty)
    #expect(!view.exerciseAmbiguity())
  }

  @Test(arguments: Engine.allCases)
  func exercisingMovesAnAmbiguousViewAlongItsFreedom(engine: Engine) {
    let root = makeTree(engine)
    root.layoutIfNeeded()
    let box = root.subviews[0]
    let follower = root.subviews[3]
    let start = box.frame
    #expect(box.exerciseAmbiguity())
    // Its left edge moved ten points, and the follower that copies it moved along.
    let moved = Rect(
      x: start.origin.x + 10, y: start.origin.y, width: start.size.width,
      height: start.size.height)
    #expect(close(box.frame, moved))
    #expect(close(follower.frame.origin.x, box.frame.origin.x))
    // The constraints still hold: the pinned label did not move.
    #expect(close(root.subviews[2].frame, Rect(x: 100, y: 100, width: 10, height: 10)))
  }

  @Test(arguments: Engine.allCases)
  func exercisingFollowsASlackInequality(engine: Engine) {
    let root = makeTree(engine)
    root.layoutIfNeeded()
    let row = root.subviews[1]
    let start = row.frame.size.width
    #expect(start >= 50 - 1e-9)
    #expect(row.exerciseAmbiguity(by: 5))
    #expect(close(abs(row.frame.size.width - start), 5))
    #expect(row.frame.size.width >= 50 - 1e-9)
  }

  @Test(arguments: Engine.allCases)
  func aViewThatIsNotAmbiguousStaysPut(engine: Engine) {
    let root = makeTree(engine)
    root.layoutIfNeeded()
    let label = root.subviews[2]
    #expect(!label.exerciseAmbiguity())
    #expect(close(label.frame, Rect(x: 100, y: 100, width: 10, height: 10)))
  }
}
