// SPDX-License-Identifier: MIT

extension Rect {
  /// The rectangle with each edge moved inwards by the matching inset.
  ///
  /// Works on the ``standardized`` rectangle: the left edge moves right by `insets.left`, the
  /// right edge moves left by `insets.right`, and likewise for top and bottom. Negative insets
  /// move an edge outwards. When two opposite edges would cross, the result collapses to zero
  /// extent on that axis, halfway between where the two edges would have landed, so the result
  /// never has a negative size.
  ///
  /// ```swift
  /// let frame = Rect(x: 0, y: 0, width: 100, height: 50)
  /// frame.inset(by: EdgeInsets(top: 5, left: 10, bottom: 5, right: 20))
  /// // Rect(x: 10, y: 5, width: 70, height: 40)
  /// ```
  public func inset(by insets: EdgeInsets) -> Rect {
    let (x, width) = Rect.insetInterval(minX, maxX, insets.left, insets.right)
    let (y, height) = Rect.insetInterval(minY, maxY, insets.top, insets.bottom)
    return Rect(x: x, y: y, width: width, height: height)
  }

  /// The rectangle shrunk by `dx` on the left and on the right, and by `dy` on the top and on
  /// the bottom; negative amounts grow it.
  ///
  /// The same as ``inset(by:)`` with `EdgeInsets(top: dy, left: dx, bottom: dy, right: dx)`:
  /// the result is standardized, and an axis that would turn negative collapses to zero extent
  /// at the centre.
  public func insetBy(dx: Double, dy: Double) -> Rect {
    inset(by: EdgeInsets(top: dy, left: dx, bottom: dy, right: dx))
  }

  /// The rectangle moved by `dx` horizontally and `dy` vertically; its size is kept as stored.
  public func offsetBy(dx: Double, dy: Double) -> Rect {
    Rect(origin: Point(x: origin.x + dx, y: origin.y + dy), size: size)
  }

  /// Moves the edges of `[low, high]` inwards by `lowInset` and `highInset`, meeting halfway if
  /// they cross. Returns the new start and the (non-negative) length.
  private static func insetInterval(
    _ low: Double, _ high: Double, _ lowInset: Double, _ highInset: Double
  ) -> (start: Double, length: Double) {
    let start = low + lowInset
    let end = high - highInset
    if end >= start { return (start, end - start) }
    return ((start + end) / 2, 0)
  }
}
