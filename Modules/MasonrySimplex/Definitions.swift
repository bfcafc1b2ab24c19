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
  /// How much a defined symbol's definitions multiply what they are made of: the largest of
  /// `|constant[s]|` and `|coefs[s][j]| * g(syms[s][j])`, where `g` is this gain for a defined
  /// symbol and 1 for any other (the largest product of coefficients along a path through the
  /// definitions). Set when the definition is made, and read only while the symbol is defined
  /// (a symbol made basic keeps a stale entry; a new symbol starts at 0). A chain of
  /// `y == 10 * x` definitions has gains 10, 100, ...: the factor a value grows by through it
  /// (see ``largestGain``).
  ///
  /// A product, not a sum over the paths: a layout's definitions share symbols (a trailing edge
  /// defined from a leading one and a width, the next leading edge from both), and the sum
  /// over their paths doubles with every level (above 1e48 for `feed-100`) where the values
  /// stay near the constants. So it is not a bound: a chain that doubles by addition alone
  /// (each variable the sum of two that equal the one before), a thousand levels deep, leaves
  /// the doubles with every gain at 1.
  var gain: [Double] = []
  /// At least the largest ``gain`` of a definition made since the tableau was: never lowered
  /// (a rebuild starts a new tableau).
  var largestGain = 0.0
  /// The order the next definition gets. A rollback does not take it back: an order is never
  /// handed out twice (``Dependent`` relies on it), and the gap changes no comparison.
  var nextSeq = 1
}
