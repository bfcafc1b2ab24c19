// SPDX-License-Identifier: MIT

import MasonryGeometry
import Testing
import _MasonryTestSupport

@testable import MasonryLayout

/// A subview's index among its siblings, which orders the layout queue: kept up to date only
/// when tree order is read, so that taking a long list's rows away one by one does not
/// renumber every row after each.
@Suite struct SubviewIndexTests {
  /// The first of 1,000 rows taken away: the others keep their old numbers until tree order is
  /// read, and then read their new ones.
  @Test func takingAwayTheFirstRowRenumbersNothingUntilOrderIsRead() {
    let root = LayoutView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let rows = (0..<1_000).map { LayoutView(debugName: "row\($0)") }
    for row in rows { root.addSubview(row) }
    for _ in 0..<10 { root.subviews[0].removeFromSuperview() }
    #expect(rows[999].indexInSuperview == 999)
    #expect(rows[999].orderIndex == 989)
    #expect(rows[10].indexInSuperview == 0)
    #expect(root.subviewIndicesStale == Int.max)
  }

  /// Inserts, moves and removals in every place, seeded: after each, every subview's index in
  /// tree order is its place among the subviews, and the layout queue calls `layoutSubviews`
  /// in that order.
  @Test func treeOrderFollowsEveryChange() {
    let log = CallLog()
    let root = LoggingView("root", log: log, frame: Rect(x: 0, y: 0, width: 100, height: 100))
    root.layoutEngine = LayoutEngine()
    var views = (0..<40).map { LoggingView("v\($0)", log: log) }
    for view in views { root.addSubview(view) }
    var random = SplitMix64(seed: 11)
    for step in 0..<200 {
      let view = views[random.below(views.count)]
      switch random.below(4) {
      case 0: view.removeFromSuperview()
      case 1: root.insertSubview(view, at: random.below(root.subviews.count + 1))
      case 2: root.addSubview(view)
      default:
        let fresh = LoggingView("n\(step)", log: log)
        views.append(fresh)
        root.insertSubview(fresh, at: random.below(root.subviews.count + 1))
      }
      if step % 5 == 0 {
        for (index, subview) in root.subviews.enumerated() {
          #expect(subview.orderIndex == index, "step \(step): \(subview.debugName ?? "")")
        }
      }
      root.layoutIfNeeded()
      log.calls = []
      for subview in root.subviews.reversed() { subview.setNeedsLayout() }
      root.layoutIfNeeded()
      #expect(log.calls == root.subviews.map { $0.debugName ?? "" }, "step \(step)")
    }
  }
}
