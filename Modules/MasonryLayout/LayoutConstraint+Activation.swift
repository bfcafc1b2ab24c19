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
  /// saves the second search. An invalid constraint is not reported: its issue is returned, for
  /// a client library that reports one issue for several constraints.
  ///
  /// - Parameters:
  ///   - knownAncestor: the closest common ancestor of the items' views.
  ///   - engine: the engine of the items' tree, for a batch of constraints in one tree: looked
  ///     up when `nil`, and set to `nil` when the constraint is invalid (the issue handler runs,
  ///     and may change the tree).
  package func activate(knownAncestor: LayoutView?, engine: inout LayoutEngine?) -> LayoutIssue? {
    guard !active else { return nil }
    return activateOne(knownAncestor: knownAncestor, engine: &engine, reports: false)
  }

  private func activateOne() {
    var engine: LayoutEngine?
    activateOne(engine: &engine)
  }

  @discardableResult
  private func activateOne(
    knownAncestor: LayoutView? = nil, engine: inout LayoutEngine?, reports: Bool = true
  ) -> LayoutIssue? {
    guard kind == .user else { return nil }
    let check = validate(knownAncestor: knownAncestor)
    guard let view = check.installOn else {
      engine = nil
      let issue = LayoutIssue(.invalidConstraint, check.message, constraints: [self])
      if !reports {
        return issue
      } else if let engine = firstNode?.owningView?.layoutEngine {
        engine.report(issue)
      } else {
        LayoutIssue.defaultHandler(issue)
      }
      return nil
    }
    install(on: view)
    let treeEngine = engine ?? view.layoutEngine
    engine = treeEngine
    treeEngine.enqueue(self)
    return nil
  }

  /// Installs the valid constraint on `view`, the closest common ancestor of its items' views,
  /// and notes it in its items' reference lists; the engine is not told.
  func install(on view: LayoutView) {
    active = true
    installedView = view
    view.appendConstraint(self)
    // Valid: the items live. The constraint holds their nodes: no retain for the calls.
    if let node = unretainedFirstNode {
      node._withUnsafeGuaranteedRef { $0.addReference(self, isSecond: false) }
    }
    if let node = unretainedSecondNode {
      node._withUnsafeGuaranteedRef { $0.addReference(self, isSecond: true) }
    }
    offsets?.addReferences(for: self)
  }

  private func deactivateOne() {
    active = false
    engine?.remove(self)
    installedView?.removeConstraintFromList(self)
    installedView = nil
    leaveReferenceLists()
  }

  /// Takes the constraint out of its items' reference lists (see ``LayoutNode/references``),
  /// which do not hold it.
  func leaveReferenceLists() {
    if firstListed {
      unretainedFirstNode?._withUnsafeGuaranteedRef { $0.removeReference(self, isSecond: false) }
    }
    if secondListed {
      unretainedSecondNode?._withUnsafeGuaranteedRef { $0.removeReference(self, isSecond: true) }
    }
    offsets?.removeReferences()
  }

  func constantChanged(oldValue: Double) {
    guard active else { return }
    guard constant.isFinite, LayoutLimits.accepts(length: constant) else {
      let message =
        constant.isFinite
        ? LayoutMessage.constantOutOfRange(constant)
        : "The constant \(constant) is not a finite number"
      report(.invalidConstraint, message)
      // Put back only a valid value: putting back a NaN would call this again, forever.
      if LayoutLimits.accepts(length: oldValue) { constant = oldValue }
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
    let message: String? =
      if !multiplier.isFinite {
        "The multiplier \(multiplier) is not a finite number"
      } else if !LayoutLimits.accepts(multiplier: multiplier) {
        LayoutMessage.multiplierOutOfRange(multiplier)
      } else if hasSecondItem, firstAttribute.isLocation, multiplier == 0 {
        LayoutMessage.locationEqualToConstant
      } else {
        nil
      }
    if let message {
      report(.invalidConstraint, message)
      if oldMultiplier.isFinite, LayoutLimits.accepts(multiplier: oldMultiplier) {
        multiplier = oldMultiplier
      }
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
