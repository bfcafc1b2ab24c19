// SPDX-License-Identifier: MIT

/// The candidates of one infeasible row in the order of their dual ratios, for the
/// bound-flipping walk of ``Tableau/dualOptimize()``: a min-heap of entries, each a symbol, its
/// coefficient in the row and its dual ratio at every objective level as they were when it was
/// pushed.
///
/// A flip changes the row's cells and the reduced costs only at the symbols of the flipped
/// row; those are pushed again, and an entry is current only while its stamp is its symbol's
/// latest (older entries of the symbol are skipped when they surface).
///
/// An entry keeps only its nonzero ratios, with their levels: a comparison walks the levels
/// where either entry has one, not every level (a layout that gives each of its labels a
/// priority of its own has a level a label, and most of a symbol's ratios are zero; with a
/// thousand levels, half of a suggestion's instructions compared zeros).
///
/// Invariants: `heap` holds entry indices in heap order under ``less(_:_:)``; entry `e`'s
/// nonzero ratios are `keys[keyStart[e]..<keyStart[e + 1]]`, at the increasing levels
/// `keyLevels` at the same places (`keyStart` has one more element than there are entries);
/// every entry's stamp is at most `latest`, and `stampOf[s]` is the stamp of the last entry
/// pushed for `s` (or older than every entry of the current walk). Nothing is kept from one
/// walk to the next but the storage and the stamps.
struct DualRatioHeap {
  private var levels = 0
  private var syms: [Int32] = []
  private var coefs: [Double] = []
  private var stamps: [Int] = []
  private var keys: [Double] = []
  private var keyLevels: [Int32] = []
  private var keyStart: [Int32] = [0]
  private var heap: [Int32] = []
  private var stampOf: [Int] = []
  private var latest = 0

  /// Empties the heap for a walk over ratios with `levels` objective levels and symbols below
  /// `symbolCount`.
  mutating func reset(levels: Int, symbolCount: Int) {
    self.levels = levels
    syms.removeAllKeepingCapacity()
    coefs.removeAllKeepingCapacity()
    stamps.removeAllKeepingCapacity()
    keys.removeAllKeepingCapacity()
    keyLevels.removeAllKeepingCapacity()
    keyStart.removeAllKeepingCapacity()
    keyStart.append(0)
    heap.removeAllKeepingCapacity()
    if stampOf.count < symbolCount {
      stampOf.append(contentsOf: repeatElement(0, count: symbolCount - stampOf.count))
    }
  }

  /// Makes every entry of `s` pushed so far stale.
  mutating func forget(_ s: Int32) {
    latest += 1
    stampOf[Int(s)] = latest
  }

  /// Adds `s` with coefficient `coef` and its ratios `ratio(k)` at each level, making its older
  /// entries stale. With `ordered` false the heap order is left to ``restoreOrder()``.
  mutating func push(_ s: Int32, coef: Double, ordered: Bool = true, ratio: (Int) -> Double) {
    latest += 1
    stampOf[Int(s)] = latest
    let entry = Int32(syms.count)
    syms.append(s)
    coefs.append(coef)
    stamps.append(latest)
    for k in 0..<levels {
      let value = ratio(k)
      guard value != 0 else { continue }
      keys.append(value)
      keyLevels.append(Int32(k))
    }
    keyStart.append(Int32(keys.count))
    heap.append(entry)
    if ordered { siftUp(heap.count - 1) }
  }

  /// Puts the heap in order after pushes with `ordered` false.
  mutating func restoreOrder() {
    var p = heap.count / 2
    while p > 0 {
      p -= 1
      siftDown(p)
    }
  }

  /// Takes the current entry with the smallest ratio whose symbol `isUsable` accepts; nil when
  /// none is left.
  mutating func popSmallest(where isUsable: (Int32) -> Bool) -> (sym: Int32, coef: Double)? {
    while let top = heap.first {
      let last = heap.removeLast()
      if !heap.isEmpty {
        heap[0] = last
        siftDown(0)
      }
      let e = Int(top)
      let s = syms[e]
      guard stamps[e] == stampOf[Int(s)], isUsable(s) else { continue }
      return (s, coefs[e])
    }
    return nil
  }

  /// Whether entry `a`'s ratios are lexicographically smaller than `b`'s, each level compared
  /// within ``nearZero`` as ``Tableau/dualRatioLess(_:_:than:_:)`` does; ties go to the lower
  /// symbol. A level where neither has a ratio compares equal (both are zero) and is skipped.
  private func less(_ a: Int32, _ b: Int32) -> Bool {
    var i = Int(keyStart[Int(a)])
    let iEnd = Int(keyStart[Int(a) + 1])
    var j = Int(keyStart[Int(b)])
    let jEnd = Int(keyStart[Int(b) + 1])
    while i < iEnd || j < jEnd {
      let levelA = i < iEnd ? keyLevels[i] : Int32.max
      let levelB = j < jEnd ? keyLevels[j] : Int32.max
      var x = 0.0
      var y = 0.0
      if levelA <= levelB {
        x = keys[i]
        i += 1
      }
      if levelB <= levelA {
        y = keys[j]
        j += 1
      }
      if x < y - nearZero { return true }
      if x > y + nearZero { return false }
    }
    return syms[Int(a)] < syms[Int(b)]
  }

  private mutating func siftUp(_ position: Int) {
    var c = position
    while c > 0 {
      let p = (c - 1) >> 1
      guard less(heap[c], heap[p]) else { break }
      heap.swapAt(p, c)
      c = p
    }
  }

  private mutating func siftDown(_ position: Int) {
    var p = position
    let n = heap.count
    while true {
      let l = 2 * p + 1
      guard l < n else { break }
      var m = l
      if l + 1 < n, less(heap[l + 1], heap[l]) { m = l + 1 }
      guard less(heap[m], heap[p]) else { break }
      heap.swapAt(p, m)
      p = m
    }
  }
}
