// SPDX-License-Identifier: MIT

/// The objective: one dense row per priority level in use, highest priority first.
///
/// Level `k` reads `constant[k] + Σ cost[k][s] * s` over parametric symbols; a symbol's
/// reduced cost is the vector of its entries at every level, compared lexicographically.
/// Invariants: `levels` is strictly decreasing, `cost`, `constant` and `weight` have one entry per
/// level, each `cost[k]` has one entry per symbol id, and no entry of a basic symbol or of an
/// external is non-zero. At an optimum no slack or error that is parametric has a
/// lexicographically negative reduced cost.
struct Objective {
  /// The priority of each level, highest first.
  var levels: [Double] = []
  var cost: [[Double]] = []
  var constant: [Double] = []
  /// The largest error weight of each level's constraints (at least 1): the scale of the
  /// level's entries, and so of their rounding residue (see ``Tableau/objectiveTolerance(_:)``).
  var weight: [Double] = []

  /// The rounding residue of level `k`: its entries of smaller magnitude count as zero.
  @inline(__always)
  func tolerance(_ k: Int) -> Double {
    max(nearZero, objectiveNoise * weight[k])
  }
}
