// SPDX-License-Identifier: MIT

import MasonryLayout

extension ConstraintEditable {
  /// Installs the constraint: activates its layout constraints (again, after an uninstall).
  public func install() {
    let constraint = self.constraint
    var installation = Installation(first: constraint.parts.first?.firstNode)
    constraint.installParts(updateExisting: false, &installation)
    installation.finish()
  }

  /// Uninstalls the constraint: deactivates its layout constraints, which it keeps for a
  /// later ``install()``.
  public func uninstall() {
    var removed: [LayoutConstraint] = []
    for part in constraint.parts where part.isActive {
      removed.append(part)
      part.firstNode?.untrack(part)
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

/// The installation of DSL constraints whose first item is one view or guide (a block's, or a
/// handle's): that item, its view and superview looked up once, the problems of the current
/// call, and the layout constraints activated, which go to the engine together.
struct Installation {
  /// The node of the first item.
  let firstNode: LayoutNode?
  /// The first item, held while installing; `nil` once it is gone.
  let first: (any LayoutItem)?
  /// The view of the first item (a guide's owning view); `nil` for a guide not in a view.
  let firstView: LayoutView?
  /// The problems of the current DSL call.
  var issues = IssueBatch()
  /// The activated constraints, not yet handed to the engine.
  var batch = ActivationBatch()
  /// The solver constraints of the constraints a remake replaces, for the new ones to take.
  var parked = ParkedConstraints()

  init(first node: LayoutNode?) {
    firstNode = node
    first = node?.item
    firstView = node?.owningView
  }

  /// Reports the problems of the call that ends, after handing the engine what was activated
  /// (the issue handler may read the engine or change the tree).
  mutating func endCall() {
    guard !issues.isEmpty else { return }
    batch.flush()
    parked.flush()
    issues.report()
  }

  /// Ends the last call and hands the engine what was activated.
  mutating func finish() {
    endCall()
    batch.flush()
  }
}

extension Constraint {
  /// Installs the call's layout constraints (see `install(_:updateExisting:_:)`); a
  /// constraint adopted in an update takes the place of the one made.
  func installParts(updateExisting: Bool, _ installation: inout Installation) {
    // The common case, one layout constraint made fresh, without copying the parts.
    if !updateExisting, let part = block[index].parts.single {
      _ = install(part, updateExisting: false, &installation)
      return
    }
    let parts = self.parts
    for (position, part) in parts.enumerated() {
      if let adopted = install(part, updateExisting: updateExisting, &installation) {
        block[index].parts[position] = adopted
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
  /// It works on the items' nodes (see `LayoutNode`), which spares protocol calls and retains.
  private func install(
    _ part: LayoutConstraint, updateExisting: Bool, _ installation: inout Installation
  ) -> LayoutConstraint? {
    // The common case in one call to the layout layer: it spares the retains and calls of the
    // steps below, which find what is wrong when it declines.
    if !updateExisting, let firstView = installation.firstView, installation.first != nil,
      part.firstNode === installation.firstNode,
      installation.batch.activateTracked(part, in: firstView)
    {
      return nil
    }
    guard !part.isActive else { return nil }
    var location: SourceLocation { part.location ?? block.location }
    guard let firstNode = installation.firstNode, firstNode === part.firstNode,
      let first = installation.first
    else {
      installation.issues.add(.misuse, MasonryMessage.itemGone, item: nil, location: location)
      return nil
    }
    if let secondNode = part.secondNode {
      guard secondNode.isAlive else {
        installation.issues.add(.misuse, MasonryMessage.itemGone, item: first, location: location)
        return nil
      }
    } else if !part.firstAttribute.isSize {
      guard let superview = layoutSuperview(of: first) else {
        var message = MasonryMessage.locationNeedsPair
        if let view = installation.firstView, view.superview == nil {
          message = MasonryMessage.hinting(message, view)
        }
        installation.issues.add(.invalidConstraint, message, item: first, location: location)
        return nil
      }
      part.setSecond(superview._layoutNode, part.firstAttribute)
    }
    let firstView = installation.firstView
    var installingView = firstView
    var secondView: LayoutView?
    let secondNode = part.secondNode
    if let secondNode, let firstView {
      secondView = secondNode.owningView
      if let secondView {
        installingView = firstView.closestCommonAncestor(with: secondView)
        if installingView == nil {
          if let secondItem = secondNode.item {
            installation.issues.add(
              .misuse, MasonryMessage.noCommonSuperview(first, secondItem), item: first,
              location: location)
          }
          return nil
        }
      }
    }
    if updateExisting,
      let existing = trackedConstraints(of: first).last(where: {
        $0.installedView === installingView && $0.matches(part)
      })
    {
      existing.setConstant(part.constant, at: location, into: &installation.issues)
      return existing
    }
    if let installingView, secondNode == nil || secondView != nil {
      // The items live and are in views: the batch takes it.
      let issue = installation.batch.activate(
        part, on: installingView, firstIsGuide: !firstNode.isView,
        secondIsGuide: secondNode.map { !$0.isView })
      if let issue { installation.issues.add(issue, item: first) }
    } else {
      // A guide not in a view: the layout layer's own checks say what is wrong, in order.
      installation.batch.flush()
      var engine: LayoutEngine?
      if let issue = part.activate(knownAncestor: nil, engine: &engine) {
        installation.issues.add(issue, item: first)
      }
    }
    if part.isActive { firstNode.track(part) }
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
  item._layoutNode.trackedConstraints
}

/// Deactivates every DSL constraint of `item` (remake and `removeConstraints`).
func uninstallTrackedConstraints(of item: any LayoutItem) {
  let tracked = trackedConstraints(of: item)
  item._layoutNode.untrackAll()
  LayoutConstraint.deactivate(tracked)
}

/// Deactivates every DSL constraint of `item` as ``uninstallTrackedConstraints(of:)`` does,
/// keeping their solver constraints for the remake's new ones (see `ParkedConstraints`).
func parkTrackedConstraints(of item: any LayoutItem) -> ParkedConstraints {
  let tracked = trackedConstraints(of: item)
  item._layoutNode.untrackAll()
  return ParkedConstraints(deactivating: tracked)
}
