// SPDX-License-Identifier: MIT

/// The candidates of a large primal optimisation, ordered by the sparsest-first rule of
/// ``Tableau/popSparsestCandidate()`` (the highest objective level where the reduced cost
/// leads, then the fewest rows in the column, the steepest reduced cost, the highest id), so
/// that a pop costs O(log *n*) instead of a pass over the candidates.
///
/// A key is the candidate's as it was pushed: a pivot changes reduced costs and column counts
/// without telling the queue, so ``Tableau/popPricedCandidate(_:)`` checks the key of the
/// entry it pops against the symbol's current one and pushes it again when it moved.
///
/// Invariants: `entries` is a binary min-heap under ``PricingQueue/Entry/precedes(_:)``. A
/// symbol may be in it more than once (a stale entry is dropped or re-keyed when met).
struct PricingQueue {
  struct Entry: Equatable {
    var level: Int
    var rows: Int
    var value: Double
    var symbol: Int32

    /// Whether this entry is chosen before `other`.
    func precedes(_ other: Entry) -> Bool {
      if level != other.level { return level < other.level }
      if rows != other.rows { return rows < other.rows }
      if value != other.value { return value < other.value }
      return symbol > other.symbol
    }
  }

  private(set) var entries: [Entry] = []

  var isEmpty: Bool { entries.isEmpty }

  mutating func push(_ entry: Entry) {
    entries.append(entry)
    var c = entries.count - 1
    while c > 0 {
      let p = (c - 1) >> 1
      guard entries[c].precedes(entries[p]) else { break }
      entries.swapAt(p, c)
      c = p
    }
  }

  mutating func popFirst() -> Entry? {
    guard let last = entries.popLast() else { return nil }
    guard !entries.isEmpty else { return last }
    let top = entries[0]
    entries[0] = last
    var p = 0
    let n = entries.count
    while true {
      let l = 2 * p + 1
      guard l < n else { break }
      var m = l
      if l + 1 < n, entries[l + 1].precedes(entries[l]) { m = l + 1 }
      guard entries[m].precedes(entries[p]) else { break }
      entries.swapAt(p, m)
      p = m
    }
    return top
  }

  /// Empties the queue, returning its symbols in heap order.
  mutating func drain() -> [Entry] {
    defer { entries.removeAll(keepingCapacity: true) }
    return entries
  }
}
