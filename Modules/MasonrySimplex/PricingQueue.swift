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
/// Invariants: `heap` is ordered by ``PricingQueue/Entry/precedes(_:)``. A
/// symbol may be in it more than once (a stale entry is dropped or re-keyed when met).
struct PricingQueue {
  struct Entry: Equatable, HeapOrdered {
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

  private var heap = MinHeap<Entry>()

  var isEmpty: Bool { heap.isEmpty }

  mutating func push(_ entry: Entry) { heap.push(entry) }

  mutating func popFirst() -> Entry? { heap.popFirst() }

  /// Empties the queue, returning its symbols in heap order.
  mutating func drain() -> [Entry] {
    defer { heap.removeAll() }
    return heap.elements
  }
}
