// SPDX-License-Identifier: MIT

import MasonryGauss
import MasonrySolving
import Testing

/// Priorities are exact: no number of weaker constraints outweighs a stronger one.
@Suite struct PriorityTests {
  @Test func strongerWinsAgainstManyWeaker() throws {
    // SOLVER.md R19: x == 0 medium against 1001 × x == 10 weak.
    let s = GaussSolver()
    let x = s.makeVariable(named: "x")
    try s.add((x == 0) | .medium)
    for _ in 0..<1001 { try s.add((x == 10) | .weak) }
    #expect(isClose(s.value(of: x), 0))
  }

  @Test func heavyWeightsDoNotCrossLevels() throws {
    // SOLVER.md R17 with priorities apart: the weights stay inside their levels.
    let s = GaussSolver()
    let v = s.makeVariable(named: "v")
    try s.add((v >= 100) | Strength(priority: 501))
    try s.add((v == 90) | Strength(priority: 500, weight: 1000))
    #expect(isClose(s.value(of: v), 100))
    try s.add((v == 10) | Strength(priority: 499, weight: 1e6))
    #expect(isClose(s.value(of: v), 100))
  }

  @Test func highestOfSeveralPrioritiesWins() throws {
    // SOLVER.md R18 with distinct priorities 501…504.
    let s = GaussSolver()
    let w = s.makeVariable(named: "w")
    for i in 1...4 { try s.add((w == Double(i)) | Strength(priority: 500 + Double(i))) }
    #expect(isClose(s.value(of: w), 4))
  }

  @Test func lowerLevelsChooseAmongHigherOptima() throws {
    // Strong fixes the sum, medium the difference, weak cannot move either.
    let s = GaussSolver()
    let a = s.makeVariable(named: "a")
    let b = s.makeVariable(named: "b")
    try s.add((a + b == 10) | .strong)
    try s.add((a - b == 4) | .medium)
    try s.add((a == 0) | .weak)
    #expect(isClose(s.value(of: a), 7))
    #expect(isClose(s.value(of: b), 3))
  }

  @Test func strongerInequalityBeatsWeakerEquality() throws {
    // SOLVER.md R20 and an inequality version.
    let s = GaussSolver()
    let x = s.makeVariable(named: "x")
    try s.add((x == 10) | .weak)
    let strong = try s.add((x == 20) | .strong)
    #expect(isClose(s.value(of: x), 20))
    try s.remove(strong)
    #expect(isClose(s.value(of: x), 10))
    try s.add((x >= 15) | .strong)
    #expect(isClose(s.value(of: x), 15))
  }
}
