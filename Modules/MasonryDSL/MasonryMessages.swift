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
    "couldn't find a common superview for \(first.layoutDescription) and \(second.layoutDescription)"
  }

  static func expectedSuperview(_ relation: String) -> String {
    "Expected superview but found nil when attempting make constraint `\(relation)ToSuperview`."
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
