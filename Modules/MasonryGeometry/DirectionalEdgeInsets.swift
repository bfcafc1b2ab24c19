// SPDX-License-Identifier: MIT

/// Distances inwards from the four edges of a rectangle, by reading direction.
///
/// *Leading* is the side where text starts: the left in a left-to-right layout, the right in a
/// right-to-left one. ``resolved(for:)`` turns these insets into physical ``EdgeInsets``.
///
/// ```swift
/// let margins = DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 8)
/// margins.resolved(for: .rightToLeft)
/// // EdgeInsets(top: 0, left: 8, bottom: 0, right: 20)
/// ```
public struct DirectionalEdgeInsets: Hashable, Sendable, Codable {
  /// The inset from the top edge.
  public var top: Double
  /// The inset from the leading edge.
  public var leading: Double
  /// The inset from the bottom edge.
  public var bottom: Double
  /// The inset from the trailing edge.
  public var trailing: Double

  /// Insets with the given distance from each edge.
  public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// Insets of the same distance from every edge.
  public init(all inset: Double) {
    self.init(top: inset, leading: inset, bottom: inset, trailing: inset)
  }

  /// No inset on any edge.
  public static let zero = DirectionalEdgeInsets(all: 0)

  /// The total horizontal inset: `leading + trailing`.
  public var horizontal: Double { leading + trailing }

  /// The total vertical inset: `top + bottom`.
  public var vertical: Double { top + bottom }

  /// The physical insets for a layout direction: leading becomes left and trailing right in a
  /// left-to-right layout, the other way round in a right-to-left one.
  public func resolved(for direction: LayoutDirection) -> EdgeInsets {
    switch direction {
    case .leftToRight:
      return EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
    case .rightToLeft:
      return EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
    }
  }
}
