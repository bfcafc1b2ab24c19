// SPDX-License-Identifier: MIT

/// The lists of dependents (``ChangeTracker/dependents``), indexed by symbol id, all in one
/// arena, as ``ColumnStore`` keeps the columns: a layout's build registers a dependent for
/// every cell of every definition, and one heap array per symbol made its first entry an
/// allocation (6% of the instructions of `feed-1000`'s build and of `chain-1000`'s).
///
/// List `s` is `arena[span[s].start ..< span[s].start + span[s].length]`; it owns `span[s].room`
/// entries from its start. The arena is used up to `end` (beyond it, `arena` is spare room,
/// grown by doubling). A list grows in place while it has room or sits at the arena's end;
/// otherwise it moves to the end, and its old entries are dead until the arena is written again
/// in symbol order, once the dead entries outnumber the live ones. Entries keep the order they
/// were appended in, as one array per symbol would. `span` has an entry per symbol id and beyond,
/// up to ``SymbolTable/room``: the ids no symbol has yet have empty lists that own nothing.
struct DependentStore {
  /// Where a list sits in the arena.
  struct Span {
    var start: Int32
    var length: Int32
    var room: Int32
  }

  private(set) var span: [Span] = []
  private(set) var arena: [Dependent] = []
  /// The entries of `arena` in use: the lists' rooms and the dead entries.
  private(set) var end = 0
  /// Entries of the arena no list owns.
  private(set) var deadCells = 0

  /// The room a list that outgrows its own is given at least.
  static let firstRoom: Int32 = 4

  /// The dependents of `s`, oldest first.
  @inline(__always)
  subscript(s: Int) -> ArraySlice<Dependent> {
    let at = span[s]
    return arena[Int(at.start)..<Int(at.start) + Int(at.length)]
  }

  /// The number of entries of list `s`, stale ones included.
  @inline(__always)
  func count(_ s: Int) -> Int { Int(span[s].length) }

  /// Calls `body` with the spans and the arena, for a walk over many lists.
  @inline(__always)
  func withBuffers<R>(
    _ body: (UnsafeBufferPointer<Span>, UnsafeBufferPointer<Dependent>) -> R
  ) -> R {
    span.withUnsafeBufferPointer { span in arena.withUnsafeBufferPointer { body(span, $0) } }
  }

  /// Makes empty lists for `n` symbol ids.
  mutating func reserveSymbols(_ n: Int) {
    span.pad(to: n, with: Span(start: 0, length: 0, room: 0))
  }

  /// Empties list `s`, keeping its room.
  mutating func clear(_ s: Int) {
    span[s].length = 0
  }

  /// Empties the lists of the symbol ids `ids` and gives up their entries (symbols made inside
  /// a transaction that rolls back).
  mutating func reset(_ ids: Range<Int>) {
    for s in ids { deadCells += Int(span[s].room) }
    span.reset(ids, to: Span(start: 0, length: 0, room: 0))
  }

  /// Appends `d` to list `s`.
  mutating func append(_ d: Dependent, to s: Int) {
    let at = span[s]
    if at.length < at.room {
      arena[Int(at.start + at.length)] = d
      span[s].length = at.length + 1
      return
    }
    let grown = Swift.max(2 * (at.length + 1), Self.firstRoom)
    if Int(at.start) + Int(at.room) == end {
      // The last list of the arena grows where it is.
      take(Int(grown - at.room))
      span[s].room = grown
    } else {
      deadCells += Int(at.room)
      if deadCells > 4_096, deadCells > end - deadCells {
        compact()
        append(d, to: s)
        return
      }
      let to = end
      take(Int(grown))
      let from = Int(at.start)
      for j in 0..<Int(at.length) { arena[to + j] = arena[from + j] }
      span[s] = Span(start: Int32(to), length: at.length, room: grown)
    }
    arena[Int(span[s].start + at.length)] = d
    span[s].length = at.length + 1
  }

  /// Removes the entries of list `s` that `isStale` picks, keeping the others in order.
  mutating func removeAll(of s: Int, where isStale: (Dependent) -> Bool) {
    let at = span[s]
    let from = Int(at.start)
    var kept = from
    for j in from..<from + Int(at.length) where !isStale(arena[j]) {
      arena[kept] = arena[j]
      kept += 1
    }
    span[s].length = Int32(kept - from)
  }

  /// What a list's room holds beyond its entries.
  private static let filler = Dependent(symbol: -1, seq: 0)

  /// Moves the end of the arena `n` entries on, doubling the arena when it has no room left (a
  /// list's first entries took an append of a few entries each, dearer than the entries).
  private mutating func take(_ n: Int) {
    if end + n > arena.count {
      arena.pad(to: Swift.max(end + n, 2 * arena.count), with: Self.filler)
    }
    end += n
  }

  /// Writes every list again in symbol order, each with a little room beyond its entries.
  private mutating func compact() {
    var fresh: [Dependent] = []
    fresh.reserveCapacity(2 * (end - deadCells))
    for s in span.indices {
      let at = span[s]
      let n = Int(at.length)
      let room = n == 0 ? 0 : n + Swift.max(2, n / 4)
      let to = fresh.count
      fresh.append(contentsOf: arena[Int(at.start)..<Int(at.start) + n])
      fresh.append(contentsOf: repeatElement(Self.filler, count: room - n))
      span[s] = Span(start: Int32(to), length: at.length, room: Int32(room))
    }
    arena = fresh
    end = fresh.count
    deadCells = 0
  }
}
