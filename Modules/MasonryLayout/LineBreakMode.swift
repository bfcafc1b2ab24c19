// SPDX-License-Identifier: MIT

/// How a ``LayoutLabel`` breaks lines and what it does with text that does not fit
/// (`NSLineBreakMode`).
///
/// Character wrapping breaks lines between any two characters; every other mode breaks them
/// at spaces (a word longer than a line is broken between characters). The modes differ on
/// the last line the label shows when text remains after it (the number of lines is limited,
/// or the height holds fewer lines): the truncating modes put an ellipsis (`…`) in it, the
/// others cut the text.
public enum LineBreakMode: Hashable, Sendable {
  /// Wrap at word boundaries; the text after the last line is cut.
  case byWordWrapping
  /// Wrap between characters; the text after the last line is cut.
  case byCharWrapping
  /// Wrap at word boundaries; the last line is filled with the rest of its paragraph and cut at
  /// the width.
  case byClipping
  /// The last line ends with the end of its paragraph, after an ellipsis: `…nd of it`.
  case byTruncatingHead
  /// The last line starts as written and ends with an ellipsis: `The start…` (a label's
  /// default, as in UIKit).
  case byTruncatingTail
  /// The last line keeps its start and the end of its paragraph around an ellipsis:
  /// `The st…of it`.
  case byTruncatingMiddle
}
