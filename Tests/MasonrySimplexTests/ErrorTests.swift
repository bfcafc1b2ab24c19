// SPDX-License-Identifier: MIT

import MasonrySolving
import Testing
import _MasonryTestSupport

/// Every `SolverError` case a caller can provoke, on every engine, each followed by a check
/// that the refused call left the solver exactly as it was. (`internalFailure` is reported
/// instead of looping forever; no well-formed input is known to provoke it.)
@Suite struct ErrorTests {
  /// A solver with a little of everything: an edit, required and optional constraints.
  struct Fixture {
    let solver: any ConstraintSolver
    let x: Variable
    let y: Variable
    let handles: [ConstraintHandle]

    init(_ engine: Engine) throws {
      solver = engine.make()
      x = solver.makeVariable(named: "x")
      y = solver.makeVariable(named: "y")
      handles = try solver.add([x >= 10.0, y == x + 5.0, (x == 40.0) | .weak, x <= 100.0])
      try solver.addEditVariable(y, strength: .medium)
      try solver.suggestValue(30, for: y)
      try solver.solve()
    }

    var snapshot: SolverSnapshot { SolverSnapshot(solver, handles: handles) }

    func expectUnchanged(
      since before: SolverSnapshot, sourceLocation: SourceLocation = #_sourceLocation
    ) {
      _MasonryTestSupport.expectUnchanged(
        solver, since: before, handles: handles, sourceLocation: sourceLocation)
    }
  }
}

// MARK: - Unsatisfiable

extension ErrorTests {
  /// Explanations are irreducible for equality and inequality conflicts, direct and through
  /// chains, and only name required constraints.
  @Test("unsatisfiable: irreducible explanations", arguments: Engine.allCases)
  func unsatisfiableExplanations(engine: Engine) throws {
    let solver = engine.make()
    let v = (0..<6).map { solver.makeVariable(named: "v\($0)") }
    let handles = try solver.add([
      v[0] >= 0.0,  // 0
      v[1] >= v[0] + 10.0,  // 1
      v[2] >= v[1] + 10.0,  // 2
      v[3] == v[2] + 5.0,  // 3
      (v[3] <= 10.0) | .strong,  // 4: optional, never part of an explanation
      v[4] == 2.0 * v[5],  // 5
      v[5] + v[4] <= 300.0,  // 6
      v[4] >= 0.0,  // 7
    ])
    try solver.solve()
    let cases: [(LinearConstraint, [Int])] = [
      (v[3] <= 20.0, [0, 1, 2, 3]),
      (v[2] <= 5.0, [0, 1, 2]),
      (v[5] >= 101.0, [5, 6]),
      (v[4] <= -1.0, [7]),
      (v[3] == v[0] + 1.0, [1, 2, 3]),
    ]
    for (constraint, expected) in cases {
      let before = SolverSnapshot(solver, handles: handles)
      let conflict = try #require(expectUnsatisfiable { try solver.add(constraint) })
      #expect(conflict.constraint == constraint)
      #expect(conflict.handle == nil)
      #expect(conflict.conflicting == expected.map { handles[$0] }, "for \(constraint)")
      expectIrreducible(conflict, in: solver)
      expectUnchanged(solver, since: before, handles: handles)
    }
  }

  /// When several irreducible sets exist, the one reported is irreducible.
  @Test("unsatisfiable: one of several conflicts", arguments: Engine.allCases)
  func unsatisfiableOneOfSeveral(engine: Engine) throws {
    let solver = engine.make()
    let x = solver.makeVariable(named: "x")
    let y = solver.makeVariable(named: "y")
    let handles = try solver.add([x == 1.0, y == x, y == 1.0, x >= 0.0, y <= 1.0])
    let before = SolverSnapshot(solver, handles: handles)
    let conflict = try #require(expectUnsatisfiable { try solver.add(y == 2.0) })
    expectIrreducible(conflict, in: solver)
    #expect(!conflict.conflicting.isEmpty)
    expectUnchanged(solver, since: before, handles: handles)
  }

  /// A strength change to required that conflicts is refused; the constraint stays optional.
  @Test("unsatisfiable: a strength change to required", arguments: Engine.allCases)
  func unsatisfiableStrengthChange(engine: Engine) throws {
    let fixture = try ErrorTests.Fixture(engine)
    let solver = fixture.solver
    let soft = try solver.add((fixture.x == 200.0) | .strong)
    try solver.solve()
    let before = SolverSnapshot(solver, handles: fixture.handles + [soft])
    let conflict = try #require(
      expectUnsatisfiable { try solver.setStrength(.required, of: soft) })
    #expect(conflict.handle == soft)
    #expect(conflict.constraint == (fixture.x == 200.0))
    #expect(conflict.conflicting == [fixture.handles[3]])
    expectIrreducible(conflict, in: solver)
    expectUnchanged(solver, since: before, handles: fixture.handles + [soft])
    #expect(solver.constraint(soft)?.strength == .strong)
    try solver.setStrength(.required, of: fixture.handles[2])
    try solver.solve()
    expectValue(solver, fixture.x, 40)
    #expect(solver.constraint(fixture.handles[2])?.strength == .required)
    try solver.setStrength(.weak, of: fixture.handles[2])
    #expect(solver.contains(fixture.handles[2]))
  }
}

// MARK: - Unknown constraints and variables

extension ErrorTests {
  /// Handles that were never issued, removed handles, and stale handles of a reused slot are
  /// refused by every call that takes a handle.
  @Test("unknown constraints: never issued, removed, stale", arguments: Engine.allCases)
  func unknownConstraints(engine: Engine) throws {
    let fixture = try ErrorTests.Fixture(engine)
    let solver = fixture.solver
    let removed = try solver.add(fixture.x >= 0.0)
    try solver.remove(removed)
    let reused = try solver.add(fixture.x >= 1.0)
    #expect(reused != removed)
    try solver.solve()
    let never = ConstraintHandle(index: 1000, generation: 0)
    for handle in [never, removed] {
      let before = fixture.snapshot
      #expect(!solver.contains(handle))
      #expect(solver.constraint(handle) == nil)
      #expect(caught { try solver.remove(handle) } == .unknownConstraint(handle))
      #expect(caught { try solver.setConstant(1, of: handle) } == .unknownConstraint(handle))
      #expect(caught { try solver.setStrength(.weak, of: handle) } == .unknownConstraint(handle))
      fixture.expectUnchanged(since: before)
    }
    #expect(solver.contains(reused))
    #expect(solver.constraint(reused) == (fixture.x >= 1.0))
  }

  /// Variables not made by this solver (a bigger solver's, or a negative id) are refused in
  /// constraints and edits, and read as 0.
  @Test("unknown variables", arguments: Engine.allCases)
  func unknownVariables(engine: Engine) throws {
    let fixture = try ErrorTests.Fixture(engine)
    let solver = fixture.solver
    let bigger = engine.make()
    let foreign = (0..<3).map { bigger.makeVariable(named: "f\($0)") }[2]
    let negative = Variable(id: -1)
    for stranger in [foreign, negative] {
      let before = fixture.snapshot
      #expect(caught { try solver.add(fixture.x + stranger >= 1.0) } == .unknownVariable(stranger))
      #expect(caught { try solver.add(stranger == 3.0) } == .unknownVariable(stranger))
      #expect(
        caught { try solver.addEditVariable(stranger, strength: .strong) }
          == .unknownVariable(stranger))
      #expect(caught { try solver.removeEditVariable(stranger) } == .unknownEditVariable(stranger))
      #expect(
        caught { try solver.suggestValue(1, for: stranger) } == .unknownEditVariable(stranger))
      #expect(!solver.hasEditVariable(stranger))
      #expect(solver.value(of: stranger) == 0)
      fixture.expectUnchanged(since: before)
    }
  }
}
