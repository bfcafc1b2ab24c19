// SPDX-License-Identifier: MIT

import MasonryDSL
public import MasonryGeometry
public import MasonryLayout

extension Example {
  /// Masonry's "Composite Edges": ten views, each inset in the one before.
  public static let sides = Example(
    name: "composite-edges", title: "Composite Edges",
    summary: "Ten views, each one's edges inset (5, 10, 15, 20) from the one before.",
    colors: rainbow("view", count: 10)
  ) { ExampleSidesView(frame: $0) }
}

/// `edges` with `insets`: each of ten views sits inside the one before it, top 5, left 10,
/// bottom 15 and right 20 in. All ten are subviews of the screen.
public final class ExampleSidesView: LayoutView {
  /// A view of `frame` with the example's subviews and constraints.
  public init(frame: Rect) {
    super.init(frame: frame, debugName: "superview")
    var lastView: LayoutView = self
    for i in 1...10 {
      let view = LayoutView(debugName: "view\(i)")
      addSubview(view)

      view.mas.makeConstraints { make in
        make.edges.equalTo(lastView).insets(EdgeInsets(top: 5, left: 10, bottom: 15, right: 20))
      }

      lastView = view
    }
  }
}
