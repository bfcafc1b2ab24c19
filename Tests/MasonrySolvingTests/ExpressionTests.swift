// SPDX-License-Identifier: MIT

import Foundation
import MasonrySolving
import Testing

/// `Variable`, `Term` and `Expression`: the values a constraint is made of.
@Suite struct ExpressionTests {}

private let x = Variable(id: 0)
private let y = Variable(id: 1)
private let z = Variable(id: 2)

private func roundTrip<T: Codable>(_ value: T) throws -> T {
  try JSONDecoder().decode(T.self, from: JSONEncoder().encode(value))
}

// MARK: - Variable and Term

extension ExpressionTests {
  @Test func variablesAreTheirIds() {
    #expect(Variable(id: 3).id == 3)
    #expect(Variable(id: 3) == Variable(id: 3))
    #expect(Variable(id: 3).hashValue == Variable(id: 3).hashValue)
    #expect([z, x, y].sorted() == [x, y, z])
    #expect(Variable(id: 3).description == "v3")
  }

  @Test func variableCodableRoundTrip() throws {
    #expect(try roundTrip(Variable(id: 42)) == Variable(id: 42))
  }

  @Test func termCoefficientDefaultsToOne() {
    #expect(Term(x).coefficient == 1)
    #expect(Term(x).variable == x)
    #expect(Term(y, coefficient: -2.5).coefficient == -2.5)
  }

  @Test func termDescription() {
    #expect(Term(x, coefficient: 2).description == "2 * v0")
    #expect(Term(y, coefficient: -1).description == "-1 * v1")
    #expect(Term(z, coefficient: 0.5).description == "0.5 * v2")
  }
}

// MARK: - Building expressions

extension ExpressionTests {
  @Test func defaultExpressionIsZero() {
    let empty = Expression()
    #expect(empty.terms.isEmpty)
    #expect(empty.constant == 0)
  }

  @Test func expressionOfAVariable() {
    #expect(Expression(x) == Expression(terms: [Term(x)], constant: 0))
  }

  @Test func expressionOfAConstant() {
    #expect(Expression(7.5) == Expression(terms: [], constant: 7.5))
  }

  @Test func termsKeepTheirOrder() {
    let e = Expression(terms: [Term(z), Term(x, coefficient: 2)], constant: 1)
    #expect(e.terms.map(\.variable) == [z, x])
    #expect(e != Expression(terms: [Term(x, coefficient: 2), Term(z)], constant: 1))
  }
}

// MARK: - normalized()

extension ExpressionTests {
  @Test func normalizedMergesSortsAndDropsZeros() {
    let e = Expression(
      terms: [
        Term(z, coefficient: 3), Term(x, coefficient: 1), Term(y, coefficient: 0),
        Term(z, coefficient: -1), Term(x, coefficient: 4),
      ], constant: -8)
    #expect(
      e.normalized()
        == Expression(terms: [Term(x, coefficient: 5), Term(z, coefficient: 2)], constant: -8))
  }

  @Test func normalizedDropsTermsThatCancel() {
    let e = Expression(terms: [Term(x, coefficient: 2), Term(y), Term(x, coefficient: -2)])
    #expect(e.normalized() == Expression(terms: [Term(y)], constant: 0))
  }

  @Test func normalizedKeepsTheConstantOfAnEmptyExpression() {
    #expect(Expression(3).normalized() == Expression(3))
    #expect(Expression().normalized() == Expression())
  }

  @Test func normalizedIsIdempotent() {
    let e = Expression(
      terms: [Term(y, coefficient: 0.1), Term(x), Term(y, coefficient: 0.2)], constant: 1)
    #expect(e.normalized().normalized() == e.normalized())
  }

  @Test func normalizedMakesEqualSumsEqual() {
    let a = Expression(terms: [Term(x), Term(y)], constant: 2)
    let b = Expression(terms: [Term(y), Term(x)], constant: 2)
    #expect(a != b)
    #expect(a.normalized() == b.normalized())
  }
}

// MARK: - Evaluating

extension ExpressionTests {
  @Test func evaluateSumsTheTermsAndTheConstant() {
    let values: [Variable: Double] = [x: 10, y: -2, z: 0.5]
    let e = Expression(
      terms: [Term(x, coefficient: 2), Term(y, coefficient: 3), Term(z, coefficient: 4)],
      constant: 1)
    #expect(e.evaluate { values[$0, default: 0] } == 17)
    #expect(Expression(-4).evaluate { _ in 100 } == -4)
  }

  @Test func evaluateCountsRepeatedVariablesEachTime() {
    let e = Expression(terms: [Term(x), Term(x)], constant: 0)
    #expect(e.evaluate { _ in 3 } == 6)
  }

  @Test func isFinite() {
    #expect(Expression(terms: [Term(x, coefficient: 1e300)], constant: -1e300).isFinite)
    #expect(!Expression(terms: [Term(x)], constant: .nan).isFinite)
    #expect(!Expression(terms: [Term(x, coefficient: .infinity)], constant: 0).isFinite)
    #expect(!Expression(terms: [Term(x), Term(y, coefficient: -.infinity)]).isFinite)
    #expect(Expression().isFinite)
  }
}

// MARK: - Conformances

extension ExpressionTests {
  @Test func hashingAgreesWithEquality() {
    let a = Expression(terms: [Term(x, coefficient: 2)], constant: 1)
    let b = Expression(terms: [Term(x, coefficient: 2)], constant: 1)
    #expect(a.hashValue == b.hashValue)
    #expect(Set([a, b, Expression(1)]).count == 2)
  }

  @Test func codableRoundTrip() throws {
    let e = Expression(terms: [Term(y, coefficient: -0.1), Term(x, coefficient: 3)], constant: 8)
    #expect(try roundTrip(e) == e)
  }

  @Test func descriptionIsKiwisForm() {
    let e = Expression(terms: [Term(x), Term(y, coefficient: -1)], constant: -8)
    #expect(e.description == "1 * v0 + -1 * v1 + -8")
    #expect(Expression(5).description == "5")
    #expect(Expression(z).description == "1 * v2 + 0")
    #expect(
      Expression(terms: [Term(x, coefficient: 0.25)], constant: 1e20).description
        == "0.25 * v0 + 1e+20")
  }
}
