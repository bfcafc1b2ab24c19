// SPDX-License-Identifier: MIT

import MasonryDSL
public import MasonryGeometry
public import MasonryLayout

extension Example {
  /// Masonry's "UIScrollView": ten views stacked in a scroll view, which takes its content
  /// size from their constraints.
  public static let scrollView = Example(
    name: "scroll-view", title: "UIScrollView",
    summary: "Ten views 25 to 250 high stacked in a scroll view, whose content size they make.",
    colors: rainbow("view", count: 10).merging(
      ["scrollView": "#8c959f", "contentView": "#eaeef2"], uniquingKeysWith: { $1 })
  ) { ExampleScrollView(frame: $0) }
}

/// A scroll view filling the screen, holding a content view as wide as the scroll view and as
/// tall as the ten views stacked in it: the content size follows from the constraints. A tap
/// on a view scrolls it into sight.
public final class ExampleScrollView: LayoutView, ExampleScreen, ExampleScrollingScreen {
  /// The scroll view.
  public let scrollView = LayoutScrollView(debugName: "scrollView")
  /// The view holding the content, pinned to the scroll view's content area.
  public let contentView = LayoutView(debugName: "contentView")
  /// The ten views, top to bottom.
  public private(set) var views: [LayoutView] = []

  /// A view of `frame` with the example's scroll view and content.
  public init(frame: Rect) {
    super.init(frame: frame, debugName: "superview")
    addSubview(scrollView)
    scrollView.mas.makeConstraints { make in
      make.edges.equalTo(self)
    }

    // A content view holding everything, so that a tap can scroll a view's frame into sight.
    // Its edges attach to the content area, its width to the scroll view's frame.
    scrollView.addSubview(contentView)
    contentView.mas.makeConstraints { make in
      make.edges.equalTo(scrollView)
      make.width.equalTo(scrollView)
    }

    var lastView: LayoutView?
    var height = 25.0
    for index in 1...10 {
      // Masonry picks a random colour; the drawings take the colour wheel.
      let view = LayoutView(debugName: "view\(index)")
      contentView.addSubview(view)
      view.mas.makeConstraints { make in
        if let lastView { make.top.equalTo(lastView.mas.bottom) } else { make.top.equalTo(0) }
        make.left.equalTo(0)
        make.width.equalTo(contentView.mas.width)
        make.height.equalTo(height)
      }
      height += 25
      lastView = view
      views.append(view)
    }

    if let lastView {
      contentView.mas.makeConstraints { make in
        make.bottom.equalTo(lastView.mas.bottom)
      }
    }
  }

  /// A tap on a view: scrolls its frame into sight (Masonry also dims it).
  public func singleTap(_ view: LayoutView) {
    scrollView.scrollRectToVisible(view.frame)
  }

  /// A tap on the last view, then on the fifth.
  public var script: [ExampleStep] {
    [
      ExampleStep("tap view10") { self.singleTap(self.views[9]) },
      ExampleStep("tap view5") { self.singleTap(self.views[4]) },
    ]
  }

  public var scrolledContent: LayoutView { contentView }

  public var visibleContentRect: Rect { scrollView.convert(scrollView.bounds, to: contentView) }
}
