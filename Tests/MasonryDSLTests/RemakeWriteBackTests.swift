// SPDX-License-Identifier: MIT

import MasonryDSL
import MasonryGeometry
import MasonryLayout
import Testing
import _MasonryTestSupport

/// A remake near the top of a long column moves one view; the solver's report of what changed
/// may name the variables of every row its pivots touched, but only what moved is written
/// again: the layout pass does not fall back to a walk of the whole tree.
@Suite struct RemakeWriteBackTests {
  /// A column of `count` views, each under the one before, inset by `inset` on both sides.
  private static func pin(
    _ view: LayoutView, in root: LayoutView, under previous: LayoutView?, inset: Double
  ) -> (ConstraintMaker) -> Void {
    { make in
      make.top.equalTo(previous?.mas.bottom ?? root.mas.top)
      make.left.equalTo(root).offset(inset)
      make.right.equalTo(root).offset(-inset)
      make.height.equalTo(10)
    }
  }

  @Test(arguments: Engine.allCases)
  func aRemakeNearTheTopOfAColumnWritesWhatMoved(engine: Engine) {
    let log = IssueLog()
    let root = makeRoot(engine, width: 200, height: 2000, log: log)
    var views: [LayoutView] = []
    for index in 0..<90 {
      let view = addView(root, "v\(index)")
      view.mas.makeConstraints(Self.pin(view, in: root, under: views.last, inset: 0))
      views.append(view)
    }
    root.layoutIfNeeded()
    let probe = 5
    let written = root.layoutEngine.framesWritten
    views[probe].mas.remakeConstraints(
      Self.pin(views[probe], in: root, under: views[probe - 1], inset: 12))
    root.layoutIfNeeded()
    for (index, view) in views.enumerated() {
      let inset: Double = index == probe ? 12 : 0
      #expect(
        view.frame == Rect(x: inset, y: Double(index) * 10, width: 200 - 2 * inset, height: 10))
    }
    if engine == .simplex {
      // The Gauss engine cannot tell what changed, and walks.
      #expect(root.layoutEngine.framesWritten - written == 1)
    }
    #expect(log.issues.isEmpty)
  }
}
