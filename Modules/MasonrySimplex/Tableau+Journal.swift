// SPDX-License-Identifier: MIT

/// A row as it was before a transaction first touched it; its cells are
/// `Journal.savedSyms`/`Journal.savedCoefs` from `start`, `count` of them.
///
/// The cells are copied into the journal's two flat buffers rather than kept as the row's own
/// arrays: an array shared with the journal would be copied by the row's next write (two
/// allocations per row a transaction touches, and two frees when the journal is cleared), where
/// the copy into the buffers costs the row's length and nothing once their capacity settles.
struct SavedRow {
  var index: Int32
  var start: Int
  var count: Int
  var constant: Double
  var basic: Int32
}

/// The cells a merge changed in a row not saved whole (``Tableau/touchPatch(_:_:_:)``): the
/// symbols, sorted, are `Journal.savedSyms` from `start`, `count` of them, and
/// `Journal.savedCoefs` holds each one's coefficient before the merge (zero where the row did
/// not hold it).
struct SavedPatch {
  var index: Int32
  var start: Int
  var count: Int
}

/// What a transaction changed, so that a failed call can put the tableau back exactly as it
/// was: the same rows, the same symbol ids, the same free lists, bit-identical values.
///
/// Only calls that can fail for a reason other than a bug run inside a transaction (the
/// artificial-variable path of an add, a required constant change); its cost is proportional
/// to what the call touches, never to the size of the tableau.
///
/// Invariants: while `isRecording`, every row saved since ``Tableau/begin()`` has
/// `rowSavedTick[row] == tick` and its first version in `rows`, and the symbols and rows freed
/// wait in `freedSymbols` and `freedRows` (their ids are not reused before the commit); outside
/// a transaction the lists are stale and say nothing. `rowSavedTick` has one entry per row.
struct Journal {
  /// Whether a transaction is open and recording: a plain flag, so that the hot paths test a
  /// byte.
  var isRecording = false
  var rows: [SavedRow] = []
  /// The cells merges changed in rows not saved whole, in order: a deferred long row's merge
  /// changes a few cells of thousands, and a copy of the whole row was a fourth of a fold's
  /// cost in a long scrolling list (see `SolverInternals`, "Sections that fold").
  var patches: [SavedPatch] = []
  /// The constants of rows not saved whole, in order, as they were before a write of the
  /// constant alone (``Tableau/touchConstant(_:)``).
  var rowConstants: [(Int32, Double)] = []
  /// The cells of the saved rows, one after the other.
  var savedSyms: [Int32] = []
  var savedCoefs: [Double] = []
  /// How many cells of `savedSyms` and `savedCoefs` this transaction wrote: the two arrays only
  /// grow, and the cells beyond are stale (see ``saveCells(_:_:)``).
  var savedCellCount = 0
  /// Rows saved in this transaction carry the transaction's tick in `rowSavedTick`.
  var tick: UInt32 = 0
  /// Per row: the tick of the transaction that last saved it.
  var rowSavedTick: [UInt32] = []
  var rowOf: [(Int32, Int32)] = []
  /// The objective entries as they were (level, symbol, entry), in order: the first `objCount`
  /// entries. The array only grows, and the ones beyond are stale (a pivot's substitution
  /// writes a whole pivot row's worth through its buffer, see ``Tableau/substitute(_:row:)``).
  var obj: [(Int32, Int32, Double)] = []
  /// How many entries of ``obj`` this transaction wrote.
  var objCount = 0
  /// The columns of freed symbols as they were: the symbol, and its entries in
  /// `savedColumnRows` from `start`, `count` of them.
  var columns: [(symbol: Int32, start: Int, count: Int)] = []
  var savedColumnRows: [Int32] = []
  var objConst: [Double] = []
  var levelWeight: [Double] = []
  var levelUnit: [Double] = []
  var symbolCount = 0
  var rowCount = 0
  var freeSymbols: [Int32] = []
  var freeRows: [Int32] = []
  var freedSymbols: [Int32] = []
  var freedRows: [Int32] = []
  var defs: [(Int32, UInt32, UInt32, [Int32], [Double], Double)] = []
  var refs: [(Int32, Int32)] = []
  /// Whether an optimisation was pending when the transaction began.
  var optimizePending = false

  /// Whether ``Tableau/touchRow(_:)`` records row constants (an optimistic required constant
  /// change, outside any transaction).
  var savesConstants = false
  /// The constants an optimistic shift overwrote, in order: the first `savedConstantCount`
  /// entries of `savedConstants`. The array only grows, and the ones beyond are stale: every
  /// constant change empties the list and a suggestion's shift refills it, and emptying an
  /// array of a few entries (`removeAll(keepingCapacity:)`, a generic `replaceSubrange`) and
  /// growing it again by a row's worth of slots cost some 250 instructions a suggestion.
  var savedConstants: [(Int32, Double)] = []
  var savedConstantCount = 0

  /// Adds a row's cells to ``savedSyms`` and ``savedCoefs``, from ``savedCellCount`` on:
  /// copied through the arrays' buffers, which grow (to twice their length at least) only when
  /// the cells do not fit. An `append(contentsOf:)` of each cost some 86 instructions a row
  /// (the generic path's checks, then the copy): three fifths of saving a row, and 9% of the
  /// instructions of a constant change that pivots through every row of a form.
  mutating func saveCells(
    _ syms: UnsafeBufferPointer<Int32>, _ coefs: UnsafeBufferPointer<Double>
  ) {
    let n = syms.count
    let start = savedCellCount
    guard n > 0, let fromSyms = syms.baseAddress, let fromCoefs = coefs.baseAddress else {
      return
    }
    if savedSyms.count < start + n {
      let length = Swift.max(start + n, 2 * savedSyms.count)
      savedSyms.pad(to: length, with: 0)
      savedCoefs.pad(to: length, with: 0)
    }
    savedSyms.withUnsafeMutableBufferPointer { cells in
      cells.baseAddress?.advanced(by: start).update(from: fromSyms, count: n)
    }
    savedCoefs.withUnsafeMutableBufferPointer { cells in
      cells.baseAddress?.advanced(by: start).update(from: fromCoefs, count: n)
    }
    savedCellCount = start + n
  }

  /// Whether a transaction is recording and has not saved row `r` whole yet.
  @inline(__always)
  func wantsRow(_ r: Int32) -> Bool {
    isRecording && rowSavedTick[Int(r)] != tick
  }

  /// Adds an objective entry as it was to ``obj``.
  mutating func saveObj(_ entry: (Int32, Int32, Double)) {
    if objCount < obj.count {
      obj[objCount] = entry
    } else {
      obj.append(entry)
    }
    objCount += 1
  }

  /// Adds row `r`'s `constant` to the saved constants.
  mutating func saveConstant(_ r: Int32, _ constant: Double) {
    if savedConstantCount < savedConstants.count {
      savedConstants[savedConstantCount] = (r, constant)
    } else {
      savedConstants.append((r, constant))
    }
    savedConstantCount += 1
  }
}

extension Tableau {
  /// Starts recording changes.
  mutating func begin() {
    journal.isRecording = true
    journal.tick &+= 1
    if journal.tick == 0 {
      for i in journal.rowSavedTick.indices { journal.rowSavedTick[i] = 0 }
      journal.tick = 1
    }
    journal.rows.removeAllKeepingCapacity()
    journal.patches.removeAllKeepingCapacity()
    journal.rowConstants.removeAllKeepingCapacity()
    journal.savedCellCount = 0
    journal.rowOf.removeAllKeepingCapacity()
    journal.objCount = 0
    journal.columns.removeAllKeepingCapacity()
    journal.savedColumnRows.removeAllKeepingCapacity()
    journal.freedSymbols.removeAllKeepingCapacity()
    journal.freedRows.removeAllKeepingCapacity()
    journal.defs.removeAllKeepingCapacity()
    journal.refs.removeAllKeepingCapacity()
    journal.objConst = objective.constant
    journal.levelWeight = objective.weight
    journal.levelUnit = objective.unit
    journal.symbolCount = symbolCount
    journal.rowCount = rowCount
    journal.freeSymbols = symbols.free
    journal.freeRows = rows.free
    journal.optimizePending = work.optimizePending
  }

  /// Keeps the changes made since ``begin()``.
  mutating func commit() {
    guard journal.isRecording else { return }
    journal.isRecording = false
    symbols.free.append(contentsOf: journal.freedSymbols)
    rows.free.append(contentsOf: journal.freedRows)
    journal.freeSymbols = []
    journal.freeRows = []
  }

  /// Undoes every change made since ``begin()``.
  mutating func rollback() {
    guard journal.isRecording else { return }
    journal.isRecording = false
    rows.epoch &+= 1
    deadEnds.invalidate()
    let journal = self.journal
    // Levels are created before a transaction starts, so the journal's level indices hold.
    for saved in journal.rows.reversed() where Int(saved.index) < journal.rowCount {
      let i = Int(saved.index)
      let cells = saved.start..<saved.start + saved.count
      journal.savedSyms.withUnsafeBufferPointer { syms in
        journal.savedCoefs.withUnsafeBufferPointer { coefs in
          rows.setCells(
            i, UnsafeBufferPointer(rebasing: syms[cells]),
            UnsafeBufferPointer(rebasing: coefs[cells]))
        }
      }
      rows.constant[i] = saved.constant
      rows.basic[i] = saved.basic
    }
    // A row saved whole after some of its cells or its constant changed was saved as they
    // left it: the patches and the constants are undone after the whole rows, newest first.
    for saved in journal.patches.reversed() where Int(saved.index) < journal.rowCount {
      undoPatch(saved, syms: journal.savedSyms, coefs: journal.savedCoefs)
    }
    for (r, constant) in journal.rowConstants.reversed() where Int(r) < journal.rowCount {
      rows.constant[Int(r)] = constant
    }
    for (s, old) in journal.rowOf.reversed() where Int(s) < journal.symbolCount {
      symbols.rowOf[Int(s)] = old
    }
    for (k, s, old) in journal.obj[0..<journal.objCount].reversed()
    where Int(s) < journal.symbolCount {
      objective[Int(k), Int(s)] = old
    }
    journal.savedColumnRows.withUnsafeBufferPointer { saved in
      for (s, start, count) in journal.columns.reversed() where Int(s) < journal.symbolCount {
        symbols.columns.replace(
          Int(s), with: UnsafeBufferPointer(rebasing: saved[start..<start + count]))
      }
    }
    for (s, seq, order, syms, coefs, constant) in journal.defs.reversed()
    where Int(s) < journal.symbolCount {
      let i = Int(s)
      defs.setSeq(i, seq)
      defs.order[i] = order
      defs.setCells(of: i, syms: syms, coefs: coefs)
      defs.constant[i] = constant
    }
    for (s, old) in journal.refs.reversed() where Int(s) < journal.symbolCount {
      symbols.refs[Int(s)] = old
    }
    objective.constant = journal.objConst
    objective.weight = journal.levelWeight
    objective.unit = journal.levelUnit
    truncateSymbols(to: journal.symbolCount)
    truncateRows(to: journal.rowCount)
    symbols.free = journal.freeSymbols
    rows.free = journal.freeRows
    self.journal.freeSymbols = []
    self.journal.freeRows = []
    // Rows restored from the journal may need their symbols' columns again.
    for saved in journal.rows where Int(saved.index) < journal.rowCount && saved.basic >= 0 {
      for s in journal.savedSyms[saved.start..<saved.start + saved.count] {
        symbols.columns.append(Int(s), saved.index)
      }
    }
    for saved in journal.patches
    where Int(saved.index) < journal.rowCount && rows.basic[Int(saved.index)] >= 0 {
      for k in saved.start..<saved.start + saved.count where journal.savedCoefs[k] != 0 {
        symbols.columns.append(Int(journal.savedSyms[k]), saved.index)
      }
    }
    // An optimal tableau has no candidates. A pending optimisation keeps its own: only the
    // primal simplex takes one out, and a transaction that begins with an optimisation pending
    // runs none (the calls that run it settle first), so the list still holds every symbol
    // whose restored reduced cost is negative.
    work.optimizePending = journal.optimizePending
    if !work.optimizePending { work.clearCandidates() }
    work.clearInfeasible()
    let count = symbolCount
    changes.reported.removeAll { Int($0) >= count }
    noteEverythingChanged()
  }

  /// Puts back the cells a merge changed in a row (`saved`, its old cells in `syms` and
  /// `coefs`): one pass over the row, for a rollback.
  private mutating func undoPatch(_ saved: SavedPatch, syms: [Int32], coefs: [Double]) {
    let i = Int(saved.index)
    let (rowSyms, rowCoefs) = rows.cells(i)
    var newSyms: [Int32] = []
    var newCoefs: [Double] = []
    newSyms.reserveCapacity(rowSyms.count + saved.count)
    newCoefs.reserveCapacity(rowSyms.count + saved.count)
    var a = 0
    for k in saved.start..<saved.start + saved.count {
      let s = syms[k]
      while a < rowSyms.count, rowSyms[a] < s {
        newSyms.append(rowSyms[a])
        newCoefs.append(rowCoefs[a])
        a += 1
      }
      if a < rowSyms.count, rowSyms[a] == s { a += 1 }
      if coefs[k] != 0 {
        newSyms.append(s)
        newCoefs.append(coefs[k])
      }
    }
    newSyms.append(contentsOf: rowSyms[a...])
    newCoefs.append(contentsOf: rowCoefs[a...])
    rows.setCells(i, newSyms, newCoefs)
  }

  /// Records a definition before it changes.
  mutating func saveDefinition(_ s: Int32) {
    guard journal.isRecording else { return }
    let i = Int(s)
    journal.defs.append(
      (
        s, defs.seq[i], defs.order[i], Array(defs.syms(of: i)), Array(defs.coefs(of: i)),
        defs.constant[i]
      ))
  }

  /// Records the column of `s` before it is emptied.
  mutating func saveColumn(_ s: Int32) {
    let start = journal.savedColumnRows.count
    let column = symbols.columns.rows(Int(s))
    journal.savedColumnRows.append(contentsOf: column)
    journal.columns.append((s, start, column.count))
  }

  /// Changes a reference count, recording the old one.
  mutating func addRefs(_ s: Int32, _ delta: Int32) {
    if journal.isRecording { journal.refs.append((s, symbols.refs[Int(s)])) }
    symbols.refs[Int(s)] += delta
  }

  /// Drops the symbol ids from `n` on: `kind` loses them, and every other per-symbol array
  /// keeps its room, their entries put back to a new symbol's (see ``SymbolTable/room``).
  private mutating func truncateSymbols(to n: Int) {
    guard symbolCount > n else { return }
    let ids = n..<symbolCount
    symbols.kind.removeSubrange(n...)
    symbols.rowOf.reset(ids, to: -1)
    symbols.owner.reset(ids, to: 0)
    symbols.columns.truncate(ids)
    symbols.columnLimit.reset(ids, to: SymbolTable.firstColumnLimit)
    work.isCandidate.reset(ids, to: false)
    defs.truncate(ids)
    symbols.refs.reset(ids, to: 0)
    memo.value.reset(ids, to: 0)
    memo.stamp.reset(ids, to: 0)
    changes.isReported.reset(ids, to: false)
    changes.sessionStamp.reset(ids, to: 0)
    changes.dependents.reset(ids)
    accumulator.values.reset(ids, to: 0)
    accumulator.isIn.reset(ids, to: false)
    objective.resetSymbols(ids)
    work.candidates.removeAll { Int($0) >= n }
  }

  private mutating func truncateRows(to n: Int) {
    guard rowCount > n else { return }
    rows.truncate(to: n)
    work.isQueued.removeSubrange(n...)
    journal.rowSavedTick.removeSubrange(n...)
    scratch.visitStamp.removeSubrange(n...)
  }
}
