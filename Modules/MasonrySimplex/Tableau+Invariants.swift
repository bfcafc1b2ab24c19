// SPDX-License-Identifier: MIT

extension SimplexSolver {
  /// Whether this build compiled the invariant checker in: debug builds of this package's own
  /// tests, or of an app that enabled the `InternalChecks` trait.
  package static var checksInvariants: Bool {
    #if MASONRY_INTERNAL_CHECKS
      return true
    #else
      return false
    #endif
  }
}

extension Tableau {
  /// Checks the tableau's invariants and traps with a message when one fails.
  ///
  /// Compiled to nothing unless `MASONRY_INTERNAL_CHECKS` is defined (debug builds of this
  /// package, which the tests use, and of a dependent that enables the `InternalChecks` trait);
  /// ``SimplexSolver`` runs it after every call that changes it. Only the state that defines
  /// the tableau is read (see
  /// ``checkDefiningState(symbols:rows:defs:objective:feasible:optimal:)``): scratch, work
  /// lists (but for whether an optimisation is pending), change tracking and the memo hold
  /// nothing another call relies on, but for the flags of the lists of dependents
  /// (``DependentStore/checkInvariants()``), which the spread of changes reads in place of the
  /// lists.
  /// - Complexity: O(cells + symbols × levels).
  func checkInvariants() {
    #if MASONRY_INTERNAL_CHECKS
      if journal.isRecording { preconditionFailure("a transaction was left open") }
      if work.dualPending, work.optimizePending {
        preconditionFailure("a dual simplex and a primal one are both pending")
      }
      Tableau.checkDefiningState(
        symbols: symbols, rows: rows, defs: defs, objective: objective,
        feasible: !work.dualPending, optimal: !work.settlePending)
      changes.dependents.checkInvariants()
    #endif
  }

  /// The invariants of ``SymbolTable``, ``RowStore``, ``Definitions`` and ``Objective``, and
  /// feasibility unless `feasible` is false (suggestions or optional constant changes left
  /// the dual simplex pending), and optimality unless `optimal` is false (an optimisation is
  /// pending: see ``SimplexCore/settle()``).
  ///
  /// Every array is read through a local and every condition is tested before a message is
  /// made: a `precondition` whose condition reads the tableau made debug builds copy the
  /// whole tableau for every cell checked. Compiled in every build (the tests call it
  /// directly); only ``checkInvariants()`` is compiled out.
  static func checkDefiningState(
    symbols: SymbolTable, rows: RowStore, defs: Definitions, objective: Objective,
    feasible: Bool = true, optimal: Bool = true
  ) {
    let kind = symbols.kind
    let rowOf = symbols.rowOf
    let columns = symbols.columns
    let basics = rows.basic
    let rowConst = rows.constant
    let seq = defs.seq
    let definitions = defs
    let levelCount = objective.levels.count
    objective.checkLayout()
    // Every per-symbol array has the table's room, and the ids beyond the symbols are as a
    // new symbol starts (see ``SymbolTable/room``).
    let room = symbols.room
    let refs = symbols.refs
    let lengths = [
      rowOf.count, symbols.columnLimit.count, refs.count, columns.spanCount, seq.count,
      defs.isDefined.count, defs.order.count, defs.start.count, defs.length.count,
      defs.constant.count, defs.gain.count,
    ]
    if room < kind.count || lengths.contains(where: { $0 != room })
      || objective.entries.count != room * objective.stride
    {
      preconditionFailure("a per-symbol array has \(lengths) entries for a room of \(room)")
    }
    for s in kind.count..<room
    where rowOf[s] != -1 || refs[s] != 0 || !columns.isEmpty(s) || seq[s] != 0
      || !objective.isZero(s)
    {
      preconditionFailure("symbol id \(s), beyond the symbols, is not as a new symbol starts")
    }
    if let s = seq.indices.first(where: { defs.isDefined[$0] != (seq[$0] != 0) }) {
      preconditionFailure("symbol id \(s): its defined flag disagrees with its definition")
    }
    var cells: [Int64] = []
    for r in basics.indices where basics[r] >= 0 {
      let basic = Int(basics[r])
      if rowOf[basic] != Int32(r) {
        preconditionFailure("row \(r): its basic symbol points elsewhere")
      }
      if seq[basic] != 0 { preconditionFailure("row \(r): a defined symbol is basic") }
      let syms = rows.syms(r)
      let coefs = rows.coefs(r)
      if syms.count != coefs.count { preconditionFailure("row \(r): ragged cells") }
      for j in syms.indices {
        let s = Int(syms[j])
        if j > 0, syms[j - 1] >= syms[j] { preconditionFailure("row \(r): cells not sorted") }
        if rowOf[s] >= 0 { preconditionFailure("row \(r): holds the basic symbol \(s)") }
        if seq[s] != 0 { preconditionFailure("row \(r): holds the defined symbol \(s)") }
        if !coefs[j].isFinite || coefs[j] == 0 { preconditionFailure("row \(r): bad cell") }
        if abs(coefs[j]) > rows.largestCellBound {
          preconditionFailure("row \(r): a cell above the rows' bound")
        }
        cells.append(Int64(s) << 32 | Int64(r))
      }
      let constant = rowConst[r]
      if !constant.isFinite { preconditionFailure("row \(r): non-finite constant") }
      let k = kind[basic]
      if k == .dummy {
        for s in syms where kind[Int(s)] != .dummy {
          preconditionFailure("row \(r): a redundant equality's row holds more than dummies")
        }
        if abs(constant) > nearZero * 1e3 {
          preconditionFailure("row \(r): a redundant equality is off zero")
        }
      }
      if feasible, k == .slack || k == .error, constant < -nearZero * 1e3 {
        preconditionFailure("row \(r): infeasible (\(constant))")
      }
    }
    var indexed: [Int64] = []
    for s in 0..<columns.spanCount {
      for r in columns.array(s) { indexed.append(Int64(s) << 32 | Int64(r)) }
    }
    let known = Set(indexed)
    for cell in cells where !known.contains(cell) {
      preconditionFailure("column \(cell >> 32) misses row \(cell & 0xffff_ffff)")
    }
    let tolerances = objective.levels.indices.map(objective.tolerance)
    for s in kind.indices {
      let k = kind[s]
      var negative = false
      var decided = false
      for level in 0..<levelCount {
        let v = objective[level, s]
        guard v != 0 else { continue }
        if rowOf[s] >= 0 { preconditionFailure("objective holds the basic symbol \(s)") }
        if k == .external { preconditionFailure("objective holds the external \(s)") }
        let tolerance = tolerances[level]
        if !decided, v < -tolerance || v > tolerance {
          decided = true
          negative = v < -tolerance
        }
      }
      if optimal, rowOf[s] < 0, k == .slack || k == .error, negative {
        preconditionFailure("not optimal: symbol \(s) can still improve")
      }
      if seq[s] != 0 {
        let order = definitions.order
        for d in definitions.syms(of: s) where seq[Int(d)] != 0 && order[Int(d)] >= order[s] {
          preconditionFailure("definition \(s) refers to a later one")
        }
        // The counters hand out numbers above every one in use (see `Definitions.renumber()`).
        if Int(seq[s]) >= definitions.nextSeq || Int(order[s]) >= definitions.nextOrder {
          preconditionFailure("definition \(s) is numbered at or above the next number")
        }
      }
    }
  }
}
