// SPDX-License-Identifier: MIT

/// The work the simplex loops have left: the symbols that may enter the basis (for
/// ``Tableau/optimize()``) and the rows that may be infeasible (for ``Tableau/dualOptimize()``).
///
/// Invariants: `candidates` is a min-heap of symbol ids, and `isCandidate[s]` is true exactly
/// for the symbols in it, each there once; `isQueued[r]` is true exactly for the rows that
/// have an entry in `infeasible` or `nearby` still to be honoured (a row taken out of one of
/// them may leave an older entry in `infeasible`, passed over when it surfaces), `isInNearby[r]`
/// exactly for the rows with an entry in `nearby`, each there once, and both heaps are ordered
/// by ``QueuedRow/precedes(_:)``. Both lists are conservative: an entry may no longer need
/// work, and the loops skip it when they meet it. `isCandidate` has one entry per symbol,
/// `isQueued` one per row.
struct WorkLists {
  /// Min-heap of symbols whose reduced cost may be lexicographically negative.
  var candidates: [Int32] = []
  var isCandidate: [Bool] = []
  /// Rows whose constant may have become negative, by the key (``Tableau/dualKey(_:)``) each
  /// had when it was queued or last looked at (most negative first, ties to the row queued
  /// last).
  var infeasible = MinHeap<QueuedRow>()
  /// The rows queued while ``queuesNearby`` is on (while the dual simplex pivots): the rows its
  /// last pivots left infeasible, in the same order as `infeasible`, taken before any row of
  /// `infeasible` (see ``Tableau/popMostInfeasibleRow()``).
  var nearby = MinHeap<QueuedRow>()
  /// Whether rows are queued in `nearby` rather than in `infeasible`.
  var queuesNearby = false
  /// The rows of `infeasible` when a required change's dual simplex had ``sweepThreshold`` of
  /// them short after its first row, in increasing index, and the next one to look at (see
  /// ``startSweep()``). Empty outside ``Tableau/dualOptimize(sweeps:)``, which ends every sweep
  /// it starts (so ``clearInfeasible()`` has none to forget).
  private(set) var sweep: [Int32] = []
  private var sweepNext = 0
  /// The bits that put a sweep's rows in index order (see ``startSweep()``).
  private var sweepBits = OwnerBits()
  /// Rows ``nextSwept()`` handed out since the lists were made.
  private(set) var sweptRows = 0
  /// How many short rows make a required change's dual simplex repay them in storage order
  /// after its first: a rotation leaves thousands short at once (every cell of a feed).
  static let sweepThreshold = 256
  /// Whether a row has an entry in `nearby` that has not come out yet (grown on demand).
  private var isInNearby: [Bool] = []
  var isQueued: [Bool] = []
  /// Queue order, for the ties of `infeasible`.
  private var queueTick: UInt64 = 0
  /// Whether an add or a removal since the last optimisation left the tableau feasible but
  /// perhaps not optimal: the primal simplex runs before the next read of a value, the next
  /// dual simplex step, or the next report (see ``SimplexCore/settle()``).
  var optimizePending = false
  /// Whether suggestions or optional constraints' constant changes since the last optimisation
  /// left restricted rows negative, queued for the dual simplex that runs before the next
  /// read, the next call of another kind, or the next report (see ``SimplexCore/settle()``).
  /// The reduced costs are those of an optimum meanwhile: only the rows' constants moved. Never
  /// set together with `optimizePending`.
  var dualPending = false
  /// Whether an optimisation, primal or dual, waits for the next read.
  var settlePending: Bool { optimizePending || dualPending }
  /// How many candidates ``Tableau/popSparsestCandidate()`` compares per pop: every one in
  /// all but the largest optimisations (a deferred one after a build of thousands of
  /// constraints). Tests lower it to reach the windowed case with small systems.
  var pricingWindow = 1_024
  /// Symbols queued by ``pushCandidate(_:)`` since the lists were made.
  var candidatePushes = 0

  /// Queues row `r` (not queued yet), whose constant is `constant`, as possibly infeasible.
  ///
  /// - Complexity: O(log *q*) for *q* queued rows.
  mutating func queueInfeasible(_ r: Int32, constant: Double) {
    isQueued[Int(r)] = true
    queueTick &+= 1
    let entry = QueuedRow(row: r, key: constant, tick: queueTick)
    guard queuesNearby else {
      infeasible.push(entry)
      return
    }
    let i = Int(r)
    if i >= isInNearby.count {
      isInNearby.append(
        contentsOf: repeatElement(false, count: max(i + 1, 2 * isInNearby.count) - isInNearby.count)
      )
    }
    isInNearby[i] = true
    nearby.push(entry)
  }

  /// Whether row `r`, infeasible, is to be queued: it is not queued yet, or the dual simplex
  /// pivots and its entry is in `infeasible` (the row then comes out of `nearby`, and its older
  /// entry is passed over when it surfaces).
  func mayQueue(_ r: Int32) -> Bool {
    let i = Int(r)
    return !isQueued[i] || (queuesNearby && !(i < isInNearby.count && isInNearby[i]))
  }

  /// Whether any row is queued.
  var hasQueuedRows: Bool { !infeasible.isEmpty || !nearby.isEmpty }

  /// The row that comes out next: the first of `nearby`, else the first of `infeasible`.
  var firstQueued: QueuedRow? { nearby.first ?? infeasible.first }

  /// Takes the row of ``firstQueued`` out of the queue.
  ///
  /// - Complexity: O(log *q*).
  mutating func popInfeasible() -> Int32? {
    let top: QueuedRow
    if let first = nearby.popFirst() {
      top = first
      isInNearby[Int(top.row)] = false
    } else if let first = infeasible.popFirst() {
      top = first
    } else {
      return nil
    }
    isQueued[Int(top.row)] = false
    return top.row
  }

  /// Gives the row of ``firstQueued`` the key `constant` (its key now) and moves it to its place
  /// in its heap.
  mutating func rekeyTopInfeasible(_ constant: Double) {
    if var top = nearby.first {
      top.key = constant
      nearby.replaceFirst(top)
    } else if var top = infeasible.first {
      top.key = constant
      infeasible.replaceFirst(top)
    }
  }

  /// Takes the rows of `infeasible` out of its heap, sorted by index, for ``nextSwept()`` to
  /// hand out (the caller has decided they are enough to sweep). Their `isQueued` flags stay
  /// set.
  mutating func startSweep() {
    sweep.removeAll(keepingCapacity: true)
    var largest: Int32 = 0
    for entry in infeasible.elements {
      sweep.append(entry.row)
      largest = max(largest, entry.row)
    }
    // A rotation leaves every cell of a feed short: their sort was 1.3% of its time at 1,000
    // cells and 1.7% at 10,000. A row the heap holds twice keeps both entries.
    sweep = sweepBits.sortedMap(&sweep, largest: Int(largest)) { $0 }
    infeasible.removeAll()
    sweepNext = 0
  }

  /// The next row of the sweep still queued, its flag cleared; nil at the end. A row may come
  /// twice (the heap held two entries): the second time it is no longer queued.
  mutating func nextSwept() -> Int32? {
    while sweepNext < sweep.count {
      let r = sweep[sweepNext]
      sweepNext += 1
      guard isQueued[Int(r)] else { continue }
      isQueued[Int(r)] = false
      sweptRows += 1
      return r
    }
    return nil
  }

  /// Ends the sweep; returns the rows it did not reach that are still queued, their flags
  /// cleared, for the caller to queue again by their keys now.
  mutating func endSweep() -> [Int32] {
    var left: [Int32] = []
    for k in sweepNext..<sweep.count where isQueued[Int(sweep[k])] {
      isQueued[Int(sweep[k])] = false
      left.append(sweep[k])
    }
    sweep.removeAll(keepingCapacity: true)
    sweepNext = 0
    return left
  }

  /// Forgets every queued row.
  mutating func clearInfeasible() {
    for entry in infeasible.elements + nearby.elements where Int(entry.row) < isQueued.count {
      isQueued[Int(entry.row)] = false
    }
    for entry in nearby.elements { isInNearby[Int(entry.row)] = false }
    infeasible.removeAll()
    nearby.removeAll()
  }

  /// Queues `s` (once) as a candidate to enter the basis.
  mutating func pushCandidate(_ s: Int32) {
    let i = Int(s)
    guard !isCandidate[i] else { return }
    isCandidate[i] = true
    candidatePushes += 1
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
    isCandidate.set(false, at: candidates)
    candidates.removeAllKeepingCapacity()
  }
}

/// A row in ``WorkLists/infeasible``: its id, its constant when it was queued or last looked
/// at, and when it was queued.
struct QueuedRow: HeapOrdered {
  var row: Int32
  var key: Double
  var tick: UInt64

  /// Whether this entry comes out of the queue before `other`: a more negative key, or the same
  /// key and queued later.
  @inline(__always)
  func precedes(_ other: QueuedRow) -> Bool {
    key < other.key || (key == other.key && tick > other.tick)
  }
}
