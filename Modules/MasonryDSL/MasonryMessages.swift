// SPDX-License-Identifier: MIT

import MasonryLayout

/// Masonry's assert messages, word for word, as the DSL reports them.
enum MasonryMessage {
  static let redefinition = "Redefinition of constraint relation"
  static let chainingAfterRelation =
    "Attributes should be chained before defining the constraint relation"
  static let noAttributes = "You didn't pass any attribute to make.attributes(...)"
  static let distributeCount = "views to distribute need to bigger than one"
  static let distributeSuperview = """
    Can't constrain views that do not share a common superview. Make sure that all the views \
    in this array have been added into the same view hierarchy.
    """
  static let locationNeedsPair = LayoutMessage.locationEqualToConstant

  static func noCommonSuperview(_ first: any LayoutItem, _ second: any LayoutItem) -> String {
    let message =
      "couldn't find a common superview for \(first.layoutDescription) and "
      + second.layoutDescription
    if let view = first.owningLayoutView, view.superview == nil {
      return hinting(message, view)
    }
    if let view = second.owningLayoutView, view.superview == nil, view.subviews.isEmpty {
      return hinting(message, view)
    }
    return message
  }

  static func expectedSuperview(_ relation: String, _ item: (any LayoutItem)?) -> String {
    let message =
      "Expected superview but found nil when attempting make constraint `\(relation)ToSuperview`."
    guard let view = item?.owningLayoutView, view.superview == nil else { return message }
    return hinting(message, view)
  }

  /// `message` followed by the question a view without a superview raises.
  static func hinting(_ message: String, _ view: LayoutView) -> String {
    message + (message.hasSuffix(".") ? " " : ". ") + view.layoutDescription
      + " has no superview: was addSubview(_:) forgotten before making its constraints?"
  }

  static let itemGone = "The view or guide of this constraint is gone"
}

/// Reports a DSL misuse to the engine of `item`'s tree (standard error without one).
func reportMisuse(
  _ message: String, item: (any LayoutItem)?, location: SourceLocation,
  constraints: [LayoutConstraint] = []
) {
  let issue = LayoutIssue(.misuse, message, constraints: constraints, location: location)
  if let engine = item?.owningLayoutView?.layoutEngine {
    engine.report(issue)
  } else {
    LayoutIssue.defaultHandler(issue)
  }
}
