// SPDX-License-Identifier: MIT

import MasonryLayout

extension ConstraintEditable {
  /// Installs the constraint: activates its layout constraints (again, after an uninstall).
  public func install() {
    var issues = IssueBatch()
    var engine: LayoutEngine?
    constraint.installParts(updateExisting: false, engine: &engine, issues: &issues)
    issues.report()
  }

  /// Uninstalls the constraint: deactivates its layout constraints, which it keeps for a
  /// later ``install()``.
  public func uninstall() {
    var removed: [LayoutConstraint] = []
    for part in constraint.parts where part.isActive {
      removed.append(part)
      part.firstNode?.trackedConstraints.removeAll { $0 === part }
    }
    LayoutConstraint.deactivate(removed)
  }

  /// Whether any of its layout constraints is active; setting it installs or uninstalls the
  /// constraint (SnapKit's settable `isActive`).
  public var isActive: Bool {
    get { constraint.parts.contains { $0.isActive } }
    nonmutating set { if newValue { install() } else { uninstall() } }
  }

  /// Masonry's alias of ``install()``.
  public func activate() { install() }

  /// Masonry's alias of ``uninstall()``.
  public func deactivate() { uninstall() }
}

extension Constraint {
  /// Installs the call's layout constraints (see `install(_:updateExisting:engine:issues:)`);
  /// a constraint adopted in an update takes the place of the one made.
  func installParts(updateExisting: Bool, engine: inout LayoutEngine?, issues: inout IssueBatch) {
    let parts = self.parts
    for (position, part) in parts.enumerated() {
      if let adopted = install(
        part, updateExisting: updateExisting, engine: &engine, issues: &issues)
      {
        block.calls[index].parts[position] = adopted
      }
    }
  }

  /// Masonry's install (FEATURES.md §1.8) of one layout constraint: without a target, a
  /// location relates to the superview's same attribute and a size is a constant; the closest
  /// common superview of the items is found, and the constraint is activated and tracked for
  /// its first item. When `updateExisting`, a matching tracked constraint (same items,
  /// attributes, relation, multiplier, priority and installing view) takes the new constant
  /// instead, and is returned to be adopted.
  ///
  /// - Parameters:
  ///   - engine: the engine of the tree, shared by the constraints of a block (see
  ///     `LayoutConstraint.activate(knownAncestor:engine:)`); `nil` after an install that did
  ///     not make a new active constraint.
  ///   - issues: the problems, which the caller reports once per DSL call.
  ///
  /// It works on the items' nodes (see `LayoutNode`), which spares protocol calls and retains.
  private func install(
    _ part: LayoutConstraint, updateExisting: Bool, engine: inout LayoutEngine?,
    issues: inout IssueBatch
  ) -> LayoutConstraint? {
    var installed = false
    defer { if !installed { engine = nil } }
    guard !part.isActive else { return nil }
    let location = part.location ?? block.location
    guard let firstNode = part.firstNode, let first = firstNode.item else {
      issues.add(.misuse, MasonryMessage.itemGone, item: nil, location: location)
      return nil
    }
    if let secondNode = part.secondNode {
      guard secondNode.isAlive else {
        issues.add(.misuse, MasonryMessage.itemGone, item: first, location: location)
        return nil
      }
    } else if !part.firstAttribute.isSize {
      guard let superview = layoutSuperview(of: first) else {
        var message = MasonryMessage.locationNeedsPair
        if let view = first.owningLayoutView, view.superview == nil {
          message = MasonryMessage.hinting(message, view)
        }
        issues.add(.invalidConstraint, message, item: first, location: location)
        return nil
      }
      part.setSecond(superview._layoutNode, part.firstAttribute)
    }
    let firstView = firstNode.owningView
    var installingView = firstView
    var knownAncestor: LayoutView?
    if let secondNode = part.secondNode, let firstView, let secondView = secondNode.owningView {
      installingView = firstView.closestCommonAncestor(with: secondView)
      knownAncestor = installingView
      if installingView == nil {
        if let secondItem = secondNode.item {
          issues.add(
            .misuse, MasonryMessage.noCommonSuperview(first, secondItem), item: first,
            location: location)
        }
        return nil
      }
    }
    if updateExisting,
      let existing = trackedConstraints(of: first).last(where: {
        $0.installedView === installingView && $0.matches(part)
      })
    {
      existing.constant = part.constant
      return existing
    }
    if let issue = part.activate(knownAncestor: knownAncestor, engine: &engine) {
      issues.add(issue, item: first)
    }
    guard part.isActive else { return nil }
    installed = true
    firstNode.track(part)
    return nil
  }
}

extension LayoutConstraint {
  /// Masonry's update match: the same items, attributes, relation, multiplier and priority.
  func matches(_ other: LayoutConstraint) -> Bool {
    firstNode === other.firstNode && secondNode === other.secondNode
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
