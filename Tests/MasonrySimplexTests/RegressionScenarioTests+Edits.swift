// SPDX-License-Identifier: MIT

import MasonrySolving
import Testing
import _MasonryTestSupport

// MARK: - R14, R23, R28, R29: edit variables

extension RegressionScenarioTests {
  /// R14 (kiwi #20): an edit starts at its variable's current value, so adding it moves
  /// nothing; suggestions then move what they force.
  @Test("R14: edits on an under-determined system", arguments: Engine.allCases)
  func r14(engine: Engine) throws {
    let solver = engine.make()
    let xm = solver.makeVariable(named: "xm")
    let xl = solver.makeVariable(named: "xl")
    let xr = solver.makeVariable(named: "xr")
    let constraints = [2.0 * xm == xl + xr, xl + 10.0 <= xr, xr <= 100.0, xl >= 0.0]
    try solver.add(constraints)
    try solver.solve()
    expectSatisfied(solver, constraints)
    let start = solver.value(of: xm)
    try solver.addEditVariable(xm, strength: .strong)
    try solver.solve()
    expectValue(solver, xm, start, "adding the edit moved xm")
    expectSatisfied(solver, constraints)
    try solver.suggestValue(0, for: xm)
    try solver.solve()
    expectValue(solver, xm, 5)
    expectValue(solver, xl, 0)
    expectValue(solver, xr, 10)
    try solver.suggestValue(70, for: xm)
    try solver.solve()
    expectValue(solver, xm, 70)
    expectSatisfied(solver, constraints)
    try solver.removeEditVariable(xm)
    try solver.solve()
    expectSatisfied(solver, constraints)
  }

  /// R23 (amoeba #21): suggestions before, during and after an extra bound.
  @Test("R23: an edit across an added and removed bound", arguments: Engine.allCases)
  func r23(engine: Engine) throws {
    let solver = engine.make()
    let l = solver.makeVariable(named: "l")
    let m = solver.makeVariable(named: "m")
    let r = solver.makeVariable(named: "r")
    let constraints = [2.0 * m == l + r, r - l >= 100.0]
    try solver.add(constraints)
    try solver.addEditVariable(l, strength: .medium)
    try solver.suggestValue(20, for: l)
    try solver.solve()
    expectValue(solver, l, 20)
    expectValue(solver, r, in: 120...Double.infinity)
    expectSatisfied(solver, constraints)
    let bound = try solver.add(r <= 150.0)
    try solver.suggestValue(60, for: l)
    try solver.solve()
    expectValue(solver, l, 50)
    expectValue(solver, m, 100)
    expectValue(solver, r, 150)
    try solver.remove(bound)
    try solver.suggestValue(70, for: l)
    try solver.solve()
    expectValue(solver, l, 70)
    expectValue(solver, r, in: 170...Double.infinity)
    expectSatisfied(solver, constraints)
  }

  /// R28: a strong edit inside required bounds is clamped by them.
  @Test("R28: an edit clamped by required bounds", arguments: Engine.allCases)
  func r28(engine: Engine) throws {
    let solver = engine.make()
    let x = solver.makeVariable(named: "x")
    try solver.add([x >= 0.0, x <= 100.0])
    try solver.addEditVariable(x, strength: .strong)
    for (suggestion, expected) in [(150.0, 100.0), (-20, 0), (42, 42)] {
      try solver.suggestValue(suggestion, for: x)
      try solver.solve()
      expectValue(solver, x, expected, "after suggesting \(suggestion)")
    }
  }

  /// R29: an edit added without a suggestion holds its variable's current value.
  @Test("R29: an edit starts at the current value", arguments: Engine.allCases)
  func r29(engine: Engine) throws {
    let solver = engine.make()
    let x = solver.makeVariable(named: "x")
    try solver.add((x == 50.0) | .weak)
    try solver.solve()
    expectValue(solver, x, 50)
    try solver.addEditVariable(x, strength: .strong)
    try solver.solve()
    expectValue(solver, x, 50)
  }
}
