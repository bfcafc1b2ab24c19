// SPDX-License-Identifier: MIT

import MasonrySolving
import Testing
import _MasonryTestSupport

/// The regression scenarios R1–R33 of SOLVER.md §2.3, on every engine where the expected answer
/// is forced by the constraints (exact priorities; an edit starts at its variable's current
/// value). Scenarios whose answer is a Cassowary vertex are in ``SimplexSemanticsTests``.
@Suite struct RegressionScenarioTests {}

// MARK: - R1–R6: a refused add leaves the solver exactly as it was

extension RegressionScenarioTests {
  /// R1 (kiwi.js #31): after a refused add, removing and re-adding an old constraint works.
  @Test("R1: remove and re-add after a refused add", arguments: Engine.allCases)
  func r1(engine: Engine) throws {
    let solver = engine.make()
    let x = solver.makeVariable(named: "x")
    try solver.solve()
    let start = solver.value(of: x)
    try solver.addEditVariable(x, strength: .strong)
    let first = try solver.add(x >= 2.0)
    try solver.remove(first)
    let atLeast2 = try solver.add(x >= 2.0)
    try solver.solve()
    expectValue(solver, x, 2)
    let before = SolverSnapshot(solver, handles: [atLeast2])
    let conflict = try #require(expectUnsatisfiable { try solver.add(x <= 1.0) })
    #expect(conflict.constraint == (x <= 1.0))
    #expect(conflict.handle == nil)
    #expect(conflict.conflicting == [atLeast2])
    expectUnchanged(solver, since: before, handles: [atLeast2])
    expectIrreducible(conflict, in: solver)
    try solver.remove(atLeast2)
    try solver.solve()
    expectValue(solver, x, start, "the edit keeps the value x had when it was added")
    try solver.add(x >= 2.0)
    try solver.solve()
    expectValue(solver, x, 2)
  }

  /// R2 (cassowary.dart #12): the refused constraint leaves no trace and gets no handle.
  @Test("R2: a refused constraint leaves no trace", arguments: Engine.allCases)
  func r2(engine: Engine) throws {
    let solver = engine.make()
    let a = solver.makeVariable(named: "a")
    let b = solver.makeVariable(named: "b")
    let constraints = [a >= 10.0, b <= 5.0]
    let handles = try solver.add(constraints)
    try solver.solve()
    expectSatisfied(solver, constraints)
    let before = SolverSnapshot(solver, handles: handles)
    let conflict = try #require(expectUnsatisfiable { try solver.add(b >= a) })
    #expect(conflict.conflicting == handles)
    expectUnchanged(solver, since: before, handles: handles)
    expectIrreducible(conflict, in: solver)
    for index in Int32(0)..<6 {
      for generation in UInt32(0)..<3 {
        let handle = ConstraintHandle(index: index, generation: generation)
        guard !handles.contains(handle) else { continue }
        #expect(!solver.contains(handle))
        #expect(caught { try solver.remove(handle) } == .unknownConstraint(handle))
      }
    }
  }

  /// R3: `x >= 10`, then `x <= 0` is refused; x stays where it was.
  @Test("R3: a contradicting bound is refused", arguments: Engine.allCases)
  func r3(engine: Engine) throws {
    let solver = engine.make()
    let x = solver.makeVariable(named: "x")
    let atLeast10 = try solver.add(x >= 10.0)
    try solver.solve()
    expectValue(solver, x, in: 10...Double.infinity)
    let before = SolverSnapshot(solver, handles: [atLeast10])
    let conflict = try #require(expectUnsatisfiable { try solver.add(x <= 0.0) })
    #expect(conflict.conflicting == [atLeast10])
    expectUnchanged(solver, since: before, handles: [atLeast10])
    expectIrreducible(conflict, in: solver)
  }

  /// R4: `x >= 10`, `x == 2y`; `y == 3x` forces x = 0 and is refused with both.
  @Test("R4: a conflict through an equality chain", arguments: Engine.allCases)
  func r4(engine: Engine) throws {
    let solver = engine.make()
    let x = solver.makeVariable(named: "x")
    let y = solver.makeVariable(named: "y")
    let constraints = [x >= 10.0, x == 2.0 * y]
    let handles = try solver.add(constraints)
    try solver.solve()
    expectSatisfied(solver, constraints)
    let before = SolverSnapshot(solver, handles: handles)
    let conflict = try #require(expectUnsatisfiable { try solver.add(y == 3.0 * x) })
    #expect(conflict.conflicting == handles)
    expectUnchanged(solver, since: before, handles: handles)
    expectIrreducible(conflict, in: solver)
    expectSatisfied(solver, constraints)
  }

  /// R5: a contradicting equality is refused, an identical one is redundant and accepted, and
  /// the value survives the removal of either copy until both are gone.
  @Test("R5: redundant equalities", arguments: Engine.allCases, [true, false])
  func r5(engine: Engine, removeFirstCopyFirst: Bool) throws {
    let solver = engine.make()
    let x = solver.makeVariable(named: "x")
    let first = try solver.add(x == 10.0)
    let conflict = try #require(expectUnsatisfiable { try solver.add(x == 20.0) })
    #expect(conflict.conflicting == [first])
    expectIrreducible(conflict, in: solver)
    let second = try solver.add(x == 10.0)
    #expect(first != second)
    try solver.solve()
    expectValue(solver, x, 10)
    let (removedFirst, removedLast) = removeFirstCopyFirst ? (first, second) : (second, first)
    try solver.remove(removedFirst)
    try solver.solve()
    expectValue(solver, x, 10)
    try solver.addEditVariable(x, strength: .strong)
    try solver.suggestValue(3, for: x)
    try solver.solve()
    expectValue(solver, x, 10)
    try solver.remove(removedLast)
    try solver.solve()
    expectValue(solver, x, 3)
  }

  /// R6: constant-only constraints: `10 == 0` and `-1 >= 0` are refused with an empty
  /// explanation, `0 == 0` is accepted, and an optional `10 == 0` is accepted and harmless.
  @Test("R6: constant-only constraints", arguments: Engine.allCases)
  func r6(engine: Engine) throws {
    let solver = engine.make()
    let x = solver.makeVariable(named: "x")
    let bound = try solver.add(x >= 1.0)
    try solver.solve()
    var before = SolverSnapshot(solver, handles: [bound])
    let ten = LinearConstraint(Expression(10), .equal)
    let tenConflict = try #require(expectUnsatisfiable { try solver.add(ten) })
    #expect(tenConflict.conflicting == [])
    #expect(tenConflict.constraint == ten)
    expectUnchanged(solver, since: before, handles: [bound])
    let zero = try solver.add(LinearConstraint(Expression(0), .equal))
    #expect(solver.constraintCount == 2)
    try solver.solve()
    before = SolverSnapshot(solver, handles: [bound, zero])
    let negative = LinearConstraint(Expression(-1), .greaterThanOrEqual)
    let negativeConflict = try #require(expectUnsatisfiable { try solver.add(negative) })
    #expect(negativeConflict.conflicting == [])
    expectUnchanged(solver, since: before, handles: [bound, zero])
    expectIrreducible(negativeConflict, in: solver)
    let soft = try solver.add(ten.strength(.weak))
    try solver.solve()
    expectSatisfied(solver, [x >= 1.0])
    try solver.remove(soft)
    try solver.remove(zero)
    #expect(solver.constraintCount == 1)
  }
}
