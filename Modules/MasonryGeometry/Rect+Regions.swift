// SPDX-License-Identifier: MIT

// How rectangles relate as regions of the plane. A rectangle covers the half-open region
// [minX, maxX) × [minY, maxY), as a pixel grid does: two frames that share an edge do not
// overlap, and every point belongs to exactly one tile of a tiling. The bounding-box operations
// (`union`, `contains(Rect)`) compare edges instead, so they also see rectangles of zero area.

extension Rect {
  /// Whether `point` lies in the rectangle: `minX <= x < maxX` and `minY <= y < maxY`.
  ///
  /// The left and top edges belong to the rectangle, the right and bottom edges do not, so an
  /// empty rectangle contains no point.
  public func contains(_ point: Point) -> Bool {
    minX <= point.x && point.x < maxX && minY <= point.y && point.y < maxY
  }

  /// Whether `other` lies inside the rectangle's edges: `minX <= other.minX`,
  /// `other.maxX <= maxX`, and likewise vertically.
  ///
  /// Edges may coincide, so every rectangle contains itself. This compares edges, not points:
  /// an empty `other` (a line or a point) is contained when it lies within the edges, even on
  /// the right or bottom edge.
  public func contains(_ other: Rect) -> Bool {
    minX <= other.minX && other.maxX <= maxX && minY <= other.minY && other.maxY <= maxY
  }

  /// Whether the two rectangles overlap in a region of positive area.
  ///
  /// Rectangles that only share an edge or a corner do not intersect, and an empty rectangle
  /// intersects nothing. `a.intersects(b)` is true exactly when `a.intersection(b)` is not
  /// `nil`.
  public func intersects(_ other: Rect) -> Bool {
    Swift.max(minX, other.minX) < Swift.min(maxX, other.maxX)
      && Swift.max(minY, other.minY) < Swift.min(maxY, other.maxY)
  }

  /// The region the two rectangles share, standardized, or `nil` when they do not overlap in a
  /// region of positive area (see ``intersects(_:)``).
  ///
  /// ```swift
  /// let a = Rect(x: 0, y: 0, width: 10, height: 10)
  /// a.intersection(Rect(x: 5, y: 5, width: 10, height: 10))
  /// // Rect(x: 5, y: 5, width: 5, height: 5)
  /// a.intersection(Rect(x: 10, y: 0, width: 10, height: 10))
  /// // nil: the two only share an edge
  /// ```
  public func intersection(_ other: Rect) -> Rect? {
    guard intersects(other) else { return nil }
    let x = Swift.max(minX, other.minX)
    let y = Swift.max(minY, other.minY)
    return Rect(
      x: x, y: y, width: Swift.min(maxX, other.maxX) - x,
      height: Swift.min(maxY, other.maxY) - y)
  }

  /// The smallest standardized rectangle whose edges enclose both rectangles.
  ///
  /// Empty rectangles take part like any other: the union of a frame with a zero-size
  /// rectangle at a distant point stretches to reach that point.
  public func union(_ other: Rect) -> Rect {
    let x = Swift.min(minX, other.minX)
    let y = Swift.min(minY, other.minY)
    return Rect(
      x: x, y: y, width: Swift.max(maxX, other.maxX) - x,
      height: Swift.max(maxY, other.maxY) - y)
  }
}
