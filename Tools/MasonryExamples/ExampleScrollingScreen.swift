// SPDX-License-Identifier: MIT

public import MasonryGeometry
public import MasonryLayout

/// A screen whose content is larger than the screen: its drawings add the whole content,
/// scaled to the screen's height, with the part each stage shows outlined.
public protocol ExampleScrollingScreen: LayoutView {
  /// The view holding the content, drawn whole.
  var scrolledContent: LayoutView { get }
  /// The part of the content on screen, in ``scrolledContent``'s coordinates.
  var visibleContentRect: Rect { get }
}
