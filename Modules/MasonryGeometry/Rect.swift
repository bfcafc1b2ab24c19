// SPDX-License-Identifier: MIT

/// An axis-aligned rectangle: an origin and a size.
///
/// `Rect` follows `CGRect`: the stored ``size`` may be negative, in which case the rectangle
/// extends to the left of (or above) its ``origin``. Every derived value — ``minX``,
/// ``maxX``, ``width``, the set operations — reads the ``standardized`` rectangle, so
/// `Rect(x: 10, y: 0, width: -10, height: 5)` and `Rect(x: 0, y: 0, width: 10, height: 5)`
/// cover the same region even though `==`, which compares the stored values exactly, tells
/// them apart.
///
/// ```swift
/// let frame = Rect(x: 0, y: 10, width: 50, height: 100)
/// frame.maxX                              // 50
/// frame.inset(by: EdgeInsets(all: 5))     // Rect(x: 5, y: 15, width: 40, height: 90)
/// frame.intersection(Rect(x: 40, y: 0, width: 20, height: 20))
/// // Rect(x: 40, y: 10, width: 10, height: 10)
/// ```
public struct Rect: Hashable, Sendable, Codable {
  /// The corner the size is measured from: the top-left corner when the size is positive.
  public var origin: Point
  /// The extent from ``origin``; negative dimensions extend left or up.
  public var size: Size

  /// The rectangle with the given origin and size.
  @inlinable
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// The rectangle with origin `(x, y)` and size `width × height`.
  @inlinable
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  /// The rectangle at the origin with zero size.
  @inlinable public static var zero: Rect { Rect(origin: .zero, size: .zero) }
}

extension Rect {
  /// The smallest x coordinate of the rectangle.
  public var minX: Double { Swift.min(origin.x, origin.x + size.width) }
  /// The x coordinate halfway between ``minX`` and ``maxX``.
  public var midX: Double { origin.x + size.width / 2 }
  /// The largest x coordinate of the rectangle.
  public var maxX: Double { Swift.max(origin.x, origin.x + size.width) }
  /// The smallest y coordinate of the rectangle.
  public var minY: Double { Swift.min(origin.y, origin.y + size.height) }
  /// The y coordinate halfway between ``minY`` and ``maxY``.
  public var midY: Double { origin.y + size.height / 2 }
  /// The largest y coordinate of the rectangle.
  public var maxY: Double { Swift.max(origin.y, origin.y + size.height) }

  /// The horizontal extent, never negative: `abs(size.width)`.
  public var width: Double { abs(size.width) }
  /// The vertical extent, never negative: `abs(size.height)`.
  public var height: Double { abs(size.height) }

  /// The same region with a non-negative size: the origin moves to the top-left corner.
  ///
  /// ```swift
  /// Rect(x: 10, y: 10, width: -4, height: 6).standardized
  /// // Rect(x: 6, y: 10, width: 4, height: 6)
  /// ```
  public var standardized: Rect {
    Rect(x: minX, y: minY, width: width, height: height)
  }

  /// Whether the rectangle covers no area: its width or its height is zero (or NaN).
  public var isEmpty: Bool {
    !(width > 0 && height > 0)
  }
}
