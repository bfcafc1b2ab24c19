// SPDX-License-Identifier: MIT

import MasonrySimplex
import MasonrySolving
import Testing
import _MasonryTestSupport

@Suite struct SimplexSolverTests {
  @Test func definedVariablesAndEdits() throws {
    let s = SimplexSolver()
    let left = s.makeVariable(named: "left")
    let width = s.makeVariable(named: "width")
    let container = s.makeVariable(named: "container")
    try s.add(left == 8)
    try s.add(left + width + 8 == container)
    try s.add((width == 100) | .weak)
    #expect(s.value(of: width) == 100)
    #expect(s.value(of: container) == 116)
    try s.addEditVariable(container, strength: .strong)
    try s.suggestValue(320, for: container)
    #expect(s.value(of: width) == 304)
    #expect(s.value(of: left) == 8)
    try s.suggestValue(100, for: container)
    #expect(s.value(of: width) == 84)
  }

  @Test func failedAddLeavesStateAlone() throws {
    let s = SimplexSolver()
    let x = s.makeVariable(named: "x")
    let c1 = try s.add(x >= 10)
    #expect(throws: SolverError.self) { try s.add(x <= 0) }
    #expect(s.value(of: x) == 10)
    let conflict = try #require(unsatisfiable { () throws(SolverError) in try s.add(x <= 0) })
    #expect(conflict.conflicting == [c1])
    try s.remove(c1)
    try s.add(x <= 0)
    #expect(s.value(of: x) == 0)
  }

  @Test func chainKeepsEveryWidthFeasible() throws {
    let s = SimplexSolver()
    let n = 120
    let wv = s.makeVariable(named: "W")
    try s.addEditVariable(wv, strength: .strong)
    var xs: [Variable] = []
    var ws: [Variable] = []
    for i in 0..<n {
      let x = s.makeVariable(named: "x\(i)")
      let w = s.makeVariable(named: "w\(i)")
      let y = s.makeVariable(named: "y\(i)")
      let h = s.makeVariable(named: "h\(i)")
      if i == 0 {
        try s.add(x == 8)
      } else {
        try s.add(x == xs[i - 1] + ws[i - 1] + 8)
      }
      try s.add(w >= 20)
      try s.add((w == 100) | .weak)
      try s.add(y == 8)
      try s.add(h == 44)
      xs.append(x)
      ws.append(w)
    }
    try s.add(xs[n - 1] + ws[n - 1] + 8 <= wv)
    try s.add((xs[n - 1] + ws[n - 1] + 8 == wv) | .medium)
    for k in 0..<6 {
      let target = 108 * Double(n) * (0.5 + 0.1 * Double(k))
      try s.suggestValue(target, for: wv)
      let right = s.value(of: xs[n - 1]) + s.value(of: ws[n - 1]) + 8
      #expect(abs(right - target) < 1e-6)
      for w in ws { #expect(s.value(of: w) >= 20 - 1e-9) }
    }
  }

  @Test func lexicographicPriorities() throws {
    let s = SimplexSolver()
    let x = s.makeVariable(named: "x")
    try s.add((x == 0) | .medium)
    for _ in 0..<1001 { try s.add((x == 10) | .weak) }
    #expect(s.value(of: x) == 0)
  }

  @Test func constantChangeInPlace() throws {
    let s = SimplexSolver()
    let w = s.makeVariable(named: "w")
    let c = try s.add((w == 100) | .strong)
    try s.add(w <= 300)
    try s.add(w >= 50)
    try s.setConstant(-120, of: c)
    #expect(s.value(of: w) == 120)
    try s.setConstant(-350, of: c)
    #expect(s.value(of: w) == 300)
    try s.setConstant(-20, of: c)
    #expect(s.value(of: w) == 50)
    let x = s.makeVariable(named: "x")
    let a = try s.add(x >= 10)
    let b = try s.add(x <= 20)
    let before = s.value(of: x)
    #expect(throws: SolverError.self) { try s.setConstant(-30, of: a) }
    #expect(s.value(of: x) == before)
    let conflict = try #require(
      unsatisfiable { () throws(SolverError) in try s.setConstant(-30, of: a) })
    #expect(conflict.conflicting == [b])
    #expect(conflict.handle == a)
  }
}

extension SimplexSolverTests {
  @Test func ambiguityNamesTheFreedom() throws {
    let s = SimplexSolver()
    let x = s.makeVariable(named: "x")
    let y = s.makeVariable(named: "y")
    let z = s.makeVariable(named: "z")
    let floor = try s.add(x >= 10)
    try s.add(y == 10)
    #expect(
      s.ambiguities() == [
        Ambiguity(variable: x, freedom: .constraint(floor)),
        Ambiguity(variable: z, freedom: .variable(z)),
      ])
    try s.add(x <= 10)
    try s.add(z == x + y)
    #expect(s.ambiguities().isEmpty)
    #expect(s.value(of: z) == 20)
  }

  @Test func ambiguityFollowsDefinitions() throws {
    let s = SimplexSolver()
    let left = s.makeVariable(named: "left")
    let width = s.makeVariable(named: "width")
    let right = s.makeVariable(named: "right")
    try s.add(left == 0)
    let minimum = try s.add(width >= 20)
    try s.add(right == left + width)
    #expect(s.ambiguities().map(\.variable) == [width, right])
    #expect(s.ambiguities().allSatisfy { $0.freedom == .constraint(minimum) })
    try s.add((width == 50) | .weak)
    #expect(s.ambiguities().isEmpty)
    #expect(s.value(of: right) == 50)
  }
}

func unsatisfiable(_ body: () throws(SolverError) -> Void) -> Conflict? {
  do {
    try body()
  } catch {
    if case .unsatisfiable(let conflict) = error { return conflict }
  }
  return nil
}

extension SimplexSolverTests {
  @Test func changedVariablesAfterASuggestion() throws {
    let s = SimplexSolver()
    let w = s.makeVariable(named: "W")
    let a = s.makeVariable(named: "a")
    let b = s.makeVariable(named: "b")
    let c = s.makeVariable(named: "c")
    let d = s.makeVariable(named: "d")
    try s.addEditVariable(w, strength: .strong)
    try s.add(a == 10)
    try s.add(b == w - 10)
    try s.add(c == b + 5)
    let gap = try s.add(d == a + 20)
    #expect(s.takeChangedVariables() == nil)
    #expect(s.takeChangedVariables() == [])
    try s.suggestValue(100, for: w)
    #expect(s.takeChangedVariables() == [w, b, c])
    #expect(s.value(of: c) == 95)
    try s.setConstant(-30, of: gap)
    #expect(s.takeChangedVariables() == [d])
    #expect(s.value(of: d) == 40)
    #expect(s.value(of: c) == 95)
  }

  @Test func valuesStayFreshUnderPartialInvalidation() throws {
    let s = SimplexSolver()
    let w = s.makeVariable(named: "W")
    try s.addEditVariable(w, strength: .strong)
    var xs: [Variable] = []
    var widths: [Variable] = []
    for i in 0..<20 {
      let x = s.makeVariable(named: "x\(i)")
      let width = s.makeVariable(named: "w\(i)")
      try s.add(x == (i == 0 ? Expression(8) : xs[i - 1] + widths[i - 1] + 8))
      try s.add(width >= 20)
      try s.add((width == 100) | .weak)
      xs.append(x)
      widths.append(width)
    }
    try s.add(xs[19] + widths[19] + 8 <= w)
    for target in [2000.0, 1200, 700, 2500] {
      try s.suggestValue(target, for: w)
      _ = s.takeChangedVariables()
      var x = 8.0
      for i in 0..<20 {
        #expect(abs(s.value(of: xs[i]) - x) < 1e-9)
        x += s.value(of: widths[i]) + 8
      }
      #expect(x <= target + 1e-9)
    }
  }
}

extension SimplexSolverTests {
  @Test(arguments: Engine.allCases)
  func requiredConstantChangesWithAndWithoutPivots(engine: Engine) throws {
    let s = engine.make()
    let x = s.makeVariable(named: "x")
    let y = s.makeVariable(named: "y")
    let floor = try s.add(x >= 10)
    let ceiling = try s.add(x <= 100)
    try s.add((x == 50) | .weak)
    try s.add(y == x + 5)
    // No row leaves its bounds: the optimistic shift is all.
    try s.setConstant(-20, of: floor)
    #expect(s.value(of: x) == 50)
    // The floor passes the preferred value: a pivot makes the floor bind.
    try s.setConstant(-60, of: floor)
    #expect(s.value(of: x) == 60)
    #expect(s.value(of: y) == 65)
    // Past the ceiling: refused, and everything is as it was.
    let before = (s.value(of: x), s.value(of: y))
    let conflict = try #require(
      unsatisfiable { () throws(SolverError) in try s.setConstant(-120, of: floor) })
    #expect(conflict.conflicting == [ceiling])
    #expect((s.value(of: x), s.value(of: y)) == before)
    #expect(s.constraint(floor)?.expression.constant == -60)
    try s.setConstant(-10, of: floor)
    #expect(s.value(of: x) == 50)
  }
}
