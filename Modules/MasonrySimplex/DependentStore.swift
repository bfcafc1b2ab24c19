// SPDX-License-Identifier: MIT

/// The lists of dependents (``ChangeTracker/dependents``), indexed by symbol id, all in one
/// ``SpanArena``, as ``ColumnStore`` keeps the columns: a layout's build registers a dependent
/// for every cell of every definition, and one heap array per symbol made its first entry an
/// allocation (6% of the instructions of `feed-1000`'s build and of `chain-1000`'s).
///
/// Entries keep the order they were appended in, as one array per symbol would. There is a list
/// per symbol id and beyond, up to ``SymbolTable/room``: the ids no symbol has yet have empty
/// lists that own nothing.
struct DependentStore {
  private(set) var arena = SpanArena<SpanLane<Dependent>>(firstRoom: 2, growthInHalves: 4)

  /// The dependents of `s`, oldest first: valid until the next write to the store (the arena is
  /// kept alive by the store, which the caller must not write meanwhile).
  @inline(__always)
  subscript(s: Int) -> UnsafeBufferPointer<Dependent> {
    let at = arena.span[s]
    return UnsafeBufferPointer(start: arena.cells.base + at.start, count: Int(at.length))
  }

  /// The number of entries of list `s`, stale ones included.
  @inline(__always)
  func count(_ s: Int) -> Int { arena.length(s) }

  /// Calls `body` with the spans and the entries, for a walk over many lists.
  @inline(__always)
  func withBuffers<R>(
    _ body: (UnsafeBufferPointer<ArenaSpan>, UnsafePointer<Dependent>) -> R
  ) -> R {
    withExtendedLifetime(arena.cells) {
      arena.span.withUnsafeBufferPointer { body($0, arena.cells.base) }
    }
  }

  /// Makes empty lists for `n` symbol ids, with capacity for `capacity` (see
  /// ``Tableau/sizeSymbolArrays(room:capacity:)``).
  mutating func reserveSymbols(_ n: Int, capacity: Int = 0) {
    arena.pad(to: n, capacity: capacity)
  }

  /// Empties list `s`, keeping its room.
  mutating func clear(_ s: Int) {
    arena.setLength(s, 0)
  }

  /// Empties the lists of the symbol ids `ids` and gives up their entries (symbols made inside
  /// a transaction that rolls back).
  mutating func reset(_ ids: Range<Int>) {
    arena.reset(ids)
  }

  /// Appends `d` to list `s`.
  mutating func append(_ d: Dependent, to s: Int) {
    arena.append(d, to: s)
  }

  /// Removes the entries of list `s` that `isStale` picks, keeping the others in order.
  mutating func removeAll(of s: Int, where isStale: (Dependent) -> Bool) {
    arena.makeUnique()
    let at = arena.span[s]
    let entries = arena.cells.base + at.start
    var kept = 0
    for j in 0..<Int(at.length) where !isStale(entries[j]) {
      entries[kept] = entries[j]
      kept += 1
    }
    arena.setLength(s, kept)
  }
}
