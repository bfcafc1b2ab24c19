// SPDX-License-Identifier: MIT

extension LayoutConstraint: CustomStringConvertible {
  /// A one-line description in SnapKit's order, with Masonry's attribute and priority names:
  /// `<LayoutConstraint:label@File.swift#12 LayoutView:a.left == LayoutView:b.right * 2 + 8 ^high>`.
  ///
  /// The identifier and the source location appear when known, the multiplier when it is not
  /// 1, the constant with its sign (alone when there is no second item), the priority when it
  /// is not required. Constraints the engine made name their kind:
  /// `<LayoutConstraint(autoresizing) ...>`.
  public var description: String {
    var head = "LayoutConstraint"
    if kind != .user { head += "(\(kind))" }
    if let identifier { head += ":\(identifier)" }
    if let location { head += "@\(location)" }
    var text = "<\(head) \(itemDescription(firstItem)).\(firstAttribute) \(relation)"
    if hasSecondItem {
      text += " \(itemDescription(secondItem)).\(secondAttribute)"
      if multiplier != 1 { text += " * \(LayoutNumber.format(multiplier))" }
      if constant > 0 { text += " + \(LayoutNumber.format(constant))" }
      if constant < 0 { text += " - \(LayoutNumber.format(-constant))" }
    } else {
      text += " \(LayoutNumber.format(constant))"
    }
    if !priority.isRequired { text += " ^\(priority)" }
    return text + ">"
  }

  private func itemDescription(_ item: (any LayoutItem)?) -> String {
    item?.layoutDescription ?? "nil"
  }
}

extension LayoutConstraint.Kind: CustomStringConvertible {
  /// The kind's name: `user`, `autoresizing`, `contentHugging`...
  public var description: String {
    switch self {
    case .user: return "user"
    case .autoresizing: return "autoresizing"
    case .root: return "root"
    case .contentHugging: return "contentHugging"
    case .compressionResistance: return "compressionResistance"
    case .layoutMargins: return "layoutMargins"
    case .safeArea: return "safeArea"
    case .fittingSize: return "fittingSize"
    }
  }
}
