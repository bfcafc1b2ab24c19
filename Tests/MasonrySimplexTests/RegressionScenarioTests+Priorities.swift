// SPDX-License-Identifier: MIT

import MasonrySolving
import Testing
import _MasonryTestSupport

// MARK: - R17–R20, R22, R26, R32: priorities

extension RegressionScenarioTests {
  /// R17 (kiwi #33) with three distinct priorities: a lower priority never moves the answer of a
  /// higher one, however it is weighted. (kiwi's numbers, which all map to *medium* with
  /// different weights, are in ``SimplexSemanticsTests``.)
  @Test("R17: a lower priority cannot pull", arguments: Engine.allCases)
  func r17(engine: Engine) throws {
    let solver = engine.make()
    let v = solver.makeVariable(named: "v")
    try solver.add((v >= 100.0) | Strength(priority: 501))
    try solver.add((v == 90.0) | Strength(priority: 500))
    try solver.solve()
    expectValue(solver, v, 100)
    try solver.add((v == 10.0) | Strength(priority: 10, weight: 1000))
    try solver.solve()
    expectValue(solver, v, 100)
  }

  /// R18 (kiwi #28) with exact priorities: the highest priority wins outright.
  @Test("R18: the highest priority wins", arguments: Engine.allCases)
  func r18(engine: Engine) throws {
    let solver = engine.make()
    let w = solver.makeVariable(named: "w")
    for i in 1...4 { try solver.add((w == Double(i)) | Strength(priority: 100 * Double(i))) }
    try solver.solve()
    expectValue(solver, w, 4)
  }

  /// R19: one medium constraint beats any number of weak ones: 1001 of them, which outweigh it
  /// under kiwi's weighted strengths (999 would not, and under exact priorities neither does).
  @Test("R19: many weak constraints never outweigh a medium one", arguments: Engine.allCases)
  func r19(engine: Engine) throws {
    let solver = engine.make()
    let x = solver.makeVariable(named: "x")
    try solver.add((x == 0.0) | .medium)
    for _ in 0..<1001 { try solver.add((x == 10.0) | .weak) }
    try solver.solve()
    expectValue(solver, x, 0)
  }

  /// R20: a strong constraint beats a weak one until it is removed.
  @Test("R20: strong over weak, then weak alone", arguments: Engine.allCases)
  func r20(engine: Engine) throws {
    let solver = engine.make()
    let x = solver.makeVariable(named: "x")
    try solver.add((x == 10.0) | .weak)
    let strong = try solver.add((x == 20.0) | .strong)
    try solver.solve()
    expectValue(solver, x, 20)
    try solver.remove(strong)
    try solver.solve()
    expectValue(solver, x, 10)
  }

  /// R22 (kiwi #36): an equality added after a bound takes the artificial-variable path.
  @Test("R22: equality after a bound", arguments: Engine.allCases)
  func r22(engine: Engine) throws {
    let solver = engine.make()
    let x = solver.makeVariable(named: "x")
    try solver.add(x >= 10.0)
    try solver.add(x == 20.0)
    try solver.solve()
    expectValue(solver, x, 20)
  }

  /// R26 (kiwi #164): an interval with no preference gives a value inside it, in either order.
  @Test("R26: an interval without preference", arguments: Engine.allCases, [false, true])
  func r26(engine: Engine, reversed: Bool) throws {
    let solver = engine.make()
    let x = solver.makeVariable(named: "x")
    let bounds = [x >= 10.0, x <= 20.0]
    try solver.add(reversed ? bounds.reversed() : bounds)
    try solver.solve()
    expectValue(solver, x, in: 10...20)
  }

  /// R32 (amoeba test_strength): changing a strength in place moves the answer both ways.
  @Test("R32: strength changes in place", arguments: Engine.allCases)
  func r32(engine: Engine) throws {
    let solver = engine.make()
    let x = solver.makeVariable(named: "x")
    let y = solver.makeVariable(named: "y")
    try solver.add((x <= y) | .strong)
    try solver.add((x == 50.0) | .medium)
    let below = Strength(priority: Strength.medium.priority - 10)
    let above = Strength(priority: Strength.medium.priority + 10)
    let handle = try solver.add((y == 40.0) | below)
    for (strength, expected) in [(below, 50.0), (above, 40), (below, 50)] {
      try solver.setStrength(strength, of: handle)
      try solver.solve()
      expectValue(solver, x, expected, "at priority \(strength.priority)")
      expectValue(solver, y, expected, "at priority \(strength.priority)")
      #expect(solver.constraint(handle)?.strength == strength)
    }
  }

  /// Sixty labels in a row too narrow for them, each label's width wished at its text's at a
  /// priority of its own (`bench scale priority-row`): the lowest priorities give way first,
  /// one label is cut and the ones below it are 0 wide. The dense engine compounded the rounding
  /// it allows each level's subspace, doubling it a level, and by fifty levels dropped
  /// rows that mattered as rounding (widths 2,265 where the row leaves 3,078 at 50 levels).
  @Test("Sixty priority levels, one a label", arguments: Engine.allCases)
  func sixtyLevels(engine: Engine) throws {
    let solver = engine.make()
    let (w, text) = try ObjectiveLevelTests.row(60, on: solver)
    ObjectiveLevelTests.expectWidths(solver, w, text)
  }
}
