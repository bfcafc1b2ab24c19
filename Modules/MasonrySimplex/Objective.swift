// SPDX-License-Identifier: MIT

/// The objective: one dense row per priority level in use, highest priority first.
///
/// Level `k` reads `constant[k] + Σ cost[k][s] * s` over parametric symbols; a symbol's
/// reduced cost is the vector of its entries at every level, compared lexicographically.
/// Invariants: `levels` is strictly decreasing, `cost`, `constant`, `weight` and `unit` have one
/// entry per level, each `cost[k]` has one entry per symbol id, and no entry of a basic symbol or
/// of an external is non-zero. At an optimum no slack or error that is parametric has a
/// lexicographically negative reduced cost.
struct Objective {
  /// The priority of each level, highest first.
  var levels: [Double] = []
  var cost: [[Double]] = []
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
