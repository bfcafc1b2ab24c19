// SPDX-License-Identifier: MIT

/// Constraints of one tree that a client library activates together, as the DSL does with the
/// constraints of a block: the caller has found where each one goes (it needed the items'
/// views and their closest common ancestor anyway), the batch checks the rest of Auto Layout's
/// rules, installs each valid one at once, and hands them to the tree's engine together, in
/// order, at ``flush()``.
///
/// Flush before anything that may read the engine or change the tree (an issue handler, an
/// activation outside the batch), so that the engine takes the constraints in the order they
/// were activated.
package struct ActivationBatch {
  /// The engine of the tree, looked up once.
  private var engine: LayoutEngine?
  /// The constraints activated since the last flush.
  private var activated: [LayoutConstraint] = []

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
    if engine == nil {
      engine = view.layoutEngine
      activated.reserveCapacity(16)
    }
    activated.append(constraint)
    return nil
  }

  /// Hands the constraints activated since the last flush to the engine, in order, and forgets
  /// the engine (the caller may change the tree next).
  package mutating func flush() {
    if let engine, !activated.isEmpty { engine.enqueue(contentsOf: activated) }
    activated.removeAll(keepingCapacity: true)
    engine = nil
  }
}

extension LayoutEngine {
  /// Queues active constraints for the next pass, in order (``enqueue(_:)`` for each).
  func enqueue(contentsOf constraints: [LayoutConstraint]) {
    needsSolve = true
    for constraint in constraints where constraint.pendingEngine !== identity {
      constraint.pendingEngine = identity
      pending.append(constraint)
    }
  }
}
