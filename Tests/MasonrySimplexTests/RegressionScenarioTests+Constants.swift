// SPDX-License-Identifier: MIT

import MasonrySolving
import Testing
import _MasonryTestSupport

// MARK: - R33: constants changed in place

/// One in-place constant change and the values it must give.
private struct ConstantChange {
  var position: Int
  var constant: Double
  var expected: [Double]
}

/// Builds `constraints` (over variables named `names`), applies each change with
/// `setConstant`, and after each one expects the given values, and the same values from a fresh
/// solver that adds the constraints with their new constants (remove + add, done from scratch).
private func checkConstantChanges(
  _ engine: Engine, names: [String], _ constraints: [LinearConstraint],
  _ changes: [ConstantChange], sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let solver = engine.make()
  let variables = names.map { solver.makeVariable(named: $0) }
  var current = constraints
  let handles = try solver.add(current)
  for change in changes {
    try solver.setConstant(change.constant, of: handles[change.position])
    current[change.position].expression.constant = change.constant
    #expect(
      solver.constraint(handles[change.position]) == current[change.position],
      sourceLocation: sourceLocation)
    try solver.solve()
    let fresh = engine.make()
    for name in names { _ = fresh.makeVariable(named: name) }
    try fresh.add(current)
    try fresh.solve()
    for (variable, expected) in zip(variables, change.expected) {
      let note = "after setting constant \(change.constant) at \(change.position)"
      expectValue(solver, variable, expected, note, sourceLocation: sourceLocation)
      expectValue(
        fresh, variable.untagged, expected, "fresh solver " + note, sourceLocation: sourceLocation)
    }
  }
}

extension RegressionScenarioTests {
  /// R33: a strong equality retargeted inside, above and below required bounds.
  @Test("R33: retarget an optional equality", arguments: Engine.allCases)
  func r33OptionalEquality(engine: Engine) throws {
    let w = Variable(id: 0)
    try checkConstantChanges(
      engine, names: ["w"], [(w == 100.0) | .strong, w <= 300.0, w >= 50.0],
      [
        ConstantChange(position: 0, constant: -120, expected: [120]),
        ConstantChange(position: 0, constant: -350, expected: [300]),
        ConstantChange(position: 0, constant: -20, expected: [50]),
        ConstantChange(position: 0, constant: -100, expected: [100]),
      ])
  }

  /// R33: required inequalities moved so that they bind and release, written both with a
  /// negative constant (`w <= 300`, `w >= 50`) and a positive one (`300 - w >= 0`,
  /// `50 - w <= 0`), which a Cassowary tableau stores sign-reversed.
  @Test("R33: move required bounds", arguments: Engine.allCases, [false, true])
  func r33RequiredBounds(engine: Engine, positiveConstants: Bool) throws {
    let w = Variable(id: 0)
    let upper = positiveConstants ? (300.0 - w >= 0.0) : (w <= 300.0)
    let lower = positiveConstants ? (50.0 - w <= 0.0) : (w >= 50.0)
    let sign = positiveConstants ? -1.0 : 1.0
    try checkConstantChanges(
      engine, names: ["w"], [(w == 100.0) | .strong, upper, lower],
      [
        ConstantChange(position: 1, constant: -110 * sign, expected: [100]),
        ConstantChange(position: 1, constant: -90 * sign, expected: [90]),
        ConstantChange(position: 2, constant: -60 * sign, expected: [90]),
        ConstantChange(position: 2, constant: -80 * sign, expected: [90]),
        ConstantChange(position: 1, constant: -400 * sign, expected: [100]),
        ConstantChange(position: 2, constant: -150 * sign, expected: [150]),
        ConstantChange(position: 2, constant: -10 * sign, expected: [100]),
      ])
  }

  /// R33: required equalities retargeted, one at the root of a chain and one in it.
  @Test("R33: retarget required equalities", arguments: Engine.allCases)
  func r33RequiredEqualities(engine: Engine) throws {
    let x = Variable(id: 0)
    let y = Variable(id: 1)
    let z = Variable(id: 2)
    try checkConstantChanges(
      engine, names: ["x", "y", "z"], [x == 10.0, y == x + 5.0, (z == 0.0) | .weak, z >= y],
      [
        ConstantChange(position: 1, constant: -7, expected: [10, 17, 17]),
        ConstantChange(position: 0, constant: -20, expected: [20, 27, 27]),
        ConstantChange(position: 1, constant: 30, expected: [20, -10, 0]),
        ConstantChange(position: 0, constant: 20, expected: [-20, -50, 0]),
      ])
  }

  /// R33: a required change that cannot hold is refused with its explanation, and nothing
  /// moves.
  @Test("R33: a refused constant change", arguments: Engine.allCases, [false, true])
  func r33Refused(engine: Engine, withEdit: Bool) throws {
    let solver = engine.make()
    let x = solver.makeVariable(named: "x")
    if withEdit {
      try solver.addEditVariable(x, strength: .strong)
      try solver.suggestValue(15, for: x)
    }
    let lower = try solver.add(x >= 10.0)
    let upper = try solver.add(x <= 20.0)
    try solver.solve()
    expectValue(solver, x, in: 10...20)
    let before = SolverSnapshot(solver, handles: [lower, upper])
    let conflict = try #require(
      expectUnsatisfiable { try solver.setConstant(-30, of: lower) })
    #expect(conflict.constraint == (x >= 30.0))
    #expect(conflict.handle == lower)
    #expect(conflict.conflicting == [upper])
    expectUnchanged(solver, since: before, handles: [lower, upper])
    expectIrreducible(conflict, in: solver)
    #expect(solver.constraint(lower) == (x >= 10.0))
    try solver.setConstant(-12, of: lower)
    try solver.solve()
    expectValue(solver, x, in: 12...20)
    if withEdit { expectValue(solver, x, 15) }
  }
}
