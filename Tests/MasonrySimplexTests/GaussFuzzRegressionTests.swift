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
}
