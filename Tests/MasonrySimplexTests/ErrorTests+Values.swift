// SPDX-License-Identifier: MIT

import MasonrySolving
import Testing
import _MasonryTestSupport

// MARK: - Edit variables

extension ErrorTests {
  /// Duplicate and unknown edits, and required edit strengths, are refused.
  @Test("edit variables: duplicate, unknown, required", arguments: Engine.allCases)
  func editErrors(engine: Engine) throws {
    let fixture = try ErrorTests.Fixture(engine)
    let solver = fixture.solver
    let x = fixture.x
    let y = fixture.y
    let before = fixture.snapshot
    #expect(caught { try solver.addEditVariable(y, strength: .weak) } == .duplicateEditVariable(y))
    #expect(caught { try solver.removeEditVariable(x) } == .unknownEditVariable(x))
    #expect(caught { try solver.suggestValue(5, for: x) } == .unknownEditVariable(x))
    for strength in [Strength.required, Strength(priority: 1000, weight: 3)] {
      #expect(
        caught { try solver.addEditVariable(x, strength: strength) } == .requiredEditStrength(x))
    }
    fixture.expectUnchanged(since: before)
    try solver.removeEditVariable(y)
    #expect(caught { try solver.removeEditVariable(y) } == .unknownEditVariable(y))
    #expect(caught { try solver.suggestValue(5, for: y) } == .unknownEditVariable(y))
  }
}

// MARK: - Strengths

extension ErrorTests {
  /// Priorities outside (0, 1000] and weights that are not positive and finite are refused by
  /// `add`, `setStrength` and `addEditVariable`.
  @Test(
    "invalid strengths",
    arguments: Engine.allCases,
    [
      Strength(priority: 0), Strength(priority: -5), Strength(priority: 1000.5),
      Strength(priority: .nan), Strength(priority: .infinity),
      Strength(priority: 500, weight: 0), Strength(priority: 500, weight: -1),
      Strength(priority: 500, weight: .nan), Strength(priority: 500, weight: .infinity),
    ])
  func invalidStrengths(engine: Engine, strength: Strength) throws {
    let fixture = try ErrorTests.Fixture(engine)
    let solver = fixture.solver
    let before = fixture.snapshot
    let error = caught { try solver.add((fixture.x == 3.0) | strength) }
    let strengthError = caught { try solver.setStrength(strength, of: fixture.handles[2]) }
    let editError = caught { try solver.addEditVariable(fixture.x, strength: strength) }
    for error in [error, strengthError, editError] {
      guard case .invalidStrength(let reported)? = error else {
        Issue.record("expected invalidStrength, got \(String(describing: error))")
        continue
      }
      #expect(reported.priority.bitPattern == strength.priority.bitPattern)
      #expect(reported.weight.bitPattern == strength.weight.bitPattern)
    }
    fixture.expectUnchanged(since: before)
  }

  /// A required strength ignores its weight; a required constraint with weight 0 is accepted.
  @Test("a required strength ignores its weight", arguments: Engine.allCases)
  func requiredWeightIgnored(engine: Engine) throws {
    let solver = engine.make()
    let x = solver.makeVariable(named: "x")
    try solver.add((x == 7.0) | Strength(priority: 1000, weight: 0))
    try solver.solve()
    expectValue(solver, x, 7)
  }
}

// MARK: - Non-finite numbers

extension ErrorTests {
  /// NaN and infinities in a coefficient, a constant (added or set) or a suggestion are refused
  /// with the number and where it was.
  @Test(
    "non-finite numbers", arguments: Engine.allCases, [Double.nan, .infinity, -.infinity])
  func nonFiniteNumbers(engine: Engine, bad: Double) throws {
    let fixture = try ErrorTests.Fixture(engine)
    let solver = fixture.solver
    let x = fixture.x
    let y = fixture.y
    let before = fixture.snapshot
    let coefficient = caught { try solver.add(bad * x + y >= 1.0) }
    let constant = caught { try solver.add(LinearConstraint(x + bad, .lessThanOrEqual)) }
    let setConstant = caught { try solver.setConstant(bad, of: fixture.handles[0]) }
    let softConstant = caught { try solver.setConstant(bad, of: fixture.handles[2]) }
    let suggestion = caught { try solver.suggestValue(bad, for: y) }
    let cases: [(SolverError?, SolverError.NumberRole)] = [
      (coefficient, .coefficient(x)), (constant, .constant), (setConstant, .constant),
      (softConstant, .constant), (suggestion, .suggestion(y)),
    ]
    for (error, role) in cases {
      guard case .nonFiniteNumber(let value, let reportedRole)? = error else {
        Issue.record("expected nonFiniteNumber for \(role), got \(String(describing: error))")
        continue
      }
      #expect(value.bitPattern == bad.bitPattern || (value.isNaN && bad.isNaN))
      #expect(reportedRole == role)
    }
    fixture.expectUnchanged(since: before)
  }
}
