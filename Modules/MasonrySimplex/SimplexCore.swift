// SPDX-License-Identifier: MIT

import MasonrySolving

/// The state of a ``SimplexSolver`` and the operations on it, as one value type.
///
/// The class is a thin shell: keeping every field in one struct means one dynamic exclusivity
/// check per public call, and lets the optimiser see every access inside an operation.
struct SimplexCore {
  var t = Tableau()
  /// This instance's tag (see ``makeSolverTag()``): a new one after every reset, so that
  /// variables and handles from before are refused. A scratch core for conflict explanations
  /// takes its solver's tag.
  var tag = makeSolverTag()
  var slots: [Slot] = []
  var freeSlots: [Int32] = []
  var names: [String] = []
  /// The external symbol of each variable.
  var symbolOf: [Int32] = []
  /// The edit constraint slot of each variable, -1 when it is not an edit variable.
  var editSlot: [Int32] = []
  var installedCount = 0
  /// Off while the core checks a candidate conflict set, so that nested failures do not
  /// explain themselves again.
  var explainsConflicts = true
  /// The most candidates a conflict explanation re-checks with a deletion filter (each check a
  /// scratch solve); a larger certificate is irreducible as read (see ``explain``).
  var conflictFilterLimit = SimplexCore.defaultConflictFilterLimit
  /// The variables the conflict explanations' scratch solvers made, since the solver was made.
  var conflictScratchVariables = 0
  /// 24: a deletion filter over that many costs a few hundred scratch adds.
  static let defaultConflictFilterLimit = 24
  /// The slot whose constraint the last rebuild after a call (see
  /// ``recovering(keepingRebuild:_:isDone:)``) found it could not install, when that rebuild
  /// failed so; nil otherwise.
  var rebuildRefused: Int32?
  /// Why the last rebuild refused ``rebuildRefused`` (the error its install threw).
  var rebuildRefusal: SolverError?
  /// The externals made basic by a pivot on a cell below ``pivotFloor`` of an optional
  /// constraint's row (the only external of a row whose other cells are restricted; see
  /// `chooseSubject`); usually empty. Such a pivot multiplies the rounding of the row's other
  /// cells by the inverse of the cell (API fuzz seed 344: `v1` solved from the optional
  /// `2e10 * v0 + 204 * v1 - 83 == 0`, 1e-8 after the scaling, carried v0's rounding of 2e-13
  /// into the required `476 * v1 == 282 * v2 - 68` added after it as 6e-3). A required
  /// constraint that mentions one of them rebuilds the tableau after its call (see
  /// ``recovering(keepingRebuild:_:isDone:)``), and the rebuild installs the required
  /// constraints first, so that they solve for the variable from their own rows.
  var tinySubjects: [Int32] = []
  /// How many required constraints mentioned one of ``tinySubjects`` when they were installed.
  var tinySubjectUses = 0
  /// At least the number of live constraints whose coefficients span more than
  /// 1 / ``pivotFloor`` (`Slot.isWide`): counted as they are installed, recounted by
  /// ``requiredBeyondTolerance()``. While it is above zero, every call is checked against
  /// ``SolutionTolerance``.
  var wideConstraints = 0
  /// At least the number of live constraints and edits whose constant is more than
  /// ``checkedConstant`` times their largest coefficient: counted as they are installed or
  /// their constant is set, recounted by ``requiredBeyondTolerance()``. While it is above zero,
  /// every call is checked against ``SolutionTolerance``, as for ``wideConstraints``.
  var hugeConstants = 0
  /// The install of the current ``add(_:)`` when its phase 1 pivoted on a noise-sized cell:
  /// its transaction is still open (see ``settleHeldInstall(_:of:)``); nil otherwise.
  var heldInstall: HeldInstall?
  /// Whether the current call runs checked (``checking(_:_:)``): an add then holds no install
  /// for a cell beyond ``checkedCell`` (the check measures its answer anyway).
  var checkingCall = false
  /// Whether an objective level may have no live optional constraint or edit left (see
  /// ``objectiveLevel(for:)``): set when a slot dies (a removal, a rebuild without it, an
  /// install taken back, which every install that made a level and failed goes through) or
  /// changes its priority; false means every level is in use, and a new level needs no walk
  /// of the slots. A build that only adds makes each new level in O(*p*) for *p* levels, not
  /// O(*n* + *p* log *p*) for *n* slots as before.
  var levelsMayBeUnused = false
  /// Scratch for merging a constraint's terms.
  var termScratch: [(sym: Int32, coef: Double)] = []
  /// Scratch for the markers of the constraint being installed and their coefficients.
  var markerScratch: [(sym: Int32, coef: Double)] = []
  /// Scratch for the path of definitions a reorientation walks (see `pathToFree(_:into:)`):
  /// most walks find no free variable, and a fresh array each cost an allocation.
  var pathScratch: [Int32] = []
  /// Definitions the reorientation walks have read since the core was made (see
  /// ``DeadEnds``).
  var reorientSteps = 0
  /// The walks ``objectiveLevel(for:)`` made of the slots (see ``levelsMayBeUnused``).
  var levelWalks = 0
  /// Rebuilds of the tableau from its constraints (``refactor(requiredFirst:)``) since the core
  /// was made.
  var rebuilds = 0
  /// Optimisations that stopped at a pivot on a noise-sized cell to rebuild
  /// (``PivotOutcome/stoppedToRebuild``) since the core was made.
  var noiseStops = 0
  /// Optimisations of a round that stopped to rebuild because their work passed
  /// ``workStopFactor`` times ``rebuildWork``, since the core was made.
  var workStops = 0
  /// What a rebuild of the tableau costs, in substituted cells (``Tableau/substitutedCells``):
  /// measured by the last rebuild, or, before there was one, all the work the tableau took up
  /// to its first round (its build); 0 until then.
  var rebuildWork = 0
  /// Whether ``settle()`` stops to rebuild at once, at its first pivot on a noise-sized cell or
  /// (in a round) when its work passes ``workStopFactor`` times ``rebuildWork`` (see
  /// ``recovering(keepingRebuild:stoppingToRebuild:_:isDone:)``); off only in tests that
  /// compare the two.
  var stopsToRebuild = true
  /// ``Tableau/substitutedCells`` when the tableau's wear was last measured (see
  /// ``rebuildIfWorn()``), or when it was built.
  var wearMark = 0
  /// The cells the rows held after their last build (see ``rebuildIfWorn()``): after the
  /// first round, or after the last rebuild; -1 before the first round.
  var builtCells = -1
  /// The terms of the live constraints (``liveTerms()``) when ``builtCells`` was measured.
  var builtTerms = 0
  /// What the last measure of wear cost (see ``rebuildIfWorn()``): rows, variables and terms.
  var wearCost = 0
  /// The drift of the required constraints, as a fraction of their scale, beyond which the
  /// tableau is rebuilt (see ``rebuildIfWorn()``): ``driftTolerance``, or sixteen times what
  /// the last build left where that is more (a system whose coefficients lose more precision
  /// is not rebuilt over and over for what a rebuild leaves).
  var driftAllowance = SimplexCore.driftTolerance
  /// Rebuilds of a tableau whose rows had filled in (see ``rebuildIfWorn()``) since the core was
  /// made.
  var fillRebuilds = 0
  /// Rebuilds of a tableau whose required constraints had drifted (see ``rebuildIfWorn()``)
  /// since the core was made.
  var driftRebuilds = 0
  /// When a build's pending optimisation runs before the next read.
  var earlySettle = EarlySettle()
  /// The most pivots a call may make, whatever ``pivotBudget`` allows: `Int.max` but in tests
  /// that make a call run out of pivots (see ``SimplexSolver/pivotBudgetCap``).
  var pivotBudgetCap = Int.max
  /// The ``ValueMemo/version`` of the values a read's optimisation (``settleForRead()``) left
  /// when it failed, 0 when none did: the reads that follow do not try again while the values
  /// are those, so that they stay as the failed one left them until a call changes them.
  var failedReadVersion: UInt32 = 0
  /// The list the last comparing report handed out (``takeChangedByDiff()``), kept: let go by
  /// its reader since, it is unique again, and the next report writes its list there. Here,
  /// not in the tableau's ``ChangeTracker``, which knows symbols, not variables.
  var diffReport: [Variable] = []
  /// Where a comparing report lists the variables that moved, through its buffer, before they
  /// go into ``diffReport`` at once (as long as the variables, it only grows).
  var diffReportScratch: [Variable] = []

  mutating func makeVariable(named name: String) -> Variable {
    let v = Int32(names.count)
    if names.count == names.capacity {
      let n = max(2 * names.count, Tableau.initialCapacity)
      names.reserveCapacity(n)
      symbolOf.reserveCapacity(n)
      editSlot.reserveCapacity(n)
    }
    names.append(name)
    symbolOf.append(t.newSymbol(.external, owner: v))
    editSlot.append(-1)
    return Variable(id: v, solverTag: tag)
  }

  func name(of variable: Variable) -> String {
    guard isKnown(variable) else { return variable.description }
    let name = names[Int(variable.id)]
    return name.isEmpty ? variable.description : name
  }

  func isKnown(_ variable: Variable) -> Bool {
    variable.belongs(to: tag) && variable.id >= 0 && Int(variable.id) < names.count
  }

  /// The index of the live constraint slot of `handle`, or `nil` when the handle is stale or
  /// another solver's. Inlined: called from a mutating method (a constant change, a remove), a
  /// call had the optimiser copy the whole core first.
  @inline(__always)
  func slotIndex(_ handle: ConstraintHandle) -> Int? {
    let i = Int(handle.index)
    guard handle.belongs(to: tag), i >= 0, i < slots.count, slots[i].live, !slots[i].isEdit,
      slots[i].generation == handle.generation
    else { return nil }
    return i
  }

  mutating func add(_ constraint: LinearConstraint) throws(SolverError) -> ConstraintHandle {
    try validate(constraint, variableCount: names.count, tag: tag)
    try settlePendingDual()
    t.beginTracking()
    defer { t.endTracking() }
    var slot = try recovering { core throws(SolverError) in
      try core.install(constraint, isEdit: false, holdingSmallPivots: true)
    }
    // Taken, not bound and then cleared: a binding copied the optional twice on every add.
    if let held = heldInstall.take() {
      switch try settleHeldInstall(held, of: constraint) {
      case .kept(let kept): slot = kept
      case .checked(let handle): return handle
      }
    } else if rebuildRefused == slot {
      // The tableau had lost the precision to see the conflict (API fuzz seed 4689: values
      // near 4e9 broke required constraints by 5e8), and the rebuild from the constraints
      // refused this one: rebuild without it and add it once more, on the fresh tableau.
      try rebuild(without: slot)
      slot = try recovering { core throws(SolverError) in
        try core.install(constraint, isEdit: false)
      }
    }
    if t.changedRowsOverflow() {
      // Rows that hold an infinity cannot be pivoted back: rebuild without the constraint.
      try rebuild(without: slot)
      throw .outOfRange(RangeViolation(constraint: constraint, reason: .overflow))
    }
    installedCount += 1
    if earlySettle.isDue(rows: t.rowCount), t.work.optimizePending, !t.journal.isRecording {
      // Failing, it leaves the tableau feasible and the optimisation pending, as before: the
      // next read runs it again and reports.
      _ = try? settle()
    }
    return handle(slot)
  }

  /// Takes back the constraint just installed in `slot` by rebuilding the tableau from the
  /// other live constraints; the slot is free again.
  private mutating func rebuild(without slot: Int32) throws(SolverError) {
    slots[Int(slot)].live = false
    levelsMayBeUnused = true
    freeSlots.append(slot)
    try refactor()
  }

  /// The objective level for the optional `priority`. Before a new level is made, the levels
  /// no live constraint or edit uses are dropped, so that churn through ever new priorities
  /// keeps as many levels (each a dense row over all symbols) as there are priorities in use;
  /// only when one may be unused (``levelsMayBeUnused``), so that a build does not walk its
  /// constraints for each new priority.
  ///
  /// - Complexity: O(log *p*) for a priority in use; O(*p* + *s*) for a new one (the levels
  ///   after it move, and its row has an entry per symbol), O(*n* + *p* log *p*) more when a
  ///   level may be unused, for *n* slots, *p* levels and *s* symbols.
  mutating func objectiveLevel(for priority: Double) -> Int {
    if let k = t.objective.index(of: priority) { return k }
    if levelsMayBeUnused, !t.objective.levels.isEmpty {
      levelWalks += 1
      var used: [Double] = []
      for slot in slots where slot.live && !slot.constraint.strength.isRequired {
        used.append(slot.constraint.strength.priority)
      }
      used.sort()
      t.dropLevels { priority in
        var low = 0
        var high = used.count
        while low < high {
          let mid = (low + high) / 2
          if used[mid] < priority { low = mid + 1 } else { high = mid }
        }
        return low == used.count || used[low] != priority
      }
      // Inside a transaction the levels are kept (see ``Tableau/dropLevels(where:)``).
      if !t.journal.isRecording { levelsMayBeUnused = false }
    }
    return t.level(for: priority)
  }

  /// Checks the tableau's invariants (``Tableau/checkInvariants()``) and that every objective
  /// level has a live optional constraint or edit unless ``levelsMayBeUnused`` says otherwise;
  /// traps with a message when one fails. Compiled to nothing unless `MASONRY_INTERNAL_CHECKS` is defined.
  /// - Complexity: O(cells + symbols × levels + slots).
  func checkInvariants() {
    t.checkInvariants()
    #if MASONRY_INTERNAL_CHECKS
      guard !levelsMayBeUnused else { return }
      var used = Set<Double>()
      for slot in slots where slot.live && !slot.constraint.strength.isRequired {
        used.insert(slot.constraint.strength.priority)
      }
      for priority in t.objective.levels where !used.contains(priority) {
        preconditionFailure("objective level \(priority) is unused, and not noted as such")
      }
    #endif
  }

  /// The handle of the constraint in `slot`.
  func handle(_ slot: Int32) -> ConstraintHandle {
    ConstraintHandle(index: slot, generation: slots[Int(slot)].generation, solverTag: tag)
  }

  mutating func remove(_ handle: ConstraintHandle) throws(SolverError) {
    guard let i = slotIndex(handle) else { throw .unknownConstraint(handle) }
    try settlePendingDual()
    t.beginTracking()
    defer { t.endTracking() }
    let removed = slots[i]
    try recovering(
      { core throws(SolverError) in try core.uninstall(Int32(i)) }, isDone: { _ in () })
    installedCount -= 1
    rebuildAfterRemoving(removed)
  }

  /// Rebuilds the tableau from the constraints that remain after `removed` went, when it leaves
  /// rounding behind. A constraint whose constant is huge next to its coefficients put numbers
  /// of that size in the rows it reached, and their rounding stays behind when it goes (API
  /// fuzz seed 3874: a required equality off by 1.1e-4 after a constant of 1e11 left); so does
  /// one whose coefficients span more than 1 / pivotFloor, through the pivots on its tiny cells,
  /// and the calls after it are no longer checked (seed 33127: a required `62 * v3 == 263` off
  /// by 1.3e-6, 9.5e-7 allowed, after a suggestion, once `-2e10 * v2 - 204 * v1 - 88 == 0` had
  /// gone). An edit is such a constraint when the value it holds is huge (seed 86127: an edit
  /// holding v0 at 6.6e7 carried two variables to -1.8e10 and -3e10 through required
  /// equalities; once it was removed, their values came back near 1 and the required
  /// `277 * v0 + v3 - 10 == 0` was off by 1.7e-5, 8.5e-6 allowed).
  ///
  /// - Complexity: O(1), or a rebuild of every live constraint.
  private mutating func rebuildAfterRemoving(_ removed: Slot) {
    if removed.isWide
      || abs(removed.constraint.expression.constant) * removed.scale > Self.hugeConstant
    {
      try? refactor()
    }
  }

  /// A constant this many times a constraint's largest coefficient leaves rounding in the
  /// tableau that only a rebuild removes (when the constraint goes, or the constant comes
  /// back to a thousandth of it or less), and the call that sets one (a constant change or a
  /// suggestion) is checked against `SolutionTolerance` (see ``verifying(_:widening:_:)``).
  static let hugeConstant = 1e7
  /// A constant this many times a constraint's largest coefficient makes every call checked
  /// while it is live (see ``hugeConstants``): values of that size, and the larger ones the
  /// rows multiply them into, leave rounding in the rows whose values come back near 1 on any
  /// later call, beyond what a rebuild leaves (API fuzz seed 36248: a wish `-162 * v0 + 6 * v3
  /// >= 2e10` carried `v1` to -3.5e11, and the required `102 * v0 + 96 * v1 == 208` added next
  /// was off by 4e-5, scaled, 9.7e-6 allowed). Ten times ``hugeConstant``, above the
  /// 16,777,215-point maximum sizes of a GUI (a layout that uses them pays no check).
  static let checkedConstant = 1e8
  /// A cell this large in the rows makes every call checked (see ``verifying(_:widening:_:)``):
  /// the cells a pivot computes carry the rounding of the products that made them, and where
  /// those reach 1e7 and cancel down to 100 the difference of two cells that are equal in exact
  /// arithmetic is 1e-8, which phase 1 can take for a direction and pivot on (`.csys` fuzz case
  /// 31899: cells of 5.8e7, after a required `v2 == 547 * v0 + 106 * v3` cancelled them, left
  /// two cells of -130.431444 that differ by 7e-9; a required `v0 == 0` that conflicts with
  /// the system entered that difference, was accepted, and left the equality off by 18).
  /// Cells of 1e5 did as much at the precision of the tolerance (`.csys` fuzz case 268540: cells
  /// of 1.1e5 left a required equality off by 8.6 times what it allows; case 84323: 5.3e5, 3.9
  /// times). Layouts keep their cells near their multipliers: 277 is the largest the bench's
  /// families write at 10,000, so that a layout pays no check.
  static let checkedCell = 1e4

  mutating func setConstant(_ constant: Double, of handle: ConstraintHandle) throws(SolverError) {
    guard let i = slotIndex(handle) else { throw .unknownConstraint(handle) }
    guard constant.isFinite else { throw .nonFiniteNumber(constant, .constant) }
    // The slot's numbers, not a copy of the slot (its constraint is copied on the way to an
    // error only).
    let old = slots[i].constraint.expression.constant
    let largest = slots[i].constraint.expression.terms.isEmpty ? 0 : 1 / slots[i].scale
    try checkConstant(constant, largestCoefficient: largest) { reason in
      var changed = slots[i].constraint
      changed.expression.constant = constant
      return RangeViolation(constraint: changed, handle: handle, reason: reason)
    }
    // The dual simplex starts from an optimum. An optional constraint's change cannot make the
    // tableau infeasible: its dual simplex joins the one suggestions and other optional changes
    // left pending. A required one's runs now, from the optimum, to find a conflict.
    if slots[i].constraint.strength.isRequired || t.work.optimizePending { try settle() }
    try recovering { core throws(SolverError) in
      try core.changeConstant(Int32(i), to: constant, handle: handle)
    }
    rebuildAfterShrinking(Int32(i), from: old, to: constant)
  }

  /// Rebuilds the tableau from the constraints when the constant of the constraint in `slot`
  /// was `old`, more than ``hugeConstant`` times its largest coefficient, and is now `constant`,
  /// a thousandth of it or less: the rounding of its size stays in the rows it
  /// reached (API fuzz seed 344: 2e10 then -288 left a required equality off by 6.6e-6). An
  /// edit's constant is the value it holds (seed 322450: an edit added while v2 read 4.7e8,
  /// then a suggestion of -252, left the required `-282 * v0 + 60 * v2 - 150 <= 0` off by
  /// 4.8e-6, 2.1e-7 allowed).
  ///
  /// - Complexity: O(1), or a rebuild of every live constraint.
  private mutating func rebuildAfterShrinking(
    _ slot: Int32, from old: Double, to constant: Double
  ) {
    let scale = slots[Int(slot)].scale
    let scaledOld = abs(old) * scale
    if scaledOld > Self.hugeConstant, abs(constant) * scale * 1e3 < scaledOld {
      try? refactor()
    }
  }

  mutating func setStrength(_ strength: Strength, of handle: ConstraintHandle) throws(SolverError) {
    guard let i = slotIndex(handle) else { throw .unknownConstraint(handle) }
    guard strength.isValid else { throw .invalidStrength(strength) }
    try settlePendingDual()
    t.beginTracking()
    defer { t.endTracking() }
    let change = { (core: inout SimplexCore) throws(SolverError) in
      try core.changeStrength(Int32(i), to: strength, handle: handle)
    }
    // A change between optional strengths has taken effect when only its optimisation failed.
    try recovering(change) { core in core.slots[i].constraint.strength == strength ? () : nil }
  }

  mutating func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
    guard isKnown(variable) else { throw .unknownVariable(variable) }
    guard strength.isValid else { throw .invalidStrength(strength) }
    guard !strength.isRequired else { throw .requiredEditStrength(variable) }
    guard editSlot[Int(variable.id)] < 0 else { throw .duplicateEditVariable(variable) }
    try settlePendingDual()
    let current = value(of: variable)
    let edit = LinearConstraint(Expression(variable) - current, .equal, strength: strength)
    t.beginTracking()
    defer { t.endTracking() }
    editSlot[Int(variable.id)] = try recovering { core throws(SolverError) in
      try core.install(edit, isEdit: true)
    }
  }

  mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
    guard isKnown(variable), editSlot[Int(variable.id)] >= 0 else {
      throw .unknownEditVariable(variable)
    }
    try settlePendingDual()
    t.beginTracking()
    defer { t.endTracking() }
    let slot = editSlot[Int(variable.id)]
    let removed = slots[Int(slot)]
    try recovering({ core throws(SolverError) in try core.uninstall(slot) }, isDone: { _ in () })
    editSlot[Int(variable.id)] = -1
    rebuildAfterRemoving(removed)
  }

  mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
    guard isKnown(variable), editSlot[Int(variable.id)] >= 0 else {
      throw .unknownEditVariable(variable)
    }
    guard value.isFinite else { throw .nonFiniteNumber(value, .suggestion(variable)) }
    try checkSuggestion(value, for: variable)
    // A dual simplex left pending by the suggestions before this one stays so: this one's
    // shift joins it.
    if t.work.optimizePending { try settle() }
    let slot = editSlot[Int(variable.id)]
    let old = slots[Int(slot)].constraint.expression.constant
    try recovering { core throws(SolverError) in
      try core.changeConstant(slot, to: -value, handle: nil)
    }
    rebuildAfterShrinking(slot, from: old, to: -value)
  }

  mutating func value(of variable: Variable) -> Double {
    guard isKnown(variable) else { return 0 }
    if t.work.settlePending { settleForRead() }
    return t.value(symbolOf[Int(variable.id)])
  }

  /// The number of variables from which ``values(of:)`` reads through the arrays' buffers: a
  /// read of fewer costs less one by one than that loop's set-up (some 500 instructions).
  static var batchRead: Int { 4 }

  /// ``value(of:)`` for each of `variables`, in one pass (see ``Tableau/values(of:into:)``).
  mutating func values(of variables: [Variable]) -> [Double] {
    let n = variables.count
    guard n > 0 else { return [] }
    if t.work.settlePending { settleForRead() }
    // The values go into an array kept in the scratch space: handed out and kept, it is
    // unique again at the next call once the caller let it go, and written in place (a new
    // array cost some 500 instructions a call, more than a small screen's whole read).
    var values: [Double] = []
    swap(&values, &t.scratch.values)
    values.resize(to: n, with: 0)
    let tag = self.tag
    let known = names.count
    if n < Self.batchRead {
      values.withUnsafeMutableBufferPointer { out in
        for k in 0..<n {
          let variable = variables[k]
          let i = Int(variable.id)
          out[k] = variable.belongs(to: tag) && i >= 0 && i < known ? t.value(symbolOf[i]) : 0
        }
      }
    } else {
      // The values known without an evaluation (a row's constant, a memoised definition)
      // first, one by one, up to the first that needs one: a read after a report that
      // evaluated them (see ``takeChangedByDiff()``) costs no batch's set-up.
      let first = readKnownValues(variables, into: &values)
      guard first < n else {
        t.scratch.values = values
        return values
      }
      // The symbols of the rest (-1 for a variable of no symbol here), then their values.
      var symbols: [Int32] = []
      swap(&symbols, &t.scratch.valueSymbols)
      if symbols.count < n { symbols.pad(to: n, with: -1) }
      symbols.withUnsafeMutableBufferPointer { symbols in
        symbolOf.withUnsafeBufferPointer { symbolOf in
          for k in first..<n {
            let variable = variables[k]
            let i = Int(variable.id)
            symbols[k] = variable.belongs(to: tag) && i >= 0 && i < known ? symbolOf[i] : -1
          }
        }
        values.withUnsafeMutableBufferPointer { out in
          t.values(
            of: UnsafeBufferPointer(rebasing: symbols[first..<n]),
            into: UnsafeMutableBufferPointer(rebasing: out[first..<n]))
        }
      }
      swap(&symbols, &t.scratch.valueSymbols)
    }
    t.scratch.values = values
    return values
  }

  /// Reads into `values` the values of `variables` from the front that are known without an
  /// evaluation: a basic symbol's row constant or a memoised definition's value (a parametric
  /// symbol is 0, a variable of another solver 0). Returns the index of the first that needs
  /// an evaluation (`variables.count` when none does).
  private mutating func readKnownValues(
    _ variables: [Variable], into values: inout [Double]
  ) -> Int {
    Self.readKnownValues(
      variables, into: &values, tag: tag, known: names.count, symbolOf: symbolOf,
      rowOf: t.symbols.rowOf, rowConstant: t.rows.constant, definitionSeq: t.defs.seq,
      memoStamp: t.memo.stamp, memoValue: t.memo.value, version: t.memo.version)
  }

  /// The loop of ``readKnownValues(_:into:)`` over the arrays' buffers, handed in as
  /// arguments (``Tableau/knownValue(_:)`` a variable, reading each array through the
  /// tableau, cost a read after a small screen's report some 45 instructions a value). Out of
  /// line: inlined into ``values(of:)``, the loop over the symbols there ran some 4,000
  /// instructions more a read of `nested-1000`'s rounds.
  @inline(never)
  private static func readKnownValues(
    _ variables: [Variable], into values: inout [Double], tag: UInt32, known: Int,
    symbolOf: [Int32], rowOf: [Int32], rowConstant: [Double], definitionSeq: [UInt32],
    memoStamp: [UInt32], memoValue: [Double], version: UInt32
  ) -> Int {
    values.withUnsafeMutableBufferPointer { out in
      variables.withUnsafeBufferPointer { variables in
        symbolOf.withUnsafeBufferPointer { symbolOf in
          rowOf.withUnsafeBufferPointer { rowOf in
            rowConstant.withUnsafeBufferPointer { rowConstant in
              definitionSeq.withUnsafeBufferPointer { definitionSeq in
                memoStamp.withUnsafeBufferPointer { memoStamp in
                  memoValue.withUnsafeBufferPointer { memoValue in
                    var k = 0
                    while k < variables.count {
                      let variable = variables[k]
                      let i = Int(variable.id)
                      if variable.belongs(to: tag), i >= 0, i < known {
                        // ``Tableau/knownValue(_:)``.
                        let s = Int(symbolOf[i])
                        let r = rowOf[s]
                        if r >= 0 {
                          out[k] = rowConstant[Int(r)]
                        } else if definitionSeq[s] == 0 {
                          out[k] = 0
                        } else if memoStamp[s] == version {
                          out[k] = memoValue[s]
                        } else {
                          return k
                        }
                      } else {
                        out[k] = 0
                      }
                      k += 1
                    }
                    return k
                  }
                }
              }
            }
          }
        }
      }
    }
  }

  /// Runs the dual simplex that suggestions and optional constant changes left pending
  /// (``WorkLists/dualPending``): every other call starts from an optimum, and a transaction
  /// never begins with one pending (its rollback empties the queue of infeasible rows).
  mutating func settlePendingDual() throws(SolverError) {
    if t.work.dualPending { try settle() }
  }

  /// ``settle()`` for a read that cannot throw: when even a rebuilt tableau does not reach the
  /// optimum (numerical trouble that ``solve()`` reports), the values read are those of the
  /// tableau the attempt left (feasible, unless the dual simplex of suggestions is what failed),
  /// and so are those of every read until a call changes the tableau (``failedReadVersion``);
  /// the read after that tries again. Each read tried again before, going on from where the
  /// last one ran out of pivots: values moved from one read to the next with no call between.
  mutating func settleForRead() {
    guard failedReadVersion != t.memo.version else { return }
    do { try settle() } catch { failedReadVersion = t.memo.version }
  }
}

extension SimplexCore {
  /// The most variables for which a report compares every value with the last report's
  /// instead of tracking what each call moves.
  static var diffReportLimit: Int { 64 }

  /// Starts the period after a report: one that compares values when the solver has
  /// ``diffReportLimit`` variables or fewer (the snapshot read now when the period before
  /// tracked instead).
  mutating func startReportPeriod() {
    guard names.count <= Self.diffReportLimit else {
      // Grown past the limit in a period that compared, the next one tracks, and every one
      // after it (a solver's variables only grow): the comparison's arrays go, as long as the
      // variables were at that report (a solver grown to 100,000 variables in one period kept
      // some 3 MB of them).
      if t.changes.reportsByDiff {
        t.changes.reportsByDiff = false
        t.changes.snapshot = []
        t.changes.current = []
        diffReport = []
        diffReportScratch = []
      }
      return
    }
    if !t.changes.reportsByDiff {
      var snapshot: [Double] = []
      swap(&snapshot, &t.changes.snapshot)
      readAllValues(into: &snapshot)
      swap(&snapshot, &t.changes.snapshot)
      t.changes.reportsByDiff = true
    }
    t.changes.allChanged = true
  }

  /// The value of every variable, in index order, into `values` (resized to fit).
  private mutating func readAllValues(into values: inout [Double]) {
    let n = names.count
    values.resize(to: n, with: 0)
    symbolOf.withUnsafeBufferPointer { syms in
      values.withUnsafeMutableBufferPointer { out in
        t.values(of: UnsafeBufferPointer(rebasing: syms[0..<n]), into: out)
      }
    }
  }

  /// The report of a period that compares values: the variables whose value is not the one
  /// of the last report, bit for bit (a variable made since counts as moved), in ascending
  /// order.
  mutating func takeChangedByDiff() -> [Variable] {
    var values: [Double] = []
    var snapshot: [Double] = []
    swap(&values, &t.changes.current)
    swap(&snapshot, &t.changes.snapshot)
    readAllValues(into: &values)
    let tag = self.tag
    // The list goes into the array the last report handed out (its reader let it go since: it
    // is unique again) at once, from a scratch list written through its buffer in one pass over
    // the values: a new array a report (reserved for the variables a first pass counted, then
    // appended one by one) and its release by the reader cost a small screen's round some 375
    // instructions more, 5% of it. Held on to by the reader, the array is copied at the append
    // instead, as any array is.
    let n = values.count
    var list: [Variable] = []
    swap(&list, &diffReportScratch)
    if list.count < n { list.pad(to: n, with: Variable(id: -1, solverTag: tag)) }
    let count = values.withUnsafeBufferPointer { values in
      snapshot.withUnsafeBufferPointer { snapshot in
        list.withUnsafeMutableBufferPointer { list in
          // A variable made since the last report counts as moved.
          let old = Swift.min(snapshot.count, n)
          var count = 0
          for i in 0..<n where i >= old || values[i].bitPattern != snapshot[i].bitPattern {
            list[count] = Variable(id: Int32(i), solverTag: tag)
            count += 1
          }
          return count
        }
      }
    }
    var changed: [Variable] = []
    swap(&changed, &diffReport)
    changed.removeAllKeepingCapacity()
    list.withUnsafeBufferPointer { changed.append(contentsOf: $0[0..<count]) }
    swap(&list, &diffReportScratch)
    diffReport = changed
    swap(&values, &snapshot)
    swap(&values, &t.changes.current)
    swap(&snapshot, &t.changes.snapshot)
    t.changes.endPeriod()
    startReportPeriod()
    return changed
  }
}
