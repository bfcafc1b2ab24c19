// SPDX-License-Identifier: MIT

import MasonryDSL
public import MasonryGeometry
public import MasonryLayout

extension Example {
  /// Masonry's "Using Constants": numbers, points and sizes as relation targets.
  public static let constants = Example(
    name: "using-constants", title: "Using Constants",
    summary: "Purple 20 inside the edges; orange 200 × 100, 50 below the centre.",
    colors: ["purpleView": "#a371f7", "orangeView": "#f0883e"]
  ) { ExampleConstantsView(frame: $0) }
}

/// Plain numbers, a point and a size as targets: a number on an edge is an offset from the
/// superview's same edge, a point offsets the centre, a size sets the size.
public final class ExampleConstantsView: LayoutView {
  /// A view of `frame` with the example's subviews and constraints.
  public init(frame: Rect) {
    super.init(frame: frame, debugName: "superview")
    let purpleView = LayoutView(debugName: "purpleView")
    addSubview(purpleView)
    let orangeView = LayoutView(debugName: "orangeView")
    addSubview(orangeView)

    // Numbers.
    purpleView.mas.makeConstraints { make in
      make.top.equalTo(20)
      make.left.equalTo(20)
      make.bottom.equalTo(-20)
      make.right.equalTo(-20)
    }

    // Points and sizes, where Masonry's boxing macros take structs.
    orangeView.mas.makeConstraints { make in
      make.center.equalTo(Point(x: 0, y: 50))
      make.size.equalTo(Size(width: 200, height: 100))
    }
  }
}
