// SPDX-License-Identifier: MIT

/// Why a number was refused by the range rule of ``SolverLimits``, and where it was.
public struct RangeViolation: Hashable, Sendable {
  /// The refused constraint as it was given (for a constant change, with the constant asked
  /// for); for a suggested value, `nil`, or the edit constraint `variable == value` when the
  /// suggestion was refused as an ``Reason/overflow``.
  public var constraint: LinearConstraint?
  /// The handle of the constraint when it was already installed (a constant change); `nil`
  /// otherwise.
  public var handle: ConstraintHandle?
  /// What is out of range.
  public var reason: Reason

  /// A violation of the range rule by `constraint` (installed under `handle`, if it was).
  public init(constraint: LinearConstraint?, handle: ConstraintHandle? = nil, reason: Reason) {
    self.constraint = constraint
    self.handle = handle
    self.reason = reason
  }

  /// What is out of range.
  public enum Reason: Hashable, Sendable {
    /// The (merged) coefficient of this variable has a magnitude outside [1e-100, 1e100].
    case coefficient(Variable, Double)
    /// The largest coefficient magnitude is more than 1e8 times the smallest (the ratio).
    case coefficientRatio(Double)
    /// The constant divided by the largest coefficient magnitude (the constant itself without
    /// terms) has a magnitude above 1e10, or the constant one above 1e100.
    case constant(Double)
    /// The value suggested for this edit variable has a magnitude above 1e10.
    case suggestion(Variable, Double)
    /// The call would take a value or an intermediate result of the solver beyond what a
    /// double holds (a suggestion, a constant or a constraint in range whose consequences
    /// multiply through a chain of large coefficients: R16).
    case overflow
    /// The call would leave this required constraint (``RangeViolation/constraint``, installed
    /// under ``RangeViolation/handle``) broken by more than ``SolutionTolerance`` allows, even
    /// after the engine rebuilt its factorisation from the constraints: coefficients of the
    /// system far apart (each constraint's within range, but their combination beyond what a
    /// double resolves).
    case precision
  }
}

extension RangeViolation: CustomStringConvertible {
  public var description: String {
    let subject = constraint.map { "\(abbreviatedForMessage($0.description)): " } ?? ""
    switch reason {
    case .coefficient(let variable, let value):
      return "\(subject)the coefficient \(value) of \(variable) is outside [1e-100, 1e100]"
    case .coefficientRatio(let ratio):
      return "\(subject)the coefficients span a ratio of \(ratio), more than 1e8"
    case .constant(let value):
      return "\(subject)the constant \(value) is beyond 1e10 (after scaling)"
    case .suggestion(let variable, let value):
      return "the value \(value) suggested for \(variable) is beyond 1e10"
    case .overflow:
      return "\(subject)the solution would overflow"
    case .precision:
      return "\(subject)the solution would break it by more than the tolerance (precision)"
    }
  }
}

/// Checks the range rule of ``SolverLimits`` for a constraint whose numbers are finite and
/// whose variables are known.
///
/// - Complexity: O(*k*) for *k* terms without repeated variables, O(*k* log *k*) with.
package func checkRange(_ constraint: LinearConstraint) throws(SolverError) {
  let terms = constraint.expression.terms
  var largest = 0.0
  var smallest = Double.infinity
  func note(_ variable: Variable, _ coefficient: Double) throws(SolverError) {
    let magnitude = abs(coefficient)
    guard magnitude != 0 else { return }
    guard magnitude >= SolverLimits.smallestMagnitude, magnitude <= SolverLimits.largestMagnitude
    else {
      throw .outOfRange(
        RangeViolation(constraint: constraint, reason: .coefficient(variable, coefficient)))
    }
    largest = max(largest, magnitude)
    smallest = min(smallest, magnitude)
  }
  if hasRepeatedVariables(terms) {
    for term in terms where !SolverLimits.isInRange(term.coefficient) {
      throw .outOfRange(
        RangeViolation(
          constraint: constraint, reason: .coefficient(term.variable, term.coefficient)))
    }
    let sorted = terms.sorted { $0.variable.id < $1.variable.id }
    var at = 0
    while at < sorted.count {
      var sum = sorted[at].coefficient
      var next = at + 1
      while next < sorted.count, sorted[next].variable.id == sorted[at].variable.id {
        sum += sorted[next].coefficient
        next += 1
      }
      try note(sorted[at].variable, sum)
      at = next
    }
  } else {
    for term in terms { try note(term.variable, term.coefficient) }
  }
  if largest > 0, largest > SolverLimits.largestCoefficientRatio * smallest {
    throw .outOfRange(
      RangeViolation(constraint: constraint, reason: .coefficientRatio(largest / smallest)))
  }
  try checkConstant(constraint.expression.constant, largestCoefficient: largest) { reason in
    RangeViolation(constraint: constraint, reason: reason)
  }
}

/// Checks a constant against the range rule, given the largest coefficient magnitude of its
/// constraint (0 for none).
package func checkConstant(
  _ constant: Double, largestCoefficient largest: Double,
  violation: (RangeViolation.Reason) -> RangeViolation
) throws(SolverError) {
  let limit = SolverLimits.largestValue
  let scaled = largest == 0 ? abs(constant) : abs(constant) / largest
  guard abs(constant) <= SolverLimits.largestMagnitude, scaled <= limit else {
    throw .outOfRange(violation(.constant(constant)))
  }
}

/// Whether a variable appears twice among `terms`.
private func hasRepeatedVariables(_ terms: [Term]) -> Bool {
  if terms.count < 2 { return false }
  if terms.count <= 8 {
    for i in 1..<terms.count {
      for j in 0..<i where terms[i].variable.id == terms[j].variable.id { return true }
    }
    return false
  }
  var ids = terms.map(\.variable.id)
  ids.sort()
  for i in 1..<ids.count where ids[i] == ids[i - 1] { return true }
  return false
}
