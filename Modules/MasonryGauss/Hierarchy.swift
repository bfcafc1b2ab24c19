// SPDX-License-Identifier: MIT

import MasonrySolving

/// The subspaces of a program's levels: level *k* works in the directions that leave every
/// higher level's rows unchanged, `N₀ = I`, `Nₖ₊₁ = Nₖ · null(Bₖ·Nₖ)`.
///
/// They depend on the coefficients only, never on constants, targets or inequalities' states:
/// a fixed row vector `Bₖ·u` is what "optimal for level *k*" means (the residual vector of a
/// least-squares optimum is unique), so the next level may move only where `Bₖ·Nₖ` is zero.
struct LevelBases {
  /// One basis per level.
  var levels: [LevelBasis] = []
  /// The directions every level except the tie-break leaves free (*D*×*d*): the space of
  /// optimal solutions when no inequality is at its bound.
  var remaining: Matrix

  /// The bases of `program`'s levels.
  ///
  /// - Complexity: O(*L*·*D*³) for *L* levels and *D* columns in the worst case.
  init(_ program: Program) {
    var directions = Matrix.identity(program.columnCount)
    var rounding = 0.0
    // What the bound below compounds, measured: the largest part a row of a level above keeps
    // in the directions (relative to its size; exactly 0 without rounding), and the largest
    // of that part and the complement's rounding over one level's relative pivot.
    var leak = 0.0
    var amplified = 0.0
    remaining = Matrix(rows: program.columnCount, columns: 0)
    for (k, level) in program.levels.enumerated() {
      let isTieBreak = program.hasTieBreak && k == program.levels.count - 1
      if isTieBreak { remaining = directions }
      let basis = LevelBasis(level, of: program, in: directions, rounding: rounding)
      levels.append(basis)
      guard k + 1 < program.levels.count, directions.columnCount > 0 else { continue }
      // A level whose rows come close to dependent in this subspace leaves a null space that
      // carries their rounding grown by that closeness (API fuzz seed 5723: a row whose part
      // here was 1.3e-6 of its size); the next levels' rows are judged against it.
      let qr = PivotedQR(
        basis.rows.transposed(),
        reference: roundingReference(level.reference, rounding: rounding))
      directions = directions.multiplied(by: qr.complementOfRange())
      let sizes = level.rows.map(\.norm)
      let bound = Self.rounding(after: rounding, of: qr, sizes: sizes)
      // The rows above keep at most the parts they had (the new directions are combinations
      // of the old, orthonormal ones), and this level's rows the parts measured now.
      for (row, size) in zip(level.rows, sizes) where size > 0 {
        var part = 0.0
        for value in row.times(directions) { part += value * value }
        leak = max(leak, part.squareRoot() / size)
      }
      if qr.rank > 0 {
        let pivot = max(qr.smallestRelativePivot(sizes: sizes), Double.leastNormalMagnitude)
        amplified = max(amplified, (leak + complementNoise) / pivot)
      }
      // The bound doubles with each level even where every level is far from dependent: a
      // row of labels each truncated at a priority of its own (`bench scale priority-row`,
      // relative pivots 0.63 to 0.79) grew it 2.6 times a level, past 0.5 at the 37th, and
      // rows that mattered were dropped as rounding (the widths 2,265 where the row leaves
      // 3,078 at 50 levels; no settling at 100). Beyond the tolerance, the rounding is what
      // the levels measure, the worst single level's amplification of it, when that is less.
      rounding = bound <= GaussSolver.epsilon ? bound : min(bound, max(amplified, leak))
    }
  }

  /// The rounding of the complement of the rows `qr` factored, when those rows (of sizes
  /// `sizes` before they were projected) already carried `rounding` of their sizes: as
  /// ``rounding(after:of:reference:)``, with each row's conditioning judged against its own
  /// size (``PivotedQR/smallestRelativePivot(sizes:)``).
  ///
  /// Rows of very different sizes are not close to dependent for that: the projection's
  /// rounding is a fraction of each row's own size, and the complement is as exact for a row of
  /// 281 beside one of 2e10 as for two rows of 1. Judged against the largest row instead, that
  /// pair made a rounding of 7e-8, the tie-break exempted a required bound whose part along
  /// the optimal set was 1.3e-8 of its size, and stepped past it by 0.15 (API fuzz optimality
  /// seed 23413: `-2e10·v2 − 251·v0 + 75 == 0` beside an inequality of 281 at one priority).
  static func rounding(after rounding: Double, of qr: PivotedQR, sizes: [Double]) -> Double {
    guard qr.rank > 0 else { return rounding }
    let pivot = max(qr.smallestRelativePivot(sizes: sizes), Double.leastNormalMagnitude)
    return rounding + (rounding + complementNoise) / pivot
  }

  /// The rounding of the complement of the rows `qr` factored (their size `reference`), when
  /// those rows already carried `rounding`: Householder reflections add
  /// ``complementNoise``, and both grow by the rows' conditioning, `reference` over the last
  /// pivot. For rows of like sizes, such as the held hard rows (each scaled to a largest
  /// coefficient of 1).
  static func rounding(after rounding: Double, of qr: PivotedQR, reference: Double) -> Double {
    guard qr.rank > 0 else { return rounding }
    let pivot = max(qr.smallestPivot, Double.leastNormalMagnitude)
    return rounding + (rounding + complementNoise) * (reference / pivot)
  }
}

/// The result of solving a program.
struct HierarchySolution {
  /// The optimal point (variables, then slacks).
  var point: [Double]
  /// The hard rows held as equalities at the end, ascending.
  var working: [Int]
  /// How many times the working set changed, over all levels.
  var changes: Int
}

extension Program {
  /// Solves the levels in order, each by the active-set method over the optimal set of the
  /// levels above it, starting from the feasible point `start` and the working set `working`.
  ///
  /// - Parameter budget: the most active-set steps a level may take; by default
  ///   4·(inequalities + columns) + 16, far more than a converging search needs.
  /// - Throws: ``SolverError/internalFailure(_:)`` when a level's active set does not settle.
  func solve(
    from start: [Double], working: [Int], bases: LevelBases, budget: Int? = nil
  ) throws(SolverError) -> HierarchySolution {
    let warm = try solveLevels(from: start, working: working, bases: bases, budget: budget)
    // Every step from a point of large values carries rounding in the units of those values,
    // and a level whose rows hold within their tolerance at the start is skipped, a tolerance
    // judged among those values. Coming down from 1e10 to 1, a required row can end off by
    // 1e-6 (API fuzz seed 2306 on Gauss, after a constant went to 1e11 and back); from a
    // feasible point at 4.5e9 (seed 74090) or 3.9e16 (seed 80908), where a required equality
    // held within 500, it ended off by 1.6 or 3.5 among values near 1, and by 16 over terms
    // that came down from 1e10 while another variable went up to 3e8 (seed 103097). When a
    // hard row does not hold at the end and its terms were far larger at the start, the
    // program is solved again: from that end, where the tolerances are the answer's own, and
    // failing that from the origin, from its own data alone; the first answer whose hard rows
    // hold is kept. The same goes for every answer whose values came down far from the start's,
    // its hard rows holding or not: an optional level whose rows held within a tolerance judged
    // among the start's values was skipped, and stayed off by that much among the end's (API
    // fuzz optimality seed 198930: with a required pin at 1e11 removed, the one optional row
    // left, which can hold exactly, was off by 238 among values near 0.4).
    let cameDown = valuesCameDown(from: start, to: warm.point)
    let holds = holdsHardRows(at: warm.point)
    if cameDown || (!holds && lostPrecision(from: start, to: warm.point)) {
      let restarts = [(warm.point, warm.working), (startPoint { _ in 0 }, [])]
      for (point, held) in restarts {
        var again = try solveLevels(from: point, working: held, bases: bases, budget: budget)
        guard holdsHardRows(at: again.point) else { continue }
        again.changes += warm.changes
        return again
      }
    }
    guard !holds, levels.count > 1 else { return warm }
    // Still a hard row broken: the basic steps of a lower level may have wandered along
    // directions it does not see, whose rounding then broke the rows above (API fuzz optimality
    // seed 22101). Solved once more with steps of least norm, which do not (see
    // ``SearchRules/leastNormSteps``); a solve whose answer holds never comes here, so its cost
    // stays off every other solve. A program of one level has no lower level to wander: it is
    // not retried, so the feasibility checks of constraints that cannot hold cost no more. An
    // answer that still breaks a row, or a retry that fails, leaves the first answer standing.
    let rules = SearchRules(leastNormSteps: true)
    guard
      var again = try? solveLevels(
        from: start, working: working, bases: bases, budget: budget, rules: rules),
      holdsHardRows(at: again.point)
    else { return warm }
    again.changes += warm.changes
    return again
  }

  /// Whether the variables at `start` were far larger (``precisionLossRatio``) than at `end`.
  private func valuesCameDown(from start: [Double], to end: [Double]) -> Bool {
    let variables = variableColumns.count
    return maxMagnitude(Array(start.prefix(variables)))
      > Self.precisionLossRatio * max(1, maxMagnitude(Array(end.prefix(variables))))
  }

  /// Whether the variables at `start` were far larger (``precisionLossRatio``) than at `end`,
  /// or a required row or hard row that does not hold at `end` had terms at `start` far
  /// larger than at `end` (a tolerance judged there was far looser).
  private func lostPrecision(from start: [Double], to end: [Double]) -> Bool {
    // The moves' rounding is in the units of the largest values they pass through, whichever
    // rows those belong to (seed 2306).
    if valuesCameDown(from: start, to: end) { return true }
    func lost(_ row: SparseRow, broken: Bool) -> Bool {
      broken && row.tolerance(at: start) > Self.precisionLossRatio * row.tolerance(at: end)
    }
    if let required = levels.first, required.priority >= 1000,
      required.rows.contains(where: {
        lost($0, broken: abs($0.value(at: end)) > $0.tolerance(at: end))
      })
    {
      return true
    }
    return inequalities.contains { lost($0, broken: $0.value(at: end) > $0.tolerance(at: end)) }
  }

  /// How much larger than at its end a row's terms may be at a solve's start before the end
  /// is suspected of carrying the start's rounding.
  static let precisionLossRatio = 1e3

  /// Whether the required level's rows and the hard rows hold at `u` (within their tolerance).
  func holdsHardRows(at u: [Double]) -> Bool {
    if let required = levels.first, required.priority >= 1000,
      !required.rows.allSatisfy({ abs($0.value(at: u)) <= $0.tolerance(at: u) })
    {
      return false
    }
    return inequalities.allSatisfy { $0.value(at: u) <= $0.tolerance(at: u) }
  }

  /// Solves the levels in order from `start` and `working`, each by an ``ActiveSetSearch``
  /// under `rules`.
  ///
  /// A level whose active set does not settle within `budget` steps is solved again from where
  /// it started, with ``SearchRules/roundingAwareMultipliers``: a cycle is the sign of
  /// multipliers that rounding decides (API fuzz optimality seed 153469), and that rule alone,
  /// engaged on every level, would keep rows that a level which does not cycle rightly drops.
  ///
  /// - Throws: ``SolverError/internalFailure(_:)`` when a level does not settle under either
  ///   rule.
  func solveLevels(
    from start: [Double], working: [Int], bases: LevelBases, budget: Int?,
    rules: SearchRules = .standard
  ) throws(SolverError) -> HierarchySolution {
    var u = start
    var held = working
    var changes = 0
    let budget = budget ?? 4 * (inequalities.count + columnCount) + 16
    for (k, level) in levels.enumerated() {
      let basis = bases.levels[k]
      guard basis.directions.columnCount > 0 else { break }
      // A level whose rows all hold is optimal already (its objective is zero).
      if level.rows.allSatisfy({ abs($0.value(at: u)) <= $0.tolerance(at: u) }) { continue }
      let search = ActiveSetSearch(program: self, level: level, basis: basis, rules: rules)
      let (levelStart, levelWorking) = (u, held)
      do {
        changes += try search.run(u: &u, working: &held, budget: budget)
      } catch {
        guard !rules.roundingAwareMultipliers else { throw error }
        (u, held) = (levelStart, levelWorking)
        var careful = rules
        careful.roundingAwareMultipliers = true
        let again = ActiveSetSearch(program: self, level: level, basis: basis, rules: careful)
        changes += try again.run(u: &u, working: &held, budget: budget)
      }
    }
    return HierarchySolution(point: u, working: held.sorted(), changes: changes)
  }
}
