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

  /// Seed 285 on the dense engine: with one value near -1e10 (an optional `10 * v3 + 1e11 <= 0`
  /// that holds), the active-set search took a step of 1 for `v0` as negligible next to it, and
  /// the required `-233 * v0 - 140 >= 0` stayed violated by about 1.
  @Test(arguments: Engine.allCases)
  func largeValueHidesNoStepElsewhere(engine: Engine) throws {
    let s = engine.make()
    let v = (0..<4).map { s.makeVariable(named: "v\($0)") }
    let far = try s.add(
      Self.constraint([(v[3], 10)], -1e-300, .lessThanOrEqual, Strength(priority: 907)))
    try s.setConstant(1e11, of: far)
    let handles = [
      far, try s.add(Self.constraint([(v[0], -233)], -140, .greaterThanOrEqual)),
      try s.add(
        Self.constraint([(v[1], 74)], -245, .equal, Strength(priority: 388, weight: 4))),
    ]
    try s.solve()
    #expect(s.value(of: v[0]) <= -140 / 233 + 1e-9)
    #expect(abs(s.value(of: v[1]) - 245 / 74) < 1e-9)
    #expect(s.value(of: v[3]) <= -1e10 * (1 - 1e-12))
    CSysFuzzTests.checkSolution(s, handles, note: "\(engine)")
  }

  /// Seed 904 on the dense engine: the least-norm tie-break of a solution holding values near
  /// 5e8 took rounding steps of 1e-8 in the small values for ever (the noise of solving for a
  /// residual of 5e8), until the step budget ran out; a test of each row at its own scale alone
  /// never calls such a step negligible.
  @Test(arguments: Engine.allCases)
  func roundingStepsAtTheTieBreakEnd(engine: Engine) throws {
    // Solved after every call, as the fuzz did: each solve starts from the last solution.
    let s = engine.make()
    let v = (0..<4).map { s.makeVariable(named: "v\($0)") }
    let tied = try s.add(Self.constraint([(v[2], -164), (v[0], -241), (v[0], 289)], -154, .equal))
    try s.solve()
    try s.setConstant(-20, of: tied)
    try s.solve()
    var handles = [tied]
    for constraint in [
      Self.constraint([(v[0], 63), (v[2], 38)], 169, .greaterThanOrEqual),
      Self.constraint([(v[3], 205), (v[3], 212), (v[3], 11)], 17, .greaterThanOrEqual),
      Self.constraint([(v[3], -153), (v[1], 72)], 1e11, .lessThanOrEqual),
    ] {
      handles.append(try s.add(constraint))
      try s.solve()
    }
    try s.setStrength(Strength(priority: 945, weight: 3), of: tied)
    try s.solve()
    CSysFuzzTests.checkSolution(s, handles, note: "\(engine)")
  }

  /// Seed 436 on the simplex: removing `-2e10 * v3 + ... == 0` left rounding residue near 2e-6
  /// in the reduced costs of an objective level, which no row bounds (the level is a sum of
  /// errors, never negative); the removal failed as "unbounded" and left the tableau changed.
  @Test(arguments: Engine.allCases)
  func removalLeavesNoUnboundedResidue(engine: Engine) throws {
    let s = engine.make()
    let v = (0..<4).map { s.makeVariable(named: "v\($0)") }
    let kept = try s.add(
      Self.constraint([(v[0], -47)], -273, .equal, Strength(priority: 314, weight: 4)))
    let slanted = try s.add(
      Self.constraint(
        [(v[3], -71), (v[1], 78)], 272, .greaterThanOrEqual, Strength(priority: 652, weight: 4)))
    let floor = try s.add(
      Self.constraint([(v[3], 8)], 124, .greaterThanOrEqual, Strength(priority: 776)))
    let steep = try s.add(Self.constraint([(v[3], 93), (v[3], -2e10), (v[0], -226)], 278, .equal))
    try s.addEditVariable(v[1], strength: Strength(priority: 875))
    try s.remove(slanted)
    try s.remove(steep)
    try s.solve()
    // Nothing ties v3 to v0 any more: the optional wishes all hold.
    #expect(abs(s.value(of: v[0]) + 273 / 47) < 1e-9)
    #expect(s.value(of: v[3]) >= -124 / 8 - 1e-9)
    CSysFuzzTests.checkSolution(s, [kept, floor], note: "\(engine)")
  }

  /// Seed 344 on the simplex: in phase 1 of `-476 * v1 + 282 * v2 - 68 == 0`, with values near
  /// 1e8 in the tableau, the phase-1 objective kept residue cells near 1e-8 that no row bounds
  /// (it is the artificial variable, never negative), and the add failed as "unbounded".
  ///
  /// The dense engine failed it in another way: at the least-norm tie-break, a hard row whose
  /// part in the remaining subspace was 1.4e-9 blocked each step (the blocking test measured
  /// it against the step) and was dropped again as dependent (the factorisation measured it
  /// against the rows' reference), until the active set ran out of steps.
  @Test(arguments: Engine.allCases)
  func phaseOneLeavesNoUnboundedResidue(engine: Engine) throws {
    let s = engine.make()
    let v = (0..<4).map { s.makeVariable(named: "v\($0)") }
    var handles = [
      try s.add(Self.constraint([(v[3], 159), (v[3], 32), (v[0], -50)], 90, .lessThanOrEqual)),
      try s.add(
        Self.constraint(
          [(v[0], 217), (v[1], 204), (v[0], -2e10)], -83, .equal,
          Strength(priority: 65, weight: 2))),
    ]
    try s.addEditVariable(v[3], strength: Strength(priority: 649))
    handles.append(
      try s.add(
        Self.constraint(
          [(v[0], -262), (v[2], -209)], -2e10, .lessThanOrEqual,
          Strength(priority: 796, weight: 3e-90))))
    handles.append(
      try s.add(Self.constraint([(v[1], -245), (v[2], 282), (v[1], -231)], -68, .equal)))
    try s.solve()
    CSysFuzzTests.checkSolution(s, handles, note: "\(engine)")
  }
}
