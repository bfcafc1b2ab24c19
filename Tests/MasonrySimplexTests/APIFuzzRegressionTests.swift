// SPDX-License-Identifier: MIT

import MasonrySimplex
import MasonrySolving
import Testing
import _MasonryTestSupport

/// The call sequences `APIFuzzTests` found, shrunk to the calls that matter. Each adds a
/// constraint whose largest coefficient (2e10) is far above the others of the system: in range,
/// but its row scale reaches every number the engine derives from it.
@Suite struct APIFuzzRegressionTests {
  /// `c * v` as a term list of one or more coefficients for `v` (the fuzz repeats variables).
  static func constraint(
    _ terms: [(Variable, Double)], _ constant: Double, _ relation: Relation,
    _ strength: Strength = .required
  ) -> LinearConstraint {
    LinearConstraint(
      Expression(terms: terms.map { Term($0.0, coefficient: $0.1) }, constant: constant),
      relation, strength: strength)
  }

  /// Seed 22 on the simplex: the error of `-2e10 * v2 + 296 >= 0` weighs 4 * 2e10 in its
  /// objective level, and rounding of that size (about 1e-5) read as a reduced cost the
  /// simplex could improve on, with no pivot to realise it (the invariant checker trapped, a
  /// release build answered a non-optimal solution or failed as "unbounded").
  @Test(arguments: Engine.allCases)
  func heavyErrorWeightLeavesNoResidue(engine: Engine) throws {
    let s = engine.make()
    let v0 = s.makeVariable(named: "v0")
    let v2 = s.makeVariable(named: "v2")
    try s.addEditVariable(v0, strength: Strength(priority: 368, weight: 2))
    let wide = Self.constraint([(v0, -184), (v2, -104)], 155, .lessThanOrEqual)
    let heavy = Self.constraint(
      [(v2, 110), (v2, -2e10), (v2, 211)], 296, .greaterThanOrEqual,
      Strength(priority: 715, weight: 4))
    let handles = [try s.add(wide), try s.add(heavy)]
    try s.solve()
    // Priority 715 beats the edit's 368: v2 is held at 296 / 19999999679 and v0 pays.
    #expect(abs(s.value(of: v2) - 296 / 19_999_999_679) < 1e-12)
    #expect(abs(s.value(of: v0) - (155 - 104 * s.value(of: v2)) / 184) < 1e-9)
    CSysFuzzTests.checkSolution(s, handles, note: "\(engine)")
  }

  /// Seed 120 on the simplex: after `-2e10 * v0 + 222 * v3 - 64 >= 0`, the only rows that
  /// bound the improving direction of an optional constraint hold it with a coefficient near
  /// 1e-8 of their largest (a ratio the range rule admits); the ratio test passed over them as
  /// rounding noise and the add failed as "unbounded".
  @Test(arguments: Engine.allCases)
  func directionBoundedOnlyByASmallCellIsTaken(engine: Engine) throws {
    let s = engine.make()
    let v = (0..<4).map { s.makeVariable(named: "v\($0)") }
    let handles = [
      try s.add(Self.constraint([(v[1], -168)], -2e10, .equal)),
      try s.add(Self.constraint([(v[0], -127), (v[1], 85), (v[1], -121)], 50, .lessThanOrEqual)),
      try s.add(
        Self.constraint(
          [(v[1], 248), (v[3], 68)], -19, .greaterThanOrEqual, Strength(priority: 108, weight: 3))),
      try s.add(
        Self.constraint([(v[0], -2e10), (v[3], -54), (v[3], 276)], -64, .greaterThanOrEqual)),
    ]
    try s.solve()
    CSysFuzzTests.checkSolution(s, handles, note: "\(engine)")
  }

  /// Seed 233 on the simplex: in phase 1 of `-2e10 * v2 + 99 * v2 - 289 * v3 + 285 == 0`, the
  /// only rows that bound the way down hold it with a coefficient near 1e-8 of their largest;
  /// the ratio test passed over them and the add failed as "unbounded". The only way to satisfy
  /// the constraint moves v3 by 7e7.
  @Test(arguments: Engine.allCases)
  func phaseOneTakesASmallCellWhenNothingElseBounds(engine: Engine) throws {
    let s = engine.make()
    let v = (0..<4).map { s.makeVariable(named: "v\($0)") }
    let handles = [
      try s.add(Self.constraint([(v[0], -2e10)], -212, .equal)),
      try s.add(Self.constraint([(v[0], 222), (v[2], 252), (v[2], -27)], -230, .equal)),
      try s.add(Self.constraint([(v[3], 127), (v[3], 3)], -110, .lessThanOrEqual)),
      try s.add(Self.constraint([(v[2], -2e10), (v[2], 99), (v[3], -289)], 285, .equal)),
    ]
    try s.solve()
    let v0 = -212 / 2e10
    let v2 = (230 - 222 * v0) / 225
    #expect(abs(s.value(of: v[0]) - v0) < 1e-15)
    #expect(abs(s.value(of: v[2]) - v2) < 1e-9)
    #expect(abs(s.value(of: v[3]) - (285 - 19_999_999_901 * v2) / 289) < 1e-3)
    CSysFuzzTests.checkSolution(s, handles, note: "\(engine)")
  }

  /// The rounding tolerance of an objective level follows its heaviest constraint down again
  /// when that one leaves: two wishes at the same priority whose weights differ by 0.1 still
  /// decide once a constraint of error weight 8e10 came and went (a tolerance left at 0.8
  /// would call them a tie). Simplex only: least squares would answer their weighted mean.
  @Test func levelToleranceFollowsItsHeaviestConstraintDown() throws {
    let s = SimplexSolver()
    let x = s.makeVariable(named: "x")
    let y = s.makeVariable(named: "y")
    let medium = Strength(priority: 500, weight: 4)
    let heavy = try s.add(Self.constraint([(y, 2e10)], -296, .greaterThanOrEqual, medium))
    try s.add((x == 20) | Strength(priority: 500, weight: 0.4))
    try s.remove(heavy)
    try s.add((x == 10) | Strength(priority: 500, weight: 0.5))
    try s.solve()
    #expect(s.value(of: x) == 10)
  }
}
