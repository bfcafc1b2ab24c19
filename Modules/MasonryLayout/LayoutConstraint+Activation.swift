// SPDX-License-Identifier: MIT

extension LayoutConstraint {
  /// Activates every constraint of `constraints` (Auto Layout's batch activation). Each valid
  /// one is installed on the closest common ancestor of its items; each invalid one is reported
  /// as a ``LayoutIssue`` and stays inactive. The engine takes them all in at the next layout
  /// pass, in this order.
  public static func activate(_ constraints: [LayoutConstraint]) {
    for constraint in constraints where !constraint.active { constraint.activateOne() }
  }

  /// Deactivates every constraint of `constraints`, removing it from its view and its engine.
  public static func deactivate(_ constraints: [LayoutConstraint]) {
    for constraint in constraints where constraint.active { constraint.deactivateOne() }
  }

  /// Activates the constraint (as ``activate(_:)`` does) when the caller has found the closest
  /// common ancestor of its two items' views already: a client library that needed it anyway
  /// saves the second search.
  /// An invalid constraint is not reported: its issue is returned, for a client library that
  /// reports one issue for several constraints.
  package func activate(knownAncestor: LayoutView?) -> LayoutIssue? {
    guard !active else { return nil }
    return activateOne(knownAncestor: knownAncestor, reports: false)
  }

  @discardableResult
  private func activateOne(knownAncestor: LayoutView? = nil, reports: Bool = true)
    -> LayoutIssue?
  {
    guard kind == .user else { return nil }
    let check = validate(knownAncestor: knownAncestor)
    guard let view = check.installOn else {
      let issue = LayoutIssue(.invalidConstraint, check.message, constraints: [self])
      if !reports {
        return issue
      } else if let engine = firstItem?.owningLayoutView?.layoutEngine {
        engine.report(issue)
      } else {
        LayoutIssue.defaultHandler(issue)
      }
      return nil
    }
    active = true
    installedView = view
    view.appendConstraint(self)
    if let node = firstItem?._layoutNode {
      firstReferenceSlot = ReferenceSlot(node: node, index: node.addReference(self))
    }
    if let node = secondItem?._layoutNode {
      secondReferenceSlot = ReferenceSlot(node: node, index: node.addReference(self))
    }
    offsets?.addReferences(for: self)
    view.layoutEngine.enqueue(self)
    return nil
  }

  private func deactivateOne() {
    active = false
    engine?.remove(self)
    installedView?.removeConstraintFromList(self)
    installedView = nil
    for slot in [firstReferenceSlot, secondReferenceSlot] {
      slot.node?.removeReference(at: slot.index)
    }
    firstReferenceSlot = ReferenceSlot()
    secondReferenceSlot = ReferenceSlot()
    offsets?.removeReferences()
  }

  func constantChanged(oldValue: Double) {
    guard active else { return }
    guard constant.isFinite else {
      report(.invalidConstraint, "The constant \(constant) is not a finite number")
      constant = oldValue
      return
    }
    engine?.updateConstant(of: self)
  }

  func priorityChanged(oldValue: LayoutPriority) {
    guard active else { return }
    guard priority.isValid else {
      report(.invalidConstraint, "The priority \(priority.rawValue) is not in (0, 1000]")
      priority = oldValue
      return
    }
    engine?.updatePriority(of: self)
  }

  func definitionChanged(oldMultiplier: Double) {
    guard active else { return }
    guard multiplier.isFinite else {
      report(.invalidConstraint, "The multiplier \(multiplier) is not a finite number")
      multiplier = oldMultiplier
      return
    }
    engine?.rematerialize(self)
  }

  private func report(_ kind: LayoutIssue.Kind, _ message: String) {
    let issue = LayoutIssue(kind, message, constraints: [self])
    if let engine = installedView?.layoutEngine {
      engine.report(issue)
    } else {
      LayoutIssue.defaultHandler(issue)
    }
  }
}
