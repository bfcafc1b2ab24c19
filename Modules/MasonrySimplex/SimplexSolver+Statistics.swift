// SPDX-License-Identifier: MIT

/// Sizes and counters of a ``SimplexSolver``'s tableau, for tests and benchmarks.
package struct SimplexStatistics: Hashable, Sendable {
  /// Rows in use.
  package var rows: Int
  /// Cells over all rows in use.
  package var cells: Int
  /// Symbols in use (variables, markers, errors).
  package var symbols: Int
  /// Symbol slots allocated, in use or free.
  package var symbolCapacity: Int
  /// Row slots allocated, in use or free.
  package var rowCapacity: Int
  /// Non-zero objective entries over all priority levels.
  package var objectiveCells: Int
  /// Variables currently kept as definitions outside the tableau.
  package var definedVariables: Int
  /// Pivots since the solver was made.
  package var pivots: Int
}

extension SimplexSolver {
  /// The current sizes of the tableau.
  package var statistics: SimplexStatistics {
    let t = core.t
    let symbolOf = core.symbolOf
    var cells = 0
    var rows = 0
    for r in 0..<t.rowCount where t.rowBasic[r] >= 0 {
      rows += 1
      cells += t.rowSyms[r].count
    }
    var objectiveCells = 0
    for level in t.obj { objectiveCells += level.reduce(0) { $0 + ($1 != 0 ? 1 : 0) } }
    let defined = symbolOf.reduce(0) { $0 + (t.defSeq[Int($1)] != 0 ? 1 : 0) }
    return SimplexStatistics(
      rows: rows, cells: cells, symbols: t.symbolCount - t.freeSymbols.count,
      symbolCapacity: t.symbolCount, rowCapacity: t.rowCount, objectiveCells: objectiveCells,
      definedVariables: defined, pivots: t.pivotCount)
  }
}
