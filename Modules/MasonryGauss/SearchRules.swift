// SPDX-License-Identifier: MIT

/// How an ``ActiveSetSearch`` takes its steps and reads its multipliers.
///
/// Every solve runs with ``standard`` first. The other rules cost more, or decide less, and are
/// engaged only once the standard ones have failed, so that a solve that does not fail is
/// computed exactly as without them:
/// - ``leastNormSteps`` when the answer breaks a required or hard row (see
///   ``Program/solve(from:working:bases:budget:)``);
/// - ``roundingAwareMultipliers`` when a level's active set does not settle within its step
///   budget (see ``Program/solveLevels(from:working:bases:budget:rules:)``).
struct SearchRules: Equatable {
  /// Steps are least-squares solutions of least norm (``PivotedQR/solveLeastNorm(_:)``), not
  /// basic ones.
  ///
  /// A basic step in an orthonormal basis that mixes directions the level does not see with
  /// the ones it does moves along the former as far as along the latter: an edit of 1.3e10 (in
  /// scaled units) moved a required equality's free direction by as much, and the least-norm
  /// level that brought it back to 0.005 left the equality off by 7e-6 (API fuzz optimality
  /// seed 22101). Steps of least norm do not, but factor the reduced rows twice per step: on
  /// every solve they made the table-100 benchmark's constant updates some 1000 times slower.
  var leastNormSteps = false

  /// A held row's multiplier is taken as negative only beyond the rounding that back
  /// substitution spreads from the largest multiplier (``forcedNoise`` of it), not only beyond
  /// ``GaussSolver/epsilon`` of the gradient's terms.
  ///
  /// Held rows close to dependent prop a multiplier up far beyond the gradient (1.5e16, from a
  /// pivot of 1.4e-8 under a gradient of 2e8), and the rounding of their coupling flipped the
  /// sign of another held row's multiplier of 1.2; dropping it, holding the dependent rows
  /// again and dropping it again cycled the least-norm level until the step budget ran out
  /// (API fuzz optimality seed 153469). Always on, the rule also keeps rows whose multipliers
  /// are truly negative, which the standard rule drops: seed 27936's least-norm level then
  /// ended 1.2 off its optimum.
  var roundingAwareMultipliers = false

  /// The rules of every first attempt.
  static let standard = SearchRules()
}
