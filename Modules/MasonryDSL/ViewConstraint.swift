// SPDX-License-Identifier: MIT

import MasonryLayout

/// One layout constraint in the making (Masonry's `MASViewConstraint`): the first item and
/// attribute, the target, relation, multiplier, constant, priority and key, and once installed
/// the ``LayoutConstraint`` it became, which then holds the live values.
///
/// Its items are held strongly while the block that makes it runs, with no weak reference to
/// form, load and destroy per constraint; ``install(updateExisting:)`` and ``release()`` end
/// that, so that a handle kept afterwards holds its items weakly, as Masonry's does.
final class ViewConstraint {
  /// The items while the constraint is being made.
  @exclusivity(unchecked) private var heldFirst: (any LayoutItem)?
  @exclusivity(unchecked) private var heldSecond: (any LayoutItem)?
  /// The items after ``release()``, when no layout constraint holds them.
  @exclusivity(unchecked) private weak var weakFirst: (any LayoutItem)?
  @exclusivity(unchecked) private weak var weakSecond: (any LayoutItem)?
  /// Whether the items are held strongly.
  @exclusivity(unchecked) private var holding = true
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
    self.heldFirst = item
    self.firstAttribute = attribute
    self.location = location
  }

  /// The view or guide on the left-hand side; `nil` once it is gone.
  var firstItem: (any LayoutItem)? {
    holding ? heldFirst : layoutConstraint?.firstItem ?? weakFirst
  }

  /// The item on the right-hand side (see ``secondAttribute``); `nil` once it is gone.
  var secondItem: (any LayoutItem)? {
    holding ? heldSecond : layoutConstraint?.secondItem ?? weakSecond
  }

  /// Sets the right-hand side: `attribute` of `item` (`nil` when that item is gone already), or
  /// nothing.
  func setSecond(_ item: (any LayoutItem)?, _ attribute: LayoutAttribute?) {
    secondAttribute = attribute
    if holding {
      heldSecond = attribute == nil ? nil : item
    } else {
      weakSecond = attribute == nil ? nil : item
    }
  }

  /// Stops holding the items strongly: from now on they are reached through the layout
  /// constraint, or weakly when there is none yet (a constraint prepared, or one whose install
  /// failed).
  func release() {
    guard holding else { return }
    if layoutConstraint == nil {
      weakFirst = heldFirst
      weakSecond = heldSecond
    }
    heldFirst = nil
    heldSecond = nil
    holding = false
  }

  /// A copy for one element of an array target: the constant, relation, priority and
  /// multiplier, but not the key or the target (Masonry's `copy`).
  func copy() -> ViewConstraint {
    let copy = ViewConstraint(firstItem, firstAttribute, location: location)
    if !holding { copy.release() }
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
