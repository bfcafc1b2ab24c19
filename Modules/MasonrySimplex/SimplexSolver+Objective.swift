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
  /// rebuilds the tableau (``recovering(_:isDone:)``).
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
    guard t.work.optimizePending else { return }
    let tracking = t.changes.isTracking
    if !tracking { t.beginTracking() }
    defer { if !tracking { t.endTracking() } }
    try recovering { core throws(SolverError) in try core.optimizePending() }
  }

  /// The primal simplex for ``settle()``.
  mutating func optimizePending() throws(SolverError) {
    guard t.work.optimizePending else { return }
    t.pivotBudget = pivotBudget
    let outcome = optimizeObjective()
    t.memo.version &+= 1
    guard outcome == .optimal else {
      throw .internalFailure("optimising after the last adds did not finish (\(outcome))")
    }
    t.work.optimizePending = false
  }

  /// Recomputes every objective level from the weights of the live constraints' errors and the
  /// current rows, writing only the entries that differ (through the journal when one is
  /// open), and queues the symbols whose reduced costs may have turned negative.
  ///
  /// - Complexity: O(levels × symbols + cells of the error rows).
  mutating func rebuildObjective() {
    let symbolCount = t.symbolCount
    var fresh = [[Double]](repeating: [], count: t.objective.levels.count)
    for k in fresh.indices { fresh[k] = [Double](repeating: 0, count: symbolCount) }
    var constants = [Double](repeating: 0, count: t.objective.levels.count)
    func add(_ slot: Slot) {
      guard !slot.constraint.strength.isRequired,
        let k = t.objective.levels.firstIndex(of: slot.constraint.strength.priority)
      else { return }
      for e in [slot.marker, slot.other] where e >= 0 && t.symbols.kind[Int(e)] == .error {
        let r = Int(t.symbols.rowOf[Int(e)])
        guard r >= 0 else {
          fresh[k][Int(e)] += slot.errorWeight
          continue
        }
        constants[k] += slot.errorWeight * t.rows.constant[r]
        let syms = t.rows.syms[r]
        let coefs = t.rows.coefs[r]
        for j in syms.indices { fresh[k][Int(syms[j])] += slot.errorWeight * coefs[j] }
      }
    }
    for slot in slots where slot.live { add(slot) }
    for k in fresh.indices {
      t.objective.constant[k] = constants[k]
      for s in 0..<symbolCount {
        var v = fresh[k][s]
        if abs(v) < t.objectiveTolerance(k) { v = 0 }
        let old = t.objective.cost[k][s]
        guard v != old else { continue }
        t.writeObj(k, Int32(s), v)
        if mayExpose(old, v) { t.work.pushCandidate(Int32(s)) }
      }
    }
  }
}
