// SPDX-License-Identifier: MIT

import MasonrySolving
import Testing
import _MasonryTestSupport

extension APIFuzzLongRunRegressionTests {
  /// Seed 20345 on the simplex (`MASONRY_API_FUZZ_CASES=20346`), shrunk to five adds and the
  /// constant change: the required `-2e10 * v3 - 272 * v2 + 100 * v3 + 52 == 0` with `v3 <= 0`
  /// holds v2 at 52 / 272 or above, and moving the optional bound `v2 <= 94 / 253` (priority
  /// 698) to `v2 <= -11 / 253` breaks it. The broken row held its error with a cell of 1 next to
  /// cells of 7e7 (v2 per unit of v3); the dual simplex passed over the 1 as rounding noise, found
  /// nothing to enter and called the row infeasible, so the change of an optional constant
  /// failed and left that row violated by 0.23 (the invariant checker trapped).
  @Test(arguments: Engine.allCases)
  func brokenOptionalBoundEntersItsSmallErrorCell(engine: Engine) throws {
    let s = engine.make()
    let v = (0..<4).map { s.makeVariable(named: "v\($0)") }
    let bound = try s.add(
      Self.constraint([(v[2], -253)], 94, .greaterThanOrEqual, Strength(priority: 698)))
    let h = [
      bound,
      try s.add(Self.constraint([(v[3], -213)], 0, .greaterThanOrEqual)),
      try s.add(Self.constraint([(v[3], -2e10), (v[2], -272), (v[3], 100)], 52, .equal)),
      try s.add(
        Self.constraint(
          [(v[0], -267)], 84, .lessThanOrEqual, Strength(priority: 604, weight: 3))),
      try s.add(
        Self.constraint([(v[0], -112), (v[2], -62)], 28, .equal, Strength(priority: 410))),
    ]
    try s.setConstant(-11, of: bound)
    CSysFuzzTests.checkSolution(s, h, note: "\(engine)")
    // The bound (698) pulls v2 down to where the required rows stop it, with v3 at 0; then
    // `v0 >= 84 / 267` (604) beats the equality at 410.
    expectValue(s, v[2], 52.0 / 272, tolerance: 1e-8)
    expectValue(s, v[3], 0, tolerance: 1e-8)
    expectValue(s, v[0], 84.0 / 267, tolerance: 1e-8)
  }
}
