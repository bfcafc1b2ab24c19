// SPDX-License-Identifier: MIT

/// The defined externals: variables solved for when a constraint first mentioned them, and
/// kept as `s = constant[s] + Σ coefs[s][j] * syms[s][j]` outside the tableau (see
/// ``Tableau/materialize(_:)``).
///
/// Invariants: `seq[s]` is 0 exactly when `s` is not defined (then its `syms` and `coefs` are
/// empty); a defined symbol is neither basic nor held by a row, and its definition mentions
/// only symbols that are parametric, basic, or defined earlier (a smaller non-zero `seq`), so
/// expanding in decreasing `seq` order terminates. `nextSeq` exceeds every `seq`. Every array
/// here has one entry per symbol id.
struct Definitions {
  /// Definition order of a defined external; 0 when it is not defined.
  var seq: [Int] = []
  var syms: [[Int32]] = []
  var coefs: [[Double]] = []
  var constant: [Double] = []
  /// The order the next definition gets. A rollback does not take it back: an order is never
  /// handed out twice (``Dependent`` relies on it), and the gap changes no comparison.
  var nextSeq = 1
}
