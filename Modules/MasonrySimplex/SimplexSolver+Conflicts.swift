// SPDX-License-Identifier: MIT

import MasonrySolving

extension SimplexCore {
  /// Turns the symbols of a certificate row into an irreducible conflict.
  ///
  /// The markers and slacks in the certificate name the installed required constraints whose
  /// equations combine into the contradiction (SOLVER.md §3b), and no fewer of them would do:
  /// the certificate is a row of the tableau, which writes the refused constraint over the
  /// parametric symbols in exactly one way, and a proof from a subset of those constraints
  /// would be a second way (each constraint's marker or slack appears in its own equation
  /// only). So the set read off the row is irreducible, in time linear in its size.
  ///
  /// Rounding can leave a symbol in a row that exact arithmetic would cancel; so when there
  /// are at most ``conflictFilterLimit`` candidates, a deletion filter also tests each one in
  /// a scratch solver and drops those the contradiction does not need (cheap at that size,
  /// quadratic beyond).
  mutating func explain(
    _ constraint: LinearConstraint, certificate: [Int32], changed: ConstraintHandle?
  ) -> Conflict {
    var candidates: [Int32] = []
    for s in certificate where s >= 0 && Int(s) < t.symbolCount {
      let k = t.symbols.kind[Int(s)]
      guard k == .slack || k == .dummy else { continue }
      let owner = t.symbols.owner[Int(s)]
      guard owner >= 0, Int(owner) < slots.count else { continue }
      let slot = slots[Int(owner)]
      guard slot.live, !slot.isEdit, slot.constraint.strength.isRequired else { continue }
      if let changed, owner == changed.index { continue }
      if !candidates.contains(owner) { candidates.append(owner) }
    }
    candidates.sort()
    guard explainsConflicts, candidates.count <= conflictFilterLimit else {
      return conflict(constraint, changed, candidates)
    }
    var kept = candidates
    var i = 0
    while i < kept.count {
      var trial = kept
      trial.remove(at: i)
      if isInfeasible(trial.map { slots[Int($0)].constraint } + [constraint]) {
        kept = trial
      } else {
        i += 1
      }
    }
    // When rounding made the whole candidate set look feasible, keep every candidate.
    if !isInfeasible(kept.map { slots[Int($0)].constraint } + [constraint]) { kept = candidates }
    return conflict(constraint, changed, kept)
  }

  private func conflict(
    _ constraint: LinearConstraint, _ changed: ConstraintHandle?, _ owners: [Int32]
  ) -> Conflict {
    let handles = owners.map { handle($0) }
    return Conflict(constraint: constraint, handle: changed, conflicting: handles.sorted())
  }

  /// Whether the required constraints cannot all hold, tested in a scratch solver that holds
  /// only the variables they mention (numbered in the order they first appear). With one
  /// scratch variable for each of the layout's, every check cost the whole layout: a conflict
  /// on one view of a list of 10,000 rows took 14 ms to explain, most of it making 40,000
  /// variables for each of the filter's checks.
  private mutating func isInfeasible(_ constraints: [LinearConstraint]) -> Bool {
    var scratch = SimplexCore()
    scratch.tag = tag
    scratch.explainsConflicts = false
    defer { conflictScratchVariables += scratch.names.count }
    var local: [Int32: Variable] = [:]
    for var c in constraints {
      for k in c.expression.terms.indices {
        let id = c.expression.terms[k].variable.id
        if let mapped = local[id] {
          c.expression.terms[k].variable = mapped
        } else {
          let mapped = scratch.makeVariable(named: "")
          local[id] = mapped
          c.expression.terms[k].variable = mapped
        }
      }
      c.strength = .required
      do {
        _ = try scratch.add(c)
      } catch .unsatisfiable {
        return true
      } catch {
        // Installed constraints passed these checks once: only a numerical breakdown lands
        // here, and a constraint the scratch solver cannot take is not part of a proof.
        continue
      }
    }
    return false
  }
}

extension SimplexSolver {
  /// The most candidates a conflict explanation re-checks with a deletion filter, 24 by
  /// default; tests set 0 to see the explanation as read off the certificate.
  package var conflictFilterLimit: Int {
    get { core.conflictFilterLimit }
    set { core.conflictFilterLimit = newValue }
  }

  /// The variables the conflict explanations' scratch solvers made, since the solver was made.
  package var conflictScratchVariables: Int { core.conflictScratchVariables }

  /// The most pivots a call may make, `Int.max` by default (the solver's own budget, see
  /// `SimplexCore.pivotBudget`, applies too); tests set a few to make a call run out.
  package var pivotBudgetCap: Int {
    get { core.pivotBudgetCap }
    set { core.pivotBudgetCap = newValue }
  }
}
