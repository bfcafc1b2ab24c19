// SPDX-License-Identifier: MIT

/// The queue of rows the dual simplex repays: ``WorkLists/infeasible`` kept as a binary heap
/// on the row constants, the most negative first, ties to the row queued last (the order in
/// which ``Tableau/dualOptimize()`` takes them), with each queued row's heap position in
/// ``WorkLists/queuePosition``.
///
/// A row's constant moves while it waits (every pivot substitutes into the rows that hold the
/// entering symbol): each write is followed by ``Tableau/noteConstant(_:)``, which moves the row
/// to its new place. So a pop costs O(log *q*) for *q* queued rows where a scan for the most
/// negative cost O(*q*): a rotation of a 10,000-cell feed queues a row per cell and repays them
/// one by one (quadratic in the cells).
extension Tableau {
  /// Whether queued row `a` comes out before queued row `b`.
  @inline(__always)
  private func repaysFirst(_ a: Int32, _ b: Int32) -> Bool {
    let ca = rows.constant[Int(a)]
    let cb = rows.constant[Int(b)]
    if ca != cb { return ca < cb }
    return work.queueOrder[Int(a)] > work.queueOrder[Int(b)]
  }

  /// Queues row `r` (not queued yet).
  mutating func queueRow(_ r: Int32) {
    let i = Int(r)
    work.isQueued[i] = true
    work.nextQueueOrder &+= 1
    work.queueOrder[i] = work.nextQueueOrder
    work.queuePosition[i] = Int32(work.infeasible.count)
    work.infeasible.append(r)
    siftQueuedUp(from: work.infeasible.count - 1)
  }

  /// Moves the queued row `r` to its place after its constant changed.
  mutating func requeueRow(_ r: Int32) {
    let at = Int(work.queuePosition[Int(r)])
    siftQueuedUp(from: at)
    siftQueuedDown(from: Int(work.queuePosition[Int(r)]))
  }

  /// Takes the row at the top of the queue out of it.
  private mutating func removeQueueTop() -> Int32 {
    let top = work.infeasible[0]
    work.isQueued[Int(top)] = false
    let last = work.infeasible.removeLast()
    if !work.infeasible.isEmpty {
      work.infeasible[0] = last
      work.queuePosition[Int(last)] = 0
      siftQueuedDown(from: 0)
    }
    return top
  }

  /// Takes the queued row to repay next: the restricted row whose constant is the most
  /// negative (ties to the one queued last); nil when no queued row is infeasible. Entries that
  /// no longer need work (dropped, or no longer restricted) leave the queue on the way; when
  /// the most negative is feasible, every row left is, and the queue is emptied.
  ///
  /// Repaying the largest deficit first is the textbook dual pricing, and here it also saves
  /// whole pivots: when one change leaves many rows short of the same symbol (a label column
  /// that narrows puts every narrower label's row below zero), the row of the widest deficit
  /// enters the symbol that repays all of them, where the last-queued row would enter one that
  /// repays only its own, and every other row would follow with a pivot of its own.
  ///
  /// - Complexity: O(log *q*) for *q* queued rows, plus the entries dropped.
  mutating func popMostInfeasibleRow() -> Int32? {
    while let top = work.infeasible.first {
      let i = Int(top)
      guard rows.basic[i] >= 0, isRestrictedRow(top) else {
        _ = removeQueueTop()
        continue
      }
      guard rows.constant[i] < -nearZero else {
        // Every constant write moves its row in the heap, so none is left below; the pass
        // that empties the queue checks it (a row missed would be left infeasible).
        var missed = false
        work.queueSteps += work.infeasible.count
        for r in work.infeasible {
          let k = Int(r)
          if rows.basic[k] >= 0, rows.constant[k] < -nearZero, isRestrictedRow(r) { missed = true }
        }
        if missed {
          for p in work.infeasible.indices.reversed() { siftQueuedDown(from: p) }
          if let first = work.infeasible.first, rows.constant[Int(first)] < -nearZero {
            continue
          }
        }
        for r in work.infeasible { work.isQueued[Int(r)] = false }
        work.infeasible.removeAll(keepingCapacity: true)
        return nil
      }
      return removeQueueTop()
    }
    return nil
  }

  private mutating func siftQueuedUp(from position: Int) {
    var c = position
    let r = work.infeasible[c]
    while c > 0 {
      let p = (c - 1) >> 1
      let above = work.infeasible[p]
      work.queueSteps += 1
      guard repaysFirst(r, above) else { break }
      work.infeasible[c] = above
      work.queuePosition[Int(above)] = Int32(c)
      c = p
    }
    work.infeasible[c] = r
    work.queuePosition[Int(r)] = Int32(c)
  }

  private mutating func siftQueuedDown(from position: Int) {
    var p = position
    let n = work.infeasible.count
    let r = work.infeasible[p]
    while true {
      let l = 2 * p + 1
      guard l < n else { break }
      work.queueSteps += 1
      var m = l
      if l + 1 < n, repaysFirst(work.infeasible[l + 1], work.infeasible[l]) { m = l + 1 }
      let below = work.infeasible[m]
      guard repaysFirst(below, r) else { break }
      work.infeasible[p] = below
      work.queuePosition[Int(below)] = Int32(p)
      p = m
    }
    work.infeasible[p] = r
    work.queuePosition[Int(r)] = Int32(p)
  }
}
