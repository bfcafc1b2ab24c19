// SPDX-License-Identifier: MIT

public import MasonryLayout

/// A set of attributes for ``ConstraintMaker/attributes(_:fileID:line:)`` (Masonry's
/// `MASAttribute` mask). Each attribute is the bit of its Auto Layout raw value, so
/// ``baseline`` and ``lastBaseline`` are one bit (and one constraint).
public struct ConstraintAttributes: OptionSet, Hashable, Sendable {
  /// The bits.
  public let rawValue: UInt32

  /// A set from its bits.
  public init(rawValue: UInt32) {
    self.rawValue = rawValue
  }

  /// The set holding `attribute`.
  public init(_ attribute: LayoutAttribute) {
    self.init(rawValue: attribute == .notAnAttribute ? 0 : 1 << UInt32(attribute.rawValue))
  }

  /// The left attribute.
  public static let left = ConstraintAttributes(.left)
  /// The right attribute.
  public static let right = ConstraintAttributes(.right)
  /// The top attribute.
  public static let top = ConstraintAttributes(.top)
  /// The bottom attribute.
  public static let bottom = ConstraintAttributes(.bottom)
  /// The leading attribute.
  public static let leading = ConstraintAttributes(.leading)
  /// The trailing attribute.
  public static let trailing = ConstraintAttributes(.trailing)
  /// The width attribute.
  public static let width = ConstraintAttributes(.width)
  /// The height attribute.
  public static let height = ConstraintAttributes(.height)
  /// The centerX attribute.
  public static let centerX = ConstraintAttributes(.centerX)
  /// The centerY attribute.
  public static let centerY = ConstraintAttributes(.centerY)
  /// The baseline attribute.
  public static let baseline = ConstraintAttributes(.lastBaseline)
  /// The firstBaseline attribute.
  public static let firstBaseline = ConstraintAttributes(.firstBaseline)
  /// The lastBaseline attribute.
  public static let lastBaseline = ConstraintAttributes(.lastBaseline)
  /// The leftMargin attribute.
  public static let leftMargin = ConstraintAttributes(.leftMargin)
  /// The rightMargin attribute.
  public static let rightMargin = ConstraintAttributes(.rightMargin)
  /// The topMargin attribute.
  public static let topMargin = ConstraintAttributes(.topMargin)
  /// The bottomMargin attribute.
  public static let bottomMargin = ConstraintAttributes(.bottomMargin)
  /// The leadingMargin attribute.
  public static let leadingMargin = ConstraintAttributes(.leadingMargin)
  /// The trailingMargin attribute.
  public static let trailingMargin = ConstraintAttributes(.trailingMargin)
  /// The centerXWithinMargins attribute.
  public static let centerXWithinMargins = ConstraintAttributes(.centerXWithinMargins)
  /// The centerYWithinMargins attribute.
  public static let centerYWithinMargins = ConstraintAttributes(.centerYWithinMargins)

  /// Masonry's fixed child order: left, right, top, bottom, leading, trailing, width, height,
  /// centerX, centerY, baseline, firstBaseline, then the margins.
  static let order: [LayoutAttribute] = [
    .left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY,
    .lastBaseline, .firstBaseline, .leftMargin, .rightMargin, .topMargin, .bottomMargin,
    .leadingMargin, .trailingMargin, .centerXWithinMargins, .centerYWithinMargins,
  ]

  /// The attributes in the set, in Masonry's order.
  public var attributes: [LayoutAttribute] {
    Self.order.filter { contains(ConstraintAttributes($0)) }
  }
}
