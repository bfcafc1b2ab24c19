// SPDX-License-Identifier: MIT

import MasonryDSL
public import MasonryGeometry
public import MasonryLayout

extension Example {
  /// Masonry's "Layout Guides": bars under a navigation bar and above a tab bar.
  public static let layoutGuides = Example(
    name: "layout-guides", title: "Layout Guides",
    summary: "A bar under the navigation bar, with a square in it, and a bar over the tab bar.",
    colors: ["topView": "#3fb950", "topSubview": "#388bfd", "bottomView": "#f85149"]
  ) { ExampleLayoutGuideView(frame: $0) }
}

/// A view controller's view with its top and bottom layout guides: the first covers the status
/// and navigation bars (64 points), the second a tab bar (49). Masonry's `mas_topLayoutGuide`
/// means the top guide's bottom, and `mas_bottomLayoutGuide` the bottom guide's top.
public final class ExampleLayoutGuideView: LayoutView {
  /// The area under the status and navigation bars.
  public let topLayoutGuide = LayoutGuide(debugName: "topLayoutGuide")
  /// The area over the tab bar.
  public let bottomLayoutGuide = LayoutGuide(debugName: "bottomLayoutGuide")

  /// A view of `frame` with the guides and the example's subviews and constraints.
  public init(frame: Rect) {
    super.init(frame: frame, debugName: "view")
    addLayoutGuide(topLayoutGuide)
    addLayoutGuide(bottomLayoutGuide)
    topLayoutGuide.mas.makeConstraints { make in
      make.left.right.top.equalTo(self)
      make.height.equalTo(64)
    }
    bottomLayoutGuide.mas.makeConstraints { make in
      make.left.right.bottom.equalTo(self)
      make.height.equalTo(49)
    }

    let topView = LayoutView(debugName: "topView")
    addSubview(topView)
    let topSubview = LayoutView(debugName: "topSubview")
    topView.addSubview(topSubview)
    let bottomView = LayoutView(debugName: "bottomView")
    addSubview(bottomView)

    topView.mas.makeConstraints { make in
      make.top.equalTo(topLayoutGuide.mas.bottom)
      make.left.equalTo(self)
      make.right.equalTo(self)
      make.height.equalTo(40)
    }

    topSubview.mas.makeConstraints { make in
      make.top.equalTo(topLayoutGuide.mas.bottom)
      make.centerX.equalTo(0)
      make.width.equalTo(20)
      make.height.equalTo(20)
    }

    bottomView.mas.makeConstraints { make in
      make.bottom.equalTo(bottomLayoutGuide.mas.top)
      make.left.equalTo(self)
      make.right.equalTo(self)
      make.height.equalTo(40)
    }
  }
}
