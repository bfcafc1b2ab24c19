// SPDX-License-Identifier: MIT

// The arithmetic that makes constraints read like the equations they are:
// `x == y + w + 8`, `2 * x <= width - 16`, `x >= 20`, `(w == 100) | .weak`.
// Operands are `Variable`, `Expression` and `Double`; the overloads are few and concrete so that
// the type checker stays fast.

extension Expression {
  public static prefix func - (operand: Expression) -> Expression {
    operand * -1
  }

  public static func + (lhs: Expression, rhs: Expression) -> Expression {
    Expression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
  }

  public static func - (lhs: Expression, rhs: Expression) -> Expression {
    var result = lhs
    result.terms.reserveCapacity(lhs.terms.count + rhs.terms.count)
    for term in rhs.terms {
      result.terms.append(Term(term.variable, coefficient: -term.coefficient))
    }
    result.constant -= rhs.constant
    return result
  }

  public static func * (lhs: Expression, rhs: Double) -> Expression {
    Expression(
      terms: lhs.terms.map { Term($0.variable, coefficient: $0.coefficient * rhs) },
      constant: lhs.constant * rhs)
  }

  public static func * (lhs: Double, rhs: Expression) -> Expression {
    rhs * lhs
  }

  public static func / (lhs: Expression, rhs: Double) -> Expression {
    // Divides each number rather than multiplying by `1 / rhs`, which would round twice:
    // `49 * (1 / 49)` is 0.9999999999999999.
    Expression(
      terms: lhs.terms.map { Term($0.variable, coefficient: $0.coefficient / rhs) },
      constant: lhs.constant / rhs)
  }

  public static func + (lhs: Expression, rhs: Variable) -> Expression {
    lhs + Expression(rhs)
  }

  public static func + (lhs: Variable, rhs: Expression) -> Expression {
    Expression(lhs) + rhs
  }

  public static func - (lhs: Expression, rhs: Variable) -> Expression {
    lhs - Expression(rhs)
  }

  public static func - (lhs: Variable, rhs: Expression) -> Expression {
    Expression(lhs) - rhs
  }

  public static func + (lhs: Expression, rhs: Double) -> Expression {
    Expression(terms: lhs.terms, constant: lhs.constant + rhs)
  }

  public static func - (lhs: Expression, rhs: Double) -> Expression {
    Expression(terms: lhs.terms, constant: lhs.constant - rhs)
  }

  public static func + (lhs: Double, rhs: Expression) -> Expression {
    rhs + lhs
  }

  public static func - (lhs: Double, rhs: Expression) -> Expression {
    -rhs + lhs
  }
}

extension Variable {
  public static prefix func - (operand: Variable) -> Expression {
    Expression(terms: [Term(operand, coefficient: -1)])
  }

  public static func + (lhs: Variable, rhs: Variable) -> Expression {
    Expression(terms: [Term(lhs), Term(rhs)])
  }

  public static func - (lhs: Variable, rhs: Variable) -> Expression {
    Expression(terms: [Term(lhs), Term(rhs, coefficient: -1)])
  }

  public static func + (lhs: Variable, rhs: Double) -> Expression {
    Expression(terms: [Term(lhs)], constant: rhs)
  }

  public static func - (lhs: Variable, rhs: Double) -> Expression {
    Expression(terms: [Term(lhs)], constant: -rhs)
  }

  public static func + (lhs: Double, rhs: Variable) -> Expression {
    Expression(terms: [Term(rhs)], constant: lhs)
  }

  public static func - (lhs: Double, rhs: Variable) -> Expression {
    Expression(terms: [Term(rhs, coefficient: -1)], constant: lhs)
  }

  public static func * (lhs: Double, rhs: Variable) -> Expression {
    Expression(terms: [Term(rhs, coefficient: lhs)])
  }

  public static func * (lhs: Variable, rhs: Double) -> Expression {
    Expression(terms: [Term(lhs, coefficient: rhs)])
  }

  public static func / (lhs: Variable, rhs: Double) -> Expression {
    Expression(terms: [Term(lhs, coefficient: 1 / rhs)])
  }
}

// MARK: - Relations

extension Expression {
  public static func == (lhs: Expression, rhs: Expression) -> LinearConstraint {
    LinearConstraint(lhs, .equal, rhs)
  }

  public static func <= (lhs: Expression, rhs: Expression) -> LinearConstraint {
    LinearConstraint(lhs, .lessThanOrEqual, rhs)
  }

  public static func >= (lhs: Expression, rhs: Expression) -> LinearConstraint {
    LinearConstraint(lhs, .greaterThanOrEqual, rhs)
  }

  public static func == (lhs: Expression, rhs: Variable) -> LinearConstraint {
    LinearConstraint(lhs, .equal, Expression(rhs))
  }

  public static func <= (lhs: Expression, rhs: Variable) -> LinearConstraint {
    LinearConstraint(lhs, .lessThanOrEqual, Expression(rhs))
  }

  public static func >= (lhs: Expression, rhs: Variable) -> LinearConstraint {
    LinearConstraint(lhs, .greaterThanOrEqual, Expression(rhs))
  }

  public static func == (lhs: Expression, rhs: Double) -> LinearConstraint {
    LinearConstraint(lhs, .equal, Expression(rhs))
  }

  public static func <= (lhs: Expression, rhs: Double) -> LinearConstraint {
    LinearConstraint(lhs, .lessThanOrEqual, Expression(rhs))
  }

  public static func >= (lhs: Expression, rhs: Double) -> LinearConstraint {
    LinearConstraint(lhs, .greaterThanOrEqual, Expression(rhs))
  }
}

extension Variable {
  public static func == (lhs: Variable, rhs: Expression) -> LinearConstraint {
    LinearConstraint(Expression(lhs), .equal, rhs)
  }

  public static func <= (lhs: Variable, rhs: Expression) -> LinearConstraint {
    LinearConstraint(Expression(lhs), .lessThanOrEqual, rhs)
  }

  public static func >= (lhs: Variable, rhs: Expression) -> LinearConstraint {
    LinearConstraint(Expression(lhs), .greaterThanOrEqual, rhs)
  }

  /// `lhs == rhs` as a constraint; where a `Bool` is expected, `==` compares the two ids.
  public static func == (lhs: Variable, rhs: Variable) -> LinearConstraint {
    LinearConstraint(Expression(lhs), .equal, Expression(rhs))
  }

  public static func <= (lhs: Variable, rhs: Variable) -> LinearConstraint {
    LinearConstraint(Expression(lhs), .lessThanOrEqual, Expression(rhs))
  }

  public static func >= (lhs: Variable, rhs: Variable) -> LinearConstraint {
    LinearConstraint(Expression(lhs), .greaterThanOrEqual, Expression(rhs))
  }

  public static func == (lhs: Variable, rhs: Double) -> LinearConstraint {
    LinearConstraint(Expression(lhs), .equal, Expression(rhs))
  }

  public static func <= (lhs: Variable, rhs: Double) -> LinearConstraint {
    LinearConstraint(Expression(lhs), .lessThanOrEqual, Expression(rhs))
  }

  public static func >= (lhs: Variable, rhs: Double) -> LinearConstraint {
    LinearConstraint(Expression(lhs), .greaterThanOrEqual, Expression(rhs))
  }
}

// MARK: - Strength

extension LinearConstraint {
  /// The constraint with another strength, kiwi's spelling: `(x == 100) | .weak`.
  ///
  /// `|` binds tighter than `==`, so the constraint needs its parentheses.
  public static func | (lhs: LinearConstraint, rhs: Strength) -> LinearConstraint {
    lhs.strength(rhs)
  }
}
