// SPDX-License-Identifier: MIT

import MasonrySimplex
import MasonrySolving
import Testing
import _MasonryTestSupport

extension APIFuzzLongRunRegressionTests {
  /// Seed 33127 on the simplex (`MASONRY_API_FUZZ_CASES=50000`), shrunk: the required
  /// `-204 * v1 - 2e10 * v2 - 88 == 0` is made optional, then removed; the pivots on its tiny
  /// cells had left their rounding in the rows, and with no wide constraint left no call was
  /// checked: a suggestion for `v2` then left the required `62 * v3 == 263` off by 1.3e-6
  /// (scaled; 9.5e-7 allowed). Removing a wide constraint rebuilds the tableau from the
  /// constraints that remain.
  @Test(arguments: Engine.allCases)
  func removingAWideConstraintLeavesNoRounding(engine: Engine) throws {
    let s = engine.make()
    let v = (0..<4).map { s.makeVariable(named: "v\($0)") }
    func optional(_ priority: Double, _ weight: Double = 1) -> Strength {
      Strength(priority: priority, weight: weight)
    }
    try s.addEditVariable(v[2], strength: optional(717, 2))
    var h = try s.add([
      Self.constraint(
        [(v[3], 126), (v[1], -65), (v[2], 247)], 1e-9, .lessThanOrEqual, optional(947, 3)),
      Self.constraint([(v[0], -281), (v[3], -229)], 87, .lessThanOrEqual, optional(477)),
      Self.constraint([(v[1], -204), (v[2], -2e10)], -88, .equal),
    ])
    h.append(try s.add(Self.constraint([(v[0], 100)], 103, .greaterThanOrEqual)))
    h.append(try s.add(Self.constraint([(v[3], 62)], -263, .equal, optional(578, 3))))
    try s.setConstant(209, of: h[0])
    try s.setStrength(optional(780, 3), of: h[2])
    try s.setConstant(186, of: h[1])
    try s.setStrength(.required, of: h[4])
    try s.solve()
    try s.remove(h[2])
    try s.addEditVariable(v[0], strength: optional(271, 4))
    h.append(try s.add(Self.constraint([(v[1], -246)], 247, .lessThanOrEqual, optional(677, 3))))
    try s.remove(h[3])
    try s.suggestValue(256, for: v[2])
    try s.solve()
    expectValue(s, v[3], 263.0 / 62, tolerance: 1e-9)
    CSysFuzzTests.checkSolution(
      s, [h[0], h[1], h[4], h[5]], note: "\(engine)", suggestions: [256])
  }

  /// Seed 36248 on the simplex, shrunk: the wish `-162 * v0 + 6 * v3 >= 2e10` (a constant
  /// 1.2e8 times its largest coefficient) carries `v1` to -3.5e11 through the rows; the
  /// required `102 * v0 + 96 * v1 == 208` added next brings it back to 4.1, and the rounding of
  /// the huge values left that equality off by 8.6e-5 (scaled; 9.7e-6 allowed). While a
  /// constant beyond 1e8 times its coefficients is live, every call is checked, and one off
  /// rebuilds the tableau (the required constraints first when the plain rebuild is off too).
  @Test(arguments: Engine.allCases)
  func callsInASystemWithAHugeConstantAreChecked(engine: Engine) throws {
    let s = engine.make()
    let v = (0..<4).map { s.makeVariable(named: "v\($0)") }
    func optional(_ priority: Double, _ weight: Double = 1) -> Strength {
      Strength(priority: priority, weight: weight)
    }
    var h = [try s.add(Self.constraint([(v[0], 101)], 184, .lessThanOrEqual))]
    h += try s.add([
      Self.constraint([(v[0], 111)], -2, .lessThanOrEqual),
      Self.constraint([(v[2], 256)], 227, .greaterThanOrEqual, optional(756, 4)),
      Self.constraint([(v[0], 36), (v[3], 210), (v[1], 2)], -206, .equal),
    ])
    let removed = try s.add(Self.constraint([(v[3], 29), (v[2], 93), (v[2], 235)], 298, .equal))
    h += try s.add([
      Self.constraint([(v[2], 223), (v[0], 284), (v[1], -277)], -267, .equal, optional(395, 2)),
      Self.constraint([(v[0], 149), (v[2], -152), (v[1], 233)], -199, .equal, optional(247, 3)),
    ])
    h.append(try s.add(Self.constraint([(v[3], 136), (v[1], -221)], -111, .equal, optional(630))))
    try s.setConstant(163, of: h[5])
    try s.remove(removed)
    try s.solve()
    h += try s.add([
      Self.constraint(
        [(v[0], 65), (v[3], 6), (v[0], -227)], -2e10, .greaterThanOrEqual, optional(671, 2)),
      Self.constraint([(v[0], -167), (v[3], -117)], 129, .lessThanOrEqual, optional(763, 3e-90)),
    ])
    h += try s.add([
      Self.constraint([(v[2], 255), (v[0], -158)], -61, .lessThanOrEqual, optional(972, 3)),
      Self.constraint([(v[1], 231), (v[3], -106)], -196, .equal, optional(301, 2)),
    ])
    try s.solve()
    #expect(s.value(of: v[1]) < -3e11, "\(engine)")
    h.append(try s.add(Self.constraint([(v[0], 102), (v[1], 96)], -208, .equal)))
    try s.solve()
    expectValue(s, v[1], (208 - 102 * (-184.0 / 101)) / 96, tolerance: 1e-9)
    CSysFuzzTests.checkSolution(s, h, note: "\(engine)")
  }
}
