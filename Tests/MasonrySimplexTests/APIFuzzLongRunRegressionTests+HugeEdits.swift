// SPDX-License-Identifier: MIT

import MasonrySimplex
import MasonrySolving
import Testing
import _MasonryTestSupport

extension APIFuzzLongRunRegressionTests {
  /// Seed 86127 on the simplex (solved after every call, as the trace does): an edit added
  /// while v0 read 6.6e7 held it there, and two required equalities carried v1 and v3 to
  /// -3e10 and -1.8e10. Removing the edit brought every value back near 1, but the rows kept
  /// the rounding of those sizes: the required `277 * v0 + v3 - 10 == 0` was off by 1.7e-5
  /// (8.5e-6 allowed) and `296 * v0 - 155 * v3 - 66 >= 0` by 3.9e-5. Removing an edit that
  /// holds a value beyond 1e7 now rebuilds the tableau, as removing a constraint with such a
  /// constant does.
  @Test(arguments: Engine.allCases)
  func removingAnEditThatHeldAHugeValueLeavesNoRounding(engine: Engine) throws {
    let s = engine.make()
    let v = (0..<4).map { s.makeVariable(named: "v\($0)") }
    var h: [ConstraintHandle] = []
    func step(_ body: () throws -> Void) throws {
      try body()
      try s.solve()
    }
    try step {
      h.append(
        try s.add(
          Self.constraint(
            [(v[1], 71), (v[3], 204), (v[1], 238)], -2e10, .greaterThanOrEqual,
            Strength(priority: 412, weight: 2))))
    }
    try step {
      h.append(try s.add(Self.constraint([(v[0], 47), (v[3], -195), (v[1], 119)], 35, .equal)))
    }
    try step {
      h.append(try s.add(Self.constraint([(v[0], 239), (v[2], -15)], -16, .greaterThanOrEqual)))
    }
    try step { try s.setConstant(-1e-300, of: h[1]) }
    try step {
      h.append(
        try s.add(
          Self.constraint(
            [(v[1], 246), (v[0], -143)], -77, .lessThanOrEqual, Strength(priority: 87))))
    }
    try step { try s.addEditVariable(v[0], strength: Strength(priority: 675)) }
    try step { h.append(try s.add(Self.constraint([(v[0], 277), (v[3], 1)], -10, .equal))) }
    try step {
      h += try s.add([
        Self.constraint([(v[3], 259)], 12, .equal, Strength(priority: 282, weight: 3)),
        Self.constraint(
          [(v[1], -119), (v[3], 103)], -59, .greaterThanOrEqual,
          Strength(priority: 89, weight: 3)),
        Self.constraint(
          [(v[2], 122), (v[2], 296), (v[2], 226)], 21, .greaterThanOrEqual,
          Strength(priority: 246)),
      ])
    }
    try step {
      h.append(
        try s.add(
          Self.constraint(
            [(v[1], 145), (v[3], 229), (v[3], -271)], 222, .greaterThanOrEqual,
            Strength(priority: 337, weight: 3))))
    }
    try step {
      h.append(try s.add(Self.constraint([(v[0], 296), (v[3], -155)], -66, .greaterThanOrEqual)))
    }
    try step { try s.removeEditVariable(v[0]) }
    // The required rows leave v0 at least 1616 / 43231, and the wish at 412 pushes it there
    // (its error, 6.5e7, is among the system's numbers: the tolerance allows 6.5e-6).
    expectValue(s, v[0], 1616.0 / 43231, tolerance: 1e-6)
    CSysFuzzTests.checkSolution(s, h, note: "\(engine)")
  }
}
