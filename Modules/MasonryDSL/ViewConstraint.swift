// SPDX-License-Identifier: MIT

import MasonryLayout

/// One layout constraint in the making (Masonry's `MASViewConstraint`): the first item and
/// attribute, the target, relation, multiplier, constant, priority and key, and once installed
/// the ``LayoutConstraint`` it became, which then holds the live values.
///
/// It holds its items weakly, as Masonry's does, through their nodes (see `LayoutNode`).
final class ViewConstraint {
  /// The nodes of the items.
  @exclusivity(unchecked) let firstNode: LayoutNode?
  @exclusivity(unchecked) private(set) var secondNode: LayoutNode?
  let firstAttribute: LayoutAttribute
  /// The attribute of the right-hand side; `nil` for a constant (a size) or the superview's
  /// same attribute.
  @exclusivity(unchecked) private(set) var secondAttribute: LayoutAttribute?
  @exclusivity(unchecked) var relation: LayoutRelation = .equal
  /// Whether a relation call set ``relation`` (without one it stays `==`).
  @exclusivity(unchecked) var relationDefined = false
  @exclusivity(unchecked) var storedMultiplier: Double = 1
  @exclusivity(unchecked) var storedConstant: Double = 0
  @exclusivity(unchecked) var storedPriority: LayoutPriority = .required
  @exclusivity(unchecked) var key: String?
  @exclusivity(unchecked) var location: SourceLocation
  @exclusivity(unchecked) var layoutConstraint: LayoutConstraint?

  init(_ item: (any LayoutItem)?, _ attribute: LayoutAttribute, location: SourceLocation) {
    self.firstNode = item?._layoutNode
    self.firstAttribute = attribute
    self.location = location
  }

  /// The view or guide on the left-hand side; `nil` once it is gone.
  var firstItem: (any LayoutItem)? { firstNode?.item }

  /// The item on the right-hand side (see ``secondAttribute``); `nil` once it is gone.
  var secondItem: (any LayoutItem)? { secondNode?.item }

  /// Sets the right-hand side: `attribute` of the item of `node` (which may be gone already),
  /// or nothing.
  func setSecond(_ node: LayoutNode?, _ attribute: LayoutAttribute?) {
    secondAttribute = attribute
    secondNode = attribute == nil ? nil : node
  }

  /// A copy for one element of an array target: the constant, relation, priority and
  /// multiplier, but not the key or the target (Masonry's `copy`).
  func copy() -> ViewConstraint {
    let copy = ViewConstraint(firstItem, firstAttribute, location: location)
    copy.relation = relation
    copy.storedMultiplier = storedMultiplier
    copy.storedConstant = storedConstant
    copy.storedPriority = storedPriority
    return copy
  }

  var constant: Double {
    get { layoutConstraint?.constant ?? storedConstant }
    set {
      storedConstant = newValue
      layoutConstraint?.constant = newValue
    }
  }

  var multiplier: Double {
    get { layoutConstraint?.multiplier ?? storedMultiplier }
    set {
      storedMultiplier = newValue
      layoutConstraint?.multiplier = newValue
    }
  }

  var priority: LayoutPriority {
    get { layoutConstraint?.priority ?? storedPriority }
    set {
      storedPriority = newValue
      layoutConstraint?.priority = newValue
    }
  }

  var isInstalled: Bool { layoutConstraint?.isActive ?? false }
}
