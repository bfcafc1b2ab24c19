// SPDX-License-Identifier: MIT

public import MasonryLayout

extension LayoutView: CustomStringConvertible, CustomDebugStringConvertible {
  /// The view's name and frame, the way UIKit describes a view:
  /// `<Label:messageLabel; frame = (1 1; 120 20)>`.
  ///
  /// The name is Masonry's: the type (a subclass prints its own name) and the
  /// `LayoutView.debugName` (Masonry's `mas_key`), or the address when the view has none.
  ///
  /// A `LayoutLabel` adds its text (`text = 'Hello'`), a `LayoutScrollView` its
  /// content offset, content size and adjusted content inset, as UIKit's descriptions do.
  public var description: String {
    let parts = [layoutDescription, "frame = \(DebugFormat.rect(frame))"] + contentDescriptions
    return "<" + parts.joined(separator: "; ") + ">"
  }

  /// What a label or a scroll view adds to the descriptions.
  var contentDescriptions: [String] {
    if let label = self as? LayoutLabel {
      return ["text = '\(label.text)'"]
    }
    if let scrollView = self as? LayoutScrollView {
      return [
        "contentOffset = \(DebugFormat.point(scrollView.contentOffset))",
        "contentSize = \(DebugFormat.size(scrollView.contentSize))",
        "adjustedContentInset = \(DebugFormat.insets(scrollView.adjustedContentInset))",
      ]
    }
    return []
  }

  /// The description with the view's place in its tree and how it is laid out:
  /// `<Label:messageLabel; frame = (1 1; 120 20); superview = DebuggingView:superview;
  /// constraints = 2; translatesAutoresizingMaskIntoConstraints = false>`.
  ///
  /// A stack view adds its settings (`axis = vertical; distribution = fill; ...`); a view with
  /// alignment rectangle insets adds them, and one with a keyboard guide the keyboard's height.
  ///
  /// Reading it changes nothing and does not lay out: the frame is the last one written.
  public var debugDescription: String {
    var parts = [layoutDescription, "frame = \(DebugFormat.rect(frame))"] + contentDescriptions
    if let superview { parts.append("superview = \(superview.layoutDescription)") }
    if !subviews.isEmpty { parts.append("subviews = \(subviews.count)") }
    if !layoutGuides.isEmpty { parts.append("layoutGuides = \(layoutGuides.count)") }
    if !constraints.isEmpty { parts.append("constraints = \(constraints.count)") }
    if isHidden { parts.append("hidden") }
    if alignmentRectInsets != .zero {
      parts.append("alignmentRectInsets = \(DebugFormat.insets(alignmentRectInsets))")
    }
    if keyboardLayoutGuideIfMade != nil {
      parts.append("keyboardHeight = \(DebugFormat.number(keyboardHeight))")
    }
    if let stack = self as? LayoutStackView { parts += stack.settingsDescriptions }
    parts.append(
      "translatesAutoresizingMaskIntoConstraints = \(translatesAutoresizingMaskIntoConstraints)")
    return "<" + parts.joined(separator: "; ") + ">"
  }
}

extension LayoutGuide: CustomStringConvertible, CustomDebugStringConvertible {
  /// The guide's name and layout frame: `<LayoutGuide:gap; layoutFrame = (0 0; 10 10)>`.
  public var description: String {
    "<\(layoutDescription); layoutFrame = \(DebugFormat.rect(layoutFrame))>"
  }

  /// The description with the owning view and the guide's role:
  /// `<LayoutGuide:gap; layoutFrame = (0 0; 10 10); owningView = LayoutView:row; role = user>`.
  public var debugDescription: String {
    var parts = [layoutDescription, "layoutFrame = \(DebugFormat.rect(layoutFrame))"]
    if let owningView { parts.append("owningView = \(owningView.layoutDescription)") }
    parts.append("role = \(role.debugName)")
    return "<" + parts.joined(separator: "; ") + ">"
  }
}

extension LayoutGuide.Role {
  /// `user`, `layoutMargins` or `safeArea`.
  var debugName: String {
    switch self {
    case .user: return "user"
    case .layoutMargins: return "layoutMargins"
    case .safeArea: return "safeArea"
    }
  }
}
