// SPDX-License-Identifier: MIT

import MasonrySolving

/// A constraint as the dense solver reads it: duplicate variables merged, zero coefficients
/// dropped, terms in ascending variable order, and the factor that equilibrates the row.
struct RowSource {
  /// The variables, ascending and distinct.
  var variables: [Int32]
  /// Their coefficients, as written (not scaled).
  var coefficients: [Double]
  /// The constant of the expression, as written.
  var constant: Double
  /// How the expression compares with zero.
  var relation: Relation
  /// The constraint's strength.
  var strength: Strength
  /// The largest |coefficient|, or 1 for a constraint with no variables. Dividing the row by
  /// it makes its largest coefficient 1, so that one tolerance fits every row.
  var scale: Double

  /// Reads `constraint`.
  init(_ constraint: LinearConstraint) {
    let normalized = constraint.expression.normalized()
    variables = normalized.terms.map(\.variable.id)
    coefficients = normalized.terms.map(\.coefficient)
    constant = normalized.constant
    relation = constraint.relation
    strength = constraint.strength
    scale = maxMagnitude(coefficients)
    if scale == 0 { scale = 1 }
  }

  /// The edit constraint `variable − target == 0`.
  init(edit variable: Variable, target: Double, strength: Strength) {
    variables = [variable.id]
    coefficients = [1]
    constant = -target
    relation = .equal
    self.strength = strength
    scale = 1
  }

  /// +1 for `<=`, −1 for `>=`: the sign that turns the inequality into `σ·expression <= 0`.
  var sigma: Double { relation == .greaterThanOrEqual ? -1 : 1 }

  /// The value of the scaled expression, and the size of its parts (for tolerances), when the
  /// variables take `value(variable)`.
  func scaledResidual(_ value: (Int32) -> Double) -> (residual: Double, magnitude: Double) {
    var sum = constant
    var magnitude = abs(constant)
    for k in variables.indices {
      let term = coefficients[k] * value(variables[k])
      sum += term
      magnitude += abs(term)
    }
    return (sum / scale, magnitude / scale)
  }

  /// How far the row is from holding, in scaled units (0 when it holds), and whether that is
  /// within the solver's tolerance.
  ///
  /// A row whose terms leave the doubles does not hold: its magnitude would be infinite and
  /// excuse any violation (`y309 == 10·y308` at y308 = 1e308 passed for holding).
  func scaledViolation(_ value: (Int32) -> Double) -> (violation: Double, holds: Bool) {
    let (residual, magnitude) = scaledResidual(value)
    guard magnitude.isFinite else { return (.infinity, false) }
    let violation: Double
    switch relation {
    case .equal: violation = abs(residual)
    case .lessThanOrEqual: violation = max(0, residual)
    case .greaterThanOrEqual: violation = max(0, -residual)
    }
    return (violation, violation <= GaussSolver.epsilon * max(1, magnitude))
  }
}
