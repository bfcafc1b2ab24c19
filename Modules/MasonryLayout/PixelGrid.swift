// SPDX-License-Identifier: MIT

import MasonryGeometry

/// The pixel grid of a screen of some scale: rounds positions to the nearest pixel edge, as
/// UIKit's engine does when it turns solved values into frames.
struct PixelGrid {
  /// Pixels per point; 0 for no rounding.
  var scale: Double

  /// Half a pixel, less this share of a pixel, still rounds up: solved values that should be
  /// equal can differ in their last bits, and must not land on different pixels.
  private static let tolerance = 1e-6

  /// `value` on the nearest pixel edge; halves go up (towards +∞), so that rounding commutes
  /// with moving by whole pixels and two edges at the same place round alike wherever they
  /// are. Non-finite values are left as they are.
  func round(_ value: Double) -> Double {
    guard scale > 0, value.isFinite else { return value }
    let rounded = (value * scale + 0.5 + Self.tolerance).rounded(.down) / scale
    return rounded.isFinite ? rounded : value
  }

  /// `rect` with each of its four edges rounded: the size is the difference of the rounded
  /// edges, not the rounded size, so that views that touch still touch.
  func round(_ rect: Rect) -> Rect {
    guard scale > 0 else { return rect }
    let minX = round(rect.origin.x)
    let minY = round(rect.origin.y)
    return Rect(
      x: minX, y: minY, width: round(rect.origin.x + rect.size.width) - minX,
      height: round(rect.origin.y + rect.size.height) - minY)
  }
}

extension LayoutEngine {
  /// The grid the layout pass rounds frames to: the root's ``LayoutView/contentScaleFactor``,
  /// or none when the root does not round (``LayoutView/roundsFramesToPixels``).
  var pixelGrid: PixelGrid {
    guard let root, root.roundsFrames else { return PixelGrid(scale: 0) }
    return PixelGrid(scale: root.contentScaleFactor)
  }

  /// Lays every view out again in the next pass, to write all frames anew.
  func rewriteAllFrames() {
    layoutEpoch += 1
    walkPending = true
    root?.setNeedsLayout()
  }
}
