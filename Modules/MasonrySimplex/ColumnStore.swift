// SPDX-License-Identifier: MIT

/// The tableau's columns, indexed by symbol id: for each symbol, the ids of the rows that may
/// hold it (see ``SymbolTable``), all in one arena of row ids, as ``RowStore`` keeps the rows'
/// cells.
///
/// Column `s` is the arena's `span[s].start ..< span[s].start + span[s].length`; the column
/// owns `span[s].room` cells from its start. A column grows in place while it has room or sits
/// at the arena's end; otherwise it moves to the end, and its old cells are dead until
/// ``compact(except:)`` writes every column again in symbol order, which it does once the dead
/// cells outnumber the live ones. A column's entries are only ever changed as asked: the same
/// row ids in the same order as one array per symbol would hold (the pivots walk columns in
/// their order, so that order decides ties).
///
/// Nothing hands out a reference that outlives a write: ``rows(_:)`` is valid until the next
/// write to the store. The arena is a class, so that a read is a plain load; the store copies
/// it before a write when it is shared, as an `Array` would (a copy of the solver, kept to put
/// back, stays independent).
struct ColumnStore {
  /// Where a column sits in the arena: one entry per symbol, side by side, so that a column's
  /// start, length and room are one load.
  struct Span {
    var start: Int
    var length: Int32
    var room: Int32
  }

  var arena = RowIdArena(capacity: 0)
  var span: [Span] = []
  /// Cells of the arena no column owns.
  var deadCells = 0

  /// The room a column that outgrows its own is given at least (one move for its first rows,
  /// where an array reallocated at 1, 2, 4 and 8).
  static let firstRoom = 8

  /// The number of symbol ids there is a span for: the symbols', and the room beyond them
  /// (see ``SymbolTable/room``), whose columns are empty and own no cell.
  var spanCount: Int { span.count }

  /// The number of entries of column `s`, stale ones included.
  @inline(__always)
  func count(_ s: Int) -> Int { Int(span[s].length) }

  /// Whether column `s` has no entries.
  @inline(__always)
  func isEmpty(_ s: Int) -> Bool { span[s].length == 0 }

  /// The entries of every column, stale ones included.
  var entryCount: Int { span.reduce(0) { $0 + Int($1.length) } }

  /// Column `s` where it is: valid until the next write to the store (the arena is kept alive
  /// by the store, which the caller must not write meanwhile).
  @inline(__always)
  func rows(_ s: Int) -> UnsafeBufferPointer<Int32> {
    let at = span[s]
    return UnsafeBufferPointer(start: arena.ids + at.start, count: Int(at.length))
  }

  /// Column `s`, copied out (for the checks, the tests and the journal).
  func array(_ s: Int) -> [Int32] {
    withExtendedLifetime(arena) { Array(rows(s)) }
  }

  /// Copies the arena before a write when another store shares it.
  @inline(__always)
  private mutating func makeUnique() {
    if !isKnownUniquelyReferenced(&arena) { arena = arena.copy() }
  }

  /// Places the empty column of a new symbol id `s` at the arena's end, where it grows in
  /// place until another column grows there.
  mutating func open(_ s: Int) {
    span[s].start = arena.count
  }

  /// Makes spans for `n` symbol ids, empty.
  mutating func reserveSymbols(_ n: Int) {
    span.pad(to: n, with: Span(start: 0, length: 0, room: 0))
  }

  /// Empties the columns of the symbol ids `ids` and gives up their cells (symbols made inside
  /// a transaction that rolls back).
  mutating func truncate(_ ids: Range<Int>) {
    for i in ids { deadCells += Int(span[i].room) }
    span.reset(ids, to: Span(start: 0, length: 0, room: 0))
  }

  /// Empties column `s`, keeping its room.
  @inline(__always)
  mutating func clear(_ s: Int) {
    span[s].length = 0
  }

  /// Appends row `r` to column `s`.
  @inline(__always)
  mutating func append(_ s: Int, _ r: Int32) {
    makeUnique()
    appendUnique(s, r)
  }

  /// Appends row `r` to the column of each of `symbols`; returns whether any of them now holds
  /// more entries than its limit in `limits`.
  mutating func append(_ r: Int32, toEach symbols: [Int32], limits: [Int32]) -> Bool {
    makeUnique()
    var anyFull = false
    var k = 0
    while k < symbols.count {
      // The columns with room, through the buffers (no check of the spans' uniqueness per
      // entry); the first one without room stops the walk and moves, then the walk goes on.
      let ids = arena.ids
      let stop = symbols.withUnsafeBufferPointer { symbols in
        limits.withUnsafeBufferPointer { limits in
          span.withUnsafeMutableBufferPointer { span in
            var j = k
            while j < symbols.count {
              let s = Int(symbols[j])
              let at = span[s]
              guard at.length < at.room else { break }
              ids[at.start + Int(at.length)] = r
              span[s].length = at.length + 1
              if at.length >= limits[s] { anyFull = true }
              j += 1
            }
            return j
          }
        }
      }
      guard stop < symbols.count else { break }
      let s = Int(symbols[stop])
      appendUnique(s, r)
      if span[s].length > limits[s] { anyFull = true }
      k = stop + 1
    }
    return anyFull
  }

  /// Appends row `r` to column `s`; the arena must be unique.
  @inline(__always)
  private mutating func appendUnique(_ s: Int, _ r: Int32) {
    let at = span[s]
    if at.length < at.room {
      arena.ids[at.start + Int(at.length)] = r
      span[s].length = at.length + 1
      return
    }
    let from = ensureRoom(s, Int(at.length) + 1)
    arena.ids[from + Int(at.length)] = r
    span[s].length = at.length + 1
  }

  /// Replaces column `s`'s entries by `ids`.
  mutating func replace(_ s: Int, with ids: UnsafeBufferPointer<Int32>) {
    makeUnique()
    let n = ids.count
    let from = ensureRoom(s, n)
    if let source = ids.baseAddress { (arena.ids + from).update(from: source, count: n) }
    span[s].length = Int32(n)
  }

  /// Replaces column `s`'s entries by `ids`.
  mutating func replace(_ s: Int, with ids: [Int32]) {
    ids.withUnsafeBufferPointer { replace(s, with: $0) }
  }

  /// Makes column `s` own at least `n` cells, its current entries kept; returns its first
  /// cell. The arena must be unique.
  private mutating func ensureRoom(_ s: Int, _ n: Int) -> Int {
    let at = span[s]
    let room = Int(at.room)
    if n <= room { return at.start }
    let grown = Swift.max(2 * n, Self.firstRoom)
    if at.start + room == arena.count {
      // The last column of the arena grows where it is.
      arena.appendZeros(grown - room)
      span[s].room = Int32(grown)
      return at.start
    }
    deadCells += room
    if deadCells > 4_096, deadCells > arena.count - deadCells {
      compact(except: s)
      return ensureRoom(s, n)
    }
    let to = arena.count
    arena.appendZeros(grown)
    (arena.ids + to).update(from: arena.ids + at.start, count: Int(at.length))
    span[s] = Span(start: to, length: at.length, room: Int32(grown))
    return to
  }

  /// Writes every column again in symbol order, each with a little room beyond its entries
  /// (column `except` is written last, with its old room, so that it can grow at the end).
  private mutating func compact(except: Int) {
    let live = arena.count - deadCells
    let fresh = RowIdArena(capacity: 3 * live)
    func move(_ s: Int, room kept: Int) {
      let at = span[s]
      let to = fresh.count
      fresh.appendZeros(kept)
      (fresh.ids + to).update(from: arena.ids + at.start, count: Int(at.length))
      span[s] = Span(start: to, length: at.length, room: Int32(kept))
    }
    for s in 0..<spanCount where s != except {
      let n = Int(span[s].length)
      move(s, room: n == 0 ? 0 : n + Swift.max(2, n / 4))
    }
    move(except, room: Int(span[except].room))
    arena = fresh
    deadCells = 0
  }
}

/// The row ids of every column of a ``ColumnStore``: one buffer that grows at its end. The
/// store copies it before writing to a shared one.
final class RowIdArena {
  private(set) var ids: UnsafeMutablePointer<Int32>
  private(set) var capacity: Int
  /// The cells in use, columns' and dead ones.
  private(set) var count = 0

  init(capacity: Int) {
    self.capacity = Swift.max(capacity, 16)
    ids = .allocate(capacity: self.capacity)
  }

  deinit {
    ids.deallocate()
  }

  /// A copy with the same cells.
  func copy() -> RowIdArena {
    let other = RowIdArena(capacity: capacity)
    other.ids.initialize(from: ids, count: count)
    other.count = count
    return other
  }

  /// Appends `n` zero cells, growing the buffer geometrically.
  func appendZeros(_ n: Int) {
    if count + n > capacity {
      let grown = Swift.max(count + n, 2 * capacity)
      let newIds = UnsafeMutablePointer<Int32>.allocate(capacity: grown)
      newIds.moveInitialize(from: ids, count: count)
      ids.deallocate()
      ids = newIds
      capacity = grown
    }
    (ids + count).initialize(repeating: 0, count: n)
    count += n
  }
}
