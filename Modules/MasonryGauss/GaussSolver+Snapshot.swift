// SPDX-License-Identifier: MIT

import MasonrySolving

/// Everything a change can touch: what a refused batch add or a refused eager change puts back,
/// so that the values and the handles later calls get are those of a solver that never saw it.
struct GaussSnapshot {
  var values: [Double]
  var feasiblePoint: [Double]
  var slots: [Slot]
  var freeSlots: [Int32]
  var installedCount: Int
  var requiredIndex: RequiredIndex
  var edits: [Edit]
  var revision: Int
  var structureRevision: Int
  var solvedRevision: Int
  var failedRevision: Int
  var activeSet: [ConstraintHandle]
  var cachedBases: (revision: Int, bases: LevelBases)?
  var lastSolution: SolutionRecord?
}

extension GaussSolver {
  /// The solver's state now.
  ///
  /// - Complexity: O(1); the tables are copied when the solver next writes them.
  func snapshot() -> GaussSnapshot {
    GaussSnapshot(
      values: values, feasiblePoint: feasiblePoint, slots: slots, freeSlots: freeSlots,
      installedCount: installedCount, requiredIndex: requiredIndex, edits: edits,
      revision: revision, structureRevision: structureRevision, solvedRevision: solvedRevision,
      failedRevision: failedRevision, activeSet: activeSet, cachedBases: cachedBases,
      lastSolution: lastSolution)
  }

  /// Puts the solver back as it was at `saved`.
  func restore(_ saved: GaussSnapshot) {
    values = saved.values
    feasiblePoint = saved.feasiblePoint
    slots = saved.slots
    freeSlots = saved.freeSlots
    installedCount = saved.installedCount
    requiredIndex = saved.requiredIndex
    edits = saved.edits
    revision = saved.revision
    structureRevision = saved.structureRevision
    solvedRevision = saved.solvedRevision
    failedRevision = saved.failedRevision
    activeSet = saved.activeSet
    cachedBases = saved.cachedBases
    lastSolution = saved.lastSolution
  }
}
