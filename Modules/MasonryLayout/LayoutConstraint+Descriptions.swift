// SPDX-License-Identifier: MIT

extension LayoutConstraint: CustomStringConvertible {
  /// Masonry's one-line description (`NSLayoutConstraint+MASDebugAdditions`):
  /// `<LayoutConstraint:gap LayoutView:a.left == LayoutView:b.right * 2 + 8 ^high>`.
  ///
  /// The constraint and each item print as `Type:name`, the name being the identifier (a
  /// DSL key) or the item's ``LayoutItem/debugName``, or else the object's address
  /// (`LayoutView:0x5581…`). Then come the attribute names, the relation, the multiplier when it
  /// is not 1, the constant with its sign (bare when there is no second item), and the priority
  /// when it is not required, by name where Masonry has one (`^low`, `^medium`, `^high`,
  /// `^fitting size`) or else as a number (`^600`). Numbers print as C's `%g` does. Constraints
  /// the engine made name their kind: `<LayoutConstraint(autoresizing):0x…`. MasonryDebug's
  /// `debugDescription` adds the source location.
  public var description: String {
    describe(location: nil)
  }

  /// The description, with `@location` after the constraint's name when one is given
  /// (SnapKit's `@File.swift#12`).
  package func describe(location: SourceLocation?) -> String {
    var head = "LayoutConstraint"
    if kind != .user { head += "(\(kind))" }
    head += ":" + (identifier ?? addressDescription(self))
    if let location { head += "@\(location)" }
    var text = "<\(head) \(sideDescription(firstItem, firstAttribute, offsets?.first)) \(relation)"
    if hasSecondItem {
      if let origin = offsets?.second {
        text += " " + sideDescription(secondItem, secondAttribute, origin)
      } else {
        text += " \(itemDescription(secondItem))"
        if secondAttribute != .notAnAttribute { text += ".\(secondAttribute)" }
      }
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

/// `0x` and the object's address in lowercase hexadecimal, as `%p` prints it: stable for the
/// object's lifetime.
package func addressDescription(_ object: AnyObject) -> String {
  "0x" + String(UInt(bitPattern: ObjectIdentifier(object)), radix: 16)
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
