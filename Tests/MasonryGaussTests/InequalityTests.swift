// SPDX-License-Identifier: MIT

import MasonryGauss
import MasonrySolving
import Testing

/// Inequalities bind when they must and cost nothing when they hold; the active set of the
/// last solve is the next solve's first guess; the least-norm point breaks ties.
@Suite struct InequalityTests {
  @Test func inactiveInequalityDoesNotMoveTheOptimum() throws {
    let s = GaussSolver()
    let x = s.makeVariable(named: "x")
    try s.add(x <= 100)
    try s.add(x >= 0)
    try s.add((x == 42) | .strong)
    #expect(isClose(s.value(of: x), 42))
  }

  @Test func activeInequalitiesClamp() throws {
    // SOLVER.md R28.
    let s = GaussSolver()
    let x = s.makeVariable(named: "x")
    try s.add(x >= 0)
    try s.add(x <= 100)
    try s.addEditVariable(x, strength: .strong)
    for (suggestion, expected) in [(150.0, 100.0), (-20, 0), (42, 42)] {
      try s.suggestValue(suggestion, for: x)
      #expect(isClose(s.value(of: x), expected))
    }
  }

  @Test func inequalityReleasesWhenNoLongerNeeded() throws {
    // SOLVER.md R23: r − l >= 100 binds, then r <= 150 binds too, then goes.
    let s = GaussSolver()
    let l = s.makeVariable(named: "l")
    let m = s.makeVariable(named: "m")
    let r = s.makeVariable(named: "r")
    try s.add(2 * m == l + r)
    try s.add(r - l >= 100)
    try s.addEditVariable(l, strength: .medium)
    try s.suggestValue(20, for: l)
    #expect(isClose(s.value(of: l), 20))
    #expect(isClose(s.value(of: r), 120))
    #expect(isClose(s.value(of: m), 70))
    let cap = try s.add(r <= 150)
    try s.suggestValue(60, for: l)
    #expect(isClose(s.value(of: l), 50))
    #expect(isClose(s.value(of: r), 150))
    try s.remove(cap)
    try s.suggestValue(70, for: l)
    #expect(isClose(s.value(of: l), 70))
    #expect(isClose(s.value(of: r), 170))
  }

  @Test func warmStartReusesTheActiveSet() throws {
    let s = GaussSolver()
    let x = s.makeVariable(named: "x")
    try s.add(x <= 100)
    try s.addEditVariable(x, strength: .strong)
    try s.suggestValue(150, for: x)
    try s.solve()
    #expect(isClose(s.value(of: x), 100))
    #expect(s.lastActiveSetChanges == 1)
    // The bound is still active: the previous active set is already the answer.
    try s.suggestValue(160, for: x)
    try s.solve()
    #expect(isClose(s.value(of: x), 100))
    #expect(s.lastActiveSetChanges == 0)
    // Pulled back inside, the bound is dropped.
    try s.suggestValue(50, for: x)
    try s.solve()
    #expect(isClose(s.value(of: x), 50))
    #expect(s.lastActiveSetChanges == 1)
  }

  @Test func leastNormPointBreaksTies() throws {
    // SOLVER.md R26 and R2: under-determined systems give the point nearest the origin.
    let s = GaussSolver()
    let x = s.makeVariable(named: "x")
    try s.add(x >= 10)
    try s.add(x <= 20)
    #expect(isClose(s.value(of: x), 10))
    let a = s.makeVariable(named: "a")
    let b = s.makeVariable(named: "b")
    try s.add(a >= 10)
    try s.add(b <= 5)
    #expect(isClose(s.value(of: a), 10))
    #expect(s.value(of: b) == 0)
    let c = s.makeVariable(named: "c")
    let d = s.makeVariable(named: "d")
    try s.add(c + d == 10)
    #expect(isClose(s.value(of: c), 5))
    #expect(isClose(s.value(of: d), 5))
  }

  @Test func tieBreakDoesNotDependOnHistory() throws {
    // R14: xm = 5, xl = 0, xr = 10 is the least-norm point of the constraints, whatever the
    // previous values were.
    let s = GaussSolver()
    let xl = s.makeVariable(named: "xl")
    let xm = s.makeVariable(named: "xm")
    let xr = s.makeVariable(named: "xr")
    try s.add(2 * xm == xl + xr)
    try s.add(xl + 10 <= xr)
    try s.add(xr <= 100)
    try s.add(xl >= 0)
    #expect(isClose(s.value(of: xm), 5))
    try s.addEditVariable(xm, strength: .strong)
    try s.suggestValue(70, for: xm)
    #expect(isClose(s.value(of: xm), 70))
    try s.removeEditVariable(xm)
    #expect(isClose(s.value(of: xl), 0))
    #expect(isClose(s.value(of: xm), 5))
    #expect(isClose(s.value(of: xr), 10))
  }

  @Test func paperExample() throws {
    // SOLVER.md R15; the kiwi-specific step xm = 60 happens to agree (L2's optimum is unique).
    let s = GaussSolver()
    let xl = s.makeVariable(named: "xl")
    let xm = s.makeVariable(named: "xm")
    let xr = s.makeVariable(named: "xr")
    try s.addEditVariable(xm, strength: .strong)
    try s.addEditVariable(xl, strength: .weak)
    try s.addEditVariable(xr, strength: .weak)
    try s.add(2 * xm == xl + xr)
    try s.add(xl + 20 <= xr)
    try s.add(xl >= -10)
    try s.add(xr <= 100)
    let steps: [([(Variable, Double)], [Double])] = [
      ([], [-10, 0, 10]),
      ([(xm, 40), (xr, 50), (xl, 30)], [30, 40, 50]),
      ([(xm, 60)], [50, 60, 70]),
      ([(xm, 90)], [80, 90, 100]),
    ]
    for (suggestions, expected) in steps {
      for (v, value) in suggestions { try s.suggestValue(value, for: v) }
      #expect(isClose(s.value(of: xl), expected[0]))
      #expect(isClose(s.value(of: xm), expected[1]))
      #expect(isClose(s.value(of: xr), expected[2]))
    }
  }

  @Test func redundantAndTinyRows() throws {
    // SOLVER.md R5, R9, R10.
    let s = GaussSolver()
    let x = s.makeVariable(named: "x")
    let y = s.makeVariable(named: "y")
    let z = s.makeVariable(named: "z")
    try s.add(x == 0.1)
    try s.add(y == 0.2)
    try s.add(x + y == 0.3)
    try s.add(z >= x)
    try s.addEditVariable(z, strength: .weak)
    try s.suggestValue(-5, for: z)
    #expect(isClose(s.value(of: z), 0.1))
    let p = s.makeVariable(named: "p")
    let q = s.makeVariable(named: "q")
    try s.add(1e-9 * p == 5e-9)
    try s.add(1e-9 * q == 5.0)
    #expect(isClose(s.value(of: p), 5))
    #expect(isClose(s.value(of: q), 5e9))
  }
}
