// SPDX-License-Identifier: MIT

/// Options of ``LayoutConstraint/constraints(withVisualFormat:options:metrics:views:fileID:line:)``
/// (`NSLayoutConstraint.FormatOptions`), with Apple's raw values: alignments of every pair of
/// neighbouring views across the format's axis, the direction a horizontal format runs in, and
/// whether vertical spacing is measured between baselines.
public struct LayoutFormatOptions: OptionSet, Hashable, Sendable {
  public let rawValue: UInt

  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// Aligns the left edges of the views (in a vertical format).
  public static let alignAllLeft = LayoutFormatOptions(rawValue: 1 << 1)
  /// Aligns the right edges of the views (in a vertical format).
  public static let alignAllRight = LayoutFormatOptions(rawValue: 1 << 2)
  /// Aligns the top edges of the views (in a horizontal format).
  public static let alignAllTop = LayoutFormatOptions(rawValue: 1 << 3)
  /// Aligns the bottom edges of the views (in a horizontal format).
  public static let alignAllBottom = LayoutFormatOptions(rawValue: 1 << 4)
  /// Aligns the leading edges of the views (in a vertical format).
  public static let alignAllLeading = LayoutFormatOptions(rawValue: 1 << 5)
  /// Aligns the trailing edges of the views (in a vertical format).
  public static let alignAllTrailing = LayoutFormatOptions(rawValue: 1 << 6)
  /// Aligns the horizontal centres of the views (in a vertical format).
  public static let alignAllCenterX = LayoutFormatOptions(rawValue: 1 << 9)
  /// Aligns the vertical centres of the views (in a horizontal format).
  public static let alignAllCenterY = LayoutFormatOptions(rawValue: 1 << 10)
  /// Aligns the last baselines of the views (in a horizontal format).
  public static let alignAllLastBaseline = LayoutFormatOptions(rawValue: 1 << 11)
  /// Aligns the first baselines of the views (in a horizontal format).
  public static let alignAllFirstBaseline = LayoutFormatOptions(rawValue: 1 << 12)

  /// A horizontal format runs from the leading edge to the trailing edge (the default): its
  /// constraints relate leading and trailing attributes.
  public static let directionLeadingToTrailing = LayoutFormatOptions([])
  /// A horizontal format runs from left to right: its constraints relate left and right.
  public static let directionLeftToRight = LayoutFormatOptions(rawValue: 1 << 16)
  /// A horizontal format runs from right to left: its constraints relate right and left.
  public static let directionRightToLeft = LayoutFormatOptions(rawValue: 2 << 16)

  /// Vertical spacing between two views is measured from edge to edge (the default).
  public static let spacingEdgeToEdge = LayoutFormatOptions([])
  /// Vertical spacing between two views is measured from the last baseline of the upper one
  /// to the first baseline of the lower one.
  public static let spacingBaselineToBaseline = LayoutFormatOptions(rawValue: 1 << 19)

  /// The alignment options with their attributes, in the order of the attributes' raw values.
  static let alignments: [(LayoutFormatOptions, LayoutAttribute)] = [
    (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top),
    (.alignAllBottom, .bottom), (.alignAllLeading, .leading), (.alignAllTrailing, .trailing),
    (.alignAllCenterX, .centerX), (.alignAllCenterY, .centerY),
    (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
  ]
}
