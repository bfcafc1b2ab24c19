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
/// Row `r`'s cells are the arena's `start[r] ..< start[r] + length[r]`; the row owns `room[r]`
/// cells from `start[r]`. A row that outgrows its room
/// moves to the end of the arena, and its old cells are dead until ``compact()`` writes every
/// row again in row order, which it does once the dead cells outnumber the live ones. Rows made
/// one after another (a view's constraints, a cell's) thus sit side by side, two flat arrays
/// instead of two heap arrays per row, which at 10,000 views did not stay in the cache.
///
/// Nothing hands out a reference into the arena: cells are read and written through
/// ``withCells(_:_:)``, ``withMutableCells(_:_:)`` and the editing methods, each of which may
/// move rows (but never changes a row's cells other than as asked). The arena is a class, so
/// that a read is a plain load (an `Array` read through `self` retained its buffer every
/// time); the store copies it before a write when it is shared, as an `Array` would (the
/// all-or-none batch add keeps a copy of the whole solver to put back).
struct RowStore {
  var arena = CellArena(capacity: 0)
  var start: [Int] = []
  var length: [Int32] = []
  var room: [Int32] = []
  /// Cells of the arena no row owns.
  var deadCells = 0
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
  func cellCount(_ i: Int) -> Int { Int(length[i]) }

  /// Row `i`'s cells where they are: valid until the next write to the store (for a loop that
  /// writes elsewhere, where ``withCells(_:_:)``'s closure would capture `self`).
  @inline(__always)
  func cells(_ i: Int) -> (syms: UnsafeBufferPointer<Int32>, coefs: UnsafeBufferPointer<Double>) {
    let from = start[i]
    let n = Int(length[i])
    return (
      UnsafeBufferPointer(start: arena.syms + from, count: n),
      UnsafeBufferPointer(start: arena.coefs + from, count: n)
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
    let from = start[i]
    let n = Int(length[i])
    return try withExtendedLifetime(arena) {
      try body(
        UnsafeBufferPointer(start: arena.syms + from, count: n),
        UnsafeBufferPointer(start: arena.coefs + from, count: n))
    }
  }

  /// Calls `body` with row `i`'s symbols alone.
  @inline(__always)
  func withSyms<R>(_ i: Int, _ body: (UnsafeBufferPointer<Int32>) throws -> R) rethrows -> R {
    let from = start[i]
    let n = Int(length[i])
    return try withExtendedLifetime(arena) {
      try body(UnsafeBufferPointer(start: arena.syms + from, count: n))
    }
  }

  /// Calls `body` with row `i`'s cells to rewrite in place (same symbols, same count).
  @inline(__always)
  mutating func withMutableCells<R>(
    _ i: Int, _ body: (UnsafeMutableBufferPointer<Int32>, UnsafeMutableBufferPointer<Double>) -> R
  ) -> R {
    makeUnique()
    let from = start[i]
    let n = Int(length[i])
    return body(
      UnsafeMutableBufferPointer(start: arena.syms + from, count: n),
      UnsafeMutableBufferPointer(start: arena.coefs + from, count: n))
  }

  /// Copies the arena before a write when another store shares it.
  @inline(__always)
  private mutating func makeUnique() {
    if !isKnownUniquelyReferenced(&arena) { arena = arena.copy() }
  }

  /// A new row id with no cells.
  mutating func appendRow() {
    start.append(arena.count)
    length.append(0)
    room.append(0)
    constant.append(0)
    basic.append(-1)
  }

  /// Makes room for `n` row ids.
  mutating func reserveRows(_ n: Int) {
    start.reserveCapacity(n)
    length.reserveCapacity(n)
    room.reserveCapacity(n)
    constant.reserveCapacity(n)
    basic.reserveCapacity(n)
  }

  /// Drops the row ids from `n` on (rows made inside a transaction that rolls back).
  mutating func truncate(to n: Int) {
    guard count > n else { return }
    for i in n..<count { deadCells += Int(room[i]) }
    start.removeSubrange(n...)
    length.removeSubrange(n...)
    room.removeSubrange(n...)
    constant.removeSubrange(n...)
    basic.removeSubrange(n...)
  }

  /// Empties row `i`, keeping its room.
  mutating func clearCells(_ i: Int) {
    length[i] = 0
  }

  /// Makes row `i` own at least `n` cells, its current cells kept; returns its first cell. The
  /// arena must be unique.
  private mutating func ensureRoom(_ i: Int, _ n: Int) -> Int {
    if n <= Int(room[i]) { return start[i] }
    let from = start[i]
    let used = Int(length[i])
    if from + Int(room[i]) == arena.count {
      // The last row of the arena grows where it is.
      let extra = n + n / 2 + 2 - Int(room[i])
      arena.appendZeros(extra)
      room[i] += Int32(extra)
      return from
    }
    deadCells += Int(room[i])
    if deadCells > 4_096, deadCells > arena.count - deadCells {
      compact(except: i)
      return ensureRoom(i, n)
    }
    let to = arena.count
    let newRoom = Swift.max(n + n / 2, 4)
    arena.appendZeros(newRoom)
    (arena.syms + to).update(from: arena.syms + from, count: used)
    (arena.coefs + to).update(from: arena.coefs + from, count: used)
    start[i] = to
    room[i] = Int32(newRoom)
    return to
  }

  /// Writes every row again in row order, each with the room of its cells (row `except` is
  /// written last, with its old room, so that it can grow at the end).
  private mutating func compact(except: Int) {
    let live = arena.count - deadCells
    let fresh = CellArena(capacity: 3 * live)
    func move(_ i: Int, room kept: Int) {
      let from = start[i]
      let n = Int(length[i])
      let to = fresh.count
      fresh.appendZeros(kept)
      (fresh.syms + to).update(from: arena.syms + from, count: n)
      (fresh.coefs + to).update(from: arena.coefs + from, count: n)
      start[i] = to
      room[i] = Int32(kept)
    }
    // A little room beyond each row's cells: a row that gains a cell after the compaction
    // grows in place instead of moving again at once.
    for i in 0..<count where i != except {
      let n = Int(length[i])
      move(i, room: n == 0 ? 0 : n + Swift.max(2, n / 4))
    }
    move(except, room: Int(room[except]))
    arena = fresh
    deadCells = 0
  }

  /// Replaces row `i`'s cells by `syms`/`coefs`.
  mutating func setCells(
    _ i: Int, _ syms: UnsafeBufferPointer<Int32>, _ coefs: UnsafeBufferPointer<Double>
  ) {
    makeUnique()
    let n = syms.count
    let from = ensureRoom(i, n)
    if let s = syms.baseAddress, let c = coefs.baseAddress {
      (arena.syms + from).update(from: s, count: n)
      (arena.coefs + from).update(from: c, count: n)
    }
    length[i] = Int32(n)
    if Int(room[i]) > 8 * n + 64 {
      // A long row that cancelled down to a short one gives back the rest of its room: rows
      // that fill in for a while and cancel again (a dual simplex passing a deficit along a
      // chain) would otherwise keep their longest extent each.
      deadCells += Int(room[i]) - n
      room[i] = Int32(n)
    }
  }

  /// Replaces row `i`'s cells by `syms`/`coefs`.
  mutating func setCells(_ i: Int, _ syms: [Int32], _ coefs: [Double]) {
    syms.withUnsafeBufferPointer { s in
      coefs.withUnsafeBufferPointer { c in setCells(i, s, c) }
    }
  }

  /// Replaces the cells `lo..<hi` of row `i` by `syms`/`coefs`.
  mutating func replaceCells(
    _ i: Int, _ lo: Int, _ hi: Int, _ syms: UnsafeBufferPointer<Int32>,
    _ coefs: UnsafeBufferPointer<Double>
  ) {
    makeUnique()
    let old = Int(length[i])
    let n = old - (hi - lo) + syms.count
    let from = ensureRoom(i, n)
    let shift = syms.count - (hi - lo)
    (arena.syms + from + hi + shift).update(from: arena.syms + from + hi, count: old - hi)
    (arena.coefs + from + hi + shift).update(from: arena.coefs + from + hi, count: old - hi)
    if let s = syms.baseAddress, let c = coefs.baseAddress {
      (arena.syms + from + lo).update(from: s, count: syms.count)
      (arena.coefs + from + lo).update(from: c, count: syms.count)
    }
    length[i] = Int32(n)
  }

  /// Removes the cell at `k` of row `i`.
  mutating func removeCell(_ i: Int, at k: Int) {
    makeUnique()
    let from = start[i]
    let old = Int(length[i])
    (arena.syms + from + k).update(from: arena.syms + from + k + 1, count: old - k - 1)
    (arena.coefs + from + k).update(from: arena.coefs + from + k + 1, count: old - k - 1)
    length[i] = Int32(old - 1)
  }

  /// Inserts a cell at `k` of row `i`.
  mutating func insertCell(_ i: Int, _ sym: Int32, _ coef: Double, at k: Int) {
    makeUnique()
    let old = Int(length[i])
    let from = ensureRoom(i, old + 1)
    (arena.syms + from + k + 1).update(from: arena.syms + from + k, count: old - k)
    (arena.coefs + from + k + 1).update(from: arena.coefs + from + k, count: old - k)
    arena.syms[from + k] = sym
    arena.coefs[from + k] = coef
    length[i] = Int32(old + 1)
  }
}

/// The cells of every row of a ``RowStore``: two buffers that grow at their end. The store
/// copies it before writing to a shared one.
final class CellArena {
  private(set) var syms: UnsafeMutablePointer<Int32>
  private(set) var coefs: UnsafeMutablePointer<Double>
  private(set) var capacity: Int
  /// The cells in use, rows' and dead ones.
  private(set) var count = 0

  init(capacity: Int) {
    self.capacity = Swift.max(capacity, 16)
    syms = .allocate(capacity: self.capacity)
    coefs = .allocate(capacity: self.capacity)
  }

  deinit {
    syms.deallocate()
    coefs.deallocate()
  }

  /// A copy with the same cells.
  func copy() -> CellArena {
    let other = CellArena(capacity: capacity)
    other.syms.initialize(from: syms, count: count)
    other.coefs.initialize(from: coefs, count: count)
    other.count = count
    return other
  }

  /// Appends `n` zero cells, growing the buffers geometrically.
  func appendZeros(_ n: Int) {
    if count + n > capacity {
      let grown = Swift.max(count + n, 2 * capacity)
      let newSyms = UnsafeMutablePointer<Int32>.allocate(capacity: grown)
      let newCoefs = UnsafeMutablePointer<Double>.allocate(capacity: grown)
      newSyms.moveInitialize(from: syms, count: count)
      newCoefs.moveInitialize(from: coefs, count: count)
      syms.deallocate()
      coefs.deallocate()
      syms = newSyms
      coefs = newCoefs
      capacity = grown
    }
    (syms + count).initialize(repeating: 0, count: n)
    (coefs + count).initialize(repeating: 0, count: n)
    count += n
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
