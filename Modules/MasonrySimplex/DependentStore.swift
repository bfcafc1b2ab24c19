// SPDX-License-Identifier: MIT

/// The lists of dependents (``ChangeTracker/dependents``), indexed by symbol id, all in one
/// ``SpanArena``, as ``ColumnStore`` keeps the columns: a layout's build registers a dependent
/// for every cell of every definition, and one heap array per symbol made its first entry an
/// allocation (6% of the instructions of `feed-1000`'s build and of `chain-1000`'s).
///
/// Entries keep the order they were appended in, as one array per symbol would. There is a list
/// per symbol id and beyond, up to ``SymbolTable/room``: the ids no symbol has yet have empty
/// lists that own nothing.
///
/// Invariant: `hasEntries[s]` is whether list `s` has an entry, for every list id.
struct DependentStore {
  private(set) var arena = SpanArena<SpanLane<Dependent>>(firstRoom: 2, growthInHalves: 4)
  /// Whether each list has an entry, a byte a symbol id: what a walk over many changed symbols
  /// tests before it reads a list's span (sixteen bytes), most of the symbols a round moves
  /// having no dependents. Read in place of the spans, the walk's loads stay within a cache of
  /// a megabyte at 100,000 symbols (see ``Tableau/spreadChanges()``).
  private(set) var hasEntries: [Bool] = []

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
    _ body: (UnsafeBufferPointer<Bool>, UnsafeBufferPointer<ArenaSpan>, UnsafePointer<Dependent>)
      -> R
  ) -> R {
    withExtendedLifetime(arena.cells) {
      hasEntries.withUnsafeBufferPointer { hasEntries in
        arena.span.withUnsafeBufferPointer { body(hasEntries, $0, arena.cells.base) }
      }
    }
  }

  /// Makes empty lists for `n` symbol ids, with capacity for `capacity` (see
  /// ``Tableau/sizeSymbolArrays(room:capacity:)``).
  mutating func reserveSymbols(_ n: Int, capacity: Int = 0) {
    arena.pad(to: n, capacity: capacity)
    hasEntries.pad(to: n, with: false, capacity: capacity)
  }

  /// Empties list `s`, keeping its room.
  mutating func clear(_ s: Int) {
    arena.setLength(s, 0)
    hasEntries[s] = false
  }

  /// Empties the lists of the symbol ids `ids` and gives up their entries (symbols made inside
  /// a transaction that rolls back).
  mutating func reset(_ ids: Range<Int>) {
    arena.reset(ids)
    hasEntries.reset(ids, to: false)
  }

  /// Appends `d` to list `s`.
  mutating func append(_ d: Dependent, to s: Int) {
    arena.append(d, to: s)
    hasEntries[s] = true
  }

  /// Stops the process if ``hasEntries`` disagrees with a list (the internal checks; see
  /// ``Tableau/checkInvariants()``).
  func checkInvariants() {
    let n = arena.count
    if hasEntries.count != n {
      preconditionFailure("\(hasEntries.count) flags of entries for \(n) lists of dependents")
    }
    for s in 0..<n where hasEntries[s] != (arena.length(s) > 0) {
      preconditionFailure("the list of dependents of s\(s) and its flag disagree")
    }
  }

  /// Replaces every entry of every list by what `rename` makes of it, dropping those it returns
  /// `nil` for and keeping the others in order (see ``Tableau/renumberDefinitions()``).
  mutating func renameAll(_ rename: (Dependent) -> Dependent?) {
    arena.makeUnique()
    for s in 0..<arena.count { rewrite(s, rename) }
  }

  /// Removes the entries of list `s` that `isStale` picks, keeping the others in order.
  mutating func removeAll(of s: Int, where isStale: (Dependent) -> Bool) {
    arena.makeUnique()
    rewrite(s) { isStale($0) ? nil : $0 }
  }

  /// Replaces each entry of list `s` by what `body` makes of it, in place, dropping those it
  /// returns `nil` for; the cells must be unique (see ``SpanArena/makeUnique()``).
  @inline(__always)
  private mutating func rewrite(_ s: Int, _ body: (Dependent) -> Dependent?) {
    let at = arena.span[s]
    let entries = arena.cells.base + at.start
    var kept = 0
    for j in 0..<Int(at.length) {
      guard let entry = body(entries[j]) else { continue }
      entries[kept] = entry
      kept += 1
    }
    arena.setLength(s, kept)
    hasEntries[s] = kept > 0
  }
}
