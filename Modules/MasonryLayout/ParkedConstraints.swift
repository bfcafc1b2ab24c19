// SPDX-License-Identifier: MIT

import MasonrySolving

/// Constraints a client library deactivates to make their replacements at once, as the DSL's
/// `remakeConstraints` does: their solver constraints stay in the solver, parked, until
/// ``settle(with:)`` hands each one to a replacement whose solver constraint is the same but
/// for its constant (one constant change, instead of a removal and an add that, deep in a
/// chain, cost as much as the chain), and removes the rest.
///
/// Between the two calls the caller runs no code of its users and reports nothing (or calls
/// ``flush()`` first): the parked constraints are out of the engine's books already, and only
/// the solver still holds them.
package struct ParkedConstraints {
  /// A deactivated constraint whose solver constraint is parked.
  fileprivate struct Entry {
    let constraint: LayoutConstraint
    let view: LayoutView
    let handle: ConstraintHandle
  }

  /// The engine of the parked constraints.
  private var engine: LayoutEngine?
  private var entries: [Entry] = []

  /// Nothing parked.
  package init() {}

  /// Deactivates `constraints` (as `LayoutConstraint.deactivate(_:)` does), parking the solver
  /// constraints of those the engine of the first active one holds; the others are removed
  /// from their engines as usual.
  package init(deactivating constraints: [LayoutConstraint]) {
    for constraint in constraints where constraint.active {
      guard let handle = constraint.handle, let view = constraint.installedView,
        let owner = constraint.engine, !constraint.broken, constraint.offsets == nil
      else { continue }
      if engine == nil { engine = owner }
      guard owner === engine else { continue }
      owner.constraintsByHandle.forget(handle)
      owner.needsSolve = true
      constraint.handle = nil
      constraint.engine = nil
      entries.append(Entry(constraint: constraint, view: view, handle: handle))
    }
    LayoutConstraint.deactivate(constraints)
  }

  /// Hands each parked solver constraint to the first of `replacements` (active, queued in the
  /// same engine, not yet in its solver) with the same items, attributes, relation, multiplier,
  /// priority and installing view whose solver constraint is the same but for the constant,
  /// changing the constant in place; removes the others from the solver, first. A replacement
  /// that takes none (or whose constant change fails) is added at the next layout pass, as
  /// usual.
  package mutating func settle(with replacements: [LayoutConstraint]) {
    guard let engine, !entries.isEmpty else { return }
    var adopted: [(LayoutConstraint, ConstraintHandle, LinearConstraint, base: Double)] = []
    for replacement in replacements
    where replacement.active && replacement.handle == nil
      && replacement.pendingSerial == engine.identity.serial
    {
      guard
        let index = entries.firstIndex(where: { $0.matches(replacement) }),
        let (linear, base) = engine.linearConstraint(for: replacement),
        let parked = engine.solver.constraint(entries[index].handle),
        parked.expression.terms == linear.expression.terms, parked.relation == linear.relation,
        parked.strength == linear.strength
      else { continue }
      adopted.append((replacement, entries[index].handle, linear, base))
      entries.remove(at: index)
    }
    flush()
    for (replacement, handle, linear, base) in adopted {
      let constant = linear.expression.constant
      if engine.solver.constraint(handle)?.expression.constant != constant {
        // Asks for a solve first, as every change to the solver does (the values the last
        // report read are no longer the solver's).
        engine.needsSolve = true
        do {
          try engine.solver.setConstant(constant, of: handle)
        } catch {
          // Left to the next pass, which adds it and says what is wrong.
          engine.removeParked(handle, of: replacement)
          continue
        }
      }
      engine.record(replacement, handle, base: base, broken: false)
    }
    self.engine = nil
  }

  /// Removes every parked solver constraint that no replacement took.
  package mutating func flush() {
    guard let engine else { return }
    for entry in entries { engine.removeParked(entry.handle, of: entry.constraint) }
    entries = []
  }
}

extension ParkedConstraints.Entry {
  /// Whether `other` would make the same solver constraint but for its constant.
  func matches(_ other: LayoutConstraint) -> Bool {
    constraint.firstNode === other.firstNode && constraint.secondNode === other.secondNode
      && constraint.firstAttribute == other.firstAttribute
      && constraint.secondAttribute == other.secondAttribute
      && constraint.relation == other.relation && constraint.multiplier == other.multiplier
      && constraint.priority == other.priority && view === other.installedView
      && other.offsets == nil && other.kind == constraint.kind && !other.broken
  }
}

extension LayoutEngine {
  /// Removes a parked solver constraint, which `constraint` had.
  fileprivate func removeParked(_ handle: ConstraintHandle, of constraint: LayoutConstraint) {
    needsSolve = true
    do { try solver.remove(handle) } catch {
      report(
        LayoutIssue(
          .solverFailure, "The solver refused \(constraint): \(error)", constraints: [constraint]))
    }
  }
}
