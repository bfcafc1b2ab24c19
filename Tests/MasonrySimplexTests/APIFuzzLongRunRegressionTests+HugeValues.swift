// SPDX-License-Identifier: MIT

import MasonrySimplex
import MasonrySolving
import Testing
import _MasonryTestSupport

extension APIFuzzLongRunRegressionTests {
  /// Seed 617932 on the simplex (simplex-only sequences from seed 400,000), shrunk: the
  /// required `171 * v0 + 8 * v2 - 230 * v1 - 2e10 == 0` scales to a constant of 8.7e7, under
  /// the 1e8 that makes every call checked. The phase 1 of the required
  /// `153 * v0 - 250 * v2 + 174 <= 0` entered a slack on a cell of -9.8e-4 and gave it 7.3e10,
  /// and the required `246 * v0 + 285 == 0` added next came out of a cancellation of numbers
  /// that size: off by 1.4e-5, scaled, where 9e-6 is allowed (the dense engine: within). A
  /// tableau that may hold a value beyond 1e8 checks every call, optimising at once and
  /// rebuilding from the constraints when a required one is off (here: 6.4e-6, no rebuild).
  @Test(arguments: Engine.allCases)
  func aHugeValueMakesTheCallsChecked(engine: Engine) throws {
    let s = engine.make()
    let v = (0..<4).map { s.makeVariable(named: "v\($0)") }
    try s.addEditVariable(v[3], strength: Strength(priority: 486))
    var h = [
      try s.add(Self.constraint([(v[1], -170), (v[2], 212)], 5, .equal, Strength(priority: 19)))
    ]
    let wish = try s.add(
      Self.constraint(
        [(v[0], -207), (v[3], 111), (v[2], -292)], 229, .lessThanOrEqual,
        Strength(priority: 334, weight: 2)))
    h.append(wish)
    h.append(try s.add(Self.constraint([(v[0], 171), (v[2], 8), (v[1], -230)], -2e10, .equal)))
    try s.setConstant(117, of: wish)
    h.append(try s.add(Self.constraint([(v[0], 153), (v[2], -250)], 174, .lessThanOrEqual)))
    h.append(try s.add(Self.constraint([(v[0], 246)], 285, .equal)))
    try s.solve()
    CSysFuzzTests.checkSolution(s, h, note: "\(engine)")
  }

  /// Seed 617932 whole: the same constant, and an optimum whose values reach 5.5e10 through
  /// wishes; the required `12 * v3 + 168 >= 0` brings them back (v1 from -8.6e7 to -2.9), and
  /// the required `246 * v0 + 285 == 0` was off by 6.5e-4, scaled (2.5e-4 allowed), and
  /// `250 * v1 - 72 * v3 - 283 >= 0` by 2.6e-4. Checked while the values are beyond 1e8, the
  /// call that brings them back finds the required constraints off and rebuilds the tableau.
  @Test(arguments: Engine.allCases)
  func valuesComingBackFromAHugeOptimumLeaveNoResidue(engine: Engine) throws {
    let s = engine.make()
    let v = (0..<4).map { s.makeVariable(named: "v\($0)") }
    try s.addEditVariable(v[3], strength: Strength(priority: 486))
    let c1 = try s.add(
      Self.constraint([(v[1], -170), (v[2], 38), (v[2], 174)], 5, .equal, Strength(priority: 19)))
    try s.setConstant(49, of: c1)
    try s.setStrength(Strength(priority: 894, weight: 2), of: c1)
    var h = [c1]
    h.append(
      try s.add(
        Self.constraint(
          [(v[2], -11), (v[0], -214), (v[1], -156)], 112, .lessThanOrEqual,
          Strength(priority: 284))))
    h.append(
      try s.add(Self.constraint([(v[2], 260), (v[2], 185), (v[1], 212)], -13, .greaterThanOrEqual)))
    try s.suggestValue(103, for: v[3])
    h += try s.add([
      Self.constraint(
        [(v[0], -207), (v[3], 111), (v[2], -292)], 229, .lessThanOrEqual,
        Strength(priority: 334, weight: 2)),
      Self.constraint([(v[0], 171), (v[2], 8), (v[1], -230)], -2e10, .equal),
      Self.constraint([(v[1], -38), (v[1], 288), (v[3], -72)], -283, .greaterThanOrEqual),
    ])
    try s.setConstant(117, of: h[3])
    h.append(try s.add(Self.constraint([(v[0], 153), (v[2], -250)], 174, .lessThanOrEqual)))
    try s.removeEditVariable(v[3])
    try s.solve()
    h.append(
      try s.add(
        Self.constraint(
          [(v[1], -36), (v[0], 203)], -212, .greaterThanOrEqual,
          Strength(priority: 705, weight: 2))))
    h.append(try s.add(Self.constraint([(v[0], 29), (v[0], 217)], 285, .equal)))
    h.append(try s.add(Self.constraint([(v[3], 12), (v[2], 0)], 168, .greaterThanOrEqual)))
    try s.solve()
    expectValue(s, v[0], -285 / 246, tolerance: 1e-7)
    expectValue(s, v[3], -14, tolerance: 1e-6)
    CSysFuzzTests.checkSolution(s, h, note: "\(engine)")
  }
}
