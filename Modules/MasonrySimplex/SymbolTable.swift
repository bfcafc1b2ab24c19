// SPDX-License-Identifier: MIT

/// What the tableau knows of each symbol, indexed by symbol id: its kind, its owner, the row
/// it is basic in, and the rows that may hold it.
///
/// Invariants: `rowOf[s] == r` exactly when `s` is the basic symbol of the live row `r`, and
/// -1 otherwise (parametric or defined); column `s` of `columns` lists every live row that holds
/// `s` (and may list rows that no longer do, and repeats: it is cleaned lazily when walked, and
/// when it outgrows `columnLimit[s]`); `refs[s]` counts the installed constraints that mention the
/// external `s`. A freed symbol sits in `free` (or in the journal's freed symbols until a
/// transaction commits) with an empty column. Every array here has one entry per symbol id.
struct SymbolTable {
  var kind: [SymbolKind] = []
  /// The row a basic symbol is basic in; -1 when parametric (or defined).
  var rowOf: [Int32] = []
  /// The constraint slot of a marker or error; the variable index of an external.
  var owner: [Int32] = []
  /// Rows that may hold the symbol: appended to when a row gains it, cleaned lazily.
  var columns = ColumnStore()
  /// The length at which a column's list is cleaned next.
  var columnLimit: [Int32] = []
  /// How many installed constraints mention the external.
  var refs: [Int32] = []
  /// Free symbol ids, reused last in, first out.
  var free: [Int32] = []

  /// The number of symbol ids, live or free.
  var count: Int { kind.count }
}
