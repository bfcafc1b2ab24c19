// SPDX-License-Identifier: MIT

/// Sizes and counters of a ``SimplexSolver``'s tableau, for tests and benchmarks.
package struct SimplexStatistics: Hashable, Sendable {
  /// Rows in use.
  package var rows: Int
  /// Cells over all rows in use.
  package var cells: Int
  /// Cells of the longest row in use.
  package var longestRow: Int
  /// Cells the storage of the rows in use has room for.
  package var cellCapacity: Int
  /// Symbols in use (variables, markers, errors).
  package var symbols: Int
  /// Symbol slots allocated, in use or free.
  package var symbolCapacity: Int
  /// Row slots allocated, in use or free.
  package var rowCapacity: Int
  /// Entries of the column lists (symbol to rows), stale ones included: bounded by a small
  /// multiple of `cells` however long the solver runs.
  package var columnEntries: Int
  /// Non-zero objective entries over all priority levels.
  package var objectiveCells: Int
  /// Objective levels (one dense row each).
  package var objectiveLevels: Int
  /// Variables currently kept as definitions outside the tableau.
  package var definedVariables: Int
  /// Cells of those definitions.
  package var definitionCells: Int
  /// Cells of the arena the definitions live in, those of definitions that are gone included:
  /// at most about twice `definitionCells` (plus a thousand) however long the solver runs.
  package var definitionArenaCells: Int
  /// Pivots since the solver was made.
  package var pivots: Int
  /// Dual-simplex pivots, among `pivots`, that flipped a symbol to its bound (a short row)
  /// instead of entering it into the long infeasible row.
  package var boundFlips: Int
  /// Primal-simplex pivots, among `pivots`, that passed a breakpoint of the entering symbol by
  /// flipping a row to its basic symbol's partner (the long step) instead of a pivot over the
  /// entering symbol's column.
  package var primalFlips: Int
  /// Degenerate primal pivots, among `pivots`, of a symbol in few rows into a row at zero that
  /// stopped the long step of an entering symbol in many rows.
  package var primalRepairs: Int
  /// Cells the substitutions of pivots walked since the solver was made (each row's cells plus
  /// the pivot row's): the pivots' work, whatever their count.
  package var substitutedCells: Int
  /// Substitutions into a long row that were summed per symbol and merged into the row later
  /// (see ``DeferredRows``), instead of written one by one, since the solver was made.
  package var deferredSubstitutions: Int
  /// Merges of such summed substitutions into their rows since the solver was made.
  package var deferredMerges: Int
  /// Row constants that constant changes shifted through a parametric marker since the solver
  /// was made: a change counts each row holding its constraint's marker once, whether or not
  /// it then pivots.
  package var shiftedRows: Int
  /// Defined variables that the spreads of calls' changes reached and forgot since the solver
  /// was made (see `Tableau.spreadChanges()`): each a definition walked.
  package var spreadDefinitions: Int
  /// Rows the dual simplex repaid in storage order since the solver was made: a required
  /// constant change that leaves ``WorkLists/sweepThreshold`` rows or more short sweeps them
  /// after its first (see ``Tableau/popMostInfeasibleRow()``).
  package var sweptRows: Int
  /// Symbols queued as candidates to enter the basis since the solver was made.
  package var candidatePushes: Int
  /// Queued candidates the primal simplex passed over since the solver was made, because they
  /// could not enter when it met them.
  package var staleCandidates: Int
  /// The bound the rows keep on the magnitude of every cell ever written
  /// (``RowStore/largestCellBound``).
  package var largestCellBound: Double
  /// The largest gain of a definition (``Definitions/largestGain``).
  package var largestDefinitionGain: Double
  /// Definitions the reorientation walks read since the solver was made (a walk that meets a
  /// known dead end stops there, see ``DeadEnds``).
  package var reorientSteps: Int
  /// Walks of every slot that a new objective level made to drop the levels no constraint
  /// uses any more, since the solver was made: only after a constraint left a level, changed
  /// its priority, or a level was made for an add that did not go in (see
  /// `SimplexCore.levelsMayBeUnused`).
  package var levelWalks: Int
  /// Rebuilds of the tableau from the live constraints since the solver was made: after
  /// numerical trouble, a pivot on a noise-sized cell, or a round's optimisation that cost more
  /// than rebuilds do (see `SimplexCore.recovering(keepingRebuild:stoppingToRebuild:_:isDone:)`).
  package var rebuilds: Int
  /// Optimisations that stopped at a pivot on a noise-sized cell to rebuild the tableau
  /// instead of going on, since the solver was made.
  package var noiseStops: Int
  /// Optimisations of a round that stopped to rebuild the tableau because their work passed
  /// what eight rebuilds cost, since the solver was made.
  package var workStops: Int
  /// Rebuilds of a tableau whose rows had filled in to more than twice the cells of their last
  /// build, measured between rounds, since the solver was made.
  package var fillRebuilds: Int
  /// Rebuilds of a tableau whose required constraints had drifted from their data beyond
  /// what a fresh build leaves, measured between rounds, since the solver was made.
  package var driftRebuilds: Int
}

extension SimplexSolver {
  /// The current sizes of the tableau.
  package var statistics: SimplexStatistics {
    let t = core.t
    let symbolOf = core.symbolOf
    var cells = 0
    var cellCapacity = 0
    var rows = 0
    var longestRow = 0
    for r in 0..<t.rowCount where t.rows.basic[r] >= 0 {
      rows += 1
      cells += t.rows.cellCount(r)
      longestRow = max(longestRow, t.rows.cellCount(r))
      cellCapacity += t.rows.room(r)
    }
    let objectiveCells = t.objective.entries.reduce(0) { $0 + ($1 != 0 ? 1 : 0) }
    let defined = symbolOf.reduce(0) { $0 + (t.defs.seq[Int($1)] != 0 ? 1 : 0) }
    let definitionCells = t.defs.length.reduce(0) { $0 + Int($1) }
    return SimplexStatistics(
      rows: rows, cells: cells, longestRow: longestRow, cellCapacity: cellCapacity,
      symbols: t.symbolCount - t.symbols.free.count, symbolCapacity: t.symbolCount,
      rowCapacity: t.rowCount, columnEntries: t.symbols.columns.entryCount,
      objectiveCells: objectiveCells,
      objectiveLevels: t.objective.levels.count, definedVariables: defined,
      definitionCells: definitionCells, definitionArenaCells: t.defs.cellSyms.count,
      pivots: t.pivotCount,
      boundFlips: t.boundFlips, primalFlips: t.primalFlips,
      primalRepairs: t.primalRepairs, substitutedCells: t.substitutedCells,
      deferredSubstitutions: t.deferredSubstitutions, deferredMerges: t.deferredMerges,
      shiftedRows: t.shiftedRows, spreadDefinitions: t.spreadDefinitions,
      sweptRows: t.work.sweptRows,
      candidatePushes: t.work.candidatePushes, staleCandidates: t.staleCandidates,
      largestCellBound: t.rows.largestCellBound, largestDefinitionGain: t.defs.largestGain,
      reorientSteps: core.reorientSteps, levelWalks: core.levelWalks, rebuilds: core.rebuilds,
      noiseStops: core.noiseStops, workStops: core.workStops, fillRebuilds: core.fillRebuilds,
      driftRebuilds: core.driftRebuilds)
  }
}

extension SimplexSolver {
  /// The tableau as text, kiwi's sections: objective, rows, definitions.
  package var debugDump: String {
    let t = core.t
    var lines: [String] = ["Objective"]
    for k in t.objective.levels.indices {
      let ids = 0..<t.objective.symbolRoom
      let cells = ids.filter { t.objective[k, $0] != 0 }.map {
        "\(t.objective[k, $0])*s\($0)"
      }
      lines.append(
        "  [\(t.objective.levels[k])] \(t.objective.constant[k]) + \(cells.joined(separator: " + "))"
      )
    }
    lines.append("Tableau")
    for r in 0..<t.rowCount where t.rows.basic[r] >= 0 {
      let syms = t.rows.syms(r)
      let coefs = t.rows.coefs(r)
      let cells = syms.indices.map { "\(coefs[$0])*s\(syms[$0])" }
      let b = t.rows.basic[r]
      lines.append(
        "  s\(b)(\(t.symbols.kind[Int(b)]),o\(t.symbols.owner[Int(b)])) = \(t.rows.constant[r]) + \(cells.joined(separator: " + "))"
      )
    }
    lines.append("Definitions")
    for s in 0..<t.symbolCount where t.defs.seq[s] != 0 {
      let cells = t.defs.cells(of: s).map { "\(t.defs.cellCoefs[$0])*s\(t.defs.cellSyms[$0])" }
      lines.append("  s\(s) := \(t.defs.constant[s]) + \(cells.joined(separator: " + "))")
    }
    return lines.joined(separator: "\n")
  }
}

/// The bytes a ``SimplexSolver`` holds, store by store, for the bench's memory report (`bench
/// replay F --stats` with `BENCH_STATS_MEMORY` set): a large layout's build spends a quarter of
/// its time on the first touches of fresh memory (page faults), and its rounds on cache misses,
/// so the bytes per constraint are a cost of their own.
package struct SimplexFootprint: Sendable {
  /// One store: its name, the bytes its entries take, and the bytes its buffers have room for
  /// (room that was never written takes addresses, not memory).
  package struct Store: Sendable {
    package var name: String
    package var used: Int
    package var capacity: Int
  }

  /// The stores, in a fixed order.
  package var stores: [Store]
  /// Symbol ids (live, free and the room beyond them that the per-symbol arrays hold).
  package var symbolIDs: Int
  /// Constraints added and not removed (edits not counted).
  package var constraints: Int

  /// The bytes every store's entries take.
  package var used: Int { stores.reduce(0) { $0 + $1.used } }
  /// The bytes every store's buffers have room for.
  package var capacity: Int { stores.reduce(0) { $0 + $1.capacity } }
}

extension SimplexSolver {
  /// The bytes each store of the solver holds (see ``SimplexFootprint``). The arenas count
  /// their dead cells and rooms as used: they were written. Strings (the variables' names) and
  /// the constraints' arrays of terms count their references only.
  ///
  /// - Complexity: O(*l*) for *l* objective levels.
  package var footprint: SimplexFootprint {
    let core = core
    let t = core.t
    func bytes<T>(_ arrays: [T]...) -> (Int, Int) {
      var used = 0
      var capacity = 0
      for a in arrays {
        used += a.count * MemoryLayout<T>.stride
        capacity += a.capacity * MemoryLayout<T>.stride
      }
      return (used, capacity)
    }
    func sum(_ parts: (Int, Int)...) -> (Int, Int) {
      parts.reduce((0, 0)) { ($0.0 + $1.0, $0.1 + $1.1) }
    }
    func lane<T>(_ cells: SpanLane<T>) -> (Int, Int) {
      (cells.count * MemoryLayout<T>.stride, cells.capacity * MemoryLayout<T>.stride)
    }
    let cellBytes = MemoryLayout<Int32>.stride + MemoryLayout<Double>.stride
    let parts: [(String, (Int, Int))] = [
      (
        "symbols",
        sum(
          bytes(t.symbols.kind),
          bytes(t.symbols.rowOf, t.symbols.owner, t.symbols.columnLimit, t.symbols.refs))
      ),
      ("columns: lists", bytes(t.symbols.columns.arena.span)),
      ("columns: entries", lane(t.symbols.columns.arena.cells)),
      ("rows: lists", sum(bytes(t.rows.arena.span), bytes(t.rows.constant), bytes(t.rows.basic))),
      (
        "rows: cells",
        (t.rows.arena.cells.count * cellBytes, t.rows.arena.cells.capacity * cellBytes)
      ),
      ("objective", bytes(t.objective.entries)),
      (
        "definitions",
        sum(
          bytes(t.defs.seq, t.defs.order), bytes(t.defs.isDefined),
          bytes(t.defs.start, t.defs.length), bytes(t.defs.constant, t.defs.gain))
      ),
      ("definitions: cells", sum(bytes(t.defs.cellSyms), bytes(t.defs.cellCoefs))),
      (
        "dependents: lists",
        sum(bytes(t.changes.dependents.arena.span), bytes(t.changes.dependents.hasEntries))
      ),
      ("dependents: entries", lane(t.changes.dependents.arena.cells)),
      ("memo", sum(bytes(t.memo.value), bytes(t.memo.stamp))),
      (
        "changes",
        sum(
          bytes(t.changes.isReported, t.changes.isDeferred, t.changes.hasBaseline),
          bytes(t.changes.sessionStamp),
          bytes(t.changes.snapshot, t.changes.current, t.changes.baseline))
      ),
      ("accumulator", sum(bytes(t.accumulator.values), bytes(t.accumulator.isIn))),
      ("work lists", sum(bytes(t.work.isCandidate, t.work.isQueued), bytes(t.work.candidates))),
      ("slots", bytes(core.slots)),
      // A solver of 64 variables or fewer keeps the list its last report handed out, and the
      // scratch list the next one is written through (see ``SimplexCore/diffReport``).
      ("report lists", bytes(core.diffReport, core.diffReportScratch)),
      ("variables", sum(bytes(core.names), bytes(core.symbolOf, core.editSlot))),
    ]
    return SimplexFootprint(
      stores: parts.map { SimplexFootprint.Store(name: $0.0, used: $0.1.0, capacity: $0.1.1) },
      symbolIDs: t.symbols.room, constraints: core.installedCount)
  }
}
