// SPDX-License-Identifier: MIT

/// The tableau's columns, indexed by symbol id: for each symbol, the ids of the rows that may
/// hold it (see ``SymbolTable``), all in one ``SpanArena`` of row ids, as ``RowStore`` keeps the
/// rows' cells. A column's entries are the same row ids in the same order as one array per
/// symbol would hold (the pivots walk columns in their order, so that order decides ties).
///
/// Nothing hands out a reference that outlives a write: ``rows(_:)`` is valid until the next
/// write to the store. The arena is copied before a write when it is shared (a copy of the
/// solver, kept to put back, stays independent).
struct ColumnStore {
  /// The columns, one list per symbol id: the symbols', and the room beyond them (see
  /// ``SymbolTable/room``), whose columns are empty and own no cell.
  private(set) var arena = SpanArena<SpanLane<Int32>>(firstRoom: 4, growthInHalves: 4)

  /// The number of symbol ids there is a column for.
  var spanCount: Int { arena.count }

  /// The number of entries of column `s`, stale ones included.
  @inline(__always)
  func count(_ s: Int) -> Int { arena.length(s) }

  /// Whether column `s` has no entries.
  @inline(__always)
  func isEmpty(_ s: Int) -> Bool { arena.length(s) == 0 }

  /// The entries of every column, stale ones included.
  var entryCount: Int { arena.entryCount }

  /// Column `s` where it is: valid until the next write to the store (the arena is kept alive
  /// by the store, which the caller must not write meanwhile).
  @inline(__always)
  func rows(_ s: Int) -> UnsafeBufferPointer<Int32> {
    let at = arena.span[s]
    return UnsafeBufferPointer(start: arena.cells.base + at.start, count: Int(at.length))
  }

  /// Column `s`, copied out (for the checks, the tests and the journal).
  func array(_ s: Int) -> [Int32] {
    withExtendedLifetime(arena.cells) { Array(rows(s)) }
  }

  /// Places the empty column of a new symbol id `s` at the arena's end, where it grows in
  /// place until another column grows there.
  mutating func open(_ s: Int) {
    arena.open(s)
  }

  /// Makes columns for `n` symbol ids, empty, with capacity for `capacity` (see
  /// ``Tableau/sizeSymbolArrays(room:capacity:)``).
  mutating func reserveSymbols(_ n: Int, capacity: Int = 0) {
    arena.pad(to: n, capacity: capacity)
  }

  /// Empties the columns of the symbol ids `ids` and gives up their cells (symbols made inside
  /// a transaction that rolls back).
  mutating func truncate(_ ids: Range<Int>) {
    arena.reset(ids)
  }

  /// Empties column `s`, keeping its room.
  @inline(__always)
  mutating func clear(_ s: Int) {
    arena.setLength(s, 0)
  }

  /// The length up to which an append looks for its row in the column first, while
  /// ``reusesEntries``.
  static var reuseScan: Int { 16 }

  /// Whether an append first looks for its row in a column of ``reuseScan`` entries or fewer,
  /// and leaves a column that lists the row as it is: set by the dual simplex, whose pivots
  /// move the same symbols in and out of the same rows (a rotation of a feed). A row that
  /// loses a symbol keeps its entry in the symbol's column, stale, and each return appended
  /// another, until the column's length limit had it cleaned: `feed-10000`'s columns grew from
  /// 0.98 M entries to 2.83 M over three passes of rotations, and their arena with them. A walk
  /// meets a row at its first entry, which is the entry taken up again: the row keeps its place
  /// (the column's length, which some choices of pivot read, is shorter).
  var reusesEntries = false

  /// Whether the `length` entries of `ids` from `start` include `r`.
  @inline(__always)
  static func lists(
    _ r: Int32, _ ids: UnsafeMutablePointer<Int32>, from start: Int, _ length: Int
  ) -> Bool {
    UnsafeBufferPointer(start: ids + start, count: length).contains(r)
  }

  /// Appends row `r` to column `s` (unless the column lists it, see ``reusesEntries``).
  @inline(__always)
  mutating func append(_ s: Int, _ r: Int32) {
    let at = arena.span[s]
    if reusesEntries, Int(at.length) <= Self.reuseScan {
      let found = withExtendedLifetime(arena.cells) {
        Self.lists(r, arena.cells.base, from: at.start, Int(at.length))
      }
      if found { return }
    }
    arena.append(r, to: s)
  }

  /// Appends row `r` to the column of each of `symbols` (unless the column lists it, see
  /// ``reusesEntries``); returns whether any of them now holds more entries than its limit in
  /// `limits`.
  mutating func append(_ r: Int32, toEach symbols: [Int32], limits: [Int32]) -> Bool {
    symbols.withUnsafeBufferPointer { append(r, toEach: $0, limits: limits) }
  }

  /// ``append(_:toEach:limits:)`` from a buffer.
  mutating func append(
    _ r: Int32, toEach symbols: UnsafeBufferPointer<Int32>, limits: [Int32]
  ) -> Bool {
    arena.makeUnique()
    var anyFull = false
    var k = 0
    let scan = reusesEntries ? Self.reuseScan : -1
    while k < symbols.count {
      // The columns with room, through the buffers (no check of the spans' uniqueness per
      // entry); the first one without room stops the walk and moves, then the walk goes on.
      let ids = arena.cells.base
      let stop = limits.withUnsafeBufferPointer { limits in
        arena.span.withUnsafeMutableBufferPointer { span in
          var j = k
          while j < symbols.count {
            let s = Int(symbols[j])
            let at = span[s]
            if Int(at.length) <= scan, Self.lists(r, ids, from: at.start, Int(at.length)) {
              j += 1
              continue
            }
            guard at.length < at.room else { break }
            ids[at.start + Int(at.length)] = r
            span[s].length = at.length + 1
            if at.length >= limits[s] { anyFull = true }
            j += 1
          }
          return j
        }
      }
      guard stop < symbols.count else { break }
      let s = Int(symbols[stop])
      // Not listed: the walk looked before it found no room.
      arena.append(r, to: s)
      if arena.span[s].length > limits[s] { anyFull = true }
      k = stop + 1
    }
    return anyFull
  }

  /// Replaces column `s`'s entries by `ids`.
  mutating func replace(_ s: Int, with ids: UnsafeBufferPointer<Int32>) {
    arena.makeUnique()
    let n = ids.count
    let from = arena.ensureRoom(s, n)
    if let source = ids.baseAddress { (arena.cells.base + from).update(from: source, count: n) }
    arena.setLength(s, n)
  }

  /// Replaces column `s`'s entries by `ids`.
  mutating func replace(_ s: Int, with ids: [Int32]) {
    ids.withUnsafeBufferPointer { replace(s, with: $0) }
  }
}
