// SPDX-License-Identifier: MIT

/// Constraints of one tree that a client library activates together, as the DSL does with the
/// constraints of a block: the caller has found where each one goes (it needed the items'
/// views and their closest common ancestor anyway), the batch checks the rest of Auto Layout's
/// rules, installs each valid one, and queues it in the tree's engine, which it looks up once;
/// ``flush()`` marks the engine as needing a solve.
///
/// Flush before anything that may change the tree (an issue handler): the next constraint then
/// looks the engine up again.
package struct ActivationBatch {
  /// The engine of the tree, looked up once.
  private var engine: LayoutEngine?
  /// ``engine``, unretained (the batch holds it): no retain per constraint queued.
  private var unretainedEngine: Unmanaged<LayoutEngine>?

  package init() {}

  /// Activates `constraint` on `view`, the closest common ancestor of its items' views (the
  /// first item's view when it has no second item), which the caller found: its items live,
  /// and a guide among them is in a view. `secondIsGuide` is `nil` without a second item.
  ///
  /// - Returns: the issue of an invalid constraint, which stays inactive and is not reported.
  package mutating func activate(
    _ constraint: LayoutConstraint, on view: LayoutView, firstIsGuide: Bool, secondIsGuide: Bool?
  ) -> LayoutIssue? {
    guard !constraint.active else { return nil }
    if let message = constraint.ruleViolation(
      firstIsGuide: firstIsGuide, secondIsGuide: secondIsGuide)
    {
      return LayoutIssue(.invalidConstraint, message, constraints: [constraint])
    }
    installAndQueue(constraint, on: view)
    return nil
  }

  /// The common case of a client library's activation in one call, for a constraint whose
  /// first item is in `firstView` (its view, or a guide's owning view), which the caller holds:
  /// when the constraint is inactive, its second item lives in a view of the same tree (or it
  /// has none and constrains a size), and Auto Layout's rules hold, it is installed on the
  /// closest common ancestor, queued in the engine, and tracked for its first item (see
  /// ``LayoutNode/trackedConstraints``), as ``activate(_:on:firstIsGuide:secondIsGuide:)`` and
  /// ``LayoutNode/track(_:)`` do.
  ///
  /// - Returns: whether it did; when not, nothing changed, and the caller's own path finds
  ///   what is wrong (the checks are repeated there, on the rare path only).
  package mutating func activateTracked(_ constraint: LayoutConstraint, in firstView: LayoutView)
    -> Bool
  {
    // The views and nodes here are held by the tree and the constraint for the whole call:
    // they are used unretained (a retain and a release are atomic, and cost more than the
    // rest of an activation).
    guard !constraint.active, let firstNode = constraint.unretainedFirstNode else { return false }
    let installing: Unmanaged<LayoutView>
    let secondIsGuide: Bool?
    if let secondNode = constraint.unretainedSecondNode {
      let found = secondNode._withUnsafeGuaranteedRef { node -> Unmanaged<LayoutView>? in
        node.unretainedOwningView?._withUnsafeGuaranteedRef {
          firstView.unretainedCommonAncestor(with: $0)
        }
      }
      guard let found else { return false }
      installing = found
      secondIsGuide = secondNode._withUnsafeGuaranteedRef { !$0.isView }
    } else {
      installing = .passUnretained(firstView)
      secondIsGuide = nil
    }
    let firstIsGuide = firstNode._withUnsafeGuaranteedRef { !$0.isView }
    guard constraint.obeysRules(firstIsGuide: firstIsGuide, secondIsGuide: secondIsGuide)
    else { return false }
    installAndQueue(constraint, on: installing)
    firstNode._withUnsafeGuaranteedRef { $0.track(constraint) }
    return true
  }

  /// ``activateTracked(_:in:)`` for a constraint that the caller holds, passed unretained, and
  /// only when its first item is the one of `node`.
  package mutating func activateTracked(
    _ constraint: Unmanaged<LayoutConstraint>, of node: LayoutNode, in firstView: LayoutView
  ) -> Bool {
    constraint._withUnsafeGuaranteedRef {
      $0.firstNode === node && activateTracked($0, in: firstView)
    }
  }

  /// Installs the valid `constraint` on `view` and queues it in the tree's engine.
  private mutating func installAndQueue(_ constraint: LayoutConstraint, on view: LayoutView) {
    installAndQueue(constraint, on: .passUnretained(view))
  }

  /// Installs the valid `constraint` on `view`, which the tree holds, and queues it in the
  /// tree's engine.
  private mutating func installAndQueue(
    _ constraint: LayoutConstraint, on view: Unmanaged<LayoutView>
  ) {
    view._withUnsafeGuaranteedRef { constraint.install(on: $0) }
    let engine: Unmanaged<LayoutEngine>
    if let held = unretainedEngine {
      engine = held
    } else {
      let found = view._withUnsafeGuaranteedRef {
        $0.unretainedRootView._withUnsafeGuaranteedRef {
          $0.engineStorage ?? $0.installEngine(LayoutEngine())
        }
      }
      self.engine = found
      engine = .passUnretained(found)
      unretainedEngine = engine
    }
    engine._withUnsafeGuaranteedRef { $0.queue(constraint) }
  }

  /// Marks the engine as needing a solve for the constraints queued since the last flush, and
  /// forgets it (the caller may change the tree next).
  package mutating func flush() {
    engine?.needsSolve = true
    engine = nil
    unretainedEngine = nil
  }
}

extension LayoutEngine {
  /// Queues an active constraint for the next pass, as ``enqueue(_:)`` does, leaving the
  /// engine's `needsSolve` to the caller.
  func queue(_ constraint: LayoutConstraint) {
    guard constraint.pendingSerial != identity.serial else { return }
    constraint.pendingSerial = identity.serial
    pending.append(constraint)
  }
}
