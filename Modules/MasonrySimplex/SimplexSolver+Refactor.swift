// SPDX-License-Identifier: MIT

import MasonrySolving

extension SimplexCore {
  /// Throws away the tableau and builds it again from the live constraints and edits, keeping
  /// every variable, slot, handle and edit; the optimum it finds may be another one of equal
  /// error where the system is ambiguous.
  ///
  /// An explicit tableau is never recomputed from the constraints it stands for: each pivot
  /// adds its rounding error to the rows it touches, and some sequences of pivots multiply the
  /// error already there (removing and adding back one constraint of `random-300`, 80 pivots
  /// each way, multiplies it by about 2.5 a time). When the error reaches the tolerances, the
  /// simplex sees directions that do not exist (a noise cell of 2e-9 with a negative reduced
  /// cost, and no row to bound it) and a call fails with ``SolverError/internalFailure(_:)``.
  /// The calls that can fail that way recover through this rebuild, as a revised simplex
  /// refactorises its basis, and try once more.
  ///
  /// The constraints go in in slot order, unless that order solves a variable from a tiny cell
  /// of an optional row and then installs a required constraint over it (see
  /// ``tinySubjects``): then the tableau is built once more, the required constraints first.
  ///
  /// - Throws: ``SolverError/internalFailure(_:)`` when the rebuild fails too; the core is then
  ///   left as it was.
  /// - Complexity: a build of every live constraint (two in the case above).
  mutating func refactor(requiredFirst: Bool = false) throws(SolverError) {
    var fresh = SimplexCore()
    fresh.tag = tag
    fresh.pivotBudgetCap = pivotBudgetCap
    fresh.explainsConflicts = false
    for name in names { _ = fresh.makeVariable(named: name) }
    fresh.slots = slots
    for i in fresh.slots.indices { fresh.slots[i].live = false }
    let order =
      requiredFirst
      ? slots.indices.filter { slots[$0].live && slots[$0].constraint.strength.isRequired }
        + slots.indices.filter { slots[$0].live && !slots[$0].constraint.strength.isRequired }
      : slots.indices.filter { slots[$0].live }
    for i in order {
      fresh.freeSlots = [Int32(i)]
      let index: Int32
      do {
        index = try fresh.install(slots[i].constraint, isEdit: slots[i].isEdit)
      } catch {
        rebuildRefused = Int32(i)
        rebuildRefusal = error
        throw .internalFailure("rebuilding the tableau failed (\(error))")
      }
      guard index == Int32(i) else {
        throw .internalFailure("rebuilding the tableau moved a constraint to another slot")
      }
    }
    if !requiredFirst, fresh.tinySubjectUses > 0 {
      // The required constraints first: their rows come from their own data, before a pivot
      // on a tiny cell of an optional row can carry rounding into them.
      return try refactor(requiredFirst: true)
    }
    // Optimal, whatever `self` was: the call retried next may be a dual simplex step.
    fresh.t.pivotBudget = fresh.pivotBudget
    let outcome = fresh.optimizeObjective()
    guard outcome == .optimal else {
      throw .internalFailure("optimising the rebuilt tableau did not finish (\(outcome))")
    }
    fresh.t.work.optimizePending = false
    fresh.freeSlots = freeSlots
    fresh.editSlot = editSlot
    fresh.installedCount = installedCount
    fresh.explainsConflicts = explainsConflicts
    fresh.levelWalks += levelWalks
    fresh.rebuilds = rebuilds + 1
    fresh.noiseStops = noiseStops
    fresh.workStops = workStops
    // The fresh tableau's work is this rebuild's.
    fresh.rebuildWork = max(fresh.t.substitutedCells, Self.minimumRebuildWork)
    fresh.stopsToRebuild = stopsToRebuild
    fresh.fillRebuilds = fillRebuilds
    fresh.driftRebuilds = driftRebuilds
    fresh.markBuilt()
    fresh.checkingCall = checkingCall
    fresh.t.noteEverythingChanged()
    self = fresh
  }

  /// Runs `body`; when it fails with ``SolverError/internalFailure(_:)`` (numerical trouble),
  /// rebuilds the tableau (``refactor()``) and, unless `isDone` says the failed call already
  /// took effect on the constraints, runs `body` once more. A call that succeeds but had to
  /// drop a reduced cost as rounding residue (``Tableau/dropResidue(of:)``: a direction to
  /// improve that no row bounds) has found the tableau's error grown past the tolerances, and
  /// its optimum may be off: the tableau is rebuilt after it too. So is one that pivoted on a
  /// cell below ``pivotFloor`` of its row (``Tableau/smallPivots``): when that cell was the
  /// residue of a cancellation, the pivot made it structure, and a required equality could
  /// lose its marker from the rows (a later change of its constant moved nothing). A rebuild
  /// that fails then keeps the tableau the call left: the call has taken effect.
  ///
  /// With `stoppingToRebuild` (an optimisation, which a rebuild finishes on its own), `body` stops
  /// right after such a pivot (``Tableau/rebuildStop``) and the rebuild comes at once: the pivots
  /// that would follow work on the numbers the noise blew up (cells of 1e45 and a constant that
  /// overflowed, twenty pivots over rows grown dense, in a random layout of 1,500 views) and the
  /// rebuild throws them away. The rebuilt tableau is the one the call would have left, since a
  /// rebuild reads only the constraints. `body` also stops once its work passes
  /// ``Tableau/workLimit`` (``settle()`` sets it for a round): an optimisation that fills the
  /// tableau in (a random layout's round took its tableau from 480,000 cells to 3.2 million in 20
  /// s) costs more than solving from the constraints, and the rebuild solves there, at an
  /// optimum that may be another vertex of the same errors where the layout is ambiguous. When
  /// the rebuild fails, `body` goes on from the pivot as before, unarmed.
  ///
  /// A call that fails puts back what it changed (its transaction, or the constants its shift
  /// saved), so when the retry fails too, the core goes back to the state before the rebuild,
  /// bit for bit, not the rebuilt one (values equal to rounding only). `keepingRebuild` keeps
  /// the rebuilt tableau instead, for a body that has no state before it to go back to (the
  /// optimisation ``settle()`` runs: the rebuilt tableau is feasible, and a better start for
  /// the next attempt than the one the failed optimisation left).
  mutating func recovering<Result>(
    keepingRebuild: Bool = false, stoppingToRebuild: Bool = false,
    _ body: (inout SimplexCore) throws(SolverError) -> Result,
    isDone: (SimplexCore) -> Result? = { _ in nil }
  ) throws(SolverError) -> Result {
    do throws(SolverError) {
      t.residueDrops = 0
      t.smallPivots = 0
      rebuildRefused = nil
      if stoppingToRebuild, !t.journal.isRecording { t.rebuildStop = .armed }
      let result: Result
      do {
        result = try body(&self)
      } catch {
        let stopped = t.rebuildStop == .stopped
        t.rebuildStop = .off
        if stopped, t.smallPivots > 0 { noiseStops += 1 } else if stopped { workStops += 1 }
        // After a residue drop too, the call rebuilds and runs again, as any that fails.
        guard stopped, t.residueDrops == 0 else { throw error }
        // The optimisation as it was at the pivot, should the rebuild fail.
        let atPivot = self
        var rebuilt = true
        do {
          try refactor()
        } catch {
          self = atPivot
          rebuilt = false
        }
        // Rebuilt, the tableau is optimal (`body` has nothing left to do) and the call ends as
        // it would have after its rebuild; otherwise `body` goes on from the pivot, unarmed.
        result = try body(&self)
        if rebuilt { return result }
      }
      t.rebuildStop = .off
      if !t.journal.isRecording {
        if t.residueDrops > 0 {
          try refactor()
        } else if t.smallPivots > 0 {
          try? refactor()
        }
      }
      return result
    } catch {
      guard case .internalFailure = error, !t.journal.isRecording else { throw error }
      // A copy that shares its storage until the rebuild replaces it.
      let failed = self
      try refactor()
      if let result = isDone(self) { return result }
      do {
        return try body(&self)
      } catch {
        guard !keepingRebuild else { throw error }
        let refusal = (slot: rebuildRefused, error: rebuildRefusal)
        self = failed
        (rebuildRefused, rebuildRefusal) = refusal
        throw error
      }
    }
  }
}
