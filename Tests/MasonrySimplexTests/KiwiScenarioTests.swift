// SPDX-License-Identifier: MIT

import MasonrySolving
import Testing
import _MasonryTestSupport

/// kiwi's own solver tests (SOLVER.md §5.1 and §5.2), on every engine, translated to this API:
/// errors are `SolverError` cases, strengths are exact priorities, and kiwi's type errors and
/// dumps have no counterpart.
@Suite struct KiwiScenarioTests {
  /// test_managing_edit_variable.
  @Test("managing edit variables", arguments: Engine.allCases)
  func managingEditVariables(engine: Engine) throws {
    let solver = engine.make()
    let v1 = solver.makeVariable(named: "foo")
    let v2 = solver.makeVariable(named: "bar")
    #expect(!solver.hasEditVariable(v1))
    try solver.addEditVariable(v1, strength: .weak)
    #expect(solver.hasEditVariable(v1))
    #expect(
      caught { try solver.addEditVariable(v1, strength: .medium) } == .duplicateEditVariable(v1))
    #expect(caught { try solver.removeEditVariable(v2) } == .unknownEditVariable(v2))
    try solver.removeEditVariable(v1)
    #expect(!solver.hasEditVariable(v1))
    #expect(
      caught { try solver.addEditVariable(v1, strength: .required) } == .requiredEditStrength(v1))
    try solver.addEditVariable(v2, strength: .strong)
    #expect(solver.hasEditVariable(v2))
    #expect(caught { try solver.suggestValue(10, for: v1) } == .unknownEditVariable(v1))
    solver.reset()
    #expect(!solver.hasEditVariable(v2))
    #expect(solver.variableCount == 0)
  }

  /// test_suggesting_values_for_edit_variables, first half: a suggestion beats a weaker
  /// constraint.
  @Test("a suggestion beats a weaker constraint", arguments: Engine.allCases)
  func suggestionBeatsWeakerConstraint(engine: Engine) throws {
    let solver = engine.make()
    let v1 = solver.makeVariable(named: "foo")
    try solver.addEditVariable(v1, strength: .medium)
    try solver.add((v1 == 1.0) | .weak)
    try solver.suggestValue(2, for: v1)
    try solver.solve()
    expectValue(solver, v1, 2)
  }

  /// test_suggesting_values_for_edit_variables, second half (also the state of test_dumping_solver
  /// before its refused add): a required bound beats a weak suggestion, and a weak bound of the
  /// same priority cannot pull it further.
  @Test("a required bound beats a weak suggestion", arguments: Engine.allCases)
  func requiredBoundBeatsSuggestion(engine: Engine) throws {
    let solver = engine.make()
    let v1 = solver.makeVariable(named: "foo")
    let v2 = solver.makeVariable(named: "bar")
    try solver.addEditVariable(v2, strength: .weak)
    let constraints = [v1 + v2 == 0.0, v2 <= -1.0, (v2 >= 0.0) | .weak]
    let handles = try solver.add(constraints)
    try solver.suggestValue(0, for: v2)
    try solver.solve()
    expectValue(solver, v2, -1)
    expectValue(solver, v1, 1)
    // test_dumping_solver then adds `v2 >= 1`, which must be refused because of `v2 <= -1`.
    let before = SolverSnapshot(solver, handles: handles)
    let conflict = try #require(expectUnsatisfiable { try solver.add(v2 >= 1.0) })
    #expect(conflict.conflicting == [handles[1]])
    expectUnchanged(solver, since: before, handles: handles)
    expectIrreducible(conflict, in: solver)
  }

  /// test_managing_constraints.
  @Test("managing constraints", arguments: Engine.allCases)
  func managingConstraints(engine: Engine) throws {
    let solver = engine.make()
    let v = solver.makeVariable(named: "foo")
    let c1 = v >= 1.0
    let c2 = v <= 0.0
    let h1 = try solver.add(c1)
    #expect(solver.contains(h1))
    #expect(solver.constraint(h1) == c1)
    let conflict = try #require(expectUnsatisfiable { try solver.add(c2) })
    #expect(conflict.constraint == c2)
    #expect(conflict.conflicting == [h1])
    try solver.remove(h1)
    #expect(!solver.contains(h1))
    #expect(caught { try solver.remove(h1) } == .unknownConstraint(h1))
    let h2 = try solver.add(c2)
    #expect(solver.contains(h2))
    solver.reset()
    #expect(!solver.contains(h2))
    #expect(solver.constraintCount == 0)
  }

  /// test_solving_under_constrained_system.
  @Test("an under-constrained system follows its edit", arguments: Engine.allCases)
  func underConstrained(engine: Engine) throws {
    let solver = engine.make()
    let v = solver.makeVariable(named: "foo")
    try solver.addEditVariable(v, strength: .weak)
    let constraint = 2.0 * v + 1.0 >= 0.0
    try solver.add(constraint)
    try solver.suggestValue(10, for: v)
    try solver.solve()
    expectValue(solver, v, 10)
    #expect(constraint.expression.evaluate { solver.value(of: $0) } == 21)
  }

  /// test_solving_with_strength: a required equality beats a weak bound; a strong equality
  /// beats a medium bound.
  @Test("solving with strength", arguments: Engine.allCases)
  func solvingWithStrength(engine: Engine) throws {
    let solver = engine.make()
    var v1 = solver.makeVariable(named: "foo")
    var v2 = solver.makeVariable(named: "bar")
    try solver.add([v1 + v2 == 0.0, v1 == 10.0, (v2 >= 0.0) | .weak])
    try solver.solve()
    expectValue(solver, v1, 10)
    expectValue(solver, v2, -10)
    solver.reset()
    v1 = solver.makeVariable(named: "foo")
    v2 = solver.makeVariable(named: "bar")
    try solver.add([v1 + v2 == 0.0, (v1 >= 10.0) | .medium, (v2 == 2.0) | .strong])
    try solver.solve()
    expectValue(solver, v1, -2)
    expectValue(solver, v2, 2)
  }

  /// test_handling_infeasible_constraints, the Cassowary paper's example (R15): the steps whose
  /// answer is unique. The middle step, where weighted absolute error has a flat optimum, is in
  /// ``SimplexSemanticsTests``.
  @Test("the paper example (R15)", arguments: Engine.allCases)
  func paperExample(engine: Engine) throws {
    let solver = engine.make()
    let xm = solver.makeVariable(named: "xm")
    let xl = solver.makeVariable(named: "xl")
    let xr = solver.makeVariable(named: "xr")
    try solver.solve()
    // The edits start at the current values, which are 0 for variables in no constraint.
    for variable in [xm, xl, xr] { expectValue(solver, variable, 0) }
    try solver.addEditVariable(xm, strength: .strong)
    try solver.addEditVariable(xl, strength: .weak)
    try solver.addEditVariable(xr, strength: .weak)
    let constraints = [2.0 * xm == xl + xr, xl + 20.0 <= xr, xl >= -10.0, xr <= 100.0]
    try solver.add(constraints)
    try solver.solve()
    for (variable, expected) in [(xl, -10.0), (xm, 0), (xr, 10)] {
      expectValue(solver, variable, expected)
    }
    try solver.suggestValue(40, for: xm)
    try solver.suggestValue(50, for: xr)
    try solver.suggestValue(30, for: xl)
    try solver.solve()
    for (variable, expected) in [(xl, 30.0), (xm, 40), (xr, 50)] {
      expectValue(solver, variable, expected)
    }
    try solver.suggestValue(60, for: xm)
    try solver.solve()
    expectValue(solver, xm, 60)
    expectValue(solver, xl, in: 30...50)
    expectSatisfied(solver, constraints)
    try solver.suggestValue(90, for: xm)
    try solver.solve()
    for (variable, expected) in [(xl, 80.0), (xm, 90), (xr, 100)] {
      expectValue(solver, variable, expected)
    }
    expectSatisfied(solver, constraints)
  }

  /// test_constraint_violated: a required bound holds, a contradicting weak one is violated.
  @Test("violated constraints", arguments: Engine.allCases)
  func constraintViolated(engine: Engine) throws {
    let solver = engine.make()
    let v = solver.makeVariable(named: "foo")
    let c1 = v >= 10.0
    let c2 = (v <= -5.0) | .weak
    try solver.add([c1, c2])
    try solver.solve()
    expectValue(solver, v, 10)
    #expect(c1.violation { solver.value(of: $0) } == 0)
    #expect(c2.violation { solver.value(of: $0) } > 0)
  }

  /// SimplexTest.cpp `Maximization`: a plain linear program, maximised through a weak edit
  /// pulled far beyond the feasible region. The maximum, z = 39, is attained on a whole edge
  /// (`2 x1 - 5 x2 == 11` with x2 in [0, 3], since z = 2 x1 - 5 x2 + 28 on the equality), so only
  /// z and that edge are forced; kiwi's answer (13, 3, 11) is one of its two vertices (see
  /// ``SimplexSemanticsTests``).
  @Test("maximisation through an edit", arguments: Engine.allCases)
  func maximization(engine: Engine) throws {
    let solver = engine.make()
    let (x1, x2, _, z, constraints) = try maximizationProblem(solver)
    try solver.solve()
    expectValue(solver, z, 39, tolerance: 1e-6)
    expectSatisfied(solver, constraints + [2.0 * x1 - 5.0 * x2 == 11.0], tolerance: 1e-6)
    expectValue(solver, x2, in: 0...3, tolerance: 1e-6)
  }
}

/// kiwi's `Maximization` LP on `solver`: x1, x2, x3 >= 0, `2x1 - 5x2 <= 11`,
/// `-x1 + 3x2 + x3 == 7`, `x1 - 8x2 + 4x3 >= 33`, `z == -2x1 + 7x2 + 4x3`, and a weak edit of z
/// suggesting 1e6.
func maximizationProblem(
  _ solver: any ConstraintSolver
) throws -> (Variable, Variable, Variable, Variable, [LinearConstraint]) {
  let x1 = solver.makeVariable(named: "x1")
  let x2 = solver.makeVariable(named: "x2")
  let x3 = solver.makeVariable(named: "x3")
  let z = solver.makeVariable(named: "z")
  let constraints = [
    x1 >= 0.0, x2 >= 0.0, x3 >= 0.0,
    2.0 * x1 - 5.0 * x2 <= 11.0,
    -1.0 * x1 + 3.0 * x2 + x3 == 7.0,
    x1 - 8.0 * x2 + 4.0 * x3 >= 33.0,
    z == -2.0 * x1 + 7.0 * x2 + 4.0 * x3,
  ]
  try solver.add(constraints)
  try solver.addEditVariable(z, strength: .weak)
  try solver.suggestValue(1e6, for: z)
  return (x1, x2, x3, z, constraints)
}
