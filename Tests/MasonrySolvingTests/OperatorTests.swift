// SPDX-License-Identifier: MIT

import MasonrySolving
import Testing

/// The operators that build expressions and constraints: each one must produce exactly the
/// terms, constant and relation its documentation promises (`x == y + 8` is `x - y - 8 == 0`).
@Suite struct OperatorTests {}

private let x = Variable(id: 0)
private let y = Variable(id: 1)
private let z = Variable(id: 2)

/// `Σ coefficient * variable + constant`, with the terms in the order given.
private func sum(_ terms: [(Variable, Double)], _ constant: Double = 0) -> Expression {
  Expression(terms: terms.map { Term($0.0, coefficient: $0.1) }, constant: constant)
}

/// Checks that `constraint` is `expression OP 0` at `strength`.
private func check(
  _ constraint: LinearConstraint, _ relation: Relation, _ expression: Expression,
  _ strength: Strength = .required, sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(constraint.expression == expression, sourceLocation: sourceLocation)
  #expect(constraint.relation == relation, sourceLocation: sourceLocation)
  #expect(constraint.strength == strength, sourceLocation: sourceLocation)
}

// MARK: - Arithmetic on variables

extension OperatorTests {
  @Test func negatingAVariable() {
    #expect(-x == sum([(x, -1)]))
  }

  @Test func scalingAVariable() {
    #expect(x * 2 == sum([(x, 2)]))
    #expect(2 * x == sum([(x, 2)]))
    #expect(x / 2 == sum([(x, 0.5)]))
    #expect(x * -0.25 == sum([(x, -0.25)]))
  }

  @Test func variableAndNumber() {
    #expect(x + 2 == sum([(x, 1)], 2))
    #expect(x - 2 == sum([(x, 1)], -2))
    #expect(2 + x == sum([(x, 1)], 2))
    #expect(2 - x == sum([(x, -1)], 2))
  }

  @Test func twoVariables() {
    #expect(x + y == sum([(x, 1), (y, 1)]))
    #expect(x - y == sum([(x, 1), (y, -1)]))
    #expect(y - x == sum([(y, 1), (x, -1)]))
  }

  @Test func aVariableWithItselfKeepsTwoTerms() {
    #expect(x + x == sum([(x, 1), (x, 1)]))
    #expect(x - x == sum([(x, 1), (x, -1)]))
    #expect((x + x).normalized() == sum([(x, 2)]))
    #expect((x - x).normalized() == Expression())
  }
}

// MARK: - Arithmetic on expressions

extension OperatorTests {
  @Test func expressionAndNumber() {
    let e = 10 * x + 2
    #expect(e + 5 == sum([(x, 10)], 7))
    #expect(e - 5 == sum([(x, 10)], -3))
    #expect(5 + e == sum([(x, 10)], 7))
    #expect(5 - e == sum([(x, -10)], 3))
  }

  @Test func expressionAndVariableAppendsTheVariable() {
    let e = 3 * x + 1
    #expect(e + y == sum([(x, 3), (y, 1)], 1))
    #expect(e - y == sum([(x, 3), (y, -1)], 1))
    #expect(y + e == sum([(y, 1), (x, 3)], 1))
    #expect(y - e == sum([(y, 1), (x, -3)], -1))
    #expect(e + x == sum([(x, 3), (x, 1)], 1))
  }

  @Test func twoExpressionsConcatenateWithoutMerging() {
    let a = x + 2 * y + 1
    let b = 4 * y - z - 3
    #expect(a + b == sum([(x, 1), (y, 2), (y, 4), (z, -1)], -2))
    #expect(a - b == sum([(x, 1), (y, 2), (y, -4), (z, 1)], 4))
  }

  @Test func scalingAnExpressionScalesTheConstantToo() {
    let e = x - 2 * y + 6
    #expect(e * 2 == sum([(x, 2), (y, -4)], 12))
    #expect(-0.5 * e == sum([(x, -0.5), (y, 1)], -3))
    #expect(e / 4 == sum([(x, 0.25), (y, -0.5)], 1.5))
    #expect(-e == sum([(x, -1), (y, 2)], -6))
  }

  @Test func divisionRoundsOnce() {
    // Multiplying by the reciprocal would give 0.9999999999999999 for both.
    #expect((x * 49 + 49) / 49 == sum([(x, 1)], 1))
  }

  @Test func precedenceFollowsArithmetic() {
    #expect(2 * x + 3 * y - 4 == sum([(x, 2), (y, 3)], -4))
    #expect(0.5 * (x + y) == sum([(x, 0.5), (y, 0.5)]))
  }
}

// MARK: - Relations

extension OperatorTests {
  @Test func variableWithVariable() {
    check(x == y, .equal, sum([(x, 1), (y, -1)]))
    check(x <= y, .lessThanOrEqual, sum([(x, 1), (y, -1)]))
    check(x >= y, .greaterThanOrEqual, sum([(x, 1), (y, -1)]))
  }

  @Test func variableWithNumber() {
    check(x == 8, .equal, sum([(x, 1)], -8))
    check(x <= 8, .lessThanOrEqual, sum([(x, 1)], -8))
    check(x >= -8, .greaterThanOrEqual, sum([(x, 1)], 8))
  }

  @Test func variableWithExpression() {
    check(x == y + 8, .equal, sum([(x, 1), (y, -1)], -8))
    check(x <= y + 8, .lessThanOrEqual, sum([(x, 1), (y, -1)], -8))
    check(x >= 2 * y - 1, .greaterThanOrEqual, sum([(x, 1), (y, -2)], 1))
  }

  @Test func expressionWithVariable() {
    check(x + 8 == y, .equal, sum([(x, 1), (y, -1)], 8))
    check(x + 8 <= y, .lessThanOrEqual, sum([(x, 1), (y, -1)], 8))
    check(x + 8 >= y, .greaterThanOrEqual, sum([(x, 1), (y, -1)], 8))
  }

  @Test func expressionWithNumber() {
    check(2 * x + 1 == 5, .equal, sum([(x, 2)], -4))
    check(2 * x + 1 <= 5, .lessThanOrEqual, sum([(x, 2)], -4))
    check(2 * x + 1 >= 5, .greaterThanOrEqual, sum([(x, 2)], -4))
  }

  @Test func expressionWithExpression() {
    check(x + y == z - 1, .equal, sum([(x, 1), (y, 1), (z, -1)], 1))
    check(x + 100 <= y - 8, .lessThanOrEqual, sum([(x, 1), (y, -1)], 108))
    check(2 * x >= 0.5 * z + 3, .greaterThanOrEqual, sum([(x, 2), (z, -0.5)], -3))
  }

  @Test func constantsOnlyStillMakeAConstraint() {
    check(Expression(10) == 0, .equal, Expression(10))
    check(Expression(-1) >= 0, .greaterThanOrEqual, Expression(-1))
  }

  @Test func variablesStillCompareAsValues() {
    let same: Bool = x == Variable(id: 0)
    let different: Bool = x == y
    #expect(same)
    #expect(!different)
    #expect(x < y)
    #expect(x != y)
    #expect(x + 1 == x + 1)
    #expect(x + 1 == 1 + x)
    #expect(x + y != y + x)
  }
}

// MARK: - Strength

extension OperatorTests {
  @Test func barSetsTheStrength() {
    check((x == 100) | .weak, .equal, sum([(x, 1)], -100), .weak)
    check(
      (x + y <= 50) | Strength(priority: 600, weight: 3), .lessThanOrEqual,
      sum([(x, 1), (y, 1)], -50), Strength(priority: 600, weight: 3))
  }

  @Test func barMakesACopy() {
    let required = x >= 10
    let weak = required | .weak
    #expect(required.strength == .required)
    #expect(weak.strength == .weak)
    #expect(weak.expression == required.expression)
    #expect(weak.relation == required.relation)
  }

  @Test func theLastBarWins() {
    #expect(((x == 1) | .weak | .strong).strength == .strong)
    #expect((((x == 1) | .weak) | .required).strength == .required)
  }
}
