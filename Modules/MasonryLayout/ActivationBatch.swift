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
    constraint.install(on: view)
    let engine = self.engine ?? view.layoutEngine
    self.engine = engine
    engine.queue(constraint)
    return nil
  }

  /// Marks the engine as needing a solve for the constraints queued since the last flush, and
  /// forgets it (the caller may change the tree next).
  package mutating func flush() {
    engine?.needsSolve = true
    engine = nil
  }
}

extension LayoutEngine {
  /// Queues an active constraint for the next pass, as ``enqueue(_:)`` does, leaving the
  /// engine's `needsSolve` to the caller.
  func queue(_ constraint: LayoutConstraint) {
    guard constraint.pendingEngine !== identity else { return }
    constraint.pendingEngine = identity
    pending.append(constraint)
  }
}
