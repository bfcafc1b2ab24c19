// SPDX-License-Identifier: MIT

/// How closely a solution keeps the required constraints: the tolerance every engine works to,
/// and checks its answers against where precision can run out.
///
/// A required constraint `Σ aᵢ·xᵢ + c (relation) 0` is measured on its row scaled to a largest
/// coefficient magnitude of 1 (`m = max |aᵢ|`, or 1 without terms): it holds when its violation
/// (``LinearConstraint/violation(_:)``) divided by `m` is at most
///
/// ```
/// relative · (1 + |c| / m + Σ |aᵢ·xᵢ| / m)  +  ofLargest · L
/// ```
///
/// where `L` is the largest magnitude among the values and the scaled constants `|c| / m` of
/// the system. The first term is a primal feasibility tolerance relative to the magnitude of
/// the row's own terms, as a linear-programming solver's is; the second is the rounding that
/// the largest numbers of the system spread into every row (a double carries about 16 digits).
/// A call whose answer would break a required constraint by more is refused with
/// ``RangeViolation/Reason/precision``.
public enum SolutionTolerance {
  /// The tolerance relative to the magnitude of a row's terms: 1e-7.
  public static let relative = 1e-7
  /// The tolerance relative to the largest number of the system: 1e-13.
  public static let ofLargest = 1e-13

  /// The violation of `constraint` at `value`, in the units of its scaled row, and what the
  /// relative term of the tolerance allows it (add ``ofLargest`` times the system's largest
  /// number for the whole allowance).
  ///
  /// - Complexity: O(*k*) for *k* terms.
  public static func scaledViolation(
    of constraint: LinearConstraint, at value: (Variable) -> Double
  ) -> (violation: Double, allowed: Double) {
    let expression = constraint.expression
    var largest = 0.0
    for term in expression.terms { largest = max(largest, abs(term.coefficient)) }
    let row = largest > 0 ? largest : 1
    var scale = 1 + abs(expression.constant) / row
    for term in expression.terms { scale += abs(term.coefficient / row * value(term.variable)) }
    return (constraint.violation(value) / row, relative * scale)
  }

  /// The magnitude of `constraint`'s constant divided by its largest coefficient magnitude (the
  /// constant itself without terms): its share of the largest number of a system.
  public static func scaledConstant(of constraint: LinearConstraint) -> Double {
    let expression = constraint.expression
    var largest = 0.0
    for term in expression.terms { largest = max(largest, abs(term.coefficient)) }
    return abs(expression.constant) / (largest > 0 ? largest : 1)
  }
}
