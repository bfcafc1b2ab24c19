// SPDX-License-Identifier: MIT

import MasonryGauss
import MasonrySolving
import Testing

/// Edit variables, constant changes and strength changes.
@Suite struct EditTests {
  @Test func editStartsAtTheCurrentValue() throws {
    // SOLVER.md R29.
    let s = GaussSolver()
    let x = s.makeVariable(named: "x")
    try s.add((x == 50) | .weak)
    try s.addEditVariable(x, strength: .strong)
    #expect(s.hasEditVariable(x))
    #expect(isClose(s.value(of: x), 50))
    try s.suggestValue(80, for: x)
    #expect(isClose(s.value(of: x), 80))
    try s.removeEditVariable(x)
    #expect(!s.hasEditVariable(x))
    #expect(isClose(s.value(of: x), 50))
  }

  @Test func editStartsAtAValueNotYetSolved() throws {
    // The current value is the solution of the constraints added so far.
    let s = GaussSolver()
    let x = s.makeVariable(named: "x")
    let y = s.makeVariable(named: "y")
    try s.add(y == 30)
    try s.add((x == y + 5) | .medium)
    try s.addEditVariable(x, strength: .weak)
    #expect(isClose(s.value(of: x), 35))
  }

  @Test func requiredConstraintsBeatEdits() throws {
    let s = GaussSolver()
    let x = s.makeVariable(named: "x")
    let y = s.makeVariable(named: "y")
    try s.add(x + y == 100)
    try s.add(y >= 30)
    try s.addEditVariable(x, strength: .strong)
    try s.suggestValue(90, for: x)
    #expect(isClose(s.value(of: x), 70))
    #expect(isClose(s.value(of: y), 30))
  }

  @Test func constantChangeEqualsRemoveAndAdd() throws {
    // SOLVER.md R33: w == 100 strong, 50 <= w <= 300.
    let s = GaussSolver()
    let w = s.makeVariable(named: "w")
    let target = try s.add((w == 100) | .strong)
    try s.add(w <= 300)
    try s.add(w >= 50)
    for (constant, expected) in [(-120.0, 120.0), (-350, 300), (-20, 50)] {
      try s.setConstant(constant, of: target)
      #expect(isClose(s.value(of: w), expected))
    }
  }

  @Test func strengthChangesKeepTheHandle() throws {
    // SOLVER.md R32.
    let s = GaussSolver()
    let x = s.makeVariable(named: "x")
    let y = s.makeVariable(named: "y")
    try s.add((x <= y) | .strong)
    try s.add((x == 50) | .medium)
    let c = try s.add((y == 40) | Strength(priority: 490))
    #expect(isClose(s.value(of: x), 50))
    #expect(isClose(s.value(of: y), 50))
    try s.setStrength(Strength(priority: 510), of: c)
    #expect(isClose(s.value(of: x), 40))
    #expect(isClose(s.value(of: y), 40))
    try s.setStrength(Strength(priority: 490), of: c)
    #expect(isClose(s.value(of: x), 50))
    #expect(s.contains(c))
  }

  @Test func strengthToAndFromRequired() throws {
    let s = GaussSolver()
    let x = s.makeVariable(named: "x")
    let c = try s.add((x == 10) | .weak)
    try s.add((x == 20) | .weak)
    #expect(isClose(s.value(of: x), 15))
    try s.setStrength(.required, of: c)
    #expect(isClose(s.value(of: x), 10))
    #expect(s.constraint(c)?.strength == .required)
    // Required, it refuses a contradiction; optional again, it gives way.
    #expect(conflict { () throws(SolverError) in try s.add(x == 30) }?.conflicting == [c])
    try s.setStrength(.weak, of: c)
    try s.add(x == 30)
    #expect(isClose(s.value(of: x), 30))
    try s.setStrength(Strength.weak.weighted(2), of: c)
    #expect(isClose(s.value(of: x), 30))
  }
}
