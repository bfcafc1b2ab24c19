// SPDX-License-Identifier: MIT

/// The numbers every engine accepts: anything inside is solved to within the engine's
/// tolerance, anything outside is refused with ``SolverError/outOfRange(_:)`` (or, for a
/// weight, ``SolverError/invalidStrength(_:)``) before the solver changes.
///
/// The rule, for a constraint after its duplicate variables are merged:
/// - every non-zero coefficient has a magnitude in [``smallestMagnitude``,
///   ``largestMagnitude``] (1e-100 to 1e100);
/// - its largest coefficient magnitude is at most ``largestCoefficientRatio`` (1e8) times its
///   smallest: a ratio beyond what a double and the engines' tolerance (1e-9, relative to the
///   largest coefficient) can resolve;
/// - its constant divided by the largest coefficient magnitude (the constant of the row after
///   the engines scale it to a largest coefficient of 1) has a magnitude of at most
///   ``largestValue`` (1e10), and so has the constant of a constraint without terms;
/// - a weight is in [1e-100, 1e100] (see ``Strength/isValid``);
/// - a suggested value has a magnitude of at most ``largestValue``.
///
/// Zero coefficients are allowed and ignored. The engines work with absolute tolerances near
/// 1e-9 on rows scaled to a largest coefficient of 1; a double carries about 16 digits, so
/// values up to 1e10 keep five digits below the point. Values a solution reaches through chains
/// of large coefficient ratios can still exceed that, and so can the rounding of a system that
/// mixes coefficients far apart: an answer that would break a required constraint by more than
/// ``SolutionTolerance`` allows is refused as ``RangeViolation/Reason/precision`` (the simplex
/// engine measures its answers whenever a constraint's coefficients span more than 1e6, its
/// constant is more than 1e8 times its largest coefficient, or a cell of its tableau is beyond
/// 1e4, and after a constant change or a suggestion that sets a constant more than 1e7 times
/// its constraint's largest coefficient; it rebuilds its tableau from the constraints before
/// it refuses, and reports a conflict the rebuild finds as one).
public enum SolverLimits {
  /// The largest magnitude of a coefficient or a weight: 1e100.
  public static let largestMagnitude = 1e100
  /// The smallest magnitude of a non-zero coefficient, and of a weight: 1e-100.
  public static let smallestMagnitude = 1e-100
  /// The largest ratio between two non-zero coefficient magnitudes of one constraint: 1e8.
  public static let largestCoefficientRatio = 1e8
  /// The largest magnitude of a scaled constant or a suggested value: 1e10.
  public static let largestValue = 1e10

  /// Whether `value` is finite with a magnitude of at most ``largestMagnitude``.
  @inlinable
  public static func isInRange(_ value: Double) -> Bool {
    abs(value) <= largestMagnitude
  }
}
