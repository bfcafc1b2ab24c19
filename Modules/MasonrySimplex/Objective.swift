// SPDX-License-Identifier: MIT

/// The objective: one dense row per priority level in use, highest priority first.
///
/// Level `k` reads `constant[k] + Σ self[k, s] * s` over parametric symbols; a symbol's
/// reduced cost is the vector of its entries at every level, compared lexicographically.
/// Invariants: `levels` is strictly decreasing, `constant`, `weight`, `unit` and ``slot`` have
/// one entry per level, the slots are distinct and below ``stride``, ``entries`` has ``stride``
/// entries for each symbol id, those of the free slots zero, and no entry of a basic symbol or
/// of an external is non-zero. At an optimum no slack or error that is parametric has a
/// lexicographically negative reduced cost.
///
/// The entries are stored symbol by symbol, each symbol's levels side by side in a record of
/// ``stride`` slots: what reads a symbol's reduced cost (the dual ratio test compares it level
/// by level, the pricing, a pivot's update of the objective) reads one cache line, where an
/// array a level took a line a level. At 10,000 views a row's symbols have ids far apart, and
/// each of those lines was a miss: with three levels, the dual ratio tests of
/// `centred-10000`'s rounds took 16% of the simulated last-level misses. A level keeps its
/// slot for its life (levels are ordered through ``slot``, not through the records), and the
/// records grow a slot at a time up to four, then by doubling: a level made in the middle
/// takes a free slot, instead of moving every other level's entries (a row of 999 labels of
/// a priority each built in 17.6 s where it took 50 ms, `bench scale priority-row 3000`).
struct Objective {
  /// The priority of each level, highest first (made and dropped with their slots, by
  /// ``insertLevel(_:at:room:capacity:)`` and ``removeLevel(at:)``).
  private(set) var levels: [Double] = []
  /// The slot of each level in a symbol's record.
  private(set) var slot: [Int] = []
  /// The slots of a record, in use or free: at least `levels.count`.
  private(set) var stride = 0
  /// The slots no level holds, the next one to take last.
  private var freeSlots: [Int] = []
  /// The entries, symbol-major: the entry of symbol `s` at level `k` is at
  /// `s * stride + slot[k]` (see ``subscript(_:_:)``).
  private(set) var entries: [Double] = []
  var constant: [Double] = []
  /// The largest error weight of each level's constraints (at least 1): the scale of the
  /// level's entries, and so of their rounding residue (see ``Tableau/objectiveTolerance(_:)``).
  var weight: [Double] = []
  /// The error weight that an entry of 1 stands for at each level (0 until the level's first
  /// constraint sets it): a power of two, the largest that is at most every error weight the
  /// level has taken (down to ``smallestUnit``), else 1. Error weights are written to the level
  /// divided by it, and a smaller one joining the level first multiplies the level by the
  /// ratio of the two units (see ``SimplexCore/levelWeight(_:at:)``).
  ///
  /// Levels are lexicographic, so dividing one level's weights by a common factor leaves its
  /// optimum as it was; it keeps a level of small weights above the tolerance. A wish
  /// `1e-9 * x >= 6` at weight 1 has an error weight of 1e-9 (the weight over its row's scale
  /// of 1e9): its level's entries were the size of ``nearZero``, an entry of exactly 1e-9 read as
  /// zero where one of -1.05e-9 read as negative, and the primal simplex pivoted two errors in
  /// and out until its budget ran out (API fuzz seeds 61921, 84422, 99405). Powers of two
  /// divide and multiply exactly: a level of weights 1 or more is as it was, bit for bit, and a
  /// rescale taken back restores every entry.
  var unit: [Double] = []

  /// The smallest ``unit``, 2^-66 (about 1.4e-20): a level of error weights below it keeps
  /// entries below ``nearZero`` (its wishes weigh nothing), as before, instead of turning the
  /// weights of constraints joining it into numbers near the doubles' limit.
  static let smallestUnit = 0x1p-66

  /// The unit a level needs for an error weight `weight`: the largest power of two at most
  /// `weight`, within [``smallestUnit``, 1].
  static func unit(for weight: Double) -> Double {
    guard weight < 1 else { return 1 }
    guard weight > smallestUnit else { return smallestUnit }
    return Double(sign: .plus, exponent: weight.exponent, significand: 1)
  }

  /// The number of symbol ids the entries are for.
  var symbolRoom: Int { stride == 0 ? 0 : entries.count / stride }

  /// The entry of symbol `s` at level `k`.
  @inline(__always)
  subscript(k: Int, s: Int) -> Double {
    get { entries[s &* stride &+ slot[k]] }
    set { entries[s &* stride &+ slot[k]] = newValue }
  }

  /// Calls `body` with the entries, for a loop that writes many (the entry of `s` at level `k`
  /// at `s * stride + slot[k]`).
  @inline(__always)
  mutating func withMutableEntries<R>(_ body: (UnsafeMutableBufferPointer<Double>) -> R) -> R {
    entries.withUnsafeMutableBufferPointer { body($0) }
  }

  /// Whether every entry of symbol `s` is zero.
  @inline(__always)
  func isZero(_ s: Int) -> Bool {
    let base = s &* stride
    for j in 0..<stride where entries[base &+ j] != 0 { return false }
    return true
  }

  /// Entries for symbol ids up to `n` (the new ones zero), with capacity for `capacity` (see
  /// ``Tableau/sizeSymbolArrays(room:capacity:)``).
  mutating func padSymbols(to n: Int, capacity: Int) {
    entries.pad(to: n * stride, with: 0, capacity: capacity * stride)
  }

  /// Sets every entry of the symbol ids `ids` to zero.
  mutating func resetSymbols(_ ids: Range<Int>) {
    entries.reset(ids.lowerBound * stride..<ids.upperBound * stride, to: 0)
  }

  /// Inserts a level of `priority` at `k`, every entry zero, for `room` symbol ids with
  /// capacity for `capacity`: in a free slot of the records (nothing written), which double
  /// when none is left.
  mutating func insertLevel(_ priority: Double, at k: Int, room: Int, capacity: Int) {
    if freeSlots.isEmpty {
      let old = stride
      // One slot more up to four (a layout's three or four levels take no more than three or
      // four arrays did), then twice as many.
      let wider = old < 4 ? old + 1 : 2 * old
      let count = room * wider
      entries = [Double](unsafeUninitializedCapacity: Swift.max(room, capacity) * wider) {
        laid, initialized in
        guard let to = laid.baseAddress else { return }
        to.initialize(repeating: 0, count: count)
        entries.withUnsafeBufferPointer { from in
          guard let from = from.baseAddress else { return }
          for s in 0..<room { (to + s * wider).update(from: from + s * old, count: old) }
        }
        initialized = count
      }
      stride = wider
      freeSlots = Array((old..<wider).reversed())
    }
    // Free slots are zero (``removeLevel(at:)`` clears its level's).
    let taken = freeSlots.removeLast()
    levels.insert(priority, at: k)
    slot.insert(taken, at: k)
    constant.insert(0, at: k)
    weight.insert(1, at: k)
    unit.insert(0, at: k)
  }

  /// Removes level `k`: its slot is cleared and free.
  mutating func removeLevel(at k: Int) {
    let freed = slot[k]
    clearSlot(freed)
    freeSlots.append(freed)
    levels.remove(at: k)
    slot.remove(at: k)
    constant.remove(at: k)
    weight.remove(at: k)
    unit.remove(at: k)
  }

  /// Traps unless the records are laid out as the type's invariants say: a slot a level,
  /// distinct, within the stride, whole records, the free slots' entries zero.
  func checkLayout() {
    guard slot.count == levels.count, Set(slot).count == slot.count,
      slot.allSatisfy({ $0 >= 0 && $0 < stride }), levels.count + freeSlots.count == stride,
      Set(slot).isDisjoint(with: freeSlots), stride == 0 || entries.count % stride == 0
    else { preconditionFailure("the objective's records are not laid out as their slots say") }
    for j in freeSlots {
      var at = j
      while at < entries.count {
        if entries[at] != 0 { preconditionFailure("a free slot of the objective holds an entry") }
        at += stride
      }
    }
  }

  /// Sets slot `j` of every record to zero.
  private mutating func clearSlot(_ j: Int) {
    let n = stride
    entries.withUnsafeMutableBufferPointer { entries in
      var at = j
      while at < entries.count {
        entries[at] = 0
        at += n
      }
    }
  }

  /// The first level whose priority is not above `priority` (``levels`` is strictly
  /// decreasing): where a level of that priority is, or goes.
  ///
  /// - Complexity: O(log *p*) for *p* levels.
  @inline(__always)
  func insertionIndex(of priority: Double) -> Int {
    var low = 0
    var high = levels.count
    while low < high {
      let mid = (low + high) / 2
      if levels[mid] > priority { low = mid + 1 } else { high = mid }
    }
    return low
  }

  /// The index of the level of `priority`, if there is one.
  ///
  /// - Complexity: O(log *p*) for *p* levels.
  @inline(__always)
  func index(of priority: Double) -> Int? {
    let k = insertionIndex(of: priority)
    return k < levels.count && levels[k] == priority ? k : nil
  }

  /// The rounding residue of level `k`: its entries of smaller magnitude count as zero.
  @inline(__always)
  func tolerance(_ k: Int) -> Double {
    max(nearZero, objectiveNoise * weight[k])
  }
}
