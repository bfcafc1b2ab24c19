// SPDX-License-Identifier: MIT

import MasonryGauss
import MasonrySolving
import Testing

/// Variables the optimal set does not pin down, with the freedom that moves them.
@Suite struct AmbiguityTests {
  @Test func unconstrainedVariableIsItsOwnParameter() throws {
    let s = GaussSolver()
    let x = s.makeVariable(named: "x")
    let y = s.makeVariable(named: "y")
    try s.add(y == 3)
    #expect(s.ambiguities() == [Ambiguity(variable: x, freedom: .variable(x))])
  }

  @Test func pinnedVariablesAreNotAmbiguous() throws {
    let s = GaussSolver()
    let x = s.makeVariable(named: "x")
    let y = s.makeVariable(named: "y")
    try s.add(x + y == 10)
    try s.add((x == 4) | .weak)
    #expect(s.ambiguities().isEmpty)
  }

  @Test func dependentVariablesNameTheFirstParameter() throws {
    // right == left + width with left pinned: width is free, right moves with it.
    let s = GaussSolver()
    let left = s.makeVariable(named: "left")
    let width = s.makeVariable(named: "width")
    let right = s.makeVariable(named: "right")
    try s.add(right == left + width)
    try s.add(left == 0)
    #expect(
      s.ambiguities() == [
        Ambiguity(variable: width, freedom: .variable(width)),
        Ambiguity(variable: right, freedom: .variable(width)),
      ])
    try s.add((width == 80) | .weak)
    #expect(s.ambiguities().isEmpty)
  }

  @Test func inequalityThatCanSlacken() throws {
    let s = GaussSolver()
    let x = s.makeVariable(named: "x")
    let low = try s.add(x >= 10)
    try s.add(x <= 20)
    #expect(s.ambiguities() == [Ambiguity(variable: x, freedom: .constraint(low))])
    // Squeezed to a point, nothing is free.
    try s.add(x <= 10)
    #expect(s.ambiguities().isEmpty)
  }

  @Test func bindingInequalityIsNotAFreedom() throws {
    // x >= 10 binds against a strong wish for 0: it cannot slacken without making the strong
    // level worse.
    let s = GaussSolver()
    let x = s.makeVariable(named: "x")
    try s.add(x >= 10)
    try s.add((x == 0) | .strong)
    #expect(s.ambiguities().isEmpty)
  }

  @Test func sameLevelConflictIsNotAmbiguousHere() throws {
    // Least squares has a unique compromise where the simplex has a flat segment.
    let s = GaussSolver()
    let x = s.makeVariable(named: "x")
    try s.add((x == 0) | .weak)
    try s.add((x == 10) | .weak)
    #expect(s.ambiguities().isEmpty)
  }

  @Test func ambiguitiesAreSortedAndFollowChanges() throws {
    let s = GaussSolver()
    let vs = (0..<4).map { s.makeVariable(named: "v\($0)") }
    try s.add(vs[3] == vs[2])
    try s.add(vs[1] == 5)
    #expect(s.ambiguities().map(\.variable) == [vs[0], vs[2], vs[3]])
    #expect(s.ambiguities().last == Ambiguity(variable: vs[3], freedom: .variable(vs[2])))
    try s.addEditVariable(vs[3], strength: .weak)
    #expect(s.ambiguities().map(\.variable) == [vs[0]])
  }
}

extension AmbiguityTests {
  @Test func duplicateBoundsSlackenTogether() throws {
    // Two copies of x >= 10 at their bound: x can still grow, leaving both.
    let s = GaussSolver()
    let x = s.makeVariable(named: "x")
    let first = try s.add(x >= 10)
    try s.add(x >= 10)
    try s.add(x <= 20)
    #expect(s.ambiguities() == [Ambiguity(variable: x, freedom: .constraint(first))])
  }

  @Test func blockedEdgeIsNotAFreedom() throws {
    // y >= x and x >= 10 both bind at x = y = 10 with y <= 10: nothing moves.
    let s = GaussSolver()
    let x = s.makeVariable(named: "x")
    let y = s.makeVariable(named: "y")
    try s.add(x >= 10)
    try s.add(y >= x)
    try s.add(y <= 10)
    #expect(s.ambiguities().isEmpty)
  }
}
