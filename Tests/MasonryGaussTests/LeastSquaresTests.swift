// SPDX-License-Identifier: MIT

import MasonryGauss
import MasonrySolving
import Testing

/// Conflicts inside one priority resolve to the weighted least-squares compromise.
@Suite struct LeastSquaresTests {
  @Test func equalWeightsGiveTheMean() throws {
    let s = GaussSolver()
    let x = s.makeVariable(named: "x")
    try s.add((x == 0) | .weak)
    try s.add((x == 10) | .weak)
    #expect(isClose(s.value(of: x), 5))
  }

  @Test func weightsGiveTheWeightedMean() throws {
    let s = GaussSolver()
    let x = s.makeVariable(named: "x")
    try s.add((x == 0) | Strength.weak.weighted(3))
    try s.add((x == 10) | .weak)
    #expect(isClose(s.value(of: x), 2.5))
  }

  @Test func errorsAreMeasuredAsWritten() throws {
    // 2x = 0 and x = 10 at one priority: minimise (2x)² + (x − 10)², so x = 2.
    let s = GaussSolver()
    let x = s.makeVariable(named: "x")
    try s.add((2 * x == 0.0) | .medium)
    try s.add((x == 10) | .medium)
    #expect(isClose(s.value(of: x), 2))
  }

  @Test func softInequalityAgainstSoftEquality() throws {
    // x >= 10 and x == 0, both medium: minimise max(0, 10 − x)² + x², so x = 5.
    let s = GaussSolver()
    let x = s.makeVariable(named: "x")
    try s.add((x >= 10) | .medium)
    try s.add((x == 0) | .medium)
    #expect(isClose(s.value(of: x), 5))
    // A satisfied soft inequality costs nothing.
    let target = try s.add((x == 20) | .medium)
    #expect(isClose(s.value(of: x), 10))
    try s.remove(target)
    try s.add((x == 30) | .strong)
    #expect(isClose(s.value(of: x), 30))
  }

  @Test func compromiseSpreadsOverSeveralVariables() throws {
    // Two boxes that want widths 100 and 60 in a 140 container: each gives up 10.
    let s = GaussSolver()
    let a = s.makeVariable(named: "a")
    let b = s.makeVariable(named: "b")
    try s.add(a + b == 140)
    try s.add((a == 100) | .weak)
    try s.add((b == 60) | .weak)
    #expect(isClose(s.value(of: a), 90))
    #expect(isClose(s.value(of: b), 50))
  }

  @Test func requiredConstraintsAreNotCompromised() throws {
    let s = GaussSolver()
    let x = s.makeVariable(named: "x")
    try s.add(x <= 4)
    try s.add((x == 0) | .weak)
    try s.add((x == 10) | .weak)
    #expect(isClose(s.value(of: x), 4))
  }
}
