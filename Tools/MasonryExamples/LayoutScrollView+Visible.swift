// SPDX-License-Identifier: MIT

import MasonryGeometry
import MasonryLayout

extension LayoutScrollView {
  /// Scrolls as little as brings `rect` (in the scroll view's coordinates) into sight, within
  /// the scrollable range, as UIKit's `scrollRectToVisible(_:animated:)` does without the
  /// animation.
  func scrollRectToVisible(_ rect: Rect) {
    func scrolled(_ offset: Double, _ low: Double, _ high: Double, _ length: Double) -> Double {
      if low < offset { return low }
      if high > offset + length { return min(low, high - length) }
      return offset
    }
    let size = bounds.size
    let lowest = minimumContentOffset
    let highest = maximumContentOffset
    let x = scrolled(contentOffset.x, rect.minX, rect.maxX, size.width)
    let y = scrolled(contentOffset.y, rect.minY, rect.maxY, size.height)
    contentOffset = Point(
      x: min(max(x, lowest.x), highest.x), y: min(max(y, lowest.y), highest.y))
  }
}
