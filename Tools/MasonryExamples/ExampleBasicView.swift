// SPDX-License-Identifier: MIT

import MasonryDSL
public import MasonryGeometry
public import MasonryLayout

extension Example {
  /// Masonry's "Basic": three views sharing the screen, two side by side above one.
  public static let basic = Example(
    name: "basic", title: "Basic",
    summary: "Green and red side by side above blue, all of one height, 10 apart.",
    colors: ["greenView": "#3fb950", "redView": "#f85149", "blueView": "#388bfd"]
  ) { ExampleBasicView(frame: $0) }
}

/// Green and red share the top half, blue takes the bottom; every gap is `padding`, green and
/// red are equally wide, and all three are equally tall.
public final class ExampleBasicView: LayoutView {
  /// A view of `frame` with the example's subviews and constraints.
  public init(frame: Rect) {
    super.init(frame: frame, debugName: "superview")
    let greenView = LayoutView(debugName: "greenView")
    addSubview(greenView)
    let redView = LayoutView(debugName: "redView")
    addSubview(redView)
    let blueView = LayoutView(debugName: "blueView")
    addSubview(blueView)

    let superview = self
    let padding = 10.0

    greenView.mas.makeConstraints { make in
      make.top.greaterThanOrEqualTo(superview.mas.top).offset(padding)
      make.left.equalTo(superview.mas.left).offset(padding)
      make.bottom.equalTo(blueView.mas.top).offset(-padding)
      make.right.equalTo(redView.mas.left).offset(-padding)
      make.width.equalTo(redView.mas.width)

      make.height.equalTo(redView.mas.height)
      make.height.equalTo(blueView.mas.height)
    }

    // `with` is a filler word, there or not.
    redView.mas.makeConstraints { make in
      make.top.equalTo(superview.mas.top).with.offset(padding)
      make.left.equalTo(greenView.mas.right).offset(padding)
      make.bottom.equalTo(blueView.mas.top).offset(-padding)
      make.right.equalTo(superview.mas.right).offset(-padding)
      make.width.equalTo(greenView.mas.width)

      make.height.equalTo([greenView, blueView])  // an array of views
    }

    blueView.mas.makeConstraints { make in
      make.top.equalTo(greenView.mas.bottom).offset(padding)
      make.left.equalTo(superview.mas.left).offset(padding)
      make.bottom.equalTo(superview.mas.bottom).offset(-padding)
      make.right.equalTo(superview.mas.right).offset(-padding)
      make.height.equalTo([greenView.mas.height, redView.mas.height])  // an array of attributes
    }
  }
}
