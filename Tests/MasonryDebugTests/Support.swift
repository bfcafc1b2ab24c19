// SPDX-License-Identifier: MIT

import MasonryGeometry
import MasonryLayout
import Testing
import _MasonryTestSupport

/// The view class of Masonry's debugging example.
final class DebuggingView: LayoutView {}

/// A view with a text's natural size.
final class Label: LayoutView {
  var natural = Size(width: 120, height: 20)

  override var intrinsicContentSize: Size { natural }
}
