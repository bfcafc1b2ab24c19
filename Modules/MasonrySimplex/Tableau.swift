// SPDX-License-Identifier: MIT

/// The one tolerance of the simplex engine.
///
/// Input rows are scaled so that their largest coefficient is 1 before they reach the tableau,
/// so an absolute cut-off means the same thing for every constraint: a coefficient or a row
/// constant whose magnitude is below `nearZero` is treated as zero (pruned from rows, not
/// chosen as a pivot, not reported as infeasible). 1e-9 keeps about seven significant digits of
/// headroom for pixel layouts with coordinates up to 1e7 while staying far above the rounding
/// noise (about 1e-13 after thousands of pivots) that a tableau accumulates.
let nearZero = 1e-9

/// Rounding residue in an objective level, relative to the level's largest error weight (see
/// ``Tableau/objectiveTolerance(_:)``): a hundred times the 1e-13 a row accumulates, so that
/// levels whose weights stay below 100 keep the plain ``nearZero``.
let objectiveNoise = 1e-11

/// Among pivot candidates whose ratios tie, the smallest pivot element accepted, relative to
/// the largest one of the tie. A pivot on a coefficient a million times smaller than an
/// equally good one turns rounding noise into huge numbers; passing it over costs nothing.
let pivotFloor = 1e-6

/// The largest ``Tableau/magnitudeGain`` of a system whose calls run unchecked: beyond it,
/// every call is checked for values beyond the doubles (see
/// ``SimplexCore/verifying(_:widening:_:)``). The values are at most about that gain times the
/// constants (1e10 at most after scaling, by the range rule), so 1e100 leaves some 1e198 of
/// headroom before a double overflows, while no layout comes near it (its gains are the
/// products of multipliers along a chain of constraints).
let gainLimit = 1e100

/// What a tableau symbol stands for.
enum SymbolKind: UInt8 {
  /// A user variable: unrestricted in sign.
  case external
  /// An inequality's slack, or the artificial variable of phase 1: never negative.
  case slack
  /// The error of a non-required constraint: never negative, weighted in the objective.
  case error
  /// The marker of a required equality: always zero, never enters the basis.
  case dummy

  /// Whether the symbol is sign-restricted: a slack or an error.
  @inline(__always)
  var isRestricted: Bool { self == .slack || self == .error }
}

/// The simplex tableau of ``SimplexSolver``: integer symbols, struct-of-arrays storage, sparse
/// sorted rows, a column index, and one dense objective row per priority level in use.
///
/// The state that defines the tableau is `symbols`, `rows`, `defs` and `objective`; the rest
/// (`work`, `changes`, `memo`, `scratch`, `accumulator`, `journal`) is bookkeeping. Each is a
/// small type in its own file that states its invariants. The methods here are the ones that
/// keep several of them in step (allocation, the journaled writes, substitution and the pivot).
///
/// A basic row `r` reads `rows.basic[r] = rows.constant[r] + Σ coef * sym` over its cells:
/// parametric (non-basic) symbols, sorted by symbol id. Besides basic and parametric, an
/// external symbol can be *defined*: when a constraint arrives that mentions a variable nothing
/// else mentions yet, that variable is solved for and kept as a definition over other symbols,
/// without touching the tableau at all. Definitions are expanded (in reverse definition order,
/// so that shared prefixes cancel) only when a later constraint mentions the variable. This is
/// what keeps chains and grids linear: the position of the thousandth view in a row is never
/// written out as a sum of a thousand widths unless a constraint really needs it.
struct Tableau {
  /// Every symbol's kind, owner, basic row and column.
  var symbols = SymbolTable()
  /// The basic rows.
  var rows = RowStore()

  /// The definitions of defined externals.
  var defs = Definitions()
  /// The objective levels.
  var objective = Objective()

  /// The symbols that may enter the basis and the rows that may be infeasible.
  var work = WorkLists()
  /// Which symbols moved, for the reports of changed variables.
  var changes = ChangeTracker()
  /// The values of defined variables, memoised.
  var memo = ValueMemo()
  /// Buffers the row operations reuse.
  var scratch = Scratch()
  /// The rows the last suggestions shifted, kept while no row changes.
  var shiftPlans = ShiftPlans()
  /// Where a new row is summed up.
  var accumulator = Accumulator()
  /// The transaction journal, active while a call that may fail runs.
  var journal = Journal()
  /// The definitions the reorientation walk is known to get nowhere from.
  var deadEnds = DeadEnds()

  /// Pivot budget for one call; exceeded means numerical trouble, reported instead of looping.
  var pivotBudget = 0
  /// Pivots since the tableau was made.
  var pivotCount = 0
  /// Dual-simplex pivots that flipped a symbol to its bound instead of entering it into the
  /// infeasible row (a subset of `pivotCount`), since the tableau was made.
  var boundFlips = 0
  /// Primal-simplex pivots that passed a breakpoint of the entering symbol by flipping a row's
  /// basic symbol to its partner (a subset of `pivotCount`; see ``longStep(for:)``), since
  /// the tableau was made.
  var primalFlips = 0
  /// Degenerate pivots of a short symbol into a row at zero that blocked the long step of an
  /// entering symbol with a long column (see ``longStep(for:)``), since the tableau was
  /// made.
  var primalRepairs = 0
  /// Row constants ``shiftRows(holding:by:)`` shifted since the tableau was made.
  var shiftedRows = 0
  /// Defined variables ``spreadChanges()`` added to calls' changes since the tableau was made.
  var spreadDefinitions = 0
  /// Substitutions into a long row that a deferral summed instead of writing them (see
  /// ``DeferredRows``), since the tableau was made.
  var deferredSubstitutions = 0
  /// Deferred rows merged with what they were owed, since the tableau was made.
  var deferredMerges = 0
  /// Cells the substitutions of pivots walked (each row's cells plus the pivot row's) since
  /// the tableau was made: the work of the pivots, whatever their count.
  var substitutedCells = 0
  /// Candidates the primal simplex took out of the work lists and passed over because they
  /// could not enter (basic by then, or a reduced cost not lexicographically negative), since
  /// the tableau was made.
  var staleCandidates = 0
  /// Reduced costs dropped as rounding residue since this was last cleared: a sign that the
  /// tableau's rounding error has grown (see ``SimplexCore/refactor()``).
  var residueDrops = 0
  /// Pivots on a cell below ``pivotFloor`` times its row's largest (the only cell that bounded
  /// the entering direction) since this was last cleared: such a cell may be the rounding
  /// residue of a cancellation, and the pivot then spreads it through the tableau as structure
  /// (see ``SimplexCore/recovering(keepingRebuild:_:isDone:)``).
  var smallPivots = 0
  /// Whether the simplex stops to have the tableau rebuilt (``PivotOutcome/stoppedToRebuild``)
  /// right after a pivot on a noise-sized cell, or once ``substitutedCells`` passes
  /// ``workLimit``, instead of going on; and whether it did.
  var rebuildStop = RebuildStop.off
  /// The ``substitutedCells`` past which an armed optimisation stops (see ``rebuildStop``).
  var workLimit = Int.max

  /// See ``rebuildStop``.
  enum RebuildStop {
    case off
    /// The next pivot on a noise-sized cell, or past the work limit, ends the optimisation.
    case armed
    /// One did.
    case stopped
  }

  /// Whether an armed optimisation stops after the pivot just made (see ``rebuildStop``).
  @inline(__always)
  var stopsToRebuild: Bool {
    rebuildStop == .armed && (smallPivots > 0 || substitutedCells > workLimit)
  }

  var symbolCount: Int { symbols.count }
  var rowCount: Int { rows.count }

  /// How far the tableau can multiply the constants it is given: its largest cell times its
  /// largest definition gain (each at least 1). Cells grow through substitution (a chain of
  /// `y == 1e6 * x` rows under an edit of its head holds cells of 1e6, 1e12, ...), and
  /// definitions through chains of definitions (``Definitions/gain``).
  ///
  /// - Complexity: O(1).
  var magnitudeGain: Double { max(1, rows.largestCellBound) * max(1, defs.largestGain) }

  // MARK: - Allocation

  mutating func newSymbol(_ symbolKind: SymbolKind, owner symbolOwner: Int32) -> Int32 {
    if symbolKind == .external { symbols.externalCount += 1 }
    if let s = symbols.free.popLast() {
      let i = Int(s)
      // A reused id was nothing's: no walk went through it, and none will think it did.
      deadEnds.remove(s)
      symbols.kind[i] = symbolKind
      symbols.owner[i] = symbolOwner
      symbols.rowOf[i] = -1
      symbols.columns.clear(i)
      symbols.columnLimit[i] = SymbolTable.firstColumnLimit
      work.isCandidate[i] = false
      defs.setSeq(i, 0)
      defs.forget(i)
      defs.constant[i] = 0
      defs.gain[i] = 0
      symbols.refs[i] = 0
      memo.stamp[i] = 0
      changes.dependents.clear(i)
      changes.dependentsEpoch &+= 1
      noteBorn(s)
      return s
    }
    // A new id: every per-symbol array but `kind` already holds its entry, at its default
    // (see ``extendSymbolRoom()``); only the kind, the owner and the column's place are
    // written. (An append to each of them, some twenty, each with its check of the array's
    // uniqueness, was 22% of the instructions of `chain-1000`'s build.)
    let s = Int32(symbols.kind.count)
    if symbols.kind.count == symbols.room { extendSymbolRoom() }
    symbols.kind.append(symbolKind)
    symbols.owner[Int(s)] = symbolOwner
    symbols.columns.open(Int(s))
    noteBorn(s)
    return s
  }

  /// The fewest symbol ids and row ids the per-symbol and per-row arrays make room for at
  /// once: a small system grows them once, not at 1, 2, 4, ... entries each (some twenty
  /// arrays a symbol: enaml's build paid about 300 reallocations for its 250 symbols).
  static let initialCapacity = 64

  /// Makes capacity for `count` symbol ids (at least ``initialCapacity``) in every per-symbol
  /// array at once, writing no entry (see ``SymbolTable/capacity``): the arrays' existing
  /// entries move to buffers that large, whose pages the system maps when an entry is written.
  mutating func reserveSymbolCapacity(_ count: Int) {
    let n = Swift.max(count, Self.initialCapacity)
    guard n > symbols.capacity else { return }
    sizeSymbolArrays(room: symbols.room, capacity: n)
  }

  /// Writes the entries of the next symbol ids in every per-symbol array but `kind`, at the
  /// value a new symbol starts with (see ``SymbolTable/room``), so that
  /// ``newSymbol(_:owner:)`` writes only what differs. The room doubles (from
  /// ``initialCapacity``) up to ``roomInEighths`` symbols, and then grows by an eighth, within
  /// the capacity; the arrays move to twice the capacity when they reach it. So a reservation
  /// larger than the symbols made (a layout engine's hint counts them generously) is not
  /// written, and a large table writes at most an eighth ahead of its symbols.
  mutating func extendSymbolRoom() {
    let room = symbols.room
    let n = room + Swift.max(room < Self.roomInEighths ? room : room / 8, Self.initialCapacity)
    let c = n > symbols.capacity ? Swift.max(n, 2 * symbols.capacity) : symbols.capacity
    sizeSymbolArrays(room: n, capacity: c)
  }

  /// Gives every per-symbol array but `kind` `room` entries (those it lacks at the value a new
  /// symbol starts with), and every one of them capacity for `capacity` ids at least: the one
  /// list of those arrays, for ``reserveSymbolCapacity(_:)`` and ``extendSymbolRoom()``.
  private mutating func sizeSymbolArrays(room n: Int, capacity c: Int) {
    symbols.kind.reserveCapacity(c)
    symbols.owner.pad(to: n, with: 0, capacity: c)
    symbols.rowOf.pad(to: n, with: -1, capacity: c)
    symbols.columns.reserveSymbols(n, capacity: c)
    symbols.columnLimit.pad(to: n, with: SymbolTable.firstColumnLimit, capacity: c)
    symbols.refs.pad(to: n, with: 0, capacity: c)
    work.isCandidate.pad(to: n, with: false, capacity: c)
    defs.reserveSymbols(n, capacity: c)
    memo.value.pad(to: n, with: 0, capacity: c)
    memo.stamp.pad(to: n, with: 0, capacity: c)
    changes.isReported.pad(to: n, with: false, capacity: c)
    changes.sessionStamp.pad(to: n, with: 0, capacity: c)
    changes.dependents.reserveSymbols(n, capacity: c)
    accumulator.values.pad(to: n, with: 0, capacity: c)
    accumulator.isIn.pad(to: n, with: false, capacity: c)
    objective.padSymbols(to: n, capacity: c)
  }

  /// The room from which ``extendSymbolRoom()`` grows it by an eighth rather than doubling it:
  /// below, the entries written ahead are a few hundred kilobytes at most, and fewer steps cost
  /// a small system fewer instructions.
  static let roomInEighths = 8_192

  /// Makes room for `count` row ids (at least ``initialCapacity``) in every per-row array at
  /// once (see ``reserveSymbolCapacity(_:)``).
  mutating func reserveRows(_ count: Int) {
    let n = Swift.max(count, Self.initialCapacity)
    rows.reserveRows(n)
    work.isQueued.reserveCapacity(n)
    scratch.visitStamp.reserveCapacity(n)
    journal.rowSavedTick.reserveCapacity(n)
  }

  /// Returns a symbol to the free list. Its objective entries must already be zero.
  mutating func freeSymbol(_ s: Int32) {
    let i = Int(s)
    for k in objective.levels.indices where objective[k, i] != 0 { writeObj(k, s, 0) }
    if journal.isRecording { saveColumn(s) }
    // Only externals are what a walk steps through or stops at.
    if symbols.kind[i] == .external { deadEnds.invalidate() }
    symbols.columns.clear(i)
    defs.forget(i)
    defs.setSeq(i, 0)
    if journal.isRecording { journal.freedSymbols.append(s) } else { symbols.free.append(s) }
  }

  mutating func newRow() -> Int32 {
    if let r = rows.free.popLast() {
      touchRow(r)
      return r
    }
    let r = Int32(rows.basic.count)
    rows.epoch &+= 1
    if rows.basic.count == rows.basic.capacity { reserveRows(2 * rows.basic.count) }
    rows.appendRow()
    work.isQueued.append(false)
    scratch.visitStamp.append(0)
    journal.rowSavedTick.append(0)
    return r
  }

  /// Drops a basic row: its basic symbol becomes parametric.
  mutating func dropRow(_ r: Int32) {
    touchRow(r)
    let i = Int(r)
    let basic = rows.basic[i]
    if basic >= 0 {
      setRowOf(basic, -1)
      noteChanged(basic, before: rows.constant[i])
    }
    rows.basic[i] = -1
    rows.clearCells(i)
    rows.constant[i] = 0
    if journal.isRecording { journal.freedRows.append(r) } else { rows.free.append(r) }
  }

  // MARK: - Journaled primitives

  /// What every write of row `r` does first (its epoch, an optimistic shift's saved
  /// constant); returns whether the journal still wants the row (a transaction is recording
  /// and has not saved it whole).
  @inline(__always)
  private mutating func beginWrite(_ r: Int32) -> Bool {
    rows.epoch &+= 1
    if journal.savesConstants { journal.saveConstant(r, rows.constant[Int(r)]) }
    return journal.wantsRow(r)
  }

  mutating func touchRow(_ r: Int32) {
    guard beginWrite(r) else { return }
    let i = Int(r)
    journal.rowSavedTick[i] = journal.tick
    journal.rows.append(
      SavedRow(
        index: r, start: journal.savedCellCount, count: rows.cellCount(i),
        constant: rows.constant[i], basic: rows.basic[i]))
    // The journal writes no row, so the cells stay where they are.
    let (syms, coefs) = rows.cells(i)
    journal.saveCells(syms, coefs)
  }

  /// ``touchRow(_:)`` before a write of row `r`'s constant alone: inside a transaction, a row
  /// not saved yet leaves its constant in the journal, not a copy of its cells.
  mutating func touchConstant(_ r: Int32) {
    guard beginWrite(r) else { return }
    journal.rowConstants.append((r, rows.constant[Int(r)]))
  }

  /// ``touchRow(_:)`` before a merge changes row `r`'s cells at `syms` (sorted), and no others:
  /// inside a transaction, a row not saved yet leaves those cells as they were (`old`, zero
  /// where the row does not hold the symbol) in the journal, not a copy of all its cells.
  mutating func touchPatch(_ r: Int32, _ syms: [Int32], _ old: [Double]) {
    guard beginWrite(r) else { return }
    journal.patches.append(
      SavedPatch(index: r, start: journal.savedCellCount, count: syms.count))
    syms.withUnsafeBufferPointer { s in
      old.withUnsafeBufferPointer { c in journal.saveCells(s, c) }
    }
  }

  mutating func setRowOf(_ s: Int32, _ r: Int32) {
    if journal.isRecording { journal.rowOf.append((s, symbols.rowOf[Int(s)])) }
    // An external that leaves the basis may be free now: a walk may get through it (the walk
    // steps through externals only).
    if r < 0, symbols.kind[Int(s)] == .external { deadEnds.invalidate() }
    symbols.rowOf[Int(s)] = r
  }

  mutating func writeObj(_ k: Int, _ s: Int32, _ value: Double) {
    if journal.isRecording { journal.saveObj((Int32(k), s, objective[k, Int(s)])) }
    objective[k, Int(s)] = value
  }

  // MARK: - Rows

  /// The coefficient of `s` in row `r`, 0 when absent. Inlined: called from a mutating method
  /// (the dual simplex, a remove), a call had the optimiser copy the whole tableau first.
  @inline(__always)
  func coefficient(of s: Int32, inRow r: Int32) -> Double {
    rows.withCells(Int(r)) { syms, coefs in
      let at = lowerBound(of: s, in: syms)
      return at < syms.count && syms[at] == s ? coefs[at] : 0
    }
  }

  /// Whether the row's basic symbol is sign-restricted (a slack or an error). Inlined: called
  /// from the mutating ``noteConstant(_:)``, a call had the optimiser copy the whole tableau
  /// first.
  @inline(__always)
  func isRestrictedRow(_ r: Int32) -> Bool {
    let basic = rows.basic[Int(r)]
    guard basic >= 0 else { return false }
    return symbols.kind[Int(basic)].isRestricted
  }

  /// Installs `syms`/`coefs` as the row of `basic`, registering it in the columns; `basic`
  /// is noted as changed unless its value was `previous` and stays so.
  mutating func installRow(
    _ basic: Int32, syms: [Int32], coefs: [Double], constant: Double, previous: Double? = nil
  ) -> Int32 {
    let r = newRow()
    let i = Int(r)
    rows.setCells(i, syms, coefs)
    for c in coefs { rows.largestCellBound = max(rows.largestCellBound, abs(c)) }
    rows.constant[i] = constant
    if !(abs(constant) <= rows.valueMark) { rows.valueMark = abs(constant) }
    rows.basic[i] = basic
    setRowOf(basic, r)
    if let previous { noteChanged(basic, from: previous, to: constant) } else { noteChanged(basic) }
    appendColumns(syms, r)
    noteConstant(r)
    return r
  }

  /// Queues a restricted row whose constant went negative.
  mutating func noteConstant(_ r: Int32) {
    let i = Int(r)
    if rows.constant[i] < -nearZero, work.mayQueue(r), isRestrictedRow(r) {
      work.queueInfeasible(r, constant: dualKey(r))
    }
  }

  /// The live rows that hold `s`, each once; cleans the column list on the way when allowed.
  /// The result is a scratch array: give it back with ``recycle(_:)`` when done.
  mutating func rowsHolding(_ s: Int32) -> [Int32] {
    var unused: [Double] = []
    return rowsHolding(s, coefficients: &unused, noting: false)
  }

  /// ``rowsHolding(_:)``, with `s`'s coefficient in each row in `coefficients` (emptied first),
  /// by the search that finds the rows live: a pivot's substitution needs both.
  mutating func rowsHolding(_ s: Int32, coefficients: inout [Double]) -> [Int32] {
    rowsHolding(s, coefficients: &coefficients, noting: true)
  }

  /// The length from which ``rowsHolding(_:)`` collects a column's rows through buffers and
  /// appends them at once: below it, the bulk append's fixed cost is more than the appends.
  static var bulkWalk: Int { 32 }

  /// The two above, one walk; `noting` is a constant at each (inlined) call.
  @inline(__always)
  private mutating func rowsHolding(
    _ s: Int32, coefficients: inout [Double], noting: Bool
  ) -> [Int32] {
    if noting { coefficients.removeAllKeepingCapacity() }
    scratch.startVisit()
    var result = scratch.holding.popLast() ?? []
    result.removeAllKeepingCapacity()
    // Valid until the next write to the columns: none below until the walk is done.
    let list = symbols.columns.rows(Int(s))
    let tick = scratch.visitTick
    // Through a buffer of a local: a stamp written through the nested array would be checked
    // for uniqueness on every row.
    var stamps = scratch.visitStamp
    scratch.visitStamp = []
    if list.count < Self.bulkWalk {
      stamps.withUnsafeMutableBufferPointer { stamps in
        walk(list, holding: s, stamps: stamps, tick: tick) { r, c in
          result.append(r)
          if noting { coefficients.append(c) }
        }
      }
    } else {
      // A long column: the rows found, and their coefficients, through buffers as long as the
      // column (an append per row checked the array's uniqueness each time), then appended at
      // once.
      var found = scratch.foundRows
      var foundCoefs = scratch.foundCoefs
      scratch.foundRows = []
      scratch.foundCoefs = []
      if found.count < list.count {
        found.append(contentsOf: repeatElement(0, count: 2 * list.count - found.count))
      }
      if noting, foundCoefs.count < list.count {
        foundCoefs.append(contentsOf: repeatElement(0, count: 2 * list.count - foundCoefs.count))
      }
      var n = 0
      stamps.withUnsafeMutableBufferPointer { stamps in
        found.withUnsafeMutableBufferPointer { found in
          foundCoefs.withUnsafeMutableBufferPointer { foundCoefs in
            walk(list, holding: s, stamps: stamps, tick: tick) { r, c in
              found[n] = r
              if noting { foundCoefs[n] = c }
              n += 1
            }
          }
        }
      }
      result.append(contentsOf: found[0..<n])
      if noting { coefficients.append(contentsOf: foundCoefs[0..<n]) }
      scratch.foundRows = found
      scratch.foundCoefs = foundCoefs
    }
    scratch.visitStamp = stamps
    if result.count < list.count {
      // Written back in place: the column shrinks within its room. Inside a transaction too: a
      // rollback appends every restored row to the columns of its symbols again, so a column
      // cleaned now still lists every row that holds its symbol afterwards (and a column that
      // only transactions touch, the label column's under required constant changes, would
      // otherwise gain a stale entry per row per pivot, for ever).
      symbols.columns.replace(Int(s), with: result)
      if result.isEmpty, symbols.kind[Int(s)] == .external { deadEnds.invalidate() }
    }
    return result
  }

  /// Calls `visit` with each live row of `list` that holds `s`, once (the rows are stamped
  /// with `tick` in `stamps`), and `s`'s coefficient there: the walk of ``rowsHolding(_:)``.
  /// Mutating though it writes nothing of the tableau: called from a closure of a mutating
  /// method, the non-mutating one had the optimiser copy the whole tableau first (the rounds
  /// of `chain-1000` cost 60% more).
  @inline(__always)
  private mutating func walk(
    _ list: UnsafeBufferPointer<Int32>, holding s: Int32,
    stamps: UnsafeMutableBufferPointer<UInt32>, tick: UInt32, visit: (Int32, Double) -> Void
  ) {
    let rowCount = min(rows.basic.count, stamps.count)
    for r in list {
      let i = Int(r)
      guard i < rowCount, stamps[i] != tick else { continue }
      stamps[i] = tick
      guard rows.basic[i] >= 0 else { continue }
      let c = coefficient(of: s, inRow: r)
      guard c != 0 else { continue }
      visit(r, c)
    }
  }

  /// Records that row `r` holds `s`. A column whose list has doubled since it was last cleaned
  /// is cleaned now, so lists of symbols that are never looked up stay bounded too.
  mutating func appendColumn(_ s: Int32, _ r: Int32) {
    let i = Int(s)
    symbols.columns.append(i, r)
    if symbols.columns.count(i) > symbols.columnLimit[i] {
      recycle(rowsHolding(s))
      symbols.columnLimit[i] = max(
        SymbolTable.firstColumnLimit, Int32(8 * symbols.columns.count(i)))
    }
  }

  /// Returns a scratch array from ``rowsHolding(_:)``.
  mutating func recycle(_ spare: [Int32]) {
    scratch.holding.append(spare)
  }

  /// Replaces `s` in row `r` by `coef * (pivot row)`, where the pivot row sits in
  /// `scratch.pivotSyms`/`scratch.pivotCoefs` with constant `pivotConst`, and `coef` is the coefficient of `s`
  /// in `r`.
  mutating func substituteIntoRow(_ r: Int32, _ s: Int32, coef: Double, pivotConst: Double) {
    touchRow(r)
    let i = Int(r)
    let old = rows.constant[i]
    rows.constant[i] += coef * pivotConst
    if abs(rows.constant[i]) < nearZero { rows.constant[i] = 0 }
    noteChanged(rows.basic[i], from: old, to: rows.constant[i])
    let na = rows.cellCount(i)
    let nb = scratch.pivotSyms.count
    substitutedCells &+= na + nb
    if nb * 32 < na {
      substituteInPlace(i, s, coef: coef)
    } else {
      substituteByMerge(i, s, coef: coef)
    }
    noteConstant(r)
  }

  /// A short pivot row into a long row: merge only the stretch of the long row between the
  /// first and the last symbol the change touches, and move the rest of the row only when the
  /// number of cells changes (a pivot that trades one symbol for another moves nothing).
  private mutating func substituteInPlace(_ i: Int, _ s: Int32, coef: Double) {
    let first = min(s, scratch.pivotSyms.first ?? s)
    let last = max(s, scratch.pivotSyms.last ?? s)
    let lo = position(of: first, inRow: i)
    let hi = position(of: last + 1, inRow: i)
    var outSyms: [Int32] = []
    var outCoefs: [Double] = []
    swap(&outSyms, &scratch.mergeSyms)
    swap(&outCoefs, &scratch.mergeCoefs)
    let (count, added) = mergePivot(
      intoCells: lo..<hi, ofRow: i, removing: s, coef: coef, gallops: true, into: &outSyms,
      &outCoefs)
    swap(&outSyms, &scratch.mergeSyms)
    swap(&outCoefs, &scratch.mergeCoefs)
    writeMerged(count, overCells: lo..<hi, ofRow: i)
    appendMergedColumns(added, Int32(i))
  }

  /// Writes the first `count` cells of the merge scratch over the cells `cells` of row `i`
  /// (the rest of the row moves only when the count changes): a stretch merged by
  /// `substituteInPlace` or ``flushDeferredRow(_:)``.
  mutating func writeMerged(_ count: Int, overCells cells: Range<Int>, ofRow i: Int) {
    scratch.mergeSyms.withUnsafeBufferPointer { os in
      scratch.mergeCoefs.withUnsafeBufferPointer { oc in
        rows.replaceCells(
          i, cells.lowerBound, cells.upperBound, UnsafeBufferPointer(rebasing: os[0..<count]),
          UnsafeBufferPointer(rebasing: oc[0..<count]))
      }
    }
  }

  /// Grows the merge's output buffers (swapped out of the scratch) to twice `capacity` when
  /// they hold fewer cells: they are written through their buffers, never appended to.
  static func growMergeOutput(
    _ outSyms: inout [Int32], _ outCoefs: inout [Double], to capacity: Int
  ) {
    if outSyms.count < capacity { outSyms.pad(to: 2 * capacity, with: 0) }
    if outCoefs.count < capacity { outCoefs.pad(to: 2 * capacity, with: 0) }
  }

  /// The index of the first cell of row `i` whose symbol is not below `s`. Inlined: called
  /// from a mutating method, a call had the optimiser copy the whole tableau first.
  @inline(__always)
  func position(of s: Int32, inRow i: Int) -> Int {
    rows.withSyms(i) { syms in lowerBound(of: s, in: syms) }
  }

  /// The general case: one sorted merge into the scratch buffers, copied back into the row's
  /// cells in the arena (a row moves only when it outgrows its room; the scratch keeps its
  /// capacity, so nothing is allocated once the sizes have settled).
  private mutating func substituteByMerge(_ i: Int, _ s: Int32, coef: Double) {
    var outSyms: [Int32] = []
    var outCoefs: [Double] = []
    swap(&outSyms, &scratch.mergeSyms)
    swap(&outCoefs, &scratch.mergeCoefs)
    let (count, added) = mergePivot(
      intoCells: 0..<rows.cellCount(i), ofRow: i, removing: s, coef: coef, into: &outSyms,
      &outCoefs)
    outSyms.withUnsafeBufferPointer { os in
      outCoefs.withUnsafeBufferPointer { oc in
        rows.setCells(
          i, UnsafeBufferPointer(rebasing: os[0..<count]),
          UnsafeBufferPointer(rebasing: oc[0..<count]))
      }
    }
    swap(&outSyms, &scratch.mergeSyms)
    swap(&outCoefs, &scratch.mergeCoefs)
    appendMergedColumns(added, Int32(i))
  }

  /// Merges the cells `cells` of row `i` with the loaded pivot row times `coef`, `s` leaving
  /// the row (``merge``), into `outSyms`/`outCoefs`, grown to twice what the merge may need
  /// and written through buffers (an append per cell checked the arrays' uniqueness each
  /// time). The symbols new to the row go to the front of ``Scratch/mergeAdded``, for
  /// ``appendMergedColumns(_:_:)`` once the row is written. Returns the merged cells' count
  /// and the new symbols'.
  private mutating func mergePivot(
    intoCells cells: Range<Int>, ofRow i: Int, removing s: Int32, coef: Double,
    gallops: Bool = false, into outSyms: inout [Int32], _ outCoefs: inout [Double]
  ) -> (count: Int, added: Int) {
    let nb = scratch.pivotSyms.count
    Self.growMergeOutput(&outSyms, &outCoefs, to: cells.count + nb)
    var added: [Int32] = []
    swap(&added, &scratch.mergeAdded)
    if added.count < nb {
      added.append(contentsOf: repeatElement(0, count: 2 * nb - added.count))
    }
    var addedCount = 0
    var largest = rows.largestCellBound
    // Locals, so that the closure below does not capture `self` (which copied `rows`).
    let pivotSyms = scratch.pivotSyms
    let pivotCoefs = scratch.pivotCoefs
    let count = rows.withCells(i) { rowSyms, rowCoefs in
      pivotSyms.withUnsafeBufferPointer { bSyms in
        pivotCoefs.withUnsafeBufferPointer { bCoefs in
          added.withUnsafeMutableBufferPointer { added in
            merge(
              UnsafeBufferPointer(rebasing: rowSyms[cells]),
              UnsafeBufferPointer(rebasing: rowCoefs[cells]), bSyms, bCoefs, removing: s,
              coef: coef, gallops: gallops, into: &outSyms, &outCoefs, added: added,
              addedCount: &addedCount, largest: &largest)
          }
        }
      }
    }
    rows.largestCellBound = largest
    swap(&added, &scratch.mergeAdded)
    return (count, addedCount)
  }

  /// Gives the first `count` symbols of ``Scratch/mergeAdded`` (those a merge added to row
  /// `r`) the row in their columns.
  private mutating func appendMergedColumns(_ count: Int, _ r: Int32) {
    guard count > 0 else { return }
    var added: [Int32] = []
    swap(&added, &scratch.mergeAdded)
    added.withUnsafeBufferPointer { added in
      appendColumns(UnsafeBufferPointer(rebasing: added[0..<count]), r)
    }
    swap(&added, &scratch.mergeAdded)
  }

  /// ``appendColumn(_:_:)`` for each of `added`, through one check of the columns' arena.
  mutating func appendColumns(_ added: [Int32], _ r: Int32) {
    added.withUnsafeBufferPointer { appendColumns($0, r) }
  }

  /// ``appendColumns(_:_:)`` from a buffer (which must not point into the tableau).
  mutating func appendColumns(_ added: UnsafeBufferPointer<Int32>, _ r: Int32) {
    guard !added.isEmpty else { return }
    guard symbols.columns.append(r, toEach: added, limits: symbols.columnLimit) else { return }
    for t in added where symbols.columns.count(Int(t)) > symbols.columnLimit[Int(t)] {
      recycle(rowsHolding(t))
      symbols.columnLimit[Int(t)] = max(
        SymbolTable.firstColumnLimit, Int32(8 * symbols.columns.count(Int(t))))
    }
  }

  /// Copies row `r`'s cells into the scratch as the pivot row (the substitutions that follow
  /// may move rows in the arena).
  mutating func loadPivot(_ r: Int32) {
    var pivotSyms: [Int32] = []
    var pivotCoefs: [Double] = []
    swap(&pivotSyms, &scratch.pivotSyms)
    swap(&pivotCoefs, &scratch.pivotCoefs)
    rows.withCells(Int(r)) { syms, coefs in
      copyCells(syms, into: &pivotSyms)
      copyCells(coefs, into: &pivotCoefs)
    }
    swap(&pivotSyms, &scratch.pivotSyms)
    swap(&pivotCoefs, &scratch.pivotCoefs)
  }

  /// Substitutes the row of the (now basic) symbol `s` everywhere `s` appears: other rows
  /// (the phase-1 objective among them) and the objective levels.
  mutating func substitute(_ s: Int32, row p: Int32) {
    loadPivot(p)
    let pConst = rows.constant[Int(p)]
    var coefficients: [Double] = []
    swap(&coefficients, &scratch.holdingCoefficients)
    let holding = rowsHolding(s, coefficients: &coefficients)
    let deferring = scratch.deferred.isActive
    for (k, r) in holding.enumerated() where r != p {
      if deferring, defers(r) { continue }
      substituteIntoRow(r, s, coef: coefficients[k], pivotConst: pConst)
    }
    recycle(holding)
    swap(&coefficients, &scratch.holdingCoefficients)
    if deferring, !scratch.deferred.rows.isEmpty {
      deferSubstitutions(of: s, except: p, pivotConst: pConst)
    }
    // The symbols whose entry turned negative or zero at some level may now improve; they are
    // queued after every level is updated, and only those whose whole reduced cost is
    // lexicographically negative then. A dual step leaves every reduced cost non-negative, so
    // queueing each entry that met zero there (a ratio tie, or a level below a positive one)
    // cost `feed-10000`'s rotation 110,000 candidates a round that the primal pass then
    // dropped, one by one.
    //
    // The entries to queue, and (inside a transaction) the journal's old values, are written
    // through buffers: both arrays only grow (the scratch list keeps its length, the journal
    // counts its entries in ``Journal/objCount``), and get room for a pivot row first, so that
    // an entry costs a store, not an append's check of the array's uniqueness (two per cell of
    // the pivot row and level: 7.6% of the instructions of `feed-1000`'s rounds went to them).
    var exposed = scratch.negatives
    scratch.negatives = []
    var exposedCount = 0
    let stride = objective.stride
    for k in objective.levels.indices {
      let c = objective[k, Int(s)]
      guard c != 0 else { continue }
      writeObj(k, s, 0)
      objective.constant[k] += c * pConst
      let tolerance = objectiveTolerance(k)
      let pSyms = scratch.pivotSyms
      let pCoefs = scratch.pivotCoefs
      let n = pSyms.count
      // Inside a transaction each entry's old value goes to the journal first (what
      // ``writeObj(_:_:_:)`` does), in the same loop: the journal's list is moved out of the
      // tableau for it, so that neither it nor the level is checked for uniqueness per entry
      // (a constant change runs inside a transaction, and each pivot of its dual simplex cost
      // three checks per cell of the pivot row: the list of levels, the level, the journal).
      let recording = journal.isRecording
      var saved: [(Int32, Int32, Double)] = []
      let savedBase = journal.objCount
      if recording {
        swap(&saved, &journal.obj)
        while saved.count < savedBase + n { saved.append((0, 0, 0)) }
        journal.objCount = savedBase + n
      }
      while exposed.count < exposedCount + n { exposed.append(0) }
      let level32 = Int32(k)
      let slot = objective.slot[k]
      objective.withMutableEntries { entries in
        pSyms.withUnsafeBufferPointer { ps in
          pCoefs.withUnsafeBufferPointer { pc in
            exposed.withUnsafeMutableBufferPointer { exposed in
              saved.withUnsafeMutableBufferPointer { saved in
                for j in 0..<n {
                  let t = Int(ps[j]) &* stride &+ slot
                  let old = entries[t]
                  if recording { saved[savedBase + j] = (level32, ps[j], old) }
                  let v = objectiveSum(old, c * pc[j], tolerance: tolerance)
                  entries[t] = v
                  if mayExpose(old, v) {
                    exposed[exposedCount] = ps[j]
                    exposedCount += 1
                  }
                }
              }
            }
          }
        }
      }
      if recording { swap(&saved, &journal.obj) }
    }
    for i in 0..<exposedCount {
      let t = exposed[i]
      // ``canEnter(_:)`` without its row check (a cell of the pivot row is parametric), and
      // before the queue's flag (`pushCandidate` skips a queued symbol): almost none can
      // enter, and the row and the flag are arrays of their own, a cache miss a symbol at
      // 10,000.
      assert(symbols.rowOf[Int(t)] < 0, "a cell of the pivot row is parametric")
      if symbols.kind[Int(t)].isRestricted && isNegative(t) { work.pushCandidate(t) }
    }
    scratch.negatives = exposed
  }

  /// Makes `entering` basic in row `r`, whose basic symbol leaves.
  mutating func pivot(entering: Int32, row r: Int32) {
    // The ratio tests merge a deferred row before they choose it; this keeps the rule for
    // every caller.
    if !scratch.deferred.rows.isEmpty, let k = scratch.deferred.slot(of: r) {
      flushDeferredRow(k)
    }
    touchRow(r)
    let i = Int(r)
    let leaving = rows.basic[i]
    // leaving = c + a*entering + rest  =>  entering = (leaving - c - rest) / a
    let at = position(of: entering, inRow: i)
    let a = rows.withCells(i) { _, coefs in coefs[at] }
    let inv = -1 / a
    let old = rows.constant[i]
    var largest = abs(1 / a)
    rows.withMutableCells(i) { _, coefs in
      for j in coefs.indices where j != at {
        coefs[j] *= inv
        largest = max(largest, abs(coefs[j]))
      }
    }
    rows.largestCellBound = max(rows.largestCellBound, largest)
    // The entering cell becomes the leaving one's, in its place among the others.
    rows.replaceCell(i, at: at, by: leaving, 1 / a)
    rows.constant[i] *= inv
    if abs(rows.constant[i]) < nearZero { rows.constant[i] = 0 }
    if !(abs(rows.constant[i]) <= rows.valueMark) { rows.valueMark = abs(rows.constant[i]) }
    rows.basic[i] = entering
    setRowOf(leaving, -1)
    setRowOf(entering, r)
    // leaving goes from `old` to 0, entering from 0 to -old / a.
    noteChanged(leaving, from: old, to: 0)
    noteChanged(entering, from: 0, to: rows.constant[i])
    appendColumn(leaving, r)
    substitute(entering, row: r)
    pivotBudget -= 1
    pivotCount += 1
  }

  // MARK: - Candidates for entering the basis

  /// Whether `s` may enter the basis in the primal simplex: a parametric slack or error whose
  /// reduced cost is lexicographically negative (what ``optimize()`` checks of a candidate).
  @inline(__always)
  func canEnter(_ s: Int32) -> Bool {
    isParametricRestricted(s) && isNegative(s)
  }

  /// Whether `s` is a slack or an error outside the basis: the symbols the primal simplex
  /// may enter, whatever their reduced cost.
  @inline(__always)
  func isParametricRestricted(_ s: Int32) -> Bool {
    let i = Int(s)
    return symbols.rowOf[i] < 0 && symbols.kind[i].isRestricted
  }

  /// Whether the reduced cost of `s` is lexicographically negative. Inlined: called from a
  /// mutating method, a call had the optimiser copy the whole tableau first.
  @inline(__always)
  func isNegative(_ s: Int32) -> Bool {
    for k in objective.levels.indices {
      let v = objective[k, Int(s)]
      let tolerance = objectiveTolerance(k)
      if v < -tolerance { return true }
      if v > tolerance { return false }
    }
    return false
  }

  /// The magnitude below which an entry of objective level `k` is rounding residue:
  /// ``nearZero``, or ``objectiveNoise`` times the level's largest error weight when that is
  /// larger.
  ///
  /// A constraint's error weight is its strength's weight divided by its row scale, so that
  /// `2e10 * x >= 296` at weight 4 weighs 8e10: the level's entries are that large, and the
  /// rounding of the rows (about 1e-16 of a row's largest coefficient, which is 1) comes back
  /// multiplied by it, near 1e-5, far above `nearZero`. Read as a reduced cost, such residue
  /// is a direction the simplex would improve on that no pivot can realise.
  @inline(__always)
  func objectiveTolerance(_ k: Int) -> Double {
    objective.tolerance(k)
  }

  // MARK: - Objective levels

  /// Drops the objective levels whose priorities `isUsed` denies (no live constraint or edit
  /// has them, so their rows hold nothing but rounding residue). Nothing is dropped inside a
  /// transaction: the journal records level indices.
  mutating func dropLevels(where isUnused: (Double) -> Bool) {
    guard !journal.isRecording else { return }
    var k = 0
    while k < objective.levels.count {
      if isUnused(objective.levels[k]) {
        // Residue left in the level may have hidden an improvement at a lower one: the
        // symbols it held are candidates again (API fuzz seed 3027).
        for s in 0..<objective.symbolRoom where objective[k, s] != 0 {
          work.pushCandidate(Int32(s))
        }
        objective.removeLevel(at: k)
      } else {
        k += 1
      }
    }
  }

  /// The index of the objective level for `priority`, creating it if needed.
  mutating func level(for priority: Double) -> Int {
    let k = objective.insertionIndex(of: priority)
    if k < objective.levels.count, objective.levels[k] == priority { return k }
    // With the room and the capacity the other per-symbol arrays have (see
    // ``extendSymbolRoom()``), so that a level made in the middle of a large build does not
    // grow through doublings of its own.
    objective.insertLevel(priority, at: k, room: symbols.room, capacity: symbols.capacity)
    return k
  }
}

/// Merges `a + coef * b` (sorted sparse rows), leaving out `s`, into the front of `outSyms` and
/// `outCoefs` (which must be at least as long as both rows together); symbols of `b` that were
/// not in `a` go to the front of `added` (as long as `b`), `addedCount` of them. Returns the
/// number of cells written.
///
/// Driven by `b`, the pivot row: most cells of a substitution are `a`'s own, copied as they are
/// (eleven in fifteen in `nested8-10000`'s build), and the run of them below each cell of `b` is
/// copied by a loop that compares one symbol and writes without a branch (a cell of `s` is
/// written and then overwritten). With `gallops` (a stretch of a long row, see
/// `substituteInPlace`), each run is found by galloping and copied as a block instead: a
/// scrolling content's height of 26,000 cells took ten instructions a cell through the loop.
private func merge(
  _ aS: UnsafeBufferPointer<Int32>, _ aC: UnsafeBufferPointer<Double>,
  _ pS: UnsafeBufferPointer<Int32>, _ pC: UnsafeBufferPointer<Double>,
  removing s: Int32, coef: Double, gallops: Bool, into outSyms: inout [Int32],
  _ outCoefs: inout [Double], added: UnsafeMutableBufferPointer<Int32>, addedCount: inout Int,
  largest: inout Double
) -> Int {
  outSyms.withUnsafeMutableBufferPointer { ms in
    outCoefs.withUnsafeMutableBufferPointer { mc in
      var k = 0
      var a = 0
      let na = aS.count
      // A long row (`gallops`): the runs between the cells of `b` are found by galloping and
      // copied as blocks, `s` left out where a run holds it.
      var skip = -1
      if gallops {
        let at = lowerBound(of: s, in: aS)
        if at < na, aS[at] == s { skip = at }
      }
      for b in 0..<pS.count {
        let sb = pS[b]
        if gallops {
          let e = gallop(aS, from: a, to: sb)
          k = copyRun(aS, aC, a, e, skipping: skip, into: ms, mc, at: k)
          a = e
        }
        while a < na, aS[a] < sb {
          let sa = aS[a]
          ms[k] = sa
          mc[k] = aC[a]
          k &+= sa == s ? 0 : 1
          a += 1
        }
        if a < na, aS[a] == sb {
          // A sum unless it cancelled (see `substituteInPlace`).
          let v = sb == s ? coef * pC[b] : aC[a] + coef * pC[b]
          if v != 0, abs(v) > nearZero || sb == s || abs(v) > nearZero * abs(aC[a]) {
            ms[k] = sb
            mc[k] = v
            k += 1
            if abs(v) > largest { largest = abs(v) }
          }
          a += 1
        } else {
          // Kept however small.
          let v = coef * pC[b]
          if v != 0 {
            ms[k] = sb
            mc[k] = v
            k += 1
            added[addedCount] = sb
            addedCount += 1
            if abs(v) > largest { largest = abs(v) }
          }
        }
      }
      if gallops {
        k = copyRun(aS, aC, a, na, skipping: skip, into: ms, mc, at: k)
        a = na
      }
      while a < na {
        let sa = aS[a]
        ms[k] = sa
        mc[k] = aC[a]
        k &+= sa == s ? 0 : 1
        a += 1
      }
      return k
    }
  }
}

/// `old + delta` for an entry of an objective level, zero when it is rounding residue (below
/// the level's `tolerance`, ``Tableau/objectiveTolerance(_:)``).
@inline(__always)
func objectiveSum(_ old: Double, _ delta: Double, tolerance: Double) -> Double {
  let v = old + delta
  return abs(v) < tolerance ? 0 : v
}

/// Whether changing one objective entry from `old` to `new` may have made its symbol's reduced
/// cost lexicographically negative: the entry turned negative, or it became zero (and was
/// perhaps masking a negative entry at a lower priority).
@inline(__always)
func mayExpose(_ old: Double, _ new: Double) -> Bool {
  new < 0 || (new == 0 && old != 0)
}
