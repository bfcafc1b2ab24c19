// SPDX-License-Identifier: MIT

import Foundation
import MasonrySolving
import Testing

@Suite struct LinearConstraintTests {}

private let x = Variable(id: 0)
private let y = Variable(id: 1)
private let z = Variable(id: 2)

// MARK: - Making constraints

extension LinearConstraintTests {
  /// kiwi's ConstraintTest: `Constraint(v + 1, OP)` is required, keeps the operator, the
  /// constant 1 and the single term.
  @Test(arguments: Relation.allCases)
  func expressionAndRelation(relation: Relation) {
    let constraint = LinearConstraint(x + 1, relation)
    #expect(constraint.strength == .required)
    #expect(constraint.relation == relation)
    #expect(constraint.expression.constant == 1)
    #expect(constraint.expression.terms == [Term(x, coefficient: 1)])
  }

  @Test(arguments: [Strength.weak, .medium, .strong, .required, Strength(priority: 42, weight: 3)])
  func explicitStrengthIsKept(strength: Strength) {
    #expect(LinearConstraint(x + 1, .equal, strength: strength).strength == strength)
    #expect(
      LinearConstraint(Expression(x), .equal, Expression(y), strength: strength).strength
        == strength)
  }

  @Test func twoSidesAreStoredAsTheirDifference() {
    let constraint = LinearConstraint(2 * x + 3, .lessThanOrEqual, y - 5)
    #expect(
      constraint.expression
        == Expression(terms: [Term(x, coefficient: 2), Term(y, coefficient: -1)], constant: 8))
    #expect(constraint.relation == .lessThanOrEqual)
    #expect(constraint == (2 * x + 3 <= y - 5))
  }

  @Test func strengthMakesACopy() {
    let required = x == y + 8
    let strong = required.strength(.strong)
    #expect(required.strength == .required)
    #expect(strong.strength == .strong)
    #expect(strong.expression == required.expression)
    #expect(strong.relation == required.relation)
    #expect(strong == (required | .strong))
  }

  @Test func theConstantIsTheExpressionConstant() {
    // `x == y + 8` is `x - y - 8 == 0`: the constant `setConstant` changes is -8.
    #expect((x == y + 8).expression.constant == -8)
    #expect((x + 20 >= y).expression.constant == 20)
  }
}

// MARK: - violation

extension LinearConstraintTests {
  @Test(arguments: [(10.0, 0.0), (12, 2), (7.5, 2.5), (-10, 20)])
  func equalityViolationIsTheDistance(value: Double, violation: Double) {
    #expect((x == 10).violation { _ in value } == violation)
  }

  @Test(arguments: [(10.0, 0.0), (9, 0), (-100, 0), (12.5, 2.5)])
  func lessThanOrEqualIsViolatedAbove(value: Double, violation: Double) {
    #expect((x <= 10).violation { _ in value } == violation)
  }

  @Test(arguments: [(10.0, 0.0), (11, 0), (100, 0), (7.5, 2.5)])
  func greaterThanOrEqualIsViolatedBelow(value: Double, violation: Double) {
    #expect((x >= 10).violation { _ in value } == violation)
  }

  /// kiwi's test_constraint_violated: with v = 10, `v >= 10` holds and `v <= -5 | weak` is
  /// violated (by 15).
  @Test func violationIgnoresStrength() {
    let holds = x >= 10
    let broken = (x <= -5) | .weak
    #expect(holds.violation { _ in 10 } == 0)
    #expect(broken.violation { _ in 10 } == 15)
  }

  @Test func violationReadsEveryVariable() {
    let values: [Variable: Double] = [x: 3, y: 4, z: 100]
    let constraint = x + y == z - 90
    #expect(constraint.violation { values[$0, default: .nan] } == 3)
  }
}

// MARK: - Descriptions and conformances

extension LinearConstraintTests {
  @Test func descriptionIsKiwisForm() {
    #expect((x == y + 8).description == "1 * v0 + -1 * v1 + -8 == 0 | required")
    #expect(
      ((2 * x <= z / 4 - 16) | .strong).description == "2 * v0 + -0.25 * v2 + 16 <= 0 | strong")
    #expect(
      ((x >= 0.5) | Strength(priority: 600, weight: 2.5)).description
        == "1 * v0 + -0.5 >= 0 | 600*2.5")
    #expect(
      LinearConstraint(Expression(-1), .greaterThanOrEqual).description == "-1 >= 0 | required")
    #expect(((x == 100) | .weak).description == "1 * v0 + -100 == 0 | weak")
  }

  @Test func relationsPrintAsOperators() {
    #expect(Relation.allCases == [.lessThanOrEqual, .equal, .greaterThanOrEqual])
    #expect(Relation.allCases.map(\.description) == ["<=", "==", ">="])
    #expect(Relation(rawValue: ">=") == .greaterThanOrEqual)
  }

  @Test func equalityComparesEveryPart() {
    let constraint = x <= y
    #expect(constraint == (x <= y))
    #expect(constraint != (x >= y))
    #expect(constraint != (x <= y) | .strong)
    #expect(constraint != (x <= y + 1))
    #expect(Set([constraint, x <= y, x >= y]).count == 2)
  }

  @Test func codableRoundTrip() throws {
    let constraint = (3 * x - 0.5 * y >= z + 7) | Strength(priority: 700, weight: 0.25)
    let data = try JSONEncoder().encode(constraint)
    #expect(try JSONDecoder().decode(LinearConstraint.self, from: data) == constraint)
  }
}
