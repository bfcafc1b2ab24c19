// SPDX-License-Identifier: MIT

/// What the tableau knows of each symbol, indexed by symbol id: its kind, its owner, the row
/// it is basic in, and the rows that may hold it.
///
/// Invariants: `rowOf[s] == r` exactly when `s` is the basic symbol of the live row `r`, and
/// -1 otherwise (parametric or defined); column `s` of `columns` lists every live row that holds
/// `s` (and may list rows that no longer do, and repeats: it is cleaned lazily when walked, and
/// when it outgrows `columnLimit[s]`); `refs[s]` counts the installed constraints that mention the
/// external `s`. A freed symbol sits in `free` (or in the journal's freed symbols until a
/// transaction commits) with an empty column. `kind` has one entry per symbol id; every other
/// array here, and every other per-symbol array of the tableau, has ``room`` entries, those of
/// the ids from `kind.count` on at the value a new symbol starts with (see
/// ``Tableau/extendSymbolRoom()``), and ``capacity`` at least, unless a copy of the tableau
/// dropped it (a write copies an array's entries, not its capacity).
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
  /// The number of external symbols (one per variable: they are never freed).
  var externalCount = 0

  /// The number of symbol ids, live or free.
  var count: Int { kind.count }
  /// The number of entries of every per-symbol array but `kind`: the ids a new symbol can take
  /// without growing them.
  var room: Int { owner.count }
  /// The symbol ids the per-symbol arrays have capacity for (see
  /// ``Tableau/reserveSymbolCapacity(_:)``): their entries are written as the room extends
  /// into it, so that capacity never written costs no memory the system maps.
  var capacity: Int { owner.capacity }
  /// The length at which a new symbol's column is first cleaned (see ``columnLimit``).
  static let firstColumnLimit: Int32 = 64
}
