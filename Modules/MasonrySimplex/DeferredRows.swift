// SPDX-License-Identifier: MIT

/// The changes that substitutions owe a few long rows while the dual simplex walks one of them
/// (see ``Tableau/dualOptimize()``) or the primal simplex optimises (``Tableau/optimize()``):
/// each pivot substitutes a short row into every row that holds the entering symbol, and
/// writing each change into a long sorted row would move the row's tail every time. The
/// changes are summed here per row and symbol instead and merged into each row once: when the
/// walk or the optimisation ends, or before the row is pivoted on or its cells are read (a
/// ratio test that the row bounds).
///
/// A row's coefficient is its stored one plus what it owes, read as the merge stores it: a sum
/// that cancelled to rounding residue is zero (``Tableau/liveCoefficient(of:inRow:)``).
///
/// Invariants: while `isActive` is false, `rows` is empty. Each row in `rows` is there once;
/// for slot `k`, `delta[k][s]` is what `rows[k]` owes at `s` for each `s` in `touched[k]`
/// (each there once, `isTouched[k][s]` true exactly for them), and the row's effective
/// coefficient at `s` is its stored one plus that. Constants are never deferred.
struct DeferredRows {
  /// At most this many rows are deferred at once (the walked row and the few other long rows
  /// a view's size appears in: a container's sum, an edit's error).
  static let capacity = 4
  /// Whether a walk or an optimisation is on (rows may be deferred).
  private(set) var isActive = false
  /// The deferred rows, by slot.
  private(set) var rows: [Int32] = []
  private var delta: [[Double]] = []
  private var isTouched: [[Bool]] = []
  private(set) var touched: [[Int32]] = []
  private var symbolCount = 0
  /// The largest magnitude any slot has owed since the walk began (zero outside one): a
  /// deferred row's cell, once merged, is at most ``RowStore/largestCellBound`` plus this.
  private(set) var largestOwed = 0.0
  /// The fewest cells of a row that is deferred.
  private(set) var minimumLength = 0
  /// How many times longer than the pivot row a row must be to be deferred: a long pivot row
  /// touches much of the row anyway, and merging it directly costs no more.
  private(set) var lengthRatio = 32
  /// The fewest cells of a row that ``Tableau/optimize()`` defers: below some thousands,
  /// summing the changes costs about what the writes move (`stack-1000`'s rows of 1,000 to
  /// 2,000 cells took 2% more instructions). Tests lower it, to defer short rows too.
  var primalMinimumLength = 4_096
  /// The ``lengthRatio`` of ``Tableau/optimize()``'s deferral. Tests set it to 0, to defer
  /// rows next to any pivot row.
  var primalLengthRatio = 32
  /// The fewest cells of a row that ``Tableau/dualOptimize(sweeps:)`` defers (with
  /// ``primalLengthRatio``): a round that changed every row's text size pivots in every row,
  /// and each pivot wrote into the content's height, a cell for every row (`type-1000`'s 2,003
  /// cells passed a rebuild's work in its first round and rebuilt). Tests lower it.
  var dualMinimumLength = 1_024

  /// Starts a walk over symbols below `symbolCount`, in which rows of at least `minimumLength`
  /// cells and `lengthRatio` times the pivot row's may be deferred; no row is deferred yet.
  mutating func begin(symbolCount: Int, minimumLength: Int, lengthRatio: Int) {
    isActive = true
    largestOwed = 0
    self.symbolCount = symbolCount
    self.minimumLength = minimumLength
    self.lengthRatio = lengthRatio
  }

  /// The slot of `r`, or nil when it is not deferred.
  func slot(of r: Int32) -> Int? {
    rows.firstIndex(of: r)
  }

  /// Whether another row can be deferred.
  var hasRoom: Bool { isActive && rows.count < Self.capacity }

  /// Defers row `r` (not deferred yet; ``hasRoom`` true); returns its slot.
  mutating func add(_ r: Int32) -> Int {
    let k = rows.count
    rows.append(r)
    if delta.count <= k {
      delta.append([])
      isTouched.append([])
      touched.append([])
    }
    if delta[k].count < symbolCount {
      delta[k].append(contentsOf: repeatElement(0, count: symbolCount - delta[k].count))
      isTouched[k].append(
        contentsOf: repeatElement(false, count: symbolCount - isTouched[k].count))
    }
    return k
  }

  /// Adds `amount` to what slot `k`'s row owes at `s`.
  mutating func owe(_ k: Int, _ s: Int32, _ amount: Double) {
    let i = Int(s)
    if !isTouched[k][i] {
      isTouched[k][i] = true
      delta[k][i] = 0
      touched[k].append(s)
    }
    let old = delta[k][i]
    let v = old + amount
    delta[k][i] = isResidue(v, of: old, amount) ? 0 : v
    largestOwed = max(largestOwed, abs(v))
  }

  /// Makes slot `k`'s row owe at `s` exactly the opposite of `stored`, its stored coefficient
  /// there: the symbol leaves the row (it entered the basis), and the merge drops it.
  mutating func cancel(_ k: Int, _ s: Int32, stored: Double) {
    let i = Int(s)
    if !isTouched[k][i] {
      isTouched[k][i] = true
      touched[k].append(s)
    }
    delta[k][i] = -stored
  }

  /// Forgets what slot `k`'s row owes at `s` (a symbol its stored cells do not hold): the
  /// merge leaves the row without it, as if no substitution had brought it.
  mutating func forget(_ k: Int, _ s: Int32) {
    let i = Int(s)
    guard isTouched[k][i] else { return }
    isTouched[k][i] = false
    delta[k][i] = 0
    if let at = touched[k].firstIndex(of: s) { touched[k].remove(at: at) }
  }

  /// What slot `k`'s row owes at `s`.
  func owed(_ k: Int, _ s: Int32) -> Double {
    isTouched[k][Int(s)] ? delta[k][Int(s)] : 0
  }

  /// What slot `k`'s row owes, sorted by symbol.
  func sortedDebts(_ k: Int) -> [Int32] {
    touched[k].sorted()
  }

  /// Forgets slot `k` (its row merged), moving the last slot's row into it.
  mutating func remove(_ k: Int) {
    for s in touched[k] { isTouched[k][Int(s)] = false }
    touched[k].removeAllKeepingCapacity()
    let last = rows.count - 1
    if k != last {
      rows.swapAt(k, last)
      delta.swapAt(k, last)
      isTouched.swapAt(k, last)
      touched.swapAt(k, last)
    }
    rows.removeLast()
  }

  /// Ends the walk (every row must have been merged and removed).
  mutating func end() {
    isActive = false
    largestOwed = 0
  }
}
