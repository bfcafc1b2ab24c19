// SPDX-License-Identifier: MIT

import MasonryGauss
import MasonrySolving
import Testing

/// Handles name a slot in one generation; the solver reports what they name.
@Suite struct HandleTests {
  @Test func slotsAreReusedWithTheNextGeneration() throws {
    let s = GaussSolver()
    let x = s.makeVariable(named: "x")
    let a = try s.add(x >= 0)
    let b = try s.add((x == 3) | .weak)
    #expect(a == ConstraintHandle(index: 0, generation: 0))
    #expect(b == ConstraintHandle(index: 1, generation: 0))
    try s.remove(a)
    #expect(!s.contains(a))
    #expect(s.constraint(a) == nil)
    let c = try s.add(x <= 10)
    #expect(c == ConstraintHandle(index: 0, generation: 1))
    #expect(s.contains(c))
    #expect(!s.contains(a))
    #expect(s.constraint(c) == (x <= 10))
    #expect(throws: SolverError.unknownConstraint(a)) { try s.remove(a) }
    #expect(s.constraintCount == 2)
  }

  @Test func constraintReportsCurrentConstantAndStrength() throws {
    let s = GaussSolver()
    let x = s.makeVariable(named: "x")
    let y = s.makeVariable(named: "y")
    let given = (x + x == y + 8) | .medium
    let c = try s.add(given)
    #expect(s.constraint(c) == given)
    try s.setConstant(-20, of: c)
    try s.setStrength(.strong, of: c)
    var expected = given
    expected.expression.constant = -20
    expected.strength = .strong
    #expect(s.constraint(c) == expected)
    #expect(s.contains(c))
  }

  @Test func editConstraintsAreNotCounted() throws {
    let s = GaussSolver()
    let x = s.makeVariable(named: "x")
    try s.addEditVariable(x, strength: .strong)
    #expect(s.constraintCount == 0)
    let c = try s.add(x == 1)
    #expect(c.index == 0)
    #expect(s.constraintCount == 1)
  }

  @Test func resetForgetsEverythingAndOldHandles() throws {
    let s = GaussSolver()
    let x = s.makeVariable(named: "x")
    let c = try s.add(x == 4)
    try s.addEditVariable(x, strength: .weak)
    s.reset()
    #expect(s.variableCount == 0)
    #expect(s.constraintCount == 0)
    #expect(!s.contains(c))
    #expect(!s.hasEditVariable(x))
    #expect(s.value(of: x) == 0)
    let y = s.makeVariable(named: "y")
    let d = try s.add(y == 6)
    // A fresh solver's first handle, equal to `c`, but `c` itself carries the old tag.
    #expect(d == c)
    #expect(s.contains(d))
    #expect(!s.contains(c))
    #expect(isClose(s.value(of: y), 6))
    #expect(s.name(of: y) == "y")
  }

  @Test func variablesAndNames() {
    let s = GaussSolver()
    let a = s.makeVariable(named: "a")
    let b = s.makeVariable()
    #expect(a.id == 0 && b.id == 1)
    #expect(s.variableCount == 2)
    #expect(s.name(of: a) == "a")
    #expect(s.name(of: b) == "v1")
    #expect(s.name(of: Variable(id: 9)) == "v9")
    #expect(s.value(of: Variable(id: 9)) == 0)
    #expect(GaussSolver.semantics == .leastSquares)
  }
}
