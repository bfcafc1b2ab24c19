// SPDX-License-Identifier: MIT

/// A linear constraint `expression OP 0` with a strength.
///
/// Write constraints with the operators of this module rather than by hand:
///
/// ```swift
/// let c1 = x == y + w + 8            // x - y - w - 8 == 0, required
/// let c2 = (2 * x <= width - 16) | .strong
/// ```
///
/// The *constant* of a constraint is ``Expression/constant`` of its ``expression``: for
/// `x == y + 8` that is `-8`. ``ConstraintSolver/setConstant(_:of:)`` changes it in place.
public struct LinearConstraint: Hashable, Sendable, Codable {
  /// The left-hand side minus the right-hand side.
  public var expression: Expression
  /// How ``expression`` compares with zero.
  public var relation: Relation
  /// How much the constraint matters.
  public var strength: Strength

  /// The constraint `expression OP 0`.
  public init(_ expression: Expression, _ relation: Relation, strength: Strength = .required) {
    self.expression = expression
    self.relation = relation
    self.strength = strength
  }

  /// The constraint `lhs OP rhs`, stored as `lhs - rhs OP 0`.
  public init(
    _ lhs: Expression, _ relation: Relation, _ rhs: Expression, strength: Strength = .required
  ) {
    self.init(lhs - rhs, relation, strength: strength)
  }

  /// How far the constraint is from holding for the given values: 0 when it holds, otherwise
  /// the positive distance of the expression from the allowed side.
  public func violation(_ value: (Variable) -> Double) -> Double {
    let residual = expression.evaluate(value)
    switch relation {
    case .equal: return abs(residual)
    case .lessThanOrEqual: return max(0, residual)
    case .greaterThanOrEqual: return max(0, -residual)
    }
  }

  /// The same constraint with another strength.
  public func strength(_ strength: Strength) -> LinearConstraint {
    LinearConstraint(expression, relation, strength: strength)
  }
}

extension LinearConstraint: CustomStringConvertible {
  /// kiwi's form: `1 * v0 + -1 * v1 + -8 == 0 | required`.
  public var description: String {
    "\(expression) \(relation) 0 | \(strength)"
  }
}
