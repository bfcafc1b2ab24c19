// SPDX-License-Identifier: MIT

public import MasonrySolving

/// Draws random strengths and constraints that hold at a witness point.
///
/// Coefficients are small binary fractions and witness values are integers, so evaluating a
/// constraint at the witness is exact: a constraint made to hold there holds with no rounding.
public struct ConstraintFactory: Sendable {
  /// The point every required constraint (and, when ``isConsistent``, every constraint) holds
  /// at.
  public var witness: [Double]
  /// Whether optional constraints must hold at the witness too.
  public var isConsistent: Bool

  /// A factory for constraints that hold at `witness`.
  public init(witness: [Double], isConsistent: Bool) {
    self.witness = witness
    self.isConsistent = isConsistent
  }

  /// The value of `expression` at the witness.
  public func valueAtWitness(_ expression: Expression) -> Double {
    expression.evaluate { witness[Int($0.id)] }
  }

  /// A random optional strength: one of the named levels or any priority in 1...999, usually
  /// with weight 1.
  public func optionalStrength(_ rng: inout SplitMix64) -> Strength {
    let priority: Double
    switch rng.below(5) {
    case 0: priority = Strength.strong.priority
    case 1: priority = Strength.medium.priority
    case 2: priority = Strength.weak.priority
    default: priority = Double(rng.int(in: 1...999))
    }
    let weight = rng.chance(0.7) ? 1 : rng.pick(0.5, 2, 3, 1.5, 10)
    return Strength(priority: priority, weight: weight)
  }

  /// Required with probability `requiredChance`, otherwise ``optionalStrength(_:)``.
  public func strength(_ rng: inout SplitMix64, requiredChance: Double) -> Strength {
    rng.chance(requiredChance) ? .required : optionalStrength(&rng)
  }

  /// How far an optional constraint's target is moved off the witness in a system that is not
  /// consistent: usually not at all, otherwise up to 40 either way.
  private func offset(for strength: Strength, _ rng: inout SplitMix64) -> Double {
    guard !strength.isRequired, !isConsistent, rng.chance(0.6) else { return 0 }
    return Double(rng.int(in: -40...40))
  }

  /// `expression == its witness value` (moved off it for some optional constraints of an
  /// inconsistent system).
  public func equality(
    _ expression: Expression, strength: Strength, _ rng: inout SplitMix64
  ) -> LinearConstraint {
    let target = valueAtWitness(expression) + offset(for: strength, &rng)
    return LinearConstraint(expression - Expression(target), .equal, strength: strength)
  }

  /// A constraint of a random relation on `expression` that holds at the witness, tight
  /// (zero slack) about a third of the time.
  public func relation(
    _ expression: Expression, strength: Strength, _ rng: inout SplitMix64
  ) -> LinearConstraint {
    let relation = rng.pick(Relation.lessThanOrEqual, .equal, .greaterThanOrEqual)
    let slack = rng.chance(0.35) ? 0 : Double(rng.int(in: 1...60))
    let value = valueAtWitness(expression) + offset(for: strength, &rng)
    switch relation {
    case .equal:
      return LinearConstraint(expression - Expression(value), .equal, strength: strength)
    case .lessThanOrEqual:
      return LinearConstraint(expression - Expression(value + slack), relation, strength: strength)
    case .greaterThanOrEqual:
      return LinearConstraint(expression - Expression(value - slack), relation, strength: strength)
    }
  }

  /// A constant for `constraint` that keeps it holding at the witness (for an equality, the
  /// only such constant), with a fresh random slack for an inequality.
  public func constantHoldingAtWitness(
    for constraint: LinearConstraint, _ rng: inout SplitMix64
  ) -> Double {
    let linear = valueAtWitness(constraint.expression) - constraint.expression.constant
    let slack = rng.chance(0.35) ? 0 : Double(rng.int(in: 1...60))
    switch constraint.relation {
    case .equal: return -linear
    case .lessThanOrEqual: return -linear - slack
    case .greaterThanOrEqual: return -linear + slack
    }
  }

  /// A constraint that cannot hold together with `constraint` (its relation reversed and moved
  /// by one), made required.
  public func contradiction(of constraint: LinearConstraint) -> LinearConstraint {
    let expression = constraint.expression
    switch constraint.relation {
    case .equal: return LinearConstraint(expression + 1, .equal)
    case .lessThanOrEqual: return LinearConstraint(expression - 1, .greaterThanOrEqual)
    case .greaterThanOrEqual: return LinearConstraint(expression + 1, .lessThanOrEqual)
    }
  }

  /// A random sparse expression of one to three terms over `count` variables, with layout-like
  /// coefficients (±1 mostly, some 2, 0.5, -1.5).
  public func sparseExpression(variableCount count: Int, _ rng: inout SplitMix64) -> Expression {
    var terms: [Term] = []
    for _ in 0..<rng.int(in: 1...3) {
      let variable = Variable(id: Int32(rng.below(count)))
      let coefficient = rng.chance(0.7) ? rng.pick(1.0, -1) : rng.pick(2.0, 0.5, -1.5, -2)
      terms.append(Term(variable, coefficient: coefficient))
    }
    return Expression(terms: terms)
  }
}
