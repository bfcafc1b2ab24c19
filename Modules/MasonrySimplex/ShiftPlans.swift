// SPDX-License-Identifier: MIT

/// The rows a marker's shift reaches, and its coefficient in each, kept from one shift to the
/// next while no row changes (see ``Tableau/shiftRows(holding:by:)``).
///
/// A suggestion shifts the constant of every row that holds its edit's marker. Found from the
/// marker's column, each row costs a search of its own cells: two heap arrays per row, met in
/// no particular order, which at 10,000 views no longer sit in the cache (`grid-10000`'s steady
/// rounds spent a third of their cache misses there, `stack-10000`'s almost half). A steady
/// round of suggestions pivots on nothing, so the next suggestion of the same edit reaches the
/// same rows with the same coefficients: the plan keeps them side by side, in the column's
/// order (the order the shift has always met them in, so that the values and the queue of
/// infeasible rows come out bit for bit the same), and the shift reads them in one pass.
///
/// Invariant: a plan whose `epoch` is ``RowStore/epoch`` lists every live row that holds its
/// marker exactly once, with the marker's coefficient in it; any write to a row's cells or
/// basic symbol (each goes through ``Tableau/touchRow(_:)``, ``Tableau/newRow()`` or the
/// journal's rollback, which advance the epoch) leaves every plan stale. A few plans are kept
/// (an edit of each axis, a few more), the least recently made replaced first.
///
/// Every definition that depends on a shifted row moves too: the call's end spreads the change
/// through the lists of dependents, one heap array per symbol met, which was most of what
/// remained of a steady round's cache misses at 10,000. A plan used a second time keeps that
/// spread as well (every defined variable reached from its rows' basic symbols, in ascending
/// order), and the shift adds it to the call's changes in one ordered pass: a superset of what
/// moved when a row's constant comes out the same, as the report of changed variables allows.
struct ShiftPlans {
  struct Plan {
    var marker: Int32 = -1
    var epoch: UInt64 = 0
    var rows: [Int32] = []
    var coefs: [Double] = []
    /// Whether a shift used the plan after the one that made it.
    var reused = false
    /// The defined variables that depend, transitively, on the basic symbols of `rows`, in
    /// ascending order, when `hasSpread` and the dependents are still at `spreadEpoch` (see
    /// ``ChangeTracker/dependentsEpoch``).
    var spread: [Int32] = []
    var hasSpread = false
    var spreadEpoch: UInt64 = 0
    /// The externals the shift moves, counted with the spread: the spread's (defined
    /// externals) and the rows' basic externals.
    var movedExternals = 0
  }

  /// How many plans are kept.
  static let capacity = 4

  var plans: [Plan] = []
  /// The plan a new one replaces next, once `capacity` are kept.
  var next = 0
  /// Per symbol: the `tick` of the last spread made that met it.
  var stamp: [UInt32] = []
  var tick: UInt32 = 0

  /// The index of `marker`'s plan if it is current at `epoch`.
  func current(_ marker: Int32, epoch: UInt64) -> Int? {
    plans.firstIndex { $0.marker == marker && $0.epoch == epoch }
  }

  /// A slot for a new plan of `marker` at `epoch`, its lists empty (their capacity kept).
  mutating func start(_ marker: Int32, epoch: UInt64) -> Int {
    let k: Int
    if let mine = plans.firstIndex(where: { $0.marker == marker }) {
      k = mine
    } else if plans.count < Self.capacity {
      plans.append(Plan())
      k = plans.count - 1
    } else {
      k = next
      next = (next + 1) % Self.capacity
    }
    plans[k].marker = marker
    plans[k].epoch = epoch
    plans[k].rows.removeAllKeepingCapacity()
    plans[k].coefs.removeAllKeepingCapacity()
    plans[k].reused = false
    plans[k].hasSpread = false
    return k
  }
}
