// SPDX-License-Identifier: MIT

import MasonryDSL
public import MasonryGeometry
public import MasonryLayout

extension Example {
  /// Masonry's "Aspect Fit": views of a fixed aspect ratio, as large as their boxes allow.
  public static let aspectFit = Example(
    name: "aspect-fit", title: "Aspect Fit",
    summary: "Two halves, each with a centred view of ratio 3:1 or 1:3 as large as fits.",
    colors: [
      "topView": "#a9cbfe", "topInnerView": "#c8fdd9", "bottomView": "#fdcdf0",
      "bottomInnerView": "#71c756",
    ]
  ) { ExampleAspectFitView(frame: $0) }
}

/// The screen split into two equal halves, each holding a centred view of a fixed aspect
/// ratio (3:1 at the top, 1:3 at the bottom): required to fit, and as large as possible by two
/// low-priority equalities with the box's size.
public final class ExampleAspectFitView: LayoutView {
  /// The top half.
  public let topView = LayoutView(debugName: "topView")
  /// The 3:1 view in the top half.
  public let topInnerView = LayoutView(debugName: "topInnerView")
  /// The bottom half.
  public let bottomView = LayoutView(debugName: "bottomView")
  /// The 1:3 view in the bottom half.
  public let bottomInnerView = LayoutView(debugName: "bottomInnerView")

  /// A view of `frame` with the example's subviews and constraints.
  public init(frame: Rect) {
    super.init(frame: frame, debugName: "superview")

    // The top and bottom views take half of the screen each.
    addSubview(topView)
    topView.mas.makeConstraints { make in
      make.left.right.and.top.equalTo(self)
    }

    addSubview(bottomView)
    bottomView.mas.makeConstraints { make in
      make.left.right.and.bottom.equalTo(self)
      make.top.equalTo(topView.mas.bottom)
      make.height.equalTo(topView)
    }

    // The inner views fit their boxes with a ratio of 3:1.
    topView.addSubview(topInnerView)
    topInnerView.mas.makeConstraints { make in
      make.width.equalTo(topInnerView.mas.height).multipliedBy(3)

      make.width.and.height.lessThanOrEqualTo(topView)
      make.width.and.height.equalTo(topView).with.priorityLow()

      make.center.equalTo(topView)
    }

    bottomView.addSubview(bottomInnerView)
    bottomInnerView.mas.makeConstraints { make in
      make.height.equalTo(bottomInnerView.mas.width).multipliedBy(3)

      make.width.and.height.lessThanOrEqualTo(bottomView)
      make.width.and.height.equalTo(bottomView).with.priorityLow()

      make.center.equalTo(bottomView)
    }
  }
}
