// SPDX-License-Identifier: MIT

import MasonryGeometry
import Testing
import _MasonryTestSupport

@testable import MasonryLayout

/// Safe areas and margins down a deep tree: a view's insets follow from its ancestors', each
/// worked out once (a chain of 1,000 views, each pinned to its superview's safe area, took
/// 3.5 s to lay out and 0.7 s for ten changes of the root's safe area).
@Suite struct DeepInsetsTests {
  /// A chain of frame-based views, each inset by 1 from its superview on every side, under a
  /// root with a safe area of 40 at the top and 30 at the bottom.
  private func chain(depth: Int) -> (root: LayoutView, views: [LayoutView]) {
    let root = LayoutView(frame: Rect(x: 0, y: 0, width: 1000, height: 1000), debugName: "root")
    root.safeAreaInsets = EdgeInsets(top: 40, left: 0, bottom: 30, right: 0)
    var views: [LayoutView] = []
    var parent = root
    for level in 1...depth {
      let side = 1000 - 2 * Double(level)
      let view = LayoutView(frame: Rect(x: 1, y: 1, width: side, height: side))
      view.preservesSuperviewLayoutMargins = true
      parent.addSubview(view)
      views.append(view)
      parent = view
    }
    return (root, views)
  }

  @Test func eachInsetIsWorkedOutOnceWhateverTheOrderOfTheQuestions() {
    let depth = 300
    let (root, views) = chain(depth: depth)
    let rules = InsetRules(root: root)
    for (index, view) in views.enumerated().reversed() {
      let level = Double(index + 1)
      #expect(rules.safeAreaInsets(of: view).top == max(40 - level, 0))
      #expect(rules.safeAreaInsets(of: view).bottom == max(30 - level, 0))
    }
    // One rectangle and one safe area for each view, and the root's.
    #expect(rules.steps <= 2 * depth + 2)
    for (index, view) in views.enumerated().reversed() {
      // Its own 8 plus its safe area, or its superview's effective margin, 1 further in.
      #expect(rules.effectiveMargins(of: view).top == max(8, 48 - Double(index + 1)))
    }
    #expect(rules.steps <= 3 * depth + 3)
    // The public getters agree.
    #expect(views[9].safeAreaInsets.top == 30)
    #expect(views[9].effectiveLayoutMargins.top == 38)
  }

  @Test(arguments: Engine.allCases)
  func aGuideDeepInTheTreeFollowsTheRootsSafeArea(engine: Engine) {
    let root = makeRoot(engine, width: 480, height: 480)
    root.safeAreaInsets = EdgeInsets(top: 200, left: 0, bottom: 0, right: 0)
    var parent = root
    for level in 1...150 {
      let view = makeChild(parent, "level\(level)")
      LayoutConstraint.activate(
        edges(view, parent, EdgeInsets(top: 1, left: 1, bottom: 1, right: 1)))
      parent = view
    }
    let box = makeChild(parent, "box")
    LayoutConstraint.activate(edges(box, parent.safeAreaLayoutGuide))
    root.layoutIfNeeded()
    // The deepest view is 180 square, 150 below the root's top: 50 of it is under the
    // root's unsafe 200.
    #expect(close(box.frame, Rect(x: 0, y: 50, width: 180, height: 130)))
    #expect(parent.safeAreaInsets.top == 50)
    root.safeAreaInsets = EdgeInsets(top: 160, left: 0, bottom: 0, right: 0)
    root.layoutIfNeeded()
    #expect(close(box.frame, Rect(x: 0, y: 10, width: 180, height: 170)))
  }
}
