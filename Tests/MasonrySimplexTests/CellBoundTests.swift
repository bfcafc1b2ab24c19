// SPDX-License-Identifier: MIT

import MasonrySolving
import Testing
import _MasonryTestSupport

/// Issue 12: a tableau whose cells grow large carries their rounding into its answers, so the
/// simplex measures every call while a cell is beyond 1e4 (`.csys` fuzz cases found in a
/// release run of 300,000 cases). Before, the threshold was 1e6, and these answers broke a
/// required constraint by a few times the tolerance. The dense engine holds both.
@Suite struct CellBoundTests {
  @Test(
    arguments: Engine.allCases,
    [
      // Case 84323: the required `v4 + 261 * v2 == 213` (`2e9:` reads as required) wrote
      // cells of 5.3e5; `v5 + 449 - v2 >= 328 * v0` then read 3.9 times beyond the tolerance.
      """
      edit v0 medium
      edit v1 medium
      c1 weak: 303 * v4 - v4 - 436 == 296 * v3
      1250: -v5 <= 455
      required: v5 + 449 - v2 >= 328 * v0
      required: -145 * v1 - 435 + 492 * v3 <= v5 - 393 * v4
      weak: 131 + 211 + 461 * v3 == -12 + v2 + 429 * v0
      1250: 260 * v4 == -v3
      c8 2e9: v4 + 261 * v2 == 40 + 173
      required: -407 * v2 == v2
      update
      """,
      // Case 268540: the wish `v0 + v3 >= 335 * v0` wrote cells of 1.1e5; the required
      // `v3 == 313 * v2` then read 8.6 times beyond the tolerance, and 12 times after a
      // constant change.
      """
      edit v0 weak
      required: v2 + 307 * v3 + v2 <= -v0 - 343 * v3 - 95
      weak: v0 + v3 >= 335 * v0
      required: 491 * v0 + 199 * v1 + 477 >= v3 - 421
      required: v3 == 313 * v2
      c5 strong: v2 >= 78 + v3
      c6 required: v0 == v2 + 483 * v3 + v2
      suggest v0 -276
      constant c5 348
      suggest v0 362
      update
      suggest v0 -484
      update
      constant c5 -147
      suggest v0 390
      update
      """,
    ])
  func largeCellsMakeTheCallsChecked(engine: Engine, text: String) throws {
    let system = try ConstraintSystem(csysText: text)
    var tally = CSysFuzzTests.Tally()
    // Every update's answer is measured against the tolerance; refusals must leave the solver
    // exactly as before.
    CSysFuzzTests.replay(system, on: engine.make(), tally: &tally, note: "cell bound")
    #expect(tally.updates >= 1)
  }
}
