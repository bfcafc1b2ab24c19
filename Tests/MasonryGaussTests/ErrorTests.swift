// SPDX-License-Identifier: MIT

import MasonryGauss
import MasonrySolving
import Testing

/// Each error case, thrown by the call the protocol documents, with the right payload.
@Suite struct ErrorTests {
  @Test func addErrors() throws {
    let s = GaussSolver()
    let x = s.makeVariable(named: "x")
    let stranger = Variable(id: 7)
    #expect(throws: SolverError.unknownVariable(stranger)) { try s.add(x + stranger == 1) }
    #expect(throws: SolverError.unknownVariable(Variable(id: -1))) {
      try s.add(Variable(id: -1) == 1)
    }
    for strength in [
      Strength(priority: 0), Strength(priority: 1001), Strength(priority: 500, weight: 0),
      Strength(priority: 500, weight: .infinity),
    ] {
      #expect(throws: SolverError.invalidStrength(strength)) { try s.add((x == 1) | strength) }
    }
    // NaN never equals itself, so match the case.
    #expect {
      try s.add((x == 1) | Strength(priority: .nan))
    } throws: { error in
      guard case SolverError.invalidStrength(let strength) = error else { return false }
      return strength.priority.isNaN
    }
    #expect(throws: SolverError.nonFiniteNumber(.infinity, .coefficient(x))) {
      try s.add(Double.infinity * x == 1)
    }
    let badConstant = LinearConstraint(Expression(terms: [Term(x)], constant: .infinity), .equal)
    #expect(throws: SolverError.nonFiniteNumber(.infinity, .constant)) { try s.add(badConstant) }
    let c = try s.add(x >= 1)
    let refused = x <= 0
    #expect(
      throws: SolverError.unsatisfiable(Conflict(constraint: refused, conflicting: [c]))
    ) { try s.add(refused) }
    #expect(s.constraintCount == 1)
  }

  @Test func handleErrors() throws {
    let s = GaussSolver()
    let x = s.makeVariable(named: "x")
    let c = try s.add(x == 1)
    try s.remove(c)
    #expect(throws: SolverError.unknownConstraint(c)) { try s.remove(c) }
    #expect(throws: SolverError.unknownConstraint(c)) { try s.setConstant(2, of: c) }
    #expect(throws: SolverError.unknownConstraint(c)) { try s.setStrength(.weak, of: c) }
    let never = ConstraintHandle(index: 40, generation: 0)
    #expect(throws: SolverError.unknownConstraint(never)) { try s.remove(never) }
    let live = try s.add(x == 1)
    #expect {
      try s.setConstant(.nan, of: live)
    } throws: { error in
      guard case SolverError.nonFiniteNumber(let value, .constant) = error else { return false }
      return value.isNaN
    }
    // An unknown handle is reported before a bad number.
    #expect(throws: SolverError.unknownConstraint(c)) { try s.setConstant(.nan, of: c) }
    let bad = Strength(priority: -5)
    #expect(throws: SolverError.invalidStrength(bad)) { try s.setStrength(bad, of: live) }
  }

  @Test func editErrors() throws {
    let s = GaussSolver()
    let x = s.makeVariable(named: "x")
    let y = s.makeVariable(named: "y")
    let stranger = Variable(id: 5)
    #expect(throws: SolverError.unknownVariable(stranger)) {
      try s.addEditVariable(stranger, strength: .strong)
    }
    #expect(throws: SolverError.requiredEditStrength(x)) {
      try s.addEditVariable(x, strength: .required)
    }
    let bad = Strength(priority: 500, weight: -1)
    #expect(throws: SolverError.invalidStrength(bad)) { try s.addEditVariable(x, strength: bad) }
    try s.addEditVariable(x, strength: .strong)
    #expect(throws: SolverError.duplicateEditVariable(x)) {
      try s.addEditVariable(x, strength: .weak)
    }
    #expect(throws: SolverError.unknownEditVariable(y)) { try s.suggestValue(1, for: y) }
    #expect(throws: SolverError.unknownEditVariable(y)) { try s.removeEditVariable(y) }
    #expect(throws: SolverError.unknownEditVariable(stranger)) {
      try s.suggestValue(1, for: stranger)
    }
    #expect(throws: SolverError.nonFiniteNumber(.infinity, .suggestion(x))) {
      try s.suggestValue(.infinity, for: x)
    }
  }

  @Test func iterationCapReportsInternalFailure() throws {
    let s = GaussSolver()
    let x = s.makeVariable(named: "x")
    try s.add(x >= 1)
    s.stepBudgetOverride = 0
    try s.add((x == 5) | .weak)
    var failed = false
    do { try s.solve() } catch {
      if case .internalFailure = error { failed = true }
    }
    #expect(failed)
  }
}
