// SPDX-License-Identifier: MIT

import MasonrySolving

extension SimplexCore {
  /// Runs the primal simplex to the optimum, rebuilding the objective rows whenever it stalls.
  ///
  /// Every pivot adds a multiple of the pivot row to each objective level, so the objective
  /// rows gather the rounding noise of every pivot since they were made, while a constraint's
  /// row only gathers that of the pivots that touched it. After enough churn an entry that is
  /// zero in exact arithmetic reads -2e-9 at a high level, and Bland's rule, taking that noise
  /// for an improvement, trades real error at the lower levels back and forth in a cycle. A
  /// stalled run (see ``Tableau/optimize()``) rebuilds the objective from the error rows and
  /// goes on. A run that stalls again has noise in the rows themselves: it ends
  /// ``PivotOutcome/stalled``, and the caller rebuilds the whole tableau (``refactor()``).
  mutating func optimizeObjective() -> PivotOutcome {
    let outcome = t.optimize()
    guard outcome == .stalled else { return outcome }
    rebuildObjective()
    return t.optimize()
  }

  /// Runs the optimisation that adds and removals left pending, as a call of its own: its
  /// changes are tracked for ``SimplexSolver/takeChangedVariables()``, and numerical trouble
  /// rebuilds the tableau (``recovering(keepingRebuild:_:isDone:)``).
  ///
  /// An add or a removal only keeps the tableau feasible (every required constraint holds, every
  /// restricted symbol is non-negative), which is all the next add or removal needs; the
  /// optimum is only needed before a value is read, before a dual simplex step (a suggestion or
  /// a constant change), and before a report. A build of *n* constraints thus optimises once,
  /// not *n* times, and a pivot that one add would make and the next one undo is never made.
  ///
  /// - Throws: ``SolverError/internalFailure(_:)`` when even the rebuilt tableau does not reach
  ///   the optimum; the tableau is then feasible and the optimisation still pending.
  mutating func settle() throws(SolverError) {
    guard t.work.settlePending else { return }
    let tracking = t.changes.isTracking
    if !tracking { t.beginTracking() }
    defer { if !tracking { t.endTracking() } }
    // A round's optimisation (after suggestions or optional constant changes) may cost what
    // `workStopFactor` rebuilds cost; one that costs more stops and rebuilds.
    if stopsToRebuild, t.work.dualPending {
      if rebuildWork == 0 { rebuildWork = max(t.substitutedCells, Self.minimumRebuildWork) }
      t.workLimit = t.substitutedCells &+ Self.workStopFactor &* rebuildWork
    }
    defer { t.workLimit = .max }
    try recovering(keepingRebuild: true, stoppingToRebuild: stopsToRebuild) {
      core throws(SolverError) in
      try core.optimizePending()
    }
    // The first round's optimisation finishes the build's: the tableau is then as built.
    if builtCells >= 0 { rebuildIfWorn() } else if rebuildWork > 0 { markBuilt() }
  }

  /// How many rebuilds' work (``rebuildWork``) a round's optimisation may do before it stops
  /// and rebuilds instead (see ``settle()``).
  static let workStopFactor = 8

  /// The least ``rebuildWork`` counted: a small tableau's round is never stopped for its work.
  static let minimumRebuildWork = 1 << 16

  /// The dual simplex that suggestions and optional constant changes left pending (see
  /// ``suggestValue(_:for:)``), then the primal simplex, for ``settle()``.
  mutating func optimizePending() throws(SolverError) {
    guard t.work.settlePending else { return }
    t.pivotBudget = pivotBudget
    if t.work.dualPending {
      let pivotsBefore = t.pivotCount
      let outcome = t.dualOptimize()
      guard outcome == .optimal else {
        // Every row left infeasible is still queued (a row the walk took out is queued again
        // by the substitution of each flip into it): the dual simplex stays pending in full.
        t.memo.version &+= 1
        throw .internalFailure("the dual simplex after suggestions did not finish (\(outcome))")
      }
      t.work.dualPending = false
      // As after the dual steps of a constant change (``changeConstant(_:to:handle:)``): the
      // primal simplex takes up the reduced costs the pivots turned negative, if any.
      if t.pivotCount != pivotsBefore { t.work.optimizePending = true }
    }
    guard t.work.optimizePending else { return }
    let outcome = optimizeObjective()
    t.memo.version &+= 1
    guard outcome == .optimal else {
      throw .internalFailure("optimising after the last adds did not finish (\(outcome))")
    }
    t.work.optimizePending = false
  }

  /// The entry objective level `k` holds for an error weight `weight` (a strength's weight over
  /// its row's scale): `weight` divided by the level's ``Objective/unit``. Sets the unit of a
  /// level that has none; a weight below the unit first rescales the level to a smaller one
  /// (``rescaleLevel(_:to:)``), so that no weight of a level is below its unit.
  ///
  /// - Complexity: O(1), or O(*n*) for *n* symbols and slots when the level is rescaled.
  mutating func levelWeight(_ weight: Double, at k: Int) -> Double {
    let wanted = Objective.unit(for: weight)
    let unit = t.objective.unit[k]
    if unit == 0 {
      t.objective.unit[k] = wanted
    } else if wanted < unit {
      rescaleLevel(k, to: wanted)
    }
    return weight / t.objective.unit[k]
  }

  /// Gives objective level `k` the unit `unit` (a power of two, as its present one): every
  /// entry, the level's constant and weight, and the error weights of the live constraints of
  /// its priority are multiplied by the ratio of the two units, exactly. The entries go through
  /// the journal when one is open (the constant, weight and unit are restored with the level
  /// weights); the slots are the caller's to restore.
  ///
  /// - Complexity: O(*n*) for *n* symbols and slots.
  mutating func rescaleLevel(_ k: Int, to unit: Double) {
    let factor = t.objective.unit[k] / unit
    for s in 0..<t.objective.symbolRoom where t.objective[k, s] != 0 {
      let v = t.objective[k, s] * factor
      t.writeObj(k, Int32(s), v)
      // Entries read as rounding at the old scale may not be at the new one.
      if v < 0 { t.work.pushCandidate(Int32(s)) }
    }
    t.objective.constant[k] *= factor
    t.objective.weight[k] = max(1, t.objective.weight[k] * factor)
    t.objective.unit[k] = unit
    let priority = t.objective.levels[k]
    for i in slots.indices
    where slots[i].live && !slots[i].constraint.strength.isRequired
      && slots[i].constraint.strength.priority == priority
    {
      slots[i].errorWeight *= factor
    }
  }

  /// Recomputes every objective level from the weights of the live constraints' errors and the
  /// current rows, writing only the entries that differ (through the journal when one is
  /// open), and queues the symbols whose reduced costs may have turned negative.
  ///
  /// With `level`, only that level is made again.
  ///
  /// - Complexity: O(levels × symbols + cells of the error rows).
  mutating func rebuildObjective(level: Int? = nil) {
    let symbolCount = t.symbolCount
    var fresh = [[Double]](repeating: [], count: t.objective.levels.count)
    for k in fresh.indices where level == nil || level == k {
      fresh[k] = [Double](repeating: 0, count: symbolCount)
    }
    var constants = [Double](repeating: 0, count: t.objective.levels.count)
    func add(_ slot: Slot) {
      guard !slot.constraint.strength.isRequired,
        let k = t.objective.levels.firstIndex(of: slot.constraint.strength.priority),
        level == nil || level == k
      else { return }
      for e in [slot.marker, slot.other] where e >= 0 && t.symbols.kind[Int(e)] == .error {
        let r = Int(t.symbols.rowOf[Int(e)])
        guard r >= 0 else {
          fresh[k][Int(e)] += slot.errorWeight
          continue
        }
        constants[k] += slot.errorWeight * t.rows.constant[r]
        t.rows.withCells(r) { syms, coefs in
          for j in syms.indices { fresh[k][Int(syms[j])] += slot.errorWeight * coefs[j] }
        }
      }
    }
    for slot in slots where slot.live { add(slot) }
    for k in fresh.indices where level == nil || level == k {
      t.objective.constant[k] = constants[k]
      for s in 0..<symbolCount {
        var v = fresh[k][s]
        if abs(v) < t.objectiveTolerance(k) { v = 0 }
        let old = t.objective[k, s]
        guard v != old else { continue }
        t.writeObj(k, Int32(s), v)
        if mayExpose(old, v) { t.work.pushCandidate(Int32(s)) }
      }
    }
  }
}
