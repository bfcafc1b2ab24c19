// SPDX-License-Identifier: MIT

import MasonryDSL
public import MasonryGeometry
public import MasonryLayout

extension Example {
  /// Masonry's "Debugging Helpers": keyed views and constraints that conflict on purpose.
  public static let debugging = Example(
    name: "debugging", title: "Debugging Helpers",
    summary: "The basic screen with contradictory constraints on blue: read the reports.",
    colors: ["greenView": "#3fb950", "redView": "#f85149", "blueView": "#388bfd"]
  ) { ExampleDebuggingView(frame: $0) }
}

/// The basic screen, with blue also pinned 1 point off every edge of the screen and at least
/// 5000 tall: the layout breaks, and the reports name every view and constraint by its key.
public final class ExampleDebuggingView: LayoutView {
  /// A view of `frame` with the example's subviews and constraints.
  public init(frame: Rect) {
    super.init(frame: frame)
    let greenView = LayoutView()
    addSubview(greenView)
    let redView = LayoutView()
    addSubview(redView)
    let blueView = LayoutView()
    addSubview(blueView)

    let superview = self
    let padding = 10.0

    // Keys name views in the reports, one by one (`greenView.mas.key = "greenView"`) or all
    // at once:
    masAttachKeys([
      "greenView": greenView, "redView": redView, "blueView": blueView, "superview": superview,
    ])

    blueView.mas.makeConstraints { make in
      // Constraints take keys too; a composite's parts are numbered.
      make.edges.equalTo(1).key("ConflictingConstraint")
      make.height.greaterThanOrEqualTo(5000).key("ConstantConstraint")

      make.top.equalTo(greenView.mas.bottom).offset(padding)
      make.left.equalTo(superview.mas.left).offset(padding)
      make.bottom.equalTo(superview.mas.bottom).offset(-padding).key("BottomConstraint")
      make.right.equalTo(superview.mas.right).offset(-padding)
      make.height.equalTo(greenView.mas.height)
      make.height.equalTo(redView.mas.height).key("340954")  // any text is a key
    }

    greenView.mas.makeConstraints { make in
      make.top.greaterThanOrEqualTo(superview.mas.top).offset(padding)
      make.left.equalTo(superview.mas.left).offset(padding)
      make.bottom.equalTo(blueView.mas.top).offset(-padding)
      make.right.equalTo(redView.mas.left).offset(-padding)
      make.width.equalTo(redView.mas.width)

      make.height.equalTo(redView.mas.height)
      make.height.equalTo(blueView.mas.height)
    }

    redView.mas.makeConstraints { make in
      make.top.equalTo(superview.mas.top).with.offset(padding)
      make.left.equalTo(greenView.mas.right).offset(padding)
      make.bottom.equalTo(blueView.mas.top).offset(-padding)
      make.right.equalTo(superview.mas.right).offset(-padding)
      make.width.equalTo(greenView.mas.width)

      make.height.equalTo([greenView, blueView])
    }
  }
}
