// SPDX-License-Identifier: MIT

import MasonrySolving
import Testing
import _MasonryTestSupport

/// Answers that hold under Cassowary's semantics only (weighted absolute error per priority,
/// optimum at a vertex): conflicts inside one priority go to the weighted median, flat optima
/// and free variables end at a vertex. SOLVER.md §4.4 lists where least squares differs.
@Suite struct SimplexSemanticsTests {
  /// Two equal-weight conflicting equalities: the optimum is the whole segment; the answer is
  /// one of its ends.
  @Test(
    "equal weights in one priority: a vertex",
    arguments: Engine.implementing(.weightedAbsoluteError))
  func equalWeightsGiveAVertex(engine: Engine) throws {
    let solver = engine.make()
    let x = solver.makeVariable(named: "x")
    try solver.add([(x == 0.0) | .weak, (x == 10.0) | .weak])
    try solver.solve()
    let value = solver.value(of: x)
    #expect(abs(value) < 1e-9 || abs(value - 10) < 1e-9, "x = \(value)")
  }

  /// Weights 3:1 in one priority: the weighted median, exactly.
  @Test(
    "unequal weights: the weighted median", arguments: Engine.implementing(.weightedAbsoluteError))
  func weightedMedian(engine: Engine) throws {
    let solver = engine.make()
    let x = solver.makeVariable(named: "x")
    try solver.add([(x == 0.0) | .weak.weighted(3), (x == 10.0) | .weak])
    try solver.solve()
    expectValue(solver, x, 0)
  }

  /// A soft inequality against a soft equality of the same priority: weight decides, and the
  /// answer is at a bound.
  @Test(
    "soft inequality against soft equality", arguments: Engine.implementing(.weightedAbsoluteError))
  func softInequalityAgainstEquality(engine: Engine) throws {
    let solver = engine.make()
    let x = solver.makeVariable(named: "x")
    try solver.add([(x >= 10.0) | .medium.weighted(2), (x == 0.0) | .medium])
    try solver.solve()
    expectValue(solver, x, 10)
  }

  /// R17 with kiwi's numbers: `create(0,1,0,w)` is *medium* with weight w, so the three
  /// constraints share one priority and their weights add: 501 > 500 keeps v = 100, then the
  /// weight-10 pull to 10 tips the weighted median to 90, and 511 instead of 501 keeps 100.
  /// (Exact priorities only separate different levels; the distinct-priority version is
  /// ``RegressionScenarioTests``' R17.)
  @Test(
    "R17 with kiwi strengths", arguments: Engine.implementing(.weightedAbsoluteError), [501.0, 511])
  func r17KiwiStrengths(engine: Engine, boundWeight: Double) throws {
    let solver = engine.make()
    let v = solver.makeVariable(named: "v")
    let bound = try #require(Strength(kiwiStrength: boundWeight * 1000))
    let ninety = try #require(Strength(kiwiStrength: 500 * 1000))
    let ten = try #require(Strength(kiwiStrength: 10 * 1000))
    #expect(bound.priority == Strength.medium.priority && ten.priority == bound.priority)
    try solver.add((v >= 100.0) | bound)
    try solver.add((v == 90.0) | ninety)
    try solver.solve()
    expectValue(solver, v, 100)
    try solver.add((v == 10.0) | ten)
    try solver.solve()
    expectValue(solver, v, boundWeight == 501 ? 90 : 100)
  }

  /// R18 (kiwi #28) with kiwi's numbers 1001...1004: four medium constraints of nearly equal
  /// weights; the weighted median is 3.
  @Test("R18 with kiwi strengths", arguments: Engine.implementing(.weightedAbsoluteError))
  func r18KiwiStrengths(engine: Engine) throws {
    let solver = engine.make()
    let w = solver.makeVariable(named: "w")
    for i in 1...4 {
      let strength = try #require(Strength(kiwiStrength: 1000 + Double(i)))
      try solver.add((w == Double(i)) | strength)
    }
    try solver.solve()
    expectValue(solver, w, 3)
  }

  /// R15's middle step: every point with xl + xr = 120 and xl in [30, 50] costs the same; the
  /// answer is one of the two vertices.
  @Test(
    "R15: a flat optimum ends at a vertex", arguments: Engine.implementing(.weightedAbsoluteError))
  func r15FlatOptimum(engine: Engine) throws {
    let solver = engine.make()
    let xm = solver.makeVariable(named: "xm")
    let xl = solver.makeVariable(named: "xl")
    let xr = solver.makeVariable(named: "xr")
    try solver.addEditVariable(xm, strength: .strong)
    try solver.addEditVariable(xl, strength: .weak)
    try solver.addEditVariable(xr, strength: .weak)
    try solver.add([2.0 * xm == xl + xr, xl + 20.0 <= xr, xl >= -10.0, xr <= 100.0])
    for (value, variable) in [(40.0, xm), (50, xr), (30, xl), (60, xm)] {
      try solver.suggestValue(value, for: variable)
    }
    try solver.solve()
    let left = solver.value(of: xl)
    #expect(abs(left - 30) < 1e-9 || abs(left - 50) < 1e-9, "xl = \(left)")
    expectValue(solver, xr, 120 - left)
  }

  /// Under-determined systems with no preference: basic solutions sit on the bounds (R2, R26).
  @Test("free variables rest on a bound", arguments: Engine.implementing(.weightedAbsoluteError))
  func freeVariablesRestOnABound(engine: Engine) throws {
    let solver = engine.make()
    let a = solver.makeVariable(named: "a")
    let b = solver.makeVariable(named: "b")
    let x = solver.makeVariable(named: "x")
    try solver.add([a >= 10.0, b <= 5.0, x >= 10.0, x <= 20.0])
    try solver.solve()
    expectValue(solver, a, 10)
    expectValue(solver, b, 5)
    let value = solver.value(of: x)
    #expect(abs(value - 10) < 1e-9 || abs(value - 20) < 1e-9, "x = \(value)")
  }

  /// R23's open steps: with `r - l >= 100` and no other pull on r, r rests on the bound.
  @Test("R23: vertex answers", arguments: Engine.implementing(.weightedAbsoluteError))
  func r23Vertices(engine: Engine) throws {
    let solver = engine.make()
    let l = solver.makeVariable(named: "l")
    let m = solver.makeVariable(named: "m")
    let r = solver.makeVariable(named: "r")
    try solver.add([2.0 * m == l + r, r - l >= 100.0])
    try solver.addEditVariable(l, strength: .medium)
    try solver.suggestValue(20, for: l)
    try solver.solve()
    for (variable, expected) in [(l, 20.0), (m, 70), (r, 120)] {
      expectValue(solver, variable, expected)
    }
    let bound = try solver.add(r <= 150.0)
    try solver.suggestValue(60, for: l)
    try solver.remove(bound)
    try solver.suggestValue(70, for: l)
    try solver.solve()
    for (variable, expected) in [(l, 70.0), (m, 120), (r, 170)] {
      expectValue(solver, variable, expected)
    }
  }

  /// kiwi's `Maximization` LP (see ``KiwiScenarioTests``): its optimum is an edge, and the
  /// answer is one of the edge's two vertices, (13, 3, 11) or (5.5, 0, 12.5).
  @Test("maximisation ends at a vertex", arguments: Engine.implementing(.weightedAbsoluteError))
  func maximizationVertex(engine: Engine) throws {
    let solver = engine.make()
    let (x1, x2, x3, _, _) = try maximizationProblem(solver)
    try solver.solve()
    let point = [x1, x2, x3].map { solver.value(of: $0) }
    let vertices: [[Double]] = [[13, 3, 11], [5.5, 0, 12.5]]
    #expect(
      vertices.contains { vertex in zip(vertex, point).allSatisfy { abs($0 - $1) < 1e-6 } },
      "(x1, x2, x3) = \(point)")
  }
}
