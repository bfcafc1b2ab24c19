// SPDX-License-Identifier: MIT

public import MasonryGeometry

extension LayoutView {
  /// The frame whose alignment rectangle is `alignmentRect`: the rectangle outset by
  /// ``alignmentRectInsets``.
  public func frame(forAlignmentRect alignmentRect: Rect) -> Rect {
    let insets = alignmentRectInsets
    guard insets != .zero else { return alignmentRect }
    return Rect(
      x: alignmentRect.origin.x - insets.left, y: alignmentRect.origin.y - insets.top,
      width: alignmentRect.size.width + insets.left + insets.right,
      height: alignmentRect.size.height + insets.top + insets.bottom)
  }

  /// The alignment rectangle of the frame, with its origin measured from the superview's
  /// alignment origin (where the superview's left and top attributes are): what the
  /// constraints of a translated frame hold.
  var translatedAlignmentRect: Rect {
    var rect = alignmentRect(forFrame: storedFrame)
    guard let superview else { return rect }
    let outer = superview.alignmentRectInsets
    rect.origin.x -= outer.left
    rect.origin.y -= outer.top
    return rect
  }

  /// The alignment rectangle of the frame `frame`: the frame inset by ``alignmentRectInsets``,
  /// the rectangle constraints act on.
  public func alignmentRect(forFrame frame: Rect) -> Rect {
    let insets = alignmentRectInsets
    guard insets != .zero else { return frame }
    return Rect(
      x: frame.origin.x + insets.left, y: frame.origin.y + insets.top,
      width: frame.size.width - insets.left - insets.right,
      height: frame.size.height - insets.top - insets.bottom)
  }
}
