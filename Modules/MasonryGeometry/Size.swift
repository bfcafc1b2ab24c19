// SPDX-License-Identifier: MIT

/// A width and a height.
///
/// A size may be negative: ``Rect`` reads a negative width as extending to the left of its
/// origin (see ``Rect/standardized``). `==` compares both dimensions exactly; use
/// ``isApproximatelyEqual(to:absoluteTolerance:)`` to allow for rounding.
///
/// ```swift
/// let button = Size(width: 88, height: 44)
/// let retina = button * 2  // Size(width: 176, height: 88)
/// ```
public struct Size: Hashable, Sendable, Codable {
  /// The extent along the horizontal axis.
  public var width: Double
  /// The extent along the vertical axis.
  public var height: Double

  /// The size with the given dimensions.
  @inlinable
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// The size with zero width and zero height.
  @inlinable public static var zero: Size { Size(width: 0, height: 0) }
}

extension Size {
  /// Both dimensions multiplied by `rhs`.
  public static func * (lhs: Size, rhs: Double) -> Size {
    Size(width: lhs.width * rhs, height: lhs.height * rhs)
  }

  /// Both dimensions multiplied by `lhs`.
  public static func * (lhs: Double, rhs: Size) -> Size {
    rhs * lhs
  }
}
