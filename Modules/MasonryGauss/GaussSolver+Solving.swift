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
    let inequalityHandles = program.inequalitySources.map { handles[$0] }
    var warm: [Int] = []
    for (i, handle) in inequalityHandles.enumerated() {
      if let handle, binarySearch(activeSet, handle) { warm.append(i) }
    }
    var answer = try attempt(program, bases, from: start(of: program), working: warm)
    if !holdsRequired(sources, at: answer.solved),
      let better = fallback(sources, program, bases, working: warm)
    {
      answer = better
    }

    // Commit: nothing above can have changed the solver. The cached bases and column scale
    // are the standard attempt's, whichever attempt answered, so that the next solve's first
    // attempt is computed as without the fallbacks.
    cachedBases = (structureRevision, bases)
    values = answer.solved
    solvesEagerly = program.columnScale.contains { $0 != 1 }
    cachedColumnScale = (structureRevision, program.columnScale)
    activeSet = answer.solution.working.compactMap { inequalityHandles[$0] }.sorted()
    lastActiveSetChanges = answer.solution.changes
    lastSolution = SolutionRecord(
      program: answer.program, point: answer.solution.point, remaining: answer.remaining,
      inequalityHandles: inequalityHandles)
    solvedRevision = revision
  }

  /// One solve of `program` and what a commit needs of it.
  private struct Attempt {
    var program: Program
    var solution: HierarchySolution
    var remaining: Matrix
    /// The variables' values, one per variable of the solver.
    var solved: [Double]
  }

  /// The point a solve of `program` starts from: the last solution, unless it breaks a
  /// required constraint that the feasible point keeps (after adds): then the feasible point
  /// saves the required level's steps.
  private func start(of program: Program) -> [Double] {
    let start = program.startPoint { values[Int($0)] }
    if let required = program.levels.first, required.priority >= 1000,
      !required.rows.allSatisfy({ abs($0.value(at: start)) <= $0.tolerance(at: start) })
    {
      return program.startPoint { feasiblePoint[Int($0)] }
    }
    return start
  }

  /// Solves `program` from `start` and `working`.
  ///
  /// - Throws: what the solve throws; `SolverError.outOfRange(_:)` (with no constraint: the
  ///   call that caused it names itself, see ``settle(_:refusing:)``) when the answer leaves
  ///   the doubles.
  private func attempt(
    _ program: Program, _ bases: LevelBases, from start: [Double], working: [Int]
  ) throws(SolverError) -> Attempt {
    let solution = try program.solve(
      from: start, working: working, bases: bases, budget: stepBudgetOverride)
    var solved = Array(repeating: 0.0, count: names.count)
    for (j, v) in program.variableColumns.enumerated() {
      solved[Int(v)] = program.variableValue(j, at: solution.point)
    }
    guard solved.allSatisfy(\.isFinite) else {
      throw .outOfRange(RangeViolation(constraint: nil, reason: .overflow))
    }
    return Attempt(
      program: program, solution: solution, remaining: bases.remaining, solved: solved)
  }

  /// Whether every required constraint among `sources` holds at `solved`, in the variables'
  /// own units (as ``requireFeasible(_:constraint:replacing:handle:)`` judges them).
  ///
  /// The solves judge rows in the program's columns, which differ from the variables' units
  /// when the columns are scaled (see ``ColumnScaling``): there a row's tolerance is at least
  /// ``GaussSolver/epsilon`` in the scaled units, and a constant below it in those units is
  /// lost. `v0 + 2·v1 + 3 == 0` over columns scaled by 2^53 and 2^56 read
  /// `0.0625·ũ0 + ũ1 + 2e-17` and held at 0 (`.csys` fuzz case 84560).
  ///
  /// - Complexity: O(*t*) for *t* terms of the required constraints.
  func holdsRequired(_ sources: [RowSource], at solved: [Double]) -> Bool {
    sources.allSatisfy { source in
      !source.strength.isRequired || source.scaledViolation({ solved[Int($0)] }).holds
    }
  }

  /// A solve of `sources` whose answer keeps every required constraint, when the standard
  /// solve of `program` broke one; nil when none does (the standard answer then stands, as
  /// before). Only a solve that failed so comes here: every other one is computed exactly as
  /// without it.
  ///
  /// In order, the first that holds:
  /// 1. `program` from the feasible point, each inequality's slack 0 where its row holds
  ///    within its tolerance there (``Program/startPoint(_:zeroingHeldSlacks:)``). Required
  ///    constraints that can hold only within their tolerance (an inequality off by 196 among
  ///    terms of 1.2e11, whose tolerance is 247) gave slacks of 196 at the start, and the
  ///    required level's least-squares optimum shared that out with a required equality among
  ///    terms near 100, left off by 65 (`.csys` fuzz case 78772). The feasible point keeps
  ///    them all within their tolerances: with the slacks at 0 the required level starts
  ///    optimal.
  /// 2. When `program`'s columns are scaled (see ``ColumnScaling``), the program over
  ///    unscaled columns, from the standard start and then from the feasible point as in 1.
  ///    A column scaled by 2^-111 for a coefficient of 1e100 holds its variable at 5e35 in
  ///    scaled units; every move along it carries rounding of 1e-16 of that into the other
  ///    columns of the basis's directions, and a required equality `v1 == v2` whose variables
  ///    are near 0 ended off by 1.5e20 (`.csys` fuzz cases 142720 and 261610).
  ///
  /// A scaled required row whose constant fell below the tolerance in scaled units (case
  /// 84560, see ``holdsRequired(_:at:)``, and 182808: a required bound with constant 118 read
  /// 2e-13) is answered by 1, and by 2 without it: from the feasible point the required
  /// level starts optimal and the levels below keep it.
  private func fallback(
    _ sources: [RowSource], _ program: Program, _ bases: LevelBases, working: [Int]
  ) -> Attempt? {
    func holding(_ attempt: Attempt?) -> Attempt? {
      guard let attempt, holdsRequired(sources, at: attempt.solved) else { return nil }
      return attempt
    }
    let settled = program.startPoint({ feasiblePoint[Int($0)] }, zeroingHeldSlacks: true)
    if let found = holding(try? attempt(program, bases, from: settled, working: working)) {
      return found
    }
    guard program.columnScale.contains(where: { $0 != 1 }) else { return nil }
    let plain = Program(
      sources: sources, variableCount: names.count, tieBreak: true,
      columnScale: Array(repeating: 1, count: program.variableColumns.count))
    let plainBases = LevelBases(plain)
    if let found = holding(
      try? attempt(plain, plainBases, from: start(of: plain), working: working))
    {
      return found
    }
    let plainSettled = plain.startPoint({ feasiblePoint[Int($0)] }, zeroingHeldSlacks: true)
    return holding(try? attempt(plain, plainBases, from: plainSettled, working: working))
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
