// SPDX-License-Identifier: MIT

import MasonryDSL
public import MasonryGeometry
public import MasonryLayout

extension Example {
  /// Masonry's "Attribute Chaining": the basic screen with chained attributes and insets.
  public static let attributeChaining = Example(
    name: "attribute-chaining", title: "Attribute Chaining",
    summary: "The basic screen, written with chained attributes and one set of insets.",
    colors: ["greenView": "#3fb950", "redView": "#f85149", "blueView": "#388bfd"]
  ) { ExampleAttributeChainingView(frame: $0) }
}

/// The basic screen once more, with `top.and.left` style chains and one `padding` given as
/// insets everywhere: `insets` picks the side each attribute needs, with its sign.
public final class ExampleAttributeChainingView: LayoutView {
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
    let padding = EdgeInsets(top: 15, left: 10, bottom: 15, right: 10)

    greenView.mas.makeConstraints { make in
      // Chained attributes.
      make.top.and.left.equalTo(superview).insets(padding)

      make.bottom.equalTo(blueView.mas.top).insets(padding)
      make.right.equalTo(redView.mas.left).insets(padding)
      make.width.equalTo(redView.mas.width)

      make.height.equalTo([redView, blueView])
    }

    redView.mas.makeConstraints { make in
      // Chained attributes.
      make.top.and.right.equalTo(superview).insets(padding)

      make.left.equalTo(greenView.mas.right).insets(padding)
      make.bottom.equalTo(blueView.mas.top).insets(padding)
      make.width.equalTo(greenView.mas.width)

      make.height.equalTo([greenView, blueView])
    }

    blueView.mas.makeConstraints { make in
      make.top.equalTo(greenView.mas.bottom).insets(padding)

      // Chained attributes.
      make.left.right.and.bottom.equalTo(superview).insets(padding)

      make.height.equalTo([greenView, redView])
    }
  }
}
