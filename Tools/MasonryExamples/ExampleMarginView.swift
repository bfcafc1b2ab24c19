// SPDX-License-Identifier: MIT

import MasonryDSL
public import MasonryGeometry
public import MasonryLayout

extension Example {
  /// Masonry's "Margins": ten views, each pinned to the margins of the one before.
  public static let margins = Example(
    name: "margins", title: "Margins",
    summary: "Ten views with margins (5, 10, 15, 20), each pinned to the one before's margins.",
    colors: rainbow("view", count: 10)
  ) { ExampleMarginView(frame: $0) }
}

/// The margin attributes: each of ten views has layout margins of top 5, left 10, bottom 15
/// and right 20, and the next one's edges sit on them. The first sits on the screen's default
/// margins of 8.
public final class ExampleMarginView: LayoutView {
  /// A view of `frame` with the example's subviews and constraints.
  public init(frame: Rect) {
    super.init(frame: frame, debugName: "superview")
    var lastView: LayoutView = self
    for i in 1...10 {
      let view = LayoutView(debugName: "view\(i)")
      view.layoutMargins = EdgeInsets(top: 5, left: 10, bottom: 15, right: 20)
      addSubview(view)

      view.mas.makeConstraints { make in
        make.top.equalTo(lastView.mas.topMargin)
        make.bottom.equalTo(lastView.mas.bottomMargin)
        make.left.equalTo(lastView.mas.leftMargin)
        make.right.equalTo(lastView.mas.rightMargin)
      }

      lastView = view
    }
  }
}
