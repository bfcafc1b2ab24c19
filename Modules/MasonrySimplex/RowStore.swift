// SPDX-License-Identifier: MIT

/// The tableau's rows, indexed by row id: the cells of every row in one arena, and one entry
/// per row id in each of the other arrays.
///
/// A live row `r` reads `basic[r] = constant[r] + Σ coef * sym` over its cells, which are
/// parametric symbols. Invariants: a row's symbols are sorted by id without repeats, its
/// coefficients have no zero, and neither holds a basic or a defined symbol; a restricted row
/// (a slack or an error basic) has a constant that is not negative once the dual simplex has
/// run. A free slot has `basic[r] == -1`, no cells, constant 0, and sits in `free` (or in the
/// journal's freed rows until a transaction commits).
///
/// The cells of every row live in one ``SpanArena`` (rows made one after another, a view's
/// constraints, a cell's, sit side by side: two flat arrays instead of two heap arrays per row,
/// which at 10,000 views did not stay in the cache). Nothing hands out a reference into the
/// arena: cells are read and written through ``withCells(_:_:)``, ``withMutableCells(_:_:)``
/// and the editing methods, each of which may move rows (but never changes a row's cells other
/// than as asked). The arena is copied before a write when it is shared (the all-or-none batch
/// add keeps a copy of the whole solver to put back).
struct RowStore {
  /// The rows' cells, one list per row id.
  private(set) var arena = SpanArena<CellArena>(firstRoom: 4, growthInHalves: 3)
  var constant: [Double] = []
  /// The basic symbol of a row; -1 for a free row slot.
  var basic: [Int32] = []
  /// Free row ids, reused last in, first out.
  var free: [Int32] = []
  /// At least the magnitude of every cell ever written: never lowered (but from an infinity
  /// to the largest cell there is, see ``SimplexCore/holdsNonFinite()``), so that the ratio
  /// test can tell that a coefficient is far above rounding noise without reading its whole
  /// row.
  var largestCellBound = 0.0
  /// At least the magnitude of every value a pivot or a new row gave its basic symbol since the
  /// last measure of the values (``SimplexCore/requiredBeyondTolerance()`` sets it to the largest
  /// constant of the rows): values beyond ``SimplexCore/checkedConstant`` make every call
  /// checked until they are gone, as a huge constant does (see
  /// ``SimplexCore/verifying(_:widening:_:)``). Not journaled: a rollback leaves it at least as
  /// high as it was.
  var valueMark = 0.0
  /// Advanced by every write to a row's cells or basic symbol (and by some writes of a constant
  /// alone): a ``ShiftPlans/Plan`` made at another epoch is stale.
  var epoch: UInt64 = 0

  /// The number of row ids, live or free.
  var count: Int { basic.count }

  /// The number of cells of row `i`.
  @inline(__always)
  func cellCount(_ i: Int) -> Int { arena.length(i) }

  /// A bound on every row's number of cells, now and before (the largest room a row was
  /// given).
  var longestRowBound: Int { arena.largestRoom }

  /// The cells row `i` owns: its cells and the room beyond them.
  func room(_ i: Int) -> Int { Int(arena.span[i].room) }

  /// Row `i`'s cells where they are: valid until the next write to the store (for a loop that
  /// writes elsewhere, where ``withCells(_:_:)``'s closure would capture `self`).
  @inline(__always)
  func cells(_ i: Int) -> (syms: UnsafeBufferPointer<Int32>, coefs: UnsafeBufferPointer<Double>) {
    let at = arena.span[i]
    let n = Int(at.length)
    return (
      UnsafeBufferPointer(start: arena.cells.syms + at.start, count: n),
      UnsafeBufferPointer(start: arena.cells.coefs + at.start, count: n)
    )
  }

  /// The cells of row `i`, copied out (for the checks and the reports, not the pivots).
  func syms(_ i: Int) -> [Int32] {
    withSyms(i) { Array($0) }
  }

  /// The coefficients of row `i`, copied out (see ``syms(_:)``).
  func coefs(_ i: Int) -> [Double] {
    withCells(i) { _, coefs in Array(coefs) }
  }

  /// Calls `body` with row `i`'s symbols and coefficients.
  @inline(__always)
  func withCells<R>(
    _ i: Int, _ body: (UnsafeBufferPointer<Int32>, UnsafeBufferPointer<Double>) throws -> R
  ) rethrows -> R {
    try withExtendedLifetime(arena.cells) {
      let (syms, coefs) = cells(i)
      return try body(syms, coefs)
    }
  }

  /// Calls `body` with row `i`'s symbols alone.
  @inline(__always)
  func withSyms<R>(_ i: Int, _ body: (UnsafeBufferPointer<Int32>) throws -> R) rethrows -> R {
    try withExtendedLifetime(arena.cells) { try body(cells(i).syms) }
  }

  /// Calls `body` with row `i`'s cells to rewrite in place (same symbols, same count).
  @inline(__always)
  mutating func withMutableCells<R>(
    _ i: Int, _ body: (UnsafeMutableBufferPointer<Int32>, UnsafeMutableBufferPointer<Double>) -> R
  ) -> R {
    arena.makeUnique()
    let cells = arena.cells
    let at = arena.span[i]
    let n = Int(at.length)
    return body(
      UnsafeMutableBufferPointer(start: cells.syms + at.start, count: n),
      UnsafeMutableBufferPointer(start: cells.coefs + at.start, count: n))
  }

  /// A new row id with no cells.
  mutating func appendRow() {
    arena.appendList()
    constant.append(0)
    basic.append(-1)
  }

  /// Makes room for `n` row ids.
  mutating func reserveRows(_ n: Int) {
    arena.span.reserveCapacity(n)
    constant.reserveCapacity(n)
    basic.reserveCapacity(n)
  }

  /// Drops the row ids from `n` on (rows made inside a transaction that rolls back).
  mutating func truncate(to n: Int) {
    guard count > n else { return }
    arena.removeLists(from: n)
    constant.removeSubrange(n...)
    basic.removeSubrange(n...)
  }

  /// Empties row `i`, keeping its room.
  mutating func clearCells(_ i: Int) {
    arena.setLength(i, 0)
  }

  /// Replaces row `i`'s cells by `syms`/`coefs`.
  mutating func setCells(
    _ i: Int, _ syms: UnsafeBufferPointer<Int32>, _ coefs: UnsafeBufferPointer<Double>
  ) {
    arena.makeUnique()
    let n = syms.count
    let from = arena.ensureRoom(i, n)
    // The cells may have moved to a new buffer as the arena grew or compacted.
    let cells = arena.cells
    if let s = syms.baseAddress, let c = coefs.baseAddress {
      (cells.syms + from).update(from: s, count: n)
      (cells.coefs + from).update(from: c, count: n)
    }
    arena.setLength(i, n)
    // A long row that cancelled down to a short one gives back the rest of its room.
    if room(i) > 8 * n + 64 { arena.shrinkRoom(i) }
  }

  /// Replaces row `i`'s cells by `syms`/`coefs`.
  mutating func setCells(_ i: Int, _ syms: [Int32], _ coefs: [Double]) {
    syms.withUnsafeBufferPointer { s in
      coefs.withUnsafeBufferPointer { c in setCells(i, s, c) }
    }
  }

  /// Replaces the cells `lo..<hi` of row `i` by `syms`/`coefs`; the cells after them move
  /// only when the count changes.
  mutating func replaceCells(
    _ i: Int, _ lo: Int, _ hi: Int, _ syms: UnsafeBufferPointer<Int32>,
    _ coefs: UnsafeBufferPointer<Double>
  ) {
    arena.makeUnique()
    let old = arena.length(i)
    let n = old - (hi - lo) + syms.count
    let from = arena.ensureRoom(i, n)
    // The cells may have moved to a new buffer as the arena grew or compacted.
    let cells = arena.cells
    let shift = syms.count - (hi - lo)
    if shift != 0 {
      (cells.syms + from + hi + shift).update(from: cells.syms + from + hi, count: old - hi)
      (cells.coefs + from + hi + shift).update(from: cells.coefs + from + hi, count: old - hi)
    }
    if let s = syms.baseAddress, let c = coefs.baseAddress {
      (cells.syms + from + lo).update(from: s, count: syms.count)
      (cells.coefs + from + lo).update(from: c, count: syms.count)
    }
    arena.setLength(i, n)
  }

  /// Replaces the cell at `k` of row `i` by one of `sym` (not in the row), moved to its place
  /// in the symbols' order: only the cells between the two places move, and the row keeps its
  /// length and its room (a pivot trades its entering symbol for the leaving one so).
  mutating func replaceCell(_ i: Int, at k: Int, by sym: Int32, _ coef: Double) {
    arena.makeUnique()
    let cells = arena.cells
    let from = arena.span[i].start
    let n = arena.length(i)
    let syms = cells.syms + from
    let coefs = cells.coefs + from
    var d = k
    if sym > syms[k] {
      while d + 1 < n, syms[d + 1] < sym {
        syms[d] = syms[d + 1]
        coefs[d] = coefs[d + 1]
        d += 1
      }
    } else {
      while d > 0, syms[d - 1] > sym {
        syms[d] = syms[d - 1]
        coefs[d] = coefs[d - 1]
        d -= 1
      }
    }
    syms[d] = sym
    coefs[d] = coef
  }

  /// Removes the cell at `k` of row `i`.
  mutating func removeCell(_ i: Int, at k: Int) {
    arena.makeUnique()
    let cells = arena.cells
    let from = arena.span[i].start
    let old = arena.length(i)
    (cells.syms + from + k).update(from: cells.syms + from + k + 1, count: old - k - 1)
    (cells.coefs + from + k).update(from: cells.coefs + from + k + 1, count: old - k - 1)
    arena.setLength(i, old - 1)
  }
}

/// The cells of every row of a ``RowStore``: their symbols and their coefficients, two
/// buffers side by side (a walk over a row's symbols alone reads only the first).
final class CellArena: SpanCells {
  private(set) var syms: UnsafeMutablePointer<Int32>
  private(set) var coefs: UnsafeMutablePointer<Double>
  private(set) var capacity: Int
  private(set) var count = 0

  init(capacity: Int) {
    self.capacity = Swift.max(capacity, 16)
    syms = heapAllocate(Int32.self, capacity: self.capacity)
    coefs = heapAllocate(Double.self, capacity: self.capacity)
  }

  deinit {
    heapFree(syms)
    heapFree(coefs)
  }

  /// (As ``SpanLane/copy()``, the rooms and the dead cells copied as they are.)
  func copy() -> CellArena {
    let other = CellArena(capacity: capacity)
    other.syms.update(from: syms, count: count)
    other.coefs.update(from: coefs, count: count)
    other.count = count
    return other
  }

  func appendCells(_ n: Int) {
    if count + n > capacity {
      capacity = Swift.max(count + n, 2 * capacity)
      syms = heapReallocate(syms, capacity: capacity)
      coefs = heapReallocate(coefs, capacity: capacity)
    }
    // As in ``SpanLane/appendCells(_:)``: the room is left as it comes.
    count += n
  }

  func copyCells(from source: CellArena, at from: Int, to: Int, count n: Int) {
    (syms + to).update(from: source.syms + from, count: n)
    (coefs + to).update(from: source.coefs + from, count: n)
  }

  func moveCells(at from: Int, to: Int, count n: Int) {
    heapMove(syms, at: from, to: to, count: n)
    heapMove(coefs, at: from, to: to, count: n)
  }

  func removeCells(from n: Int) {
    count = n
  }
}

/// Makes `array` a copy of `source`, in the array's own storage (one copy, no allocation once
/// its capacity suffices).
@inline(__always)
func copyCells<Element: BitwiseCopyable>(
  _ source: UnsafeBufferPointer<Element>, into array: inout [Element]
) {
  let old = array.count
  let count = source.count
  if count < old {
    array.removeLast(old - count)
  } else if count > old {
    array.append(contentsOf: UnsafeBufferPointer(rebasing: source[old..<count]))
  }
  let prefix = Swift.min(old, count)
  guard prefix > 0, let from = source.baseAddress else { return }
  array.withUnsafeMutableBufferPointer { to in
    to.baseAddress?.update(from: from, count: prefix)
  }
}

/// The index of the first of `syms` (sorted) from `a` on that is not below `s`: the steps
/// double from `a` until one passes `s`, then halve back (O(log d) for the distance d, where a
/// binary search of the rest costs O(log n) and a scan O(d)). Merges into a long row take it
/// from one cell of a short row to the next.
@inline(__always)
func gallop(_ syms: UnsafeBufferPointer<Int32>, from a: Int, to s: Int32) -> Int {
  let n = syms.count
  var lo = a
  var step = 1
  var hi = a + 1
  // Every cell below `lo` is below `s`.
  while hi <= n, syms[hi - 1] < s {
    lo = hi
    step &<<= 1
    hi = lo + step
  }
  if hi > n { hi = n }
  while lo < hi {
    let mid = (lo + hi) >> 1
    if syms[mid] < s { lo = mid + 1 } else { hi = mid }
  }
  return lo
}

/// Copies the cells `from..<to` of `syms`/`coefs` to `outSyms`/`outCoefs` at `k`, leaving out
/// the cell at `skip` when it lies among them; returns the next free index of the output.
@inline(__always)
func copyRun(
  _ syms: UnsafeBufferPointer<Int32>, _ coefs: UnsafeBufferPointer<Double>, _ from: Int,
  _ to: Int, skipping skip: Int, into outSyms: UnsafeMutableBufferPointer<Int32>,
  _ outCoefs: UnsafeMutableBufferPointer<Double>, at k: Int
) -> Int {
  guard from < to, let s = syms.baseAddress, let c = coefs.baseAddress,
    let os = outSyms.baseAddress, let oc = outCoefs.baseAddress
  else { return k }
  // A short run cell by cell: two calls of `memmove` cost more than a few cells.
  if to - from <= 8 {
    var n = k
    for j in from..<to where j != skip {
      os[n] = s[j]
      oc[n] = c[j]
      n += 1
    }
    return n
  }
  if skip >= from, skip < to {
    let head = skip - from
    (os + k).update(from: s + from, count: head)
    (oc + k).update(from: c + from, count: head)
    let tail = to - skip - 1
    (os + k + head).update(from: s + skip + 1, count: tail)
    (oc + k + head).update(from: c + skip + 1, count: tail)
    return k + head + tail
  }
  (os + k).update(from: s + from, count: to - from)
  (oc + k).update(from: c + from, count: to - from)
  return k + to - from
}

/// The index of the first of `syms` (sorted) that is not below `s`.
@inline(__always)
func lowerBound(of s: Int32, in syms: UnsafeBufferPointer<Int32>) -> Int {
  var lo = 0
  var hi = syms.count
  while lo < hi {
    let mid = (lo + hi) >> 1
    if syms[mid] < s { lo = mid + 1 } else { hi = mid }
  }
  return lo
}
