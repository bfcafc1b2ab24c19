// SPDX-License-Identifier: MIT

import MasonrySimplex
import MasonrySolving
import Testing
import _MasonryTestSupport

/// Two systems at the edges of `SolverLimits` reported against the simplex in issue 12: one in
/// range that must be solved, one whose answer leaves the doubles and must be refused.
@Suite struct RangeEdgeTests {
  /// `-2e10 * v0 + 260 * v2 - 1 <= 0` (a coefficient ratio of 7.7e7, inside the 1e8 allowed)
  /// after three required equalities that fix v0 at -0.936: it holds for v2 at or below -7.2e7
  /// (v3 then near 9.8e8, inside the 1e10 of values), so it is solved, not refused as
  /// unsatisfiable; in every order of the equalities, solved between the adds or not, added
  /// in one call with them, and written the other way round.
  @Test(arguments: Engine.allCases, 0..<9)
  func aSteepInequalityInRangeIsSolved(engine: Engine, variant: Int) throws {
    let s = engine.make()
    let v = (0..<4).map { s.makeVariable(named: "v\($0)") }
    var equalities = [
      APIFuzzRegressionTests.constraint([(v[0], 180), (v[1], 423)], 156, .equal),
      APIFuzzRegressionTests.constraint([(v[1], 272)], -8, .equal),
      APIFuzzRegressionTests.constraint([(v[2], 244), (v[3], 18)], -256, .equal),
    ]
    if variant % 3 == 1 { equalities.reverse() }
    if variant % 3 == 2 { equalities = [equalities[2], equalities[0], equalities[1]] }
    let steep =
      variant == 8
      ? APIFuzzRegressionTests.constraint([(v[2], -260), (v[0], 2e10)], 1, .greaterThanOrEqual)
      : APIFuzzRegressionTests.constraint([(v[0], -2e10), (v[2], 260)], -1, .lessThanOrEqual)
    var h: [ConstraintHandle] = []
    if variant >= 6 {
      h = try s.add(variant == 6 ? equalities + [steep] : [steep] + equalities)
    } else {
      for equality in equalities {
        h.append(try s.add(equality))
        if variant >= 3 { try s.solve() }
      }
      h.append(try s.add(steep))
    }
    try s.solve()
    let v0 = -(156 + 423.0 / 34) / 180
    expectValue(s, v[1], 1.0 / 34, tolerance: 1e-12)
    expectValue(s, v[0], v0, tolerance: 1e-12)
    #expect(s.value(of: v[2]) <= (1 + 2e10 * v0) / 260 + 1e-3, "\(engine) \(variant)")
    CSysFuzzTests.checkSolution(s, h, note: "\(engine) \(variant)")
  }

  /// `x[i] == x[i - 1] + x[i - 1]` from `x[0] == 1`: the 1024th link would put x1024 at 2^1024,
  /// past the doubles, and is refused as `overflow` (it does not read inf); the links before it
  /// hold (x1023 is 2^1023). With the 1024 links first and the pin last, the pin is refused the
  /// same way.
  @Test(arguments: [false, true])
  func aChainThatDoublesByAdditionIsRefusedAtTheDoubles(pinLast: Bool) throws {
    let s = Engine.simplex.make()
    var x = [s.makeVariable(named: "x0")]
    var h: [ConstraintHandle] = []
    if !pinLast { h.append(try s.add(x[0] == 1)) }
    for i in 1...1023 {
      x.append(s.makeVariable(named: "x\(i)"))
      h.append(try s.add(x[i] == x[i - 1] + x[i - 1]))
    }
    x.append(s.makeVariable(named: "x1024"))
    let link = x[1024] == x[1023] + x[1023]
    if pinLast { h.append(try s.add(link)) }
    let last = pinLast ? x[0] == 1 : link
    let error = caught { try s.add(last) }
    #expect(error == .outOfRange(RangeViolation(constraint: last, reason: .overflow)))
    try s.solve()
    for id in 0..<s.variableCount {
      #expect(s.value(of: Variable(id: Int32(id))).isFinite, "x\(id)")
    }
    expectValue(s, x[1023], pinLast ? 0 : 0x1p1023, tolerance: 1e-12)
    CSysFuzzTests.checkSolution(s, h, note: "doubling chain")
  }
}
