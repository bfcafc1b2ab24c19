// SPDX-License-Identifier: MIT

/// Distances inwards from the four edges of a rectangle, by physical side.
///
/// Positive insets shrink a rectangle (``Rect/inset(by:)``), negative ones grow it. For insets
/// that follow the reading direction, use ``DirectionalEdgeInsets``.
///
/// ```swift
/// let padding = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
/// padding.horizontal  // 32
/// ```
public struct EdgeInsets: Hashable, Sendable, Codable {
  /// The inset from the top edge.
  public var top: Double
  /// The inset from the left edge.
  public var left: Double
  /// The inset from the bottom edge.
  public var bottom: Double
  /// The inset from the right edge.
  public var right: Double

  /// Insets with the given distance from each edge.
  @inlinable
  public init(top: Double, left: Double, bottom: Double, right: Double) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// Insets of the same distance from every edge.
  @inlinable
  public init(all inset: Double) {
    self.init(top: inset, left: inset, bottom: inset, right: inset)
  }

  /// No inset on any edge.
  @inlinable public static var zero: EdgeInsets { EdgeInsets(all: 0) }

  /// The total horizontal inset: `left + right`.
  public var horizontal: Double { left + right }

  /// The total vertical inset: `top + bottom`.
  public var vertical: Double { top + bottom }
}
