// SPDX-License-Identifier: MIT

import MasonrySolving

extension GaussSolver {
  /// Throws ``SolverError/unsatisfiable(_:)`` unless the required constraint `source` can hold
  /// together with the installed required constraints (except the one in slot `replacing`,
  /// which `source` replaces). On success the feasible point moves to a point where all of
  /// them hold; nothing else changes, and on failure nothing at all.
  ///
  /// Only the required constraints connected to `source` through shared variables matter (the
  /// others were feasible before and share nothing with it). Their feasibility is the required
  /// level of a ``Program``: its least-squares optimum is zero exactly when they can hold.
  ///
  /// The explanation of a failure is irreducible. When the constraints involved are all
  /// equalities, an ``EqualityProof`` finds the contradiction and reads the explanation off a
  /// sparse elimination, in time near-linear for layout-like systems, before any dense solve;
  /// a set of at most ``conflictFilterLimit`` (and any set involving inequalities) is checked
  /// by the dense solve and goes through a deletion filter, one feasibility solve per
  /// candidate.
  func requireFeasible(
    _ source: RowSource, constraint: LinearConstraint, replacing: Int?,
    handle: ConstraintHandle?
  ) throws(SolverError) {
    if source.scaledViolation({ feasiblePoint[Int($0)] }).holds { return }
    if absorbByFreshVariable(source, replacing: replacing) { return }
    // The required constraints connected to `source`, in slot order, and their rows.
    let component = connectedComponent(of: source, replacing: replacing)
    let pool = requiredSources(component)
    let members = pool + [source]
    // Equalities alone: a sparse elimination decides first, and names an irreducible set when
    // they cannot hold; a small one is re-checked below by the dense solve and a filter.
    let proof = EqualityProof.conflict(members, variableCount: names.count)
    if let proof, proof.count > conflictFilterLimit {
      let conflicting = proof.map { self.handle(ofSlot: component[$0]) }.sorted()
      throw .unsatisfiable(
        Conflict(constraint: constraint, handle: handle, conflicting: conflicting))
    }
    let first = try feasibility(of: members)
    // A point beyond the doubles proves nothing about a contradiction: the constraints'
    // consequences overflow (a chain of large factors), and the call is refused for that.
    guard
      first.program.variableColumns.indices.allSatisfy({
        first.program.variableValue($0, at: first.point).isFinite
      })
    else {
      throw .outOfRange(RangeViolation(constraint: constraint, handle: handle, reason: .overflow))
    }
    if first.violated.isEmpty {
      for (j, v) in first.program.variableColumns.enumerated() {
        feasiblePoint[Int(v)] = first.program.variableValue(j, at: first.point)
      }
      return
    }
    // Constraints that hold once the columns are scaled for a wide row are in no conflict: the
    // solves of this engine, which leave such columns unscaled (scaling them made two systems'
    // active sets cycle), cannot keep them to tolerance, and the call is refused for that
    // (API fuzz seed 893757; see ``ColumnScaling/rowSpreadThreshold``).
    let wide = try feasibility(of: members, wideRows: true)
    if wide.violated.isEmpty {
      throw .outOfRange(RangeViolation(constraint: constraint, handle: handle, reason: .precision))
    }
    // A deletion filter, over the elimination's set or else over the constraints the
    // least-squares certificate involves.
    var kept: [Int] = []
    if let proof {
      kept = proof.map { component[$0] }
      if try feasibility(of: requiredSources(kept) + [source]).violated.isEmpty {
        kept = []
      }
    }
    if kept.isEmpty {
      let last = members.count - 1
      kept = first.violated.filter { $0 != last }.map { component[$0] }
      if try feasibility(of: requiredSources(kept) + [source]).violated.isEmpty {
        kept = component
      }
    }
    var k = 0
    while k < kept.count {
      var trial = kept
      trial.remove(at: k)
      if try !feasibility(of: requiredSources(trial) + [source]).violated.isEmpty {
        kept = trial
      } else {
        k += 1
      }
    }
    let conflicting = kept.map { self.handle(ofSlot: $0) }.sorted()
    throw .unsatisfiable(
      Conflict(constraint: constraint, handle: handle, conflicting: conflicting))
  }

  /// How small, next to a row's largest coefficient, the coefficient of a variable may be for
  /// that variable to absorb the row alone: smaller ones would move it by large amounts.
  static let smallestSubjectRatio = 1e-3

  /// When `source` mentions a variable that no installed required constraint does (except the
  /// one in slot `replacing`), with a coefficient that is not tiny next to its others, moves
  /// that variable in the feasible point so that `source` holds, and returns true: nothing
  /// else can stand in its way.
  ///
  /// Not when the value it would take leaves the doubles: the dense check then decides, and
  /// refuses the call when every answer overflows (309 links `y[i] == 10·y[i − 1]` from a
  /// pinned `y[0] == 1` put the last at 1e309, and were taken, the next `solve()` throwing).
  ///
  /// - Complexity: O(*k*) for *k* terms of `source`.
  func absorbByFreshVariable(_ source: RowSource, replacing: Int?) -> Bool {
    let largest = maxMagnitude(source.coefficients)
    for k in source.variables.indices {
      let holders = requiredIndex.slots(of: source.variables[k])
      guard holders.isEmpty || (holders.count == 1 && Int(holders[0]) == replacing) else {
        continue
      }
      let a = source.coefficients[k]
      guard abs(a) >= GaussSolver.smallestSubjectRatio * largest else { continue }
      let v = Int(source.variables[k])
      var residual = source.constant
      for j in source.variables.indices {
        residual += source.coefficients[j] * feasiblePoint[Int(source.variables[j])]
      }
      let value = feasiblePoint[v] - residual / a
      guard value.isFinite else { continue }
      feasiblePoint[v] = value
      return true
    }
    return false
  }

  /// The slots (ascending) of the installed required constraints, except the one in slot
  /// `replacing`, that share variables with `source`, directly or through each other.
  ///
  /// - Complexity: O(*t*) for *t* terms of those constraints, plus O(*c* log *c*) to sort the
  ///   *c* slots found; nothing outside the component is visited.
  func connectedComponent(of source: RowSource, replacing: Int?) -> [Int] {
    if slotMarks.count < slots.count {
      slotMarks.append(contentsOf: repeatElement(false, count: slots.count - slotMarks.count))
    }
    var component: [Int] = []
    var seen: [Int32] = []
    var queue: [Int32] = []
    for v in source.variables where !variableMarks[Int(v)] {
      variableMarks[Int(v)] = true
      seen.append(v)
      queue.append(v)
    }
    // `replacing` is marked so that the walk does not enter it; cleared with the others.
    if let replacing { slotMarks[replacing] = true }
    while let v = queue.popLast() {
      for slot in requiredIndex.slots(of: v) where !slotMarks[Int(slot)] {
        let r = Int(slot)
        slotMarks[r] = true
        component.append(r)
        for w in slots[r].entry?.source.variables ?? [] where !variableMarks[Int(w)] {
          variableMarks[Int(w)] = true
          seen.append(w)
          queue.append(w)
        }
      }
    }
    for v in seen { variableMarks[Int(v)] = false }
    for r in component { slotMarks[r] = false }
    if let replacing { slotMarks[replacing] = false }
    component.sort()
    return component
  }

  /// The rows of the installed constraints in `slotIndices`, in that order.
  func requiredSources(_ slotIndices: [Int]) -> [RowSource] {
    slotIndices.compactMap { slots[$0].entry?.source }
  }

  /// Solves the required level of `sources` (all taken as required) from the feasible point,
  /// and lists the sources that do not hold at its optimum: none when they can all hold;
  /// otherwise the support of the least-squares residual, whose entries are the multipliers
  /// of a combination of the rows that proves the contradiction.
  ///
  /// - Parameter wideRows: whether to scale the columns for a row whose coefficients span
  ///   ``ColumnScaling/rowSpreadThreshold`` too (see there); when the columns are not scaled
  ///   even so, nothing is solved and every source is listed.
  func feasibility(
    of sources: [RowSource], wideRows: Bool = false
  ) throws(SolverError) -> (violated: [Int], program: Program, point: [Double]) {
    var required = sources
    for k in required.indices { required[k].strength = .required }
    let program = Program(
      sources: required, variableCount: names.count, tieBreak: false, wideRows: wideRows)
    let start = program.startPoint { feasiblePoint[Int($0)] }
    // Wide rows that change nothing: no second solve, and every source counts as not holding.
    if wideRows, !program.columnScale.contains(where: { $0 != 1 }) {
      return (Array(required.indices), program, start)
    }
    let solution = try program.solve(from: start, working: [], bases: LevelBases(program))
    let x = solution.point
    let violated = required.indices.filter { k in
      !required[k].scaledViolation({ v in
        program.variableValue(program.columnOfVariable[Int(v)], at: x)
      }).holds
    }
    return (violated, program, x)
  }
}
