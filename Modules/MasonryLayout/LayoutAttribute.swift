// SPDX-License-Identifier: MIT

public import MasonryGeometry

/// A part of a view's or layout guide's layout that a constraint relates: an edge, a centre, a
/// size, a baseline or a margin.
///
/// The raw values are Auto Layout's (`NSLayoutConstraint.Attribute`), so `baseline` and
/// `lastBaseline` are one case.
public enum LayoutAttribute: Int, Hashable, Sendable, CaseIterable {
  /// No attribute: the second attribute of a constraint with no second item.
  case notAnAttribute = 0
  /// The left edge.
  case left = 1
  /// The right edge.
  case right = 2
  /// The top edge.
  case top = 3
  /// The bottom edge.
  case bottom = 4
  /// The leading edge: left in a left-to-right layout, right in a right-to-left one.
  case leading = 5
  /// The trailing edge: right in a left-to-right layout, left in a right-to-left one.
  case trailing = 6
  /// The width.
  case width = 7
  /// The height.
  case height = 8
  /// The horizontal centre.
  case centerX = 9
  /// The vertical centre.
  case centerY = 10
  /// The baseline of the last line of text (the bottom edge for a view without text).
  case lastBaseline = 11
  /// The baseline of the first line of text (the bottom edge for a view without text).
  case firstBaseline = 12
  /// The left edge inset by the left layout margin.
  case leftMargin = 13
  /// The right edge inset by the right layout margin.
  case rightMargin = 14
  /// The top edge inset by the top layout margin.
  case topMargin = 15
  /// The bottom edge inset by the bottom layout margin.
  case bottomMargin = 16
  /// The leading edge inset by the leading layout margin.
  case leadingMargin = 17
  /// The trailing edge inset by the trailing layout margin.
  case trailingMargin = 18
  /// The horizontal centre between the left and right margins.
  case centerXWithinMargins = 19
  /// The vertical centre between the top and bottom margins.
  case centerYWithinMargins = 20

  /// Auto Layout's old name for ``lastBaseline``.
  public static let baseline = LayoutAttribute.lastBaseline

  /// The axis the attribute measures along; `nil` for ``notAnAttribute``.
  public var axis: Axis? {
    switch self {
    case .notAnAttribute: return nil
    case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
      .leadingMargin, .trailingMargin, .centerXWithinMargins:
      return .horizontal
    case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline, .topMargin,
      .bottomMargin, .centerYWithinMargins:
      return .vertical
    }
  }

  /// Whether the attribute is a size (``width`` or ``height``).
  public var isSize: Bool { self == .width || self == .height }

  /// Whether the attribute is a location: an edge, a centre, a baseline or a margin.
  public var isLocation: Bool { self != .notAnAttribute && !isSize }

  /// Whether the attribute follows the layout direction (the leading and trailing family).
  public var isDirectional: Bool {
    switch self {
    case .leading, .trailing, .leadingMargin, .trailingMargin: return true
    default: return false
    }
  }

  /// Whether the attribute is one of left and right, with or without the margin.
  public var isAbsoluteHorizontalEdge: Bool {
    switch self {
    case .left, .right, .leftMargin, .rightMargin: return true
    default: return false
    }
  }

  /// Whether the attribute is measured from the layout margins.
  public var isMargin: Bool { rawValue >= LayoutAttribute.leftMargin.rawValue }

  /// Whether the attribute is a baseline.
  public var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }

  /// The attribute without its margin: ``left`` for ``leftMargin``, ``centerX`` for
  /// ``centerXWithinMargins``; the attribute itself otherwise.
  public var withoutMargin: LayoutAttribute {
    switch self {
    case .leftMargin: return .left
    case .rightMargin: return .right
    case .topMargin: return .top
    case .bottomMargin: return .bottom
    case .leadingMargin: return .leading
    case .trailingMargin: return .trailing
    case .centerXWithinMargins: return .centerX
    case .centerYWithinMargins: return .centerY
    default: return self
    }
  }
}

extension LayoutAttribute: CustomStringConvertible {
  /// Masonry's name: `left`, `centerXWithinMargins`, `baseline` for ``lastBaseline``...
  public var description: String {
    switch self {
    case .notAnAttribute: return "notAnAttribute"
    case .left: return "left"
    case .right: return "right"
    case .top: return "top"
    case .bottom: return "bottom"
    case .leading: return "leading"
    case .trailing: return "trailing"
    case .width: return "width"
    case .height: return "height"
    case .centerX: return "centerX"
    case .centerY: return "centerY"
    case .lastBaseline: return "baseline"
    case .firstBaseline: return "firstBaseline"
    case .leftMargin: return "leftMargin"
    case .rightMargin: return "rightMargin"
    case .topMargin: return "topMargin"
    case .bottomMargin: return "bottomMargin"
    case .leadingMargin: return "leadingMargin"
    case .trailingMargin: return "trailingMargin"
    case .centerXWithinMargins: return "centerXWithinMargins"
    case .centerYWithinMargins: return "centerYWithinMargins"
    }
  }
}
