// SPDX-License-Identifier: MIT

import MasonrySolving

extension GaussSolver {
  /// Everything a batch add can change, so that a failed one puts it all back.
  private struct State {
    var values: [Double]
    var feasiblePoint: [Double]
    var slots: [Slot]
    var freeSlots: [Int32]
    var installedCount: Int
    var revision: Int
    var structureRevision: Int
    var solvedRevision: Int
    var failedRevision: Int
    var activeSet: [ConstraintHandle]
    var cachedBases: (revision: Int, bases: LevelBases)?
    var lastSolution: SolutionRecord?
  }

  /// Adds several constraints, all or none. A failure restores the solver's whole state, so
  /// that the values and the handles later calls get are those of a solver that never saw the
  /// call.
  ///
  /// - Complexity: the adds, plus O(*n*) for *n* slots and variables: the state is copied once
  ///   (whether the call fails or not).
  @discardableResult
  public func add(_ constraints: [LinearConstraint]) throws(SolverError) -> [ConstraintHandle] {
    let saved = State(
      values: values, feasiblePoint: feasiblePoint, slots: slots, freeSlots: freeSlots,
      installedCount: installedCount, revision: revision, structureRevision: structureRevision,
      solvedRevision: solvedRevision, failedRevision: failedRevision, activeSet: activeSet,
      cachedBases: cachedBases, lastSolution: lastSolution)
    var handles: [ConstraintHandle] = []
    handles.reserveCapacity(constraints.count)
    do {
      for constraint in constraints { handles.append(try add(constraint)) }
    } catch {
      // The index is put back by removing what the batch added (its lists are canonical, so
      // this restores them exactly), before the slots that say what that was are restored.
      for handle in handles.reversed() {
        let i = Int(handle.index)
        guard let entry = slots[i].entry, entry.source.strength.isRequired else { continue }
        requiredIndex.remove(slot: i, variables: entry.source.variables)
      }
      values = saved.values
      feasiblePoint = saved.feasiblePoint
      slots = saved.slots
      freeSlots = saved.freeSlots
      installedCount = saved.installedCount
      revision = saved.revision
      structureRevision = saved.structureRevision
      solvedRevision = saved.solvedRevision
      failedRevision = saved.failedRevision
      activeSet = saved.activeSet
      cachedBases = saved.cachedBases
      lastSolution = saved.lastSolution
      throw error.withdrawing(handles)
    }
    return handles
  }
}
