// SPDX-License-Identifier: MIT

/// A location in a two-dimensional coordinate space.
///
/// The layout engine's coordinates grow rightwards along x and downwards along y, as on
/// UIKit. `==` compares both coordinates exactly; use
/// ``isApproximatelyEqual(to:absoluteTolerance:)`` to allow for rounding.
///
/// ```swift
/// let origin = Point(x: 10, y: 20)
/// let moved = origin + Point(x: 5, y: -5)  // Point(x: 15, y: 15)
/// ```
public struct Point: Hashable, Sendable, Codable {
  /// The horizontal coordinate.
  public var x: Double
  /// The vertical coordinate.
  public var y: Double

  /// The point at the given coordinates.
  @inlinable
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin, `(0, 0)`.
  @inlinable public static var zero: Point { Point(x: 0, y: 0) }
}

extension Point {
  /// The coordinate-wise sum: `lhs` moved by `rhs` taken as a vector.
  public static func + (lhs: Point, rhs: Point) -> Point {
    Point(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
  }

  /// The coordinate-wise difference: the vector from `rhs` to `lhs`.
  public static func - (lhs: Point, rhs: Point) -> Point {
    Point(x: lhs.x - rhs.x, y: lhs.y - rhs.y)
  }

  /// The point mirrored through the origin.
  public static prefix func - (operand: Point) -> Point {
    Point(x: -operand.x, y: -operand.y)
  }

  /// Both coordinates multiplied by the factor.
  public static func * (lhs: Point, rhs: Double) -> Point {
    Point(x: lhs.x * rhs, y: lhs.y * rhs)
  }

  /// Both coordinates multiplied by the factor.
  public static func * (lhs: Double, rhs: Point) -> Point {
    rhs * lhs
  }

  /// Moves the point by `rhs`.
  public static func += (lhs: inout Point, rhs: Point) {
    lhs = lhs + rhs
  }

  /// Moves the point by the opposite of `rhs`.
  public static func -= (lhs: inout Point, rhs: Point) {
    lhs = lhs - rhs
  }
}
