// SPDX-License-Identifier: MIT

public import MasonrySolving

/// What ``GaussSolver/ambiguities()`` needs from the last solve.
struct SolutionRecord {
  var program: Program
  var point: [Double]
  /// The directions every real level leaves free.
  var remaining: Matrix
  /// The handle of each inequality of the program.
  var inequalityHandles: [ConstraintHandle?]
}

extension GaussSolver {
  /// Every constraint the solver holds, as rows: the installed ones in slot order, then the
  /// edits in variable order; with the handle of each (nil for an edit).
  func currentSources() -> (sources: [RowSource], handles: [ConstraintHandle?]) {
    var sources: [RowSource] = []
    var handles: [ConstraintHandle?] = []
    sources.reserveCapacity(installedCount + edits.count)
    for i in slots.indices {
      guard let entry = slots[i].entry else { continue }
      sources.append(entry.source)
      handles.append(handle(ofSlot: i))
    }
    for edit in edits {
      sources.append(RowSource(edit: edit.variable, target: edit.target, strength: edit.strength))
      handles.append(nil)
    }
    return (sources, handles)
  }

  /// - Complexity: see the type's discussion; O(1) when nothing changed.
  public func solve() throws(SolverError) {
    guard solvedRevision != revision else { return }
    do {
      try solveNow()
    } catch {
      failedRevision = revision
      throw error
    }
  }

  /// Solves unless the solution is current, or the last attempt at this revision failed.
  func solveIfNeeded() {
    guard solvedRevision != revision, failedRevision != revision else { return }
    try? solve()
  }

  private func solveNow() throws(SolverError) {
    let (sources, handles) = currentSources()
    let known = cachedColumnScale.flatMap { $0.revision == structureRevision ? $0.scale : nil }
    let program = Program(
      sources: sources, variableCount: names.count, tieBreak: true, columnScale: known)
    let bases: LevelBases
    if let cached = cachedBases, cached.revision == structureRevision {
      bases = cached.bases
    } else {
      bases = LevelBases(program)
    }
    // Start from the last solution, unless it breaks a required constraint that the feasible
    // point keeps (after adds): then the feasible point saves the required level's steps.
    var start = program.startPoint { values[Int($0)] }
    if let required = program.levels.first, required.priority >= 1000,
      !required.rows.allSatisfy({ abs($0.value(at: start)) <= $0.tolerance(at: start) })
    {
      start = program.startPoint { feasiblePoint[Int($0)] }
    }
    let inequalityHandles = program.inequalitySources.map { handles[$0] }
    var warm: [Int] = []
    for (i, handle) in inequalityHandles.enumerated() {
      if let handle, binarySearch(activeSet, handle) { warm.append(i) }
    }
    let solution = try program.solve(
      from: start, working: warm, bases: bases, budget: stepBudgetOverride)

    var solved = Array(repeating: 0.0, count: names.count)
    for (j, v) in program.variableColumns.enumerated() {
      solved[Int(v)] = program.variableValue(j, at: solution.point)
    }
    // An answer beyond the doubles is no answer (the call that caused it names itself, see
    // ``settle(_:refusing:)``).
    guard solved.allSatisfy(\.isFinite) else {
      throw .outOfRange(RangeViolation(constraint: nil, reason: .overflow))
    }

    // Commit: nothing above can have changed the solver.
    cachedBases = (structureRevision, bases)
    values = solved
    solvesEagerly = program.columnScale.contains { $0 != 1 }
    cachedColumnScale = (structureRevision, program.columnScale)
    activeSet = solution.working.compactMap { inequalityHandles[$0] }.sorted()
    lastActiveSetChanges = solution.changes
    lastSolution = SolutionRecord(
      program: program, point: solution.point, remaining: bases.remaining,
      inequalityHandles: inequalityHandles)
    solvedRevision = revision
  }

  /// Whether this build compiled ``checkInvariants()`` in (see `SimplexSolver.checksInvariants`).
  package static var checksInvariants: Bool {
    #if MASONRY_INTERNAL_CHECKS
      return true
    #else
      return false
    #endif
  }

  /// Checks the bookkeeping; compiled only with `MASONRY_INTERNAL_CHECKS`.
  func checkInvariants() {
    #if MASONRY_INTERNAL_CHECKS
      var live = 0
      for slot in slots where slot.entry != nil { live += 1 }
      precondition(live == installedCount, "installedCount matches the live slots")
      precondition(live + freeSlots.count == slots.count, "every slot is live or free")
      for i in freeSlots { precondition(slots[Int(i)].entry == nil, "free slots are empty") }
      for k in edits.indices.dropFirst() {
        precondition(edits[k - 1].variable < edits[k].variable, "edits are sorted")
      }
      precondition(values.count == names.count, "one value per variable")
      precondition(feasiblePoint.count == names.count, "one feasible value per variable")
      precondition(requiredIndexIsConsistent, "the required index lists the installed ones")
    #endif
  }
}

/// Whether the ascending array `sorted` holds `value`.
func binarySearch(_ sorted: [ConstraintHandle], _ value: ConstraintHandle) -> Bool {
  var low = 0
  var high = sorted.count
  while low < high {
    let mid = (low + high) / 2
    if sorted[mid] < value { low = mid + 1 } else { high = mid }
  }
  return low < sorted.count && sorted[low] == value
}
