// SPDX-License-Identifier: MIT

import MasonrySimplex
import MasonrySolving
import Testing
import _MasonryTestSupport

extension APIFuzzLongRunRegressionTests {
  /// Seed 19671 on the simplex (`MASONRY_API_FUZZ_CASES=20000`), shrunk: no constraint is wide,
  /// but the last call sets the constant of the required `188 * v3 + 159 * v2 + 14 == 0` to
  /// 1e11; v2 goes to -6.3e8 while the required `-349 * v1 + 61 * v3 + 264 >= 0` holds values
  /// near 60, and the dual simplex steps that carried the huge values left that inequality
  /// off by 7.1e-5 (scaled; 6.6e-5 allowed; 1e-4 in the whole sequence, where a fresh build of
  /// the same constraints is off by 7e-6). A call that makes a constant that huge next to its
  /// coefficients is checked against the tolerance, and rebuilds the tableau when a required
  /// constraint is off.
  @Test(arguments: Engine.allCases)
  func aConstantGoingToAHugeValueIsChecked(engine: Engine) throws {
    let s = engine.make()
    let v = (0..<4).map { s.makeVariable(named: "v\($0)") }
    func optional(_ priority: Double, _ weight: Double) -> Strength {
      Strength(priority: priority, weight: weight)
    }
    var h = [try s.add(Self.constraint([(v[2], -167), (v[3], -183)], 59, .greaterThanOrEqual))]
    let wishes = try s.add([
      Self.constraint([(v[3], 278), (v[0], 12)], -204, .greaterThanOrEqual, optional(666, 2)),
      Self.constraint([(v[0], 199), (v[1], -58)], 114, .greaterThanOrEqual, optional(998, 3)),
    ])
    h += wishes
    h.append(
      try s.add(
        Self.constraint(
          [(v[2], -277), (v[3], -127), (v[1], -133)], -137, .greaterThanOrEqual,
          optional(331, 2))))
    h.append(
      try s.add(
        Self.constraint([(v[1], -243), (v[1], -106), (v[3], 61)], 264, .greaterThanOrEqual)))
    let pinned = try s.add(Self.constraint([(v[3], 188), (v[2], 159)], 14, .equal))
    h.append(pinned)
    try s.setConstant(-183, of: wishes[1])
    h.append(try s.add(Self.constraint([(v[1], 12)], 116, .equal, optional(222, 2))))
    try s.setConstant(1e11, of: pinned)
    try s.solve()
    #expect(s.value(of: v[2]) < -6e8)
    CSysFuzzTests.checkSolution(s, h, note: "\(engine)")
  }
}
