// SPDX-License-Identifier: MIT

/// The work the simplex loops have left: the symbols that may enter the basis (for
/// ``Tableau/optimize()``) and the rows that may be infeasible (for ``Tableau/dualOptimize()``).
///
/// Invariants: `candidates` is a min-heap of symbol ids, and `isCandidate[s]` is true exactly
/// for the symbols in it, each there once; `isQueued[r]` is true exactly for the rows in
/// `infeasible`, each there once. Both lists are conservative: an entry may no longer need
/// work, and the loops skip it when they meet it. `isCandidate` has one entry per symbol,
/// `isQueued` one per row.
struct WorkLists {
  /// Min-heap of symbols whose reduced cost may be lexicographically negative.
  var candidates: [Int32] = []
  var isCandidate: [Bool] = []
  /// Rows whose constant may have become negative: a binary heap, the most negative constant
  /// first (see ``Tableau/popMostInfeasibleRow()``).
  var infeasible: [Int32] = []
  var isQueued: [Bool] = []
  /// Per row: its position in `infeasible` while queued.
  var queuePosition: [Int32] = []
  /// Per row: when it was last queued (ties in the heap go to the latest).
  var queueOrder: [UInt64] = []
  var nextQueueOrder: UInt64 = 0
  /// Heap steps and entries the dual simplex's queue has looked at since the tableau was made.
  var queueSteps = 0
  /// Whether an add or a removal since the last optimisation left the tableau feasible but
  /// perhaps not optimal: the primal simplex runs before the next read of a value, the next
  /// dual simplex step, or the next report (see ``SimplexCore/settle()``).
  var optimizePending = false
  /// How many candidates ``Tableau/popSparsestCandidate()`` compares per pop: every one in
  /// all but the largest optimisations (a deferred one after a build of thousands of
  /// constraints). Tests lower it to reach the windowed case with small systems.
  var pricingWindow = 1_024

  /// Queues `s` (once) as a candidate to enter the basis.
  mutating func pushCandidate(_ s: Int32) {
    let i = Int(s)
    guard !isCandidate[i] else { return }
    isCandidate[i] = true
    candidates.append(s)
    var c = candidates.count - 1
    while c > 0 {
      let p = (c - 1) >> 1
      if candidates[p] <= candidates[c] { break }
      candidates.swapAt(p, c)
      c = p
    }
  }

  /// Takes the lowest-id candidate.
  mutating func popCandidate() -> Int32? {
    guard let last = candidates.popLast() else { return nil }
    guard !candidates.isEmpty else {
      isCandidate[Int(last)] = false
      return last
    }
    let top = candidates[0]
    candidates[0] = last
    siftDownCandidate(from: 0)
    isCandidate[Int(top)] = false
    return top
  }

  /// Restores the heap order of the candidates after they were filtered in place.
  mutating func heapifyCandidates() {
    var p = candidates.count / 2
    while p > 0 {
      p -= 1
      siftDownCandidate(from: p)
    }
  }

  /// Takes the candidate at heap position `position` out of the heap.
  ///
  /// - Complexity: O(log *n*).
  mutating func removeCandidate(at position: Int) {
    isCandidate[Int(candidates[position])] = false
    let last = candidates.removeLast()
    guard position < candidates.count else { return }
    candidates[position] = last
    siftDownCandidate(from: position)
    siftUpCandidate(from: position)
  }

  /// Moves the candidate at heap position `position` up to its place, when the heap holds
  /// everything before it.
  mutating func siftUpCandidate(from position: Int) {
    var c = position
    while c > 0 {
      let p = (c - 1) >> 1
      if candidates[p] <= candidates[c] { break }
      candidates.swapAt(p, c)
      c = p
    }
  }

  /// Moves the candidate at heap position `position` down to its place.
  private mutating func siftDownCandidate(from position: Int) {
    var p = position
    let n = candidates.count
    while true {
      let l = 2 * p + 1
      guard l < n else { break }
      var m = l
      if l + 1 < n, candidates[l + 1] < candidates[l] { m = l + 1 }
      if candidates[p] <= candidates[m] { break }
      candidates.swapAt(p, m)
      p = m
    }
  }

  /// Forgets every candidate.
  mutating func clearCandidates() {
    for s in candidates { isCandidate[Int(s)] = false }
    candidates.removeAll(keepingCapacity: true)
  }
}
