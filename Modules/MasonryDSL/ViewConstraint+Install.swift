// SPDX-License-Identifier: MIT

import MasonryLayout

extension ViewConstraint {
  /// Masonry's install (FEATURES.md §1.8): re-activates the layout constraint made before, or
  /// resolves the target (a location without one relates to the superview's same attribute; a
  /// size without one is a constant), finds the common superview, and activates a new layout
  /// constraint, tracked for the first item. When `updateExisting`, a matching tracked
  /// constraint (same items, attributes, relation, multiplier, priority and installing view)
  /// takes the new constant instead and is adopted.
  ///
  /// - Parameters:
  ///   - engine: the engine of the tree, shared by the constraints of a block (see
  ///     `LayoutConstraint.activate(knownAncestor:engine:)`); `nil` after an install that did
  ///     not make a new active constraint.
  ///   - issues: the problems, which the caller reports once per DSL call.
  ///
  /// It works on the items' nodes (see `LayoutNode`), which spares protocol calls and retains.
  func install(updateExisting: Bool, engine: inout LayoutEngine?, issues: inout IssueBatch) {
    var installed = false
    defer { if !installed { engine = nil } }
    guard let firstNode, let first = firstNode.item else {
      issues.add(.misuse, MasonryMessage.itemGone, item: nil, location: location)
      return
    }
    if let layoutConstraint {
      guard !layoutConstraint.isActive else { return }
      if let issue = layoutConstraint.activate(knownAncestor: nil, engine: &engine) {
        issues.add(issue, item: first)
      }
      if layoutConstraint.isActive { firstNode.trackedConstraints.append(layoutConstraint) }
      return
    }
    var secondNode: LayoutNode?
    var secondAttribute = LayoutAttribute.notAnAttribute
    if let attribute = self.secondAttribute {
      guard let node = self.secondNode, node.isAlive else {
        issues.add(.misuse, MasonryMessage.itemGone, item: first, location: location)
        return
      }
      secondNode = node
      secondAttribute = attribute
    } else if !firstAttribute.isSize {
      guard let superview = layoutSuperview(of: first) else {
        var message = MasonryMessage.locationNeedsPair
        if let view = first.owningLayoutView, view.superview == nil {
          message = MasonryMessage.hinting(message, view)
        }
        issues.add(.invalidConstraint, message, item: first, location: location)
        return
      }
      secondNode = superview._layoutNode
      secondAttribute = firstAttribute
    }
    let firstView = firstNode.owningView
    var installingView = firstView
    var knownAncestor: LayoutView?
    if let secondNode, let firstView, let secondView = secondNode.owningView {
      installingView = firstView.closestCommonAncestor(with: secondView)
      knownAncestor = installingView
      if installingView == nil {
        if let secondItem = secondNode.item {
          issues.add(
            .misuse, MasonryMessage.noCommonSuperview(first, secondItem), item: first,
            location: location)
        }
        return
      }
    }
    let made = LayoutConstraint(
      kind: .user, firstNode, firstAttribute, relation, secondNode, secondAttribute,
      multiplier: storedMultiplier, constant: storedConstant, priority: storedPriority)
    made.identifier = key
    made.location = location
    if updateExisting,
      let existing = trackedConstraints(of: first).last(where: {
        $0.installedView === installingView && $0.matches(made)
      })
    {
      existing.constant = made.constant
      layoutConstraint = existing
      return
    }
    if let issue = made.activate(knownAncestor: knownAncestor, engine: &engine) {
      issues.add(issue, item: first)
    }
    guard made.isActive else { return }
    installed = true
    layoutConstraint = made
    firstNode.trackedConstraints.append(made)
  }
}

extension LayoutConstraint {
  /// Masonry's update match: the same items, attributes, relation, multiplier and priority.
  func matches(_ other: LayoutConstraint) -> Bool {
    firstItem === other.firstItem && secondItem === other.secondItem
      && firstAttribute == other.firstAttribute && secondAttribute == other.secondAttribute
      && relation == other.relation && multiplier == other.multiplier
      && priority == other.priority
  }
}

/// The active DSL constraints of `item`, oldest first; inactive ones are dropped from the
/// list.
func trackedConstraints(of item: any LayoutItem) -> [LayoutConstraint] {
  let node = item._layoutNode
  node.trackedConstraints.removeAll { !$0.isActive }
  return node.trackedConstraints
}

/// Deactivates every DSL constraint of `item` (remake and `removeConstraints`).
func uninstallTrackedConstraints(of item: any LayoutItem) {
  let tracked = trackedConstraints(of: item)
  item._layoutNode.trackedConstraints.removeAll()
  LayoutConstraint.deactivate(tracked)
}
