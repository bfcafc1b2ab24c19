// SPDX-License-Identifier: MIT

import MasonrySolving

extension LayoutEngine {
  /// Adds `constraint` to the solver. A required constraint that conflicts is broken: added
  /// again at priority 999 and reported with the conflict.
  func materialize(_ constraint: LayoutConstraint) {
    guard let (linear, base) = linearConstraint(for: constraint) else { return }
    needsSolve = true
    do {
      record(constraint, try solver.add(linear), base: base, broken: constraint.broken)
    } catch {
      guard case .unsatisfiable(let conflict) = error else {
        return failed(constraint, error)
      }
      do {
        let handle = try solver.add(linear.strength(LayoutPriority.broken.strength))
        record(constraint, handle, base: base, broken: true)
      } catch {
        return failed(constraint, error)
      }
      reportConflict(conflict, breaking: constraint)
    }
  }

  /// Removes `constraint` from the solver, if it is there.
  func remove(_ constraint: LayoutConstraint) {
    guard let handle = constraint.handle, constraint.engineIdentity === identity else { return }
    needsSolve = true
    constraintsByHandle.forget(handle)
    constraint.handle = nil
    constraint.engine = nil
    constraint.broken = false
    do { try solver.remove(handle) } catch { failed(constraint, error) }
  }

  /// Removes and adds `constraint` again, for a change the solver cannot make in place (its
  /// multiplier, or a definition that depends on the tree). A broken constraint is tried as
  /// required again.
  func rematerialize(_ constraint: LayoutConstraint) {
    guard constraint.engineIdentity === identity, constraint.handle != nil else { return }
    remove(constraint)
    materialize(constraint)
  }

  /// Brings the solver's constant of `constraint` up to date, in place.
  func updateConstant(of constraint: LayoutConstraint) {
    guard let handle = constraint.handle, constraint.engineIdentity === identity else { return }
    needsSolve = true
    let value = (constraintsByHandle.base(of: handle) ?? 0) - constraint.constant
    do {
      try solver.setConstant(value, of: handle)
    } catch {
      guard case .unsatisfiable(let conflict) = error else { return failed(constraint, error) }
      do {
        try solver.setStrength(LayoutPriority.broken.strength, of: handle)
        try solver.setConstant(value, of: handle)
        constraint.broken = true
      } catch {
        return failed(constraint, error)
      }
      reportConflict(conflict, breaking: constraint)
    }
  }

  /// Brings the solver's strength of `constraint` up to date, in place. Required to optional
  /// and back are allowed; a constraint that cannot become required is broken.
  func updatePriority(of constraint: LayoutConstraint) {
    guard let handle = constraint.handle, constraint.engineIdentity === identity else { return }
    needsSolve = true
    do {
      try solver.setStrength(constraint.strength, of: handle)
      constraint.broken = false
    } catch {
      guard case .unsatisfiable(let conflict) = error else { return failed(constraint, error) }
      if !constraint.broken {
        do {
          try solver.setStrength(LayoutPriority.broken.strength, of: handle)
          constraint.broken = true
        } catch {
          return failed(constraint, error)
        }
      }
      reportConflict(conflict, breaking: constraint)
    }
  }

  func record(
    _ constraint: LayoutConstraint, _ handle: ConstraintHandle, base: Double, broken: Bool
  ) {
    constraintsByHandle.record(constraint, base: base, for: handle)
    guard ownsHandle(of: constraint) else { return }
    constraint.handle = handle
    constraint.engine = self
    constraint.broken = broken
  }

  private func reportConflict(_ conflict: Conflict, breaking constraint: LayoutConstraint) {
    if isScratch, constraint.kind != .fittingSize { return }
    var involved = conflict.conflicting.compactMap { constraintsByHandle[$0] }
    involved.removeAll { $0 === constraint }
    involved.append(constraint)
    report(
      LayoutIssue(
        .unsatisfiableConstraints, "Unable to simultaneously satisfy constraints.",
        constraints: involved, brokenConstraint: constraint))
  }

  private func failed(_ constraint: LayoutConstraint, _ error: SolverError) {
    report(
      LayoutIssue(
        .solverFailure, "The solver refused \(constraint): \(error)", constraints: [constraint]))
  }
}
