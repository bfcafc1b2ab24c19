// SPDX-License-Identifier: MIT

/// The layout layer's diagnostic messages, in Auto Layout's words where it has some.
package enum LayoutMessage {
  /// Auto Layout's message for a location equal to a constant.
  package static let locationEqualToConstant = """
    A multiplier of 0 or a nil second item together with a location for the first attribute \
    creates an illegal constraint of a location equal to a constant. Location attributes must \
    be specified in pairs.
    """

  static func constantOutOfRange(_ constant: Double) -> String {
    "The constant \(constant) is beyond ±1e9 (LayoutLimits.largestLength)"
  }

  static func multiplierOutOfRange(_ multiplier: Double) -> String {
    "The multiplier \(multiplier) is neither 0 nor of a magnitude in [1e-6, 1e6]"
  }

  static func noCommonAncestor(_ first: any LayoutItem, _ second: any LayoutItem) -> String {
    """
    Unable to activate constraint with items \(first.layoutDescription) and \
    \(second.layoutDescription) because they have no common ancestor. Does the constraint \
    reference items in different view hierarchies? That's illegal.
    """
  }

  static func guideNotInView(_ item: any LayoutItem) -> String {
    """
    \(item.layoutDescription) is not in a view: add a layout guide to a view before \
    constraining it
    """
  }

  static func invalidPairing(_ pair: String, _ reason: String) -> String {
    "Invalid pairing of layout attributes \(pair): \(reason)"
  }

  static let layoutLoop = """
    The layout pass did not settle after \(LayoutEngine.passLimit) passes: layoutSubviews keeps \
    changing constraints
    """
}
