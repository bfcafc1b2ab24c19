// SPDX-License-Identifier: MIT

import MasonrySimplex
import MasonrySolving
import Testing
import _MasonryTestSupport

extension APIFuzzLongRunRegressionTests {
  /// Seed 22899 on the simplex (`MASONRY_API_FUZZ_CASES=50000`), shrunk: the last add is
  /// infeasible next to the required `269 * v1 - 2e10 * v0 + 212 == 0` and three others, but
  /// the tableau, whose rows carried values near 1e7 through that constraint, accepted it; the
  /// check of the answer rebuilt the tableau from the constraints, the rebuild refused the new
  /// one as unsatisfiable, and the call failed with `internalFailure`. It is refused as
  /// unsatisfiable, with the conflict the dense engine gives, the solver unchanged.
  @Test(arguments: Engine.allCases)
  func anAddTheRebuildRefusesIsUnsatisfiable(engine: Engine) throws {
    let s = engine.make()
    let v = (0..<4).map { s.makeVariable(named: "v\($0)") }
    var h = [
      try s.add(Self.constraint([(v[2], 263), (v[2], 75)], -22, .greaterThanOrEqual)),
      try s.add(Self.constraint([(v[0], 140), (v[3], 168), (v[3], -220)], -36, .lessThanOrEqual)),
    ]
    h += try s.add([
      Self.constraint([(v[1], 269), (v[0], -2e10)], 212, .equal),
      Self.constraint(
        [(v[3], -194), (v[3], 58), (v[2], 70)], 182, .greaterThanOrEqual,
        Strength(priority: 587, weight: 4)),
    ])
    try s.setConstant(-147, of: h[3])
    try s.setConstant(-255, of: h[1])
    h.append(try s.add(Self.constraint([(v[2], -2e10), (v[3], -276)], 132, .equal)))
    try s.setConstant(-28, of: h[3])
    try s.setStrength(.required, of: h[4])
    let before = SolverSnapshot(s, handles: h)
    let conflict = expectUnsatisfiable {
      try s.add(Self.constraint([(v[1], 79), (v[2], 88)], 48, .greaterThanOrEqual))
    }
    #expect(conflict?.conflicting == [h[0], h[1], h[2], h[4]], "\(engine)")
    expectUnchanged(s, since: before, handles: h, "\(engine)")
    CSysFuzzTests.checkSolution(s, h, note: "\(engine)")
  }

  /// Seed 29021 on the simplex, shrunk: as above, after edits and optional constraints
  /// had moved `v3` to -2.5e7 through the required `283 * v3 - 2e10 * v0 + 226 == 0`; then
  /// `114 * v3 + 56 >= 0` cannot hold with it and `-205 * v3 - 199 * v0 - 161 >= 0`.
  @Test(arguments: Engine.allCases)
  func anAddTheRebuildRefusesAfterEditsIsUnsatisfiable(engine: Engine) throws {
    let s = engine.make()
    let v = (0..<4).map { s.makeVariable(named: "v\($0)") }
    try s.addEditVariable(v[1], strength: Strength(priority: 854))
    try s.addEditVariable(v[2], strength: Strength(priority: 66, weight: 4))
    var h = [
      try s.add(Self.constraint([(v[1], -126)], -114, .lessThanOrEqual)),
      try s.add(Self.constraint([(v[3], -205), (v[0], -199)], -96, .greaterThanOrEqual)),
    ]
    try s.setConstant(-161, of: h[1])
    h.append(
      try s.add(
        Self.constraint(
          [(v[3], -45), (v[3], 256)], -43, .lessThanOrEqual, Strength(priority: 221, weight: 2))))
    h.append(
      try s.add(
        Self.constraint(
          [(v[1], -125), (v[0], -273), (v[2], -39)], -97, .greaterThanOrEqual,
          Strength(priority: 966, weight: 4))))
    h.append(try s.add(Self.constraint([(v[3], 283), (v[0], -2e10)], 226, .equal)))
    try s.solve()
    try s.setStrength(Strength(priority: 973, weight: 4), of: h[0])
    try s.solve()
    let before = SolverSnapshot(s, handles: h)
    let conflict = expectUnsatisfiable {
      try s.add(Self.constraint([(v[3], 26), (v[3], 88)], 56, .greaterThanOrEqual))
    }
    #expect(conflict?.conflicting == [h[1], h[4]], "\(engine)")
    expectUnchanged(s, since: before, handles: h, "\(engine)")
    CSysFuzzTests.checkSolution(s, h, note: "\(engine)")
  }

  /// Seed 22308 on the simplex, shrunk: `v0` is made an edit variable while it reads -4.1e8
  /// (the optional `241 * v0 - 99 * v1 + 1e11 == 0` alone), then that constraint's constant
  /// goes to -1 and a required equality fixes `v0` and `v1` near 0.1: the edit, outvoted, still
  /// holds to -4.1e8, and its rounding leaves the required row off by 1.8e-7 (scaled). Within
  /// the documented tolerance, whose second term counts the system's largest number, the
  /// edit's value among them (as the engine's own check does); the fuzz oracle had left the
  /// edits out and allowed 1.3e-7.
  @Test(arguments: Engine.allCases)
  func anOutvotedEditCountsAmongTheSystemsNumbers(engine: Engine) throws {
    let s = engine.make()
    let v = (0..<2).map { s.makeVariable(named: "v\($0)") }
    let wish = try s.add(
      Self.constraint(
        [(v[0], 262), (v[0], -21), (v[1], -99)], 1e11, .equal, Strength(priority: 705, weight: 4)))
    let held = s.value(of: v[0])
    try s.addEditVariable(v[0], strength: Strength(priority: 567, weight: 3))
    try s.setConstant(-1, of: wish)
    let pin = try s.add(Self.constraint([(v[0], 103), (v[1], -233), (v[1], -87)], 27, .equal))
    try s.solve()
    // Both equalities hold: 241 * v0 - 99 * v1 == 1 and 103 * v0 - 320 * v1 == -27.
    let determinant = 241.0 * -320 - (-99.0 * 103)
    expectValue(s, v[0], (1 * -320 - (-99.0 * -27)) / determinant, tolerance: 1e-5)
    expectValue(s, v[1], (241 * -27 - 103.0) / determinant, tolerance: 1e-5)
    CSysFuzzTests.checkSolution(s, [wish, pin], note: "\(engine)", suggestions: [held])
  }

  /// Seed 64349 on the simplex (`MASONRY_API_FUZZ_CASES=100000`), shrunk: the required
  /// `-91 * v0 - 2e10 >= 0` makes every call checked; `4 * v0 + 271 == 0` cannot hold with it,
  /// but the tableau accepted it and the pending optimisation's rebuild refused it, which came
  /// out as `internalFailure`. It is refused as unsatisfiable, the solver unchanged.
  @Test(arguments: Engine.allCases)
  func anAddWhoseSettleRebuildRefusesItIsUnsatisfiable(engine: Engine) throws {
    let s = engine.make()
    let v = (0..<4).map { s.makeVariable(named: "v\($0)") }
    func optional(_ priority: Double, _ weight: Double = 1) -> Strength {
      Strength(priority: priority, weight: weight)
    }
    var h = [
      try s.add(
        Self.constraint([(v[1], 263), (v[3], 112), (v[1], -28)], -212, .greaterThanOrEqual))
    ]
    h += try s.add([
      Self.constraint(
        [(v[3], 25), (v[1], -121), (v[0], -199)], 42, .greaterThanOrEqual, optional(281)),
      Self.constraint([(v[2], -164), (v[1], 0)], -80, .equal, optional(522, 3)),
    ])
    try s.solve()
    try s.setConstant(36, of: h[2])
    h.append(try s.add(Self.constraint([(v[3], 164), (v[1], 289)], -122, .equal)))
    try s.setConstant(216, of: h[3])
    h.append(
      try s.add(
        Self.constraint(
          [(v[3], 69), (v[0], -207), (v[1], 247)], -172, .greaterThanOrEqual, optional(944, 4))))
    h.append(try s.add(Self.constraint([(v[0], -91)], -2e10, .greaterThanOrEqual)))
    try s.setStrength(optional(602), of: h[4])
    for constant in [-31.0, -257, -201] { try s.setConstant(constant, of: h[2]) }
    try s.setConstant(51, of: h[3])
    h.append(
      try s.add(
        Self.constraint(
          [(v[1], -228), (v[3], -231), (v[2], -2e10)], 133, .equal, optional(471, 2))))
    h.append(try s.add(Self.constraint([(v[2], -24), (v[2], 183)], -154, .greaterThanOrEqual)))
    let before = SolverSnapshot(s, handles: h)
    let conflict = expectUnsatisfiable { try s.add(Self.constraint([(v[0], 4)], 271, .equal)) }
    #expect(conflict?.conflicting == [h[5]], "\(engine)")
    expectUnchanged(s, since: before, handles: h, "\(engine)")
    CSysFuzzTests.checkSolution(s, h, note: "\(engine)")
  }

  /// Seed 79237 on the simplex (`MASONRY_API_FUZZ_CASES=100000`), shrunk: in a system with the
  /// required `10 * v2 == 2e10` and `-2e10 * v2 - 433 * v1 + 265 <= 0`, the optional
  /// `219 * v1 + 221 * v0 + 300 == 0` left a slack at -16 (the invariant checker trapped,
  /// "row 3: infeasible"). A checked call whose answer leaves a restricted row below zero
  /// rebuilds the tableau.
  @Test(arguments: Engine.allCases)
  func aCheckedCallLeavesNoRowInfeasible(engine: Engine) throws {
    let s = engine.make()
    let v = (0..<4).map { s.makeVariable(named: "v\($0)") }
    let first = try s.add(
      Self.constraint(
        [(v[1], 279), (v[1], -115)], 172, .lessThanOrEqual, Strength(priority: 466, weight: 3)))
    var h = try s.add([
      Self.constraint([(v[2], -219), (v[2], 150), (v[2], 79)], -2e10, .equal),
      Self.constraint([(v[2], -2e10), (v[1], -206), (v[1], -227)], 265, .lessThanOrEqual),
      Self.constraint([(v[1], 100), (v[3], 219), (v[0], 264)], -261, .lessThanOrEqual),
    ])
    h += try s.add([
      Self.constraint([(v[1], -221), (v[1], -239)], 100, .greaterThanOrEqual),
      Self.constraint(
        [(v[1], -297), (v[3], -52), (v[1], -73)], 100, .equal,
        Strength(priority: 678, weight: 3e-90)),
    ])
    let last = try s.add(
      Self.constraint([(v[0], 91), (v[3], 98), (v[0], -288)], 86, .greaterThanOrEqual))
    try s.remove(first)
    try s.solve()
    try s.remove(last)
    try s.solve()
    OverflowTests.refusedOrFinite(s, h, "\(engine)") {
      h.append(
        try s.add(
          Self.constraint(
            [(v[1], -71), (v[0], 221), (v[1], 290)], 300, .equal, Strength(priority: 421))))
    }
    CSysFuzzTests.checkSolution(s, h, note: "\(engine)")
  }
}
