// SPDX-License-Identifier: MIT

public import MasonryLayout

extension LayoutConstraint: CustomDebugStringConvertible {
  /// Masonry's description with the source location of the DSL call after the constraint's
  /// name, as SnapKit prints it:
  /// `<LayoutConstraint:ConstantConstraint@Screen.swift#31 Label:messageLabel.height >= 5000>`.
  ///
  /// Without a location it is the `LayoutConstraint.description`. A constraint made from a
  /// visual format reads in the format's notation instead of as an equation, as in Auto
  /// Layout's log (``visualFormatDescription``):
  /// `<LayoutConstraint:0x…@Screen.swift#40 H:[LayoutView:a]-(8)-[LayoutView:b]>`.
  ///
  /// An autoresizing constraint carries its view's mask in Auto Layout's code after the name:
  /// `<LayoutConstraint(autoresizing):0x… h=-&- v=--& LayoutView:bar.width == …>`.
  public var debugDescription: String {
    if kind == .autoresizing, let view = firstItem as? LayoutView {
      let text = describe(location: location)
      guard let space = text.firstIndex(of: " ") else { return text }
      return String(text[..<space]) + " \(view.autoresizingMask.code)" + text[space...]
    }
    guard let format = visualFormatDescription else { return describe(location: location) }
    var head = "LayoutConstraint:" + (identifier ?? addressDescription(self))
    if let location { head += "@\(location)" }
    return "<\(head) \(format)>"
  }
}
