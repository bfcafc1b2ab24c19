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
    var pool: [(slot: Int, source: RowSource)] = []
    for i in slots.indices where i != replacing {
      guard let entry = slots[i].entry, entry.source.strength.isRequired else { continue }
      pool.append((i, entry.source))
    }
    if absorbByFreshVariable(source, pool: pool.map(\.source)) { return }
    let component = connectedComponent(of: source, in: pool.map(\.source))
    let members = component.map { pool[$0].source } + [source]
    // Equalities alone: a sparse elimination decides first, and names an irreducible set when
    // they cannot hold; a small one is re-checked below by the dense solve and a filter.
    let proof = EqualityProof.conflict(members, variableCount: names.count)
    if let proof, proof.count > conflictFilterLimit {
      let conflicting = proof.map { self.handle(ofSlot: pool[component[$0]].slot) }.sorted()
      throw .unsatisfiable(
        Conflict(constraint: constraint, handle: handle, conflicting: conflicting))
    }
    let first = try feasibility(of: members)
    if first.violated.isEmpty {
      for (j, v) in first.program.variableColumns.enumerated() {
        feasiblePoint[Int(v)] = first.point[j]
      }
      return
    }
    // A deletion filter, over the elimination's set or else over the constraints the
    // least-squares certificate involves.
    var kept: [Int] = []
    if let proof {
      kept = proof.map { component[$0] }
      if try feasibility(of: kept.map { pool[$0].source } + [source]).violated.isEmpty {
        kept = []
      }
    }
    if kept.isEmpty {
      let last = members.count - 1
      kept = first.violated.filter { $0 != last }.map { component[$0] }
      if try feasibility(of: kept.map { pool[$0].source } + [source]).violated.isEmpty {
        kept = component
      }
    }
    var k = 0
    while k < kept.count {
      var trial = kept
      trial.remove(at: k)
      if try !feasibility(of: trial.map { pool[$0].source } + [source]).violated.isEmpty {
        kept = trial
      } else {
        k += 1
      }
    }
    let conflicting = kept.map { self.handle(ofSlot: pool[$0].slot) }.sorted()
    throw .unsatisfiable(
      Conflict(constraint: constraint, handle: handle, conflicting: conflicting))
  }

  /// How small, next to a row's largest coefficient, the coefficient of a variable may be for
  /// that variable to absorb the row alone: smaller ones would move it by large amounts.
  static let smallestSubjectRatio = 1e-3

  /// When `source` mentions a variable that no constraint of `pool` does (with a coefficient
  /// that is not tiny next to its others), moves that variable in the feasible point so that
  /// `source` holds, and returns true: nothing else can stand in its way.
  func absorbByFreshVariable(_ source: RowSource, pool: [RowSource]) -> Bool {
    var mentioned = Array(repeating: false, count: names.count)
    for row in pool {
      for v in row.variables { mentioned[Int(v)] = true }
    }
    let largest = maxMagnitude(source.coefficients)
    for k in source.variables.indices where !mentioned[Int(source.variables[k])] {
      let a = source.coefficients[k]
      guard abs(a) >= GaussSolver.smallestSubjectRatio * largest else { continue }
      let v = Int(source.variables[k])
      var residual = source.constant
      for j in source.variables.indices {
        residual += source.coefficients[j] * feasiblePoint[Int(source.variables[j])]
      }
      feasiblePoint[v] -= residual / a
      return true
    }
    return false
  }

  /// The indices (ascending) of the rows in `pool` that share variables with `source`,
  /// directly or through other rows of `pool`.
  func connectedComponent(of source: RowSource, in pool: [RowSource]) -> [Int] {
    var rowsOfVariable = Array(repeating: [Int](), count: names.count)
    for (r, row) in pool.enumerated() {
      for v in row.variables { rowsOfVariable[Int(v)].append(r) }
    }
    var seenVariable = Array(repeating: false, count: names.count)
    var inComponent = Array(repeating: false, count: pool.count)
    var queue = source.variables
    for v in queue { seenVariable[Int(v)] = true }
    while let v = queue.popLast() {
      for r in rowsOfVariable[Int(v)] where !inComponent[r] {
        inComponent[r] = true
        for w in pool[r].variables where !seenVariable[Int(w)] {
          seenVariable[Int(w)] = true
          queue.append(w)
        }
      }
    }
    return pool.indices.filter { inComponent[$0] }
  }

  /// Solves the required level of `sources` (all taken as required) from the feasible point,
  /// and lists the sources that do not hold at its optimum: none when they can all hold;
  /// otherwise the support of the least-squares residual, whose entries are the multipliers
  /// of a combination of the rows that proves the contradiction.
  func feasibility(
    of sources: [RowSource]
  ) throws(SolverError) -> (violated: [Int], program: Program, point: [Double]) {
    var required = sources
    for k in required.indices { required[k].strength = .required }
    let program = Program(sources: required, variableCount: names.count, tieBreak: false)
    let start = program.startPoint { feasiblePoint[Int($0)] }
    let solution = try program.solve(from: start, working: [], bases: LevelBases(program))
    let x = solution.point
    let violated = required.indices.filter { k in
      !required[k].scaledViolation({ v in x[program.columnOfVariable[Int(v)]] }).holds
    }
    return (violated, program, x)
  }
}
