// SPDX-License-Identifier: MIT

import MasonrySolving
import Testing

@Suite struct SolverErrorTests {}

private let x = Variable(id: 0)
private let y = Variable(id: 1)

// MARK: - Descriptions, word for word

extension SolverErrorTests {
  @Test func unsatisfiable() {
    let conflict = Conflict(
      constraint: x <= 0,
      conflicting: [ConstraintHandle(index: 0, generation: 0), .init(index: 2, generation: 1)])
    #expect(
      SolverError.unsatisfiable(conflict).description
        == "unsatisfiable: 1 * v0 + 0 <= 0 | required conflicts with [c0, c2.1]")
  }

  @Test func handlesAndVariables() {
    #expect(
      SolverError.unknownConstraint(.init(index: 3, generation: 0)).description
        == "unknown constraint c3")
    #expect(SolverError.unknownVariable(Variable(id: 7)).description == "unknown variable v7")
    #expect(SolverError.duplicateEditVariable(y).description == "v1 is already an edit variable")
    #expect(SolverError.unknownEditVariable(y).description == "v1 is not an edit variable")
    #expect(
      SolverError.requiredEditStrength(y).description
        == "the edit variable v1 cannot be required")
  }

  @Test func invalidStrength() {
    let rule = "the priority must be in (0, 1000] and the weight in [1e-100, 1e100]"
    #expect(
      SolverError.invalidStrength(Strength(priority: 1500)).description
        == "invalid strength 1500 (weight 1): \(rule)")
    #expect(
      SolverError.invalidStrength(Strength(priority: 500, weight: -0.5)).description
        == "invalid strength 500 (weight -0.5): \(rule)")
  }

  @Test func nonFiniteNumbers() {
    #expect(
      SolverError.nonFiniteNumber(.nan, .coefficient(x)).description
        == "non-finite coefficient nan of v0")
    #expect(
      SolverError.nonFiniteNumber(.infinity, .constant).description == "non-finite constant inf")
    #expect(
      SolverError.nonFiniteNumber(-.infinity, .suggestion(y)).description
        == "non-finite value -inf suggested for v1")
  }

  @Test func internalFailure() {
    #expect(
      SolverError.internalFailure("the objective is unbounded").description
        == "internal solver failure: the objective is unbounded")
  }
}

// MARK: - Conflict

extension SolverErrorTests {
  @Test func conflictOfANewConstraintHasNoHandle() {
    let conflict = Conflict(constraint: x >= 10, conflicting: [])
    #expect(conflict.handle == nil)
    #expect(conflict.description == "1 * v0 + -10 >= 0 | required conflicts with []")
  }

  @Test func conflictOfAnInstalledConstraintKeepsItsHandle() {
    let handle = ConstraintHandle(index: 5, generation: 0)
    let conflict = Conflict(
      constraint: x >= 30, handle: handle, conflicting: [.init(index: 1, generation: 0)])
    #expect(conflict.handle == handle)
    #expect(conflict.conflicting == [ConstraintHandle(index: 1, generation: 0)])
    #expect(conflict.constraint == (x >= 30))
  }

  @Test func errorsCompareByValue() {
    let a = SolverError.unsatisfiable(Conflict(constraint: x <= 0, conflicting: []))
    #expect(a == .unsatisfiable(Conflict(constraint: x <= 0, conflicting: [])))
    #expect(a != .unsatisfiable(Conflict(constraint: x <= 1, conflicting: [])))
    #expect(SolverError.unknownEditVariable(x) != .duplicateEditVariable(x))
    #expect(Set([a, a, .unknownVariable(x)]).count == 2)
  }
}

// MARK: - Validation shared by every engine

extension SolverErrorTests {
  @Test func validConstraintsPass() {
    #expect(throws: Never.self) {
      try validate((x + 2 * y <= 10) | .strong, variableCount: 2)
      try validate(LinearConstraint(Expression(0), .equal), variableCount: 0)
    }
  }

  @Test func invalidStrengthIsCheckedFirst() {
    let strength = Strength(priority: 0)
    #expect(throws: SolverError.invalidStrength(strength)) {
      try validate((Variable(id: 9) == .infinity) | strength, variableCount: 1)
    }
  }

  @Test func nonFiniteConstant() {
    #expect(throws: SolverError.nonFiniteNumber(-.infinity, .constant)) {
      try validate(LinearConstraint(Expression(-.infinity), .equal), variableCount: 0)
    }
    // NaN is not equal to itself, so the error is matched by its parts.
    let error = #expect(throws: SolverError.self) {
      try validate(x == .nan, variableCount: 1)
    }
    guard case .nonFiniteNumber(let value, .constant) = error else {
      Issue.record("expected a non-finite constant, got \(String(describing: error))")
      return
    }
    #expect(value.isNaN)
  }

  @Test func unknownVariables() {
    #expect(throws: SolverError.unknownVariable(Variable(id: 2))) {
      try validate(x + Variable(id: 2) == 0, variableCount: 2)
    }
    #expect(throws: SolverError.unknownVariable(Variable(id: -1))) {
      try validate(Variable(id: -1) == 0, variableCount: 2)
    }
  }

  @Test func nonFiniteCoefficient() {
    #expect(throws: SolverError.nonFiniteNumber(.infinity, .coefficient(y))) {
      try validate(x + .infinity * y == 0, variableCount: 2)
    }
  }

  @Test func termsAreCheckedInOrder() {
    #expect(throws: SolverError.unknownVariable(Variable(id: 5))) {
      try validate(Variable(id: 5) + .infinity * y == 0, variableCount: 2)
    }
  }
}
