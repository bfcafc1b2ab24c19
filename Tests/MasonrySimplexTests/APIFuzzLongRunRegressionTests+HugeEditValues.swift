// SPDX-License-Identifier: MIT

import MasonrySimplex
import MasonrySolving
import Testing
import _MasonryTestSupport

extension APIFuzzLongRunRegressionTests {
  /// Seed 322450 on the simplex (solved after every call, as the trace does): an edit of v2
  /// added while a wish held v2 near 4.7e8 held it there; a suggestion of -252 brought it back,
  /// but the rows kept the rounding of that size, and the required
  /// `4 * v0 - 286 * v0 + 60 * v2 - 150 <= 0` was off by 4.8e-6 (2.1e-7 allowed) once the
  /// required `285 * v2 - 24 >= 0` came. A suggestion that brings an edit's value back from
  /// beyond 1e7 to a thousandth of it or less now rebuilds the tableau, as a constant change of
  /// a constraint does.
  @Test(arguments: Engine.allCases)
  func suggestingASmallValueAfterAHugeOneLeavesNoRounding(engine: Engine) throws {
    let s = engine.make()
    let v = (0..<4).map { s.makeVariable(named: "v\($0)") }
    var h: [ConstraintHandle] = []
    func step(_ body: () throws -> Void) throws {
      try body()
      try s.solve()
    }
    try step {
      h += try s.add([
        Self.constraint([(v[2], 250)], -223, .lessThanOrEqual, Strength(priority: 20, weight: 2)),
        Self.constraint([(v[2], -213), (v[0], -283), (v[2], 202)], -84, .lessThanOrEqual),
      ])
    }
    try step { h.append(try s.add(Self.constraint([(v[3], -1)], 224, .lessThanOrEqual))) }
    try step {
      h.append(
        try s.add(
          Self.constraint(
            [(v[2], -213)], 1e11, .lessThanOrEqual, Strength(priority: 884, weight: 3))))
    }
    try step {
      h.append(try s.add(Self.constraint([(v[3], 129), (v[2], -137)], -135, .equal)))
    }
    try step { try s.addEditVariable(v[2], strength: Strength(priority: 926, weight: 4)) }
    try step {
      h.append(
        try s.add(Self.constraint([(v[0], 4), (v[0], -286), (v[2], 60)], -150, .lessThanOrEqual)))
    }
    try step { try s.setConstant(219, of: h[1]) }
    try step {
      h.append(
        try s.add(
          Self.constraint(
            [(v[2], 75), (v[0], 167)], -124, .greaterThanOrEqual,
            Strength(priority: 199, weight: 2))))
    }
    try step {
      h.append(try s.add(Self.constraint([(v[2], 230), (v[0], -1)], 262, .lessThanOrEqual)))
    }
    try step { try s.remove(h[3]) }
    try step { try s.setConstant(-96, of: h[7]) }
    try step { try s.remove(h[0]) }
    try step { try s.remove(h[6]) }
    try step { try s.remove(h[1]) }
    try step { try s.setStrength(.required, of: h[4]) }
    try step { try s.suggestValue(-252, for: v[2]) }
    try step { try s.setStrength(Strength(priority: 224), of: h[2]) }
    try step {
      h.append(try s.add(Self.constraint([(v[2], 285)], -24, .greaterThanOrEqual)))
    }
    let live = [h[2], h[4], h[5], h[7], h[8]]
    CSysFuzzTests.checkSolution(s, live, note: "\(engine)", suggestions: [-252])
  }
}
