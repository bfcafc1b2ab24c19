// SPDX-License-Identifier: MIT

import MasonrySimplex
import MasonrySolving
import Testing
import _MasonryTestSupport

extension APIFuzzLongRunRegressionTests {
  /// Seed 665652 on the simplex (simplex-only sequences from seed 400,000), shrunk: the required
  /// `(1e11 + 276) * v1 + 189 <= 0` and `-278 * v1 <= 0` meet 1.89e-9 apart (scaled), within
  /// the tolerance, and phase 1 accepted the second with its artificial variable at 1.89e-9;
  /// the pivot that took the artificial variable out left a slack at -1.89e-9, below the
  /// -1e-9 the dual simplex calls infeasible. A constant change of an optional constraint then
  /// failed with `internalFailure` ("an optional constraint made the tableau infeasible"),
  /// leaving v0 moved. An optional constraint never makes the system infeasible: the change
  /// succeeds, v0 follows the wish at 454 over the edit at 372.
  @Test(arguments: Engine.allCases)
  func phaseOneLeavesNoResidueBelowZero(engine: Engine) throws {
    let s = engine.make()
    let v0 = s.makeVariable(named: "v0")
    let v1 = s.makeVariable(named: "v1")
    let wish = try s.add(
      Self.constraint([(v1, 164), (v0, -260)], 223, .equal, Strength(priority: 454, weight: 3)))
    let h = [
      wish,
      try s.add(Self.constraint([(v1, 276), (v1, 1e11)], 189, .lessThanOrEqual)),
      try s.add(Self.constraint([(v1, -72), (v1, -206)], 0, .lessThanOrEqual)),
    ]
    try s.addEditVariable(v0, strength: Strength(priority: 372, weight: 4))
    let before = SolverSnapshot(s, handles: h)
    if let error = caught({ try s.setConstant(-225, of: wish) }) {
      Issue.record("\(engine): \(error)")
      expectUnchanged(s, since: before, handles: h, "\(engine)")
    }
    expectValue(s, v0, -225 / 260, tolerance: 1e-6)
    CSysFuzzTests.checkSolution(s, h, note: "\(engine)")
  }

  /// Seed 665652 whole, up to the call that failed.
  @Test(arguments: Engine.allCases)
  func optionalConstantChangeOverANearConflict(engine: Engine) throws {
    let s = engine.make()
    let v = (0..<4).map { s.makeVariable(named: "v\($0)") }
    var h = [
      try s.add(
        Self.constraint(
          [(v[1], 160), (v[1], 116), (v[0], 178)], -189, .lessThanOrEqual,
          Strength(priority: 46)))
    ]
    h += try s.add([
      Self.constraint(
        [(v[2], 268), (v[0], -49)], -162, .greaterThanOrEqual, Strength(priority: 667, weight: 2)),
      Self.constraint(
        [(v[1], 164), (v[0], -260)], 223, .equal, Strength(priority: 454, weight: 3)),
      Self.constraint([(v[3], 269)], 282, .greaterThanOrEqual, Strength(priority: 248, weight: 2)),
    ])
    let moved = h[2]
    h.append(try s.add(Self.constraint([(v[1], 276), (v[1], 1e11)], 189, .lessThanOrEqual)))
    try s.setConstant(-105, of: h[3])
    h.append(try s.add(Self.constraint([(v[1], -100), (v[2], 104)], -88, .lessThanOrEqual)))
    h.append(
      try s.add(Self.constraint([(v[1], 8), (v[2], -182), (v[3], -154)], -52, .lessThanOrEqual)))
    h += try s.add([
      Self.constraint(
        [(v[1], -299), (v[3], 160), (v[3], 179)], .leastNonzeroMagnitude, .lessThanOrEqual,
        Strength(priority: 425, weight: 2)),
      Self.constraint([(v[1], -72), (v[1], -206)], 0, .lessThanOrEqual),
    ])
    try s.addEditVariable(v[0], strength: Strength(priority: 372, weight: 4))
    let before = SolverSnapshot(s, handles: h)
    if let error = caught({ try s.setConstant(-225, of: moved) }) {
      Issue.record("\(engine): \(error)")
      expectUnchanged(s, since: before, handles: h, "\(engine)")
    }
    expectValue(s, v[0], -225 / 260, tolerance: 1e-6)
    CSysFuzzTests.checkSolution(s, h, note: "\(engine)")
  }
}
