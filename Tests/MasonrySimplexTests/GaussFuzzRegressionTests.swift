// SPDX-License-Identifier: MIT

import MasonrySolving
import Testing
import _MasonryTestSupport

/// The call sequences of the long run of `APIFuzzTests` (`MASONRY_API_FUZZ_CASES=20000`) that
/// the dense engine got wrong, shrunk to the calls that matter; both engines play them. Each
/// holds a constant or coefficient near 2e10 next to numbers near 1: in range, but the dense
/// engine's moves then mix entries of very different sizes.
@Suite struct GaussFuzzRegressionTests {
  static func constraint(
    _ terms: [(Variable, Double)], _ constant: Double, _ relation: Relation,
    _ strength: Strength = .required
  ) -> LinearConstraint {
    APIFuzzRegressionTests.constraint(terms, constant, relation, strength)
  }

  /// Seeds 17987 and 13040 on the dense engine: a required `v0 >= 23 / 244` next to a required
  /// equality over other variables whose least-norm values are near 1e8. The last move of the
  /// tie-break level changed the bound by 0.094 and the pair by 2e8; the bound's slope was
  /// judged against the move's largest entry (1e-9 of it, 0.2), so it did not block and v0
  /// ended at 0. A slope is now judged against the row's own terms.
  @Test(arguments: Engine.allCases)
  func aSmallBoundHoldsWhileOtherVariablesMoveFar(engine: Engine) throws {
    let s = engine.make()
    let v = (0..<4).map { s.makeVariable(named: "v\($0)") }
    let bound = try s.add(Self.constraint([(v[0], -244)], 23, .lessThanOrEqual))
    let far = try s.add(Self.constraint([(v[2], -82), (v[3], -267)], -2e10, .equal))
    try s.solve()
    expectValue(s, v[0], in: 23.0 / 244...Double.infinity, tolerance: 1e-12)
    CSysFuzzTests.checkSolution(s, [bound, far], note: "\(engine)")
    if engine == .gauss {
      // The least-norm point: v0 on its bound, (v2, v3) along (82, 267).
      let t = -2e10 / (82.0 * 82 + 267 * 267)
      expectValue(s, v[0], 23.0 / 244, tolerance: 1e-12)
      expectValue(s, v[2], 82 * t)
      expectValue(s, v[3], 267 * t)
    }
  }

  /// The system of seed 5723 on the dense engine: v1 is fixed, `v3 >= 282 / 52` is required,
  /// and two required equalities tie v0, v2 and v3 so that v3 moves by 1.4e-8 per unit of v0
  /// (a coefficient of 2e10 next to ones near 200), with v0 near 2.6e8 when v3 is on its bound.
  /// An edit asks v0 for 5, which the bound forbids.
  static func seed5723(
    _ s: any ConstraintSolver, _ v: [Variable], pulling: Bool
  ) throws -> [ConstraintHandle] {
    var handles = [
      try s.add(Self.constraint([(v[3], -52)], 282, .lessThanOrEqual)),
      try s.add(Self.constraint([(v[1], -189)], 281, .equal)),
    ]
    try s.add(
      Self.constraint(
        [(v[2], 275), (v[1], 44)], -282, .lessThanOrEqual, Strength(priority: 111, weight: 3)))
    if pulling {
      try s.add(
        Self.constraint(
          [(v[3], -94), (v[1], 221)], -186, .equal, Strength(priority: 650, weight: 4)))
    }
    handles.append(
      try s.add(
        Self.constraint([(v[1], 268), (v[0], 217), (v[0], 111)], -273, .greaterThanOrEqual)))
    try s.addEditVariable(v[0], strength: Strength(priority: 492, weight: 2))
    try s.suggestValue(5, for: v[0])
    if pulling { try s.solve() }
    handles += try s.add([
      Self.constraint([(v[2], 267), (v[0], -285), (v[3], -241)], 2, .equal),
      Self.constraint([(v[0], 206), (v[2], 202), (v[3], -2e10)], -12, .equal),
    ])
    try s.solve()
    handles.append(try s.add(Self.constraint([(v[3], -27)], -216, .lessThanOrEqual)))
    try s.solve()
    return handles
  }

  /// The values seed 5723 must end with: v3 on its bound and v0, v2 where the equalities put
  /// them; the edit gets nothing.
  static func expectSeed5723(_ s: any ConstraintSolver, _ v: [Variable], _ note: String) {
    let v3 = 282.0 / 52
    // 267·v2 = 285·v0 + 241·v3 − 2 and 206·v0 + 202·v2 = 2e10·v3 + 12.
    let v0 = (2e10 * v3 + 12 - 202 * (241 * v3 - 2) / 267) / (206 + 202 * 285.0 / 267)
    expectValue(s, v[3], v3, tolerance: 1e-9, note)
    expectValue(s, v[0], v0, tolerance: 1e-7, note)
    expectValue(s, v[2], (285 * v0 + 241 * v3 - 2) / 267, tolerance: 1e-7, note)
  }

  /// Seed 5723 on the dense engine, shrunk: after the last add, the edit's level held the bound
  /// on v3, and the direction left free was, but for rounding of 1e-16, the slack of the
  /// optional inequality; its part along v0 (7e-9, pure rounding) was taken for real, and the
  /// step that brought v0 to 5 moved the slack by 2e17, whose rounding broke both equalities
  /// (by 9 and 5). The complement of held rows that are nearly dependent now counts as carrying
  /// their rounding grown by that closeness, and a level row's part below it is no part.
  @Test(arguments: Engine.allCases)
  func anEditNeverMovesAlongTheRoundingOfAHeldBound(engine: Engine) throws {
    let s = engine.make()
    let v = (0..<4).map { s.makeVariable(named: "v\($0)") }
    let handles = try Self.seed5723(s, v, pulling: false)
    Self.expectSeed5723(s, v, "\(engine)")
    CSysFuzzTests.checkSolution(s, handles, note: "\(engine)")
  }

  /// Seed 5723 as the fuzz played it, with a wish at priority 650 that pulls v3 below its
  /// bound: that level's row has a part of 1.3e-6 of its size along the equalities' direction,
  /// and the null space it leaves the edit's level is, but for rounding, the optional slack
  /// again. A level's null space now carries the rounding of the rows it came from, grown by
  /// how close they come to dependent, and the next levels' rows are judged against it.
  @Test(arguments: Engine.allCases)
  func anEditNeverMovesAlongTheRoundingOfAHigherLevel(engine: Engine) throws {
    let s = engine.make()
    let v = (0..<4).map { s.makeVariable(named: "v\($0)") }
    let handles = try Self.seed5723(s, v, pulling: true)
    Self.expectSeed5723(s, v, "\(engine)")
    CSysFuzzTests.checkSolution(s, handles, note: "\(engine)")
  }

  /// Seed 18521 on the dense engine, shrunk: at priority 961 `2e10 * v2 + 334 * v3 <= 0` and at
  /// 944 `v2 >= 175 / 212` push v3 to -4.9e7, and v1 only has a ceiling near 0.07 (priority
  /// 485). In the least-norm level the held bounds fix v2 and v3, but the directions they
  /// leave free carried rounding of 6e-9 along v3 (the bound at 961 leaves v3's direction by
  /// 1.7e-8), and that rounding times v3's 4.9e7 read as a pull of v1 up against its ceiling,
  /// which blocked; its multiplier released it, and so on until the step budget ran out
  /// (`internalFailure`). A level row's part below the rounding of the directions it is
  /// written in is dropped.
  @Test(arguments: Engine.allCases)
  func roundingTimesALargeHeldValueNeverPullsAFreeVariable(engine: Engine) throws {
    let s = engine.make()
    let v = (0..<4).map { s.makeVariable(named: "v\($0)") }
    let handles = try s.add([
      Self.constraint(
        [(v[2], -2e10), (v[3], -334)], 0, .greaterThanOrEqual, Strength(priority: 961, weight: 2)),
      Self.constraint(
        [(v[1], 211), (v[2], 148)], -137, .lessThanOrEqual, Strength(priority: 485, weight: 2)),
      Self.constraint([(v[2], 212)], -175, .greaterThanOrEqual, Strength(priority: 944, weight: 3)),
      Self.constraint(
        [(v[3], 30), (v[2], 276)], -300, .lessThanOrEqual, Strength(priority: 628, weight: 2)),
    ])
    try s.solve()
    // Every wish can hold: v2 on or above its floor, v3 below -2e10·v2/334, v1 under its
    // ceiling.
    let v2 = s.value(of: v[2])
    #expect(v2 >= 175.0 / 212 - 1e-12)
    #expect(2e10 * v2 + 334 * s.value(of: v[3]) <= 1e-9 * 2e10 * v2)
    #expect(s.value(of: v[1]) <= (137 - 148 * v2) / 211 + 1e-12)
    CSysFuzzTests.checkSolution(s, handles, note: "\(engine)")
    if engine == .gauss {
      // The least-norm point of that set.
      expectValue(s, v[2], 175.0 / 212, tolerance: 1e-12)
      expectValue(s, v[3], -2e10 * (175.0 / 212) / 334)
      expectValue(s, v[1], 0, tolerance: 1e-9)
    }
  }

  /// Seed 18840 on the dense engine, shrunk: a required ceiling `v1 <= -86 / 250` is solved
  /// for, then removed, so that the next solve starts from it; at priority 529 a coefficient of
  /// 2e10 on v1 ties v0 (then near 4.9e8) to v1. At priority 20 the held rows left a direction
  /// whose part along that level's row was rounding, and the step solved for it moved v3 by
  /// 1.2e16 into a bound at ratio 0; the bound's multiplier released it, and the same step came
  /// back until the step budget ran out (`internalFailure`). Fixed with seed 5723's cause: a
  /// row's part below the rounding of the directions it is written in is dropped.
  @Test(arguments: Engine.allCases)
  func aStepAlongRoundingNeverCyclesAgainstABound(engine: Engine) throws {
    let s = engine.make()
    let v = (0..<4).map { s.makeVariable(named: "v\($0)") }
    var handles = [try s.add(Self.constraint([(v[2], -248)], -205, .greaterThanOrEqual, .strong))]
    let ceiling = try s.add(Self.constraint([(v[1], -250)], -86, .greaterThanOrEqual))
    handles += [
      try s.add(
        Self.constraint(
          [(v[1], -2e10), (v[1], 87), (v[0], 288)], -153, .greaterThanOrEqual,
          Strength(priority: 529, weight: 4))),
      try s.add(
        Self.constraint([(v[2], -282), (v[1], -46)], 89, .lessThanOrEqual, Strength(priority: 614))),
      try s.add(
        Self.constraint(
          [(v[1], 47), (v[0], 206)], -273, .greaterThanOrEqual, Strength(priority: 164, weight: 2))
      ),
    ]
    try s.solve()
    handles.append(
      try s.add(
        Self.constraint([(v[0], 342)], 177, .lessThanOrEqual, Strength(priority: 20, weight: 4))))
    try s.remove(ceiling)
    handles.append(try s.add(Self.constraint([(v[3], 214), (v[1], 115)], 166, .lessThanOrEqual)))
    try s.solve()
    // Strong puts v2 at or below -205 / 248; 614 then wants v1 >= (89 - 282·v2) / 46, 529 ties
    // v0 to 2e10·v1 / 288, and 20 wants v0 as low as it gets: v2 on its ceiling, v1 on its
    // floor.
    let v2 = -205.0 / 248
    let v1 = (89 - 282 * v2) / 46
    expectValue(s, v[2], v2, tolerance: 1e-12, "\(engine)")
    expectValue(s, v[1], v1, tolerance: 1e-9, "\(engine)")
    expectValue(s, v[0], ((2e10 - 87) * v1 + 153) / 288, tolerance: 1e-8, "\(engine)")
    CSysFuzzTests.checkSolution(s, handles, note: "\(engine)")
  }

  /// Seed 27936 on the dense engine (at 100,000 sequences): a required `v2 <= -58 / 89` fixes
  /// v1 near 5.8e7 through a coefficient of 2e10, and the least-norm level then brings v0 and
  /// v3 to the nearest point of the required `261·v0 + 253·v3 >= 216·v2 + 174`. Held beside
  /// the nearly dependent bound on v2, that row's multiplier carried rounding of about 1 (the
  /// bound's own is near 1e16) and read negative; dropped, it blocked the very next step, and
  /// the two changes repeated until the step budget ran out (`internalFailure`). A row that
  /// blocks the step right after its drop is kept for the rest of the level.
  @Test(arguments: Engine.allCases)
  func aDroppedRowThatBlocksAtOnceIsKept(engine: Engine) throws {
    let s = engine.make()
    let v = (0..<4).map { s.makeVariable(named: "v\($0)") }
    let handles = [
      try s.add(
        Self.constraint([(v[3], 124)], -161, .lessThanOrEqual, Strength(priority: 961))),
      try s.add(
        Self.constraint([(v[0], -261), (v[3], -253), (v[2], 216)], 174, .lessThanOrEqual)),
      try s.add(Self.constraint([(v[2], 89)], 58, .lessThanOrEqual)),
      try s.add(Self.constraint([(v[1], -224), (v[2], -2e10)], -293, .equal)),
    ]
    try s.solve()
    CSysFuzzTests.checkSolution(s, handles, note: "\(engine)")
    if engine == .gauss {
      // Least norm: v2 as high as it may go (v1 is the largest), then (v0, v3) the nearest
      // point of the line 261·v0 + 253·v3 = 216·v2 + 174.
      let v2 = -58.0 / 89
      let t = (216 * v2 + 174) / (261.0 * 261 + 253 * 253)
      // (The required bound on v2 holds to 5e-10, within the tolerance, and v1 is 8.9e7 v2.)
      expectValue(s, v[2], v2, tolerance: 1e-9)
      expectValue(s, v[1], (-2e10 * v2 - 293) / 224, tolerance: 1e-8)
      expectValue(s, v[0], 261 * t, tolerance: 1e-7)
      expectValue(s, v[3], 253 * t, tolerance: 1e-7)
    }
  }
}
