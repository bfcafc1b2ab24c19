// SPDX-License-Identifier: MIT

import MasonrySolving
import Testing
import _MasonryTestSupport

/// Cases of a long `.csys` fuzz run (`MASONRY_CSYS_FUZZ_CASES=300000`) where the dense engine
/// answered with a required constraint broken far beyond `SolutionTolerance` (the simplex
/// passed them). Each is replayed as the fuzz replays it, and so is its core, the lines that
/// still failed (found by removing lines one at a time, numbers then rounded by hand). The
/// dense engine now measures every answer against the required constraints in the variables'
/// own units, and one that breaks one is solved again (`GaussSolver`'s fallbacks): from the
/// feasible point with the slacks of the inequalities that hold within their tolerance at 0
/// (78772, and 84560 and 182808), or over unscaled columns (142720 and 261610).
@Suite struct CSysFuzzLongRunRegressionTests {
  static func replay(_ text: String, engine: Engine, note: String) throws {
    let system = try ConstraintSystem(csysText: text)
    var tally = CSysFuzzTests.Tally()
    CSysFuzzTests.replay(system, on: engine.make(), tally: &tally, note: "\(note) (\(engine))")
  }

  /// Case 78772: the required `v0 - v3 >= 207`, `v0 == 123456789012 + 483 * v1`,
  /// `v0 + v1 + 100 <= v3` and `v1 == -111` conflict by 196, within the tolerance of terms of
  /// 1.2e11 (247), and the add of `v1 == -111` is taken. The solve started with the slacks of
  /// the inequalities at 196, and the required level's least-squares optimum shared that out:
  /// every row off by 65, `v1 == -111` (terms near 100) among them.
  @Test(arguments: Engine.allCases)
  func fuzzCase78772(engine: Engine) throws {
    try Self.replay(
      """
      edit v0 2e9
      c0 strong: -v2 + v1 >= v0 + v2
      required: v0 - v3 >= 207
      c2 required: v0 == 123456789012 + 289 * v1 + 194 * v1
      c3 1e-300: -383 * v1 >= v0 - 113 * v2 + 474 * v1
      c4 required: 9 + v0 + v1 <= v3 - 91
      medium: v3 + 140 * v1 == -484 - 17 * v2 - v3
      c6 1e300: 303 - 157 == -v1 + 35
      c7 weak: v3 - 83 + 157 <= -74 * v2 + 4.9e-324 - v2
      required: v3 == 12 * v1 + 168
      c9 required: 140 + v3 >= 327 * v3
      constant c6 -472
      update
      constant c2 2
      constant c3 1e-300
      update
      suggest v0 170
      update
      """, engine: engine, note: "case 78772")
  }

  /// Case 84560: `1e-100 * v1 <= 0` (alone in its row, its exponent -332) pulled the fitted
  /// column exponents of its component to about 54 and left the other component's near -4,
  /// so the columns were scaled (by 2^53, 2^56 and 2^-4); over them the required
  /// `v0 + 2 * v1 + 3 == 0` read `0.0625 * ũ0 + ũ1 + 2e-17`, held within its tolerance at 0,
  /// and ended off by 3.
  @Test(arguments: Engine.allCases)
  func fuzzCase84560(engine: Engine) throws {
    try Self.replay(
      """
      edit v0 weak
      strong: -v0 <= 119 * v0 - v1 + 496
      required: 1e-100 * v1 <= 2.2e-308
      required: v2 - 390 - 159 * v2 >= 246 + v2 + v2
      required: -356 == 44
      required: v1 - 436 + 1e-9 == -v0 - 439 - v1
      required: 362 - 254 * v2 == v2
      """, engine: engine, note: "case 84560")
  }

  /// Case 142720: `1e100 * v0` scaled v0's column by 2^-111, where v0 (a suggestion of -445)
  /// reads -1.2e36; the edit's moves along the basis's directions carried 1e-16 of that into
  /// v1 and v2, and the required `v1 == v2` ended off by 1.5e20.
  @Test(arguments: Engine.allCases)
  func fuzzCase142720(engine: Engine) throws {
    try Self.replay(
      """
      edit v0 strong
      c0 weak: 1e100 * v0 == -15 + 340 * v0
      required: -v2 == -v3
      constant c0 -472
      suggest v0 191
      update
      suggest v0 -445
      update
      update
      """, engine: engine, note: "case 142720")
  }

  /// Case 182808: as 84560, a required bound over scaled columns whose constant (118) read
  /// 2e-13 there, and held at 0 in scaled units; it ended off by 0.62 (scaled).
  @Test(arguments: Engine.allCases)
  func fuzzCase182808(engine: Engine) throws {
    try Self.replay(
      """
      c0 weak: 1e-100 * v0 - v2 == -v2
      medium: -150 * v3 <= 476 * v3
      required: 179 - v4 == -163 * v1
      required: v3 == 1e-100 * v1
      required: -191 * v2 + 118 <= 39 * v1 + v0
      required: 447 * v1 - 374 + 372 * v0 <= 133
      weak: 30 * v3 == v3 - 488
      c7 required: v5 <= 50 + v3
      update
      update
      constant c0 -50
      update
      """, engine: engine, note: "case 182808")
  }

  /// Case 261610: as 142720, `1e100 * v3` (required by `1e300:`) scaled v3's column by 2^-114,
  /// and the required `332 * v1 - 411 * v2 + 498 == 0` ended off by 2e17.
  @Test(arguments: Engine.allCases)
  func fuzzCase261610(engine: Engine) throws {
    try Self.replay(
      """
      1e300: 220 - 1e100 * v3 <= -205 * v3 - 2.2e-308
      2e9: 331 * v1 + v1 == 411 * v2 - 498
      c2 required: 490 - 471 - 470 * v1 >= 248 * v0 + 60 * v1 + 299
      1250: 404 * v3 - v3 == 385
      c4 1e-300: v3 >= 402
      c5 required: -v1 - 56 * v1 - v2 >= -462 + 414 * v2 + 354 * v2
      c6 weak: v2 + v2 >= 1e16 * v3
      required: v2 >= 203 + v0
      required: v2 <= v0
      """, engine: engine, note: "case 261610")
  }

  /// The cores of the five cases, in the same order.
  @Test(
    arguments: Engine.allCases,
    [
      """
      required: v0 - v3 >= 207
      required: v0 == 123456789012 + 483 * v1
      required: v0 + v1 + 100 <= v3
      required: v1 == -111
      """,
      """
      required: 1e-100 * v1 <= 0
      required: v2 <= -4
      required: v0 + 2 * v1 + 3 == 0
      """,
      """
      edit v0 strong
      weak: 1e100 * v0 == 15
      required: v1 == v2
      suggest v0 -445
      update
      """,
      """
      weak: 1e-100 * v0 == 0
      medium: v3 >= 0
      required: 191 * v2 + 39 * v1 + v0 >= 118
      """,
      """
      1e300: 220 - 1e100 * v3 <= -205 * v3 - 2.2e-308
      2e9: 331 * v1 + v1 == 411 * v2 - 498
      1250: 404 * v3 - v3 == 385
      """,
    ])
  func core(engine: Engine, text: String) throws {
    try Self.replay(text, engine: engine, note: "core")
  }

  /// `.csys` fuzz case 6431 (simplex, a debug build's invariant checker: "not optimal"), its
  /// core: the strong wish `-1.2e11 * v2 == 10` (its terms written `v2 - 10 - 123456789012 *
  /// v2 == v2`) raised the tolerance of the strong level from 1e-9 to 1.2, so the errors of the
  /// strong edit of v0 (weight 1 there) read as zero at that level. Their reduced cost was then
  /// decided at the medium level, where one of them improves, but nothing queued them: the
  /// optimum stopped short of it. A level whose tolerance rises now queues the entries that
  /// fall below it.
  @Test(arguments: Engine.allCases)
  func aRisenToleranceQueuesTheEntriesBelowIt(engine: Engine) throws {
    try Self.replay(
      """
      edit v0 strong
      c1 required: 392 <= v2
      1e300: -459 + 230 * v1 == v2
      1250: 151 * v1 - 239 + 301 <= -v0 - v0
      strong: v2 - 10 - 123456789012 * v2 == v2
      update
      """, engine: engine, note: "case 6431")
  }
}
