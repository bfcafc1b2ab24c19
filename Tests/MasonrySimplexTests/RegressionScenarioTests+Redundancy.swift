// SPDX-License-Identifier: MIT

import Foundation
import MasonrySolving
import Testing
import _MasonryTestSupport

// MARK: - R7–R10: redundancy, rounding and magnitudes

extension RegressionScenarioTests {
  /// R7 (amoeba test_cycling): a redundant cycle of equalities is accepted and follows an edit.
  @Test("R7: a redundant cycle of equalities", arguments: Engine.allCases)
  func r7(engine: Engine) throws {
    let solver = engine.make()
    let a = solver.makeVariable(named: "a")
    let b = solver.makeVariable(named: "b")
    let c = solver.makeVariable(named: "c")
    let d = solver.makeVariable(named: "d")
    try solver.addEditVariable(a, strength: .strong)
    try solver.add([b == a, b == c, c == d, d == a])
    try solver.suggestValue(7, for: a)
    try solver.solve()
    for variable in [a, b, c, d] { expectValue(solver, variable, 7) }
  }

  /// R8 (kiwi #15): a chain with two redundant closing equalities that differ from the chain by
  /// rounding; many suggestions never fail and the steps stay exact.
  @Test("R8: redundant equalities with rounding noise", arguments: Engine.allCases, [5, 20, 100])
  func r8(engine: Engine, count: Int) throws {
    let solver = engine.make()
    let x = (0..<count).map { solver.makeVariable(named: "x\($0)") }
    for i in 0..<(count - 1) { try solver.add(x[i + 1] == x[i] + 0.1) }
    let last = x[count - 1]
    try solver.add(last == x[0] + 0.1 * Double(count - 1))
    try solver.add(last - x[0] == 0.3 * Double(count - 1) / 3)
    try solver.addEditVariable(x[0], strength: .strong)
    // The dense engine refactors on every suggestion; fewer rounds keep the suite fast.
    let rounds = engine == .gauss ? 100 : 1000
    var worst = 0.0
    for k in 0..<rounds {
      try solver.suggestValue(sin(Double(k)) * 1000, for: x[0])
      try solver.solve()
      for i in 0..<(count - 1) {
        worst = max(worst, abs(solver.value(of: x[i + 1]) - solver.value(of: x[i]) - 0.1))
      }
    }
    #expect(worst < 1e-9)
    expectValue(solver, x[0], sin(Double(rounds - 1)) * 1000)
  }

  /// R9: `x + y == 0.3` is redundant with `x == 0.1`, `y == 0.2` only up to rounding; a weak
  /// edit below `z >= x` ends at x.
  @Test("R9: a redundant equality off by rounding", arguments: Engine.allCases)
  func r9(engine: Engine) throws {
    let solver = engine.make()
    let x = solver.makeVariable(named: "x")
    let y = solver.makeVariable(named: "y")
    let z = solver.makeVariable(named: "z")
    try solver.add([x == 0.1, y == 0.2, x + y == 0.3, z >= x])
    try solver.addEditVariable(z, strength: .weak)
    try solver.suggestValue(-5, for: z)
    try solver.solve()
    expectValue(solver, z, 0.1)
  }

  /// R10: tiny coefficients are scaled, not dropped.
  @Test("R10: tiny coefficients", arguments: Engine.allCases)
  func r10(engine: Engine) throws {
    let small = engine.make()
    let x = small.makeVariable(named: "x")
    try small.add(1e-9 * x == 5e-9)
    try small.solve()
    expectValue(small, x, 5)
    let large = engine.make()
    let y = large.makeVariable(named: "y")
    try large.add(1e-9 * y == 5.0)
    try large.solve()
    expectValue(large, y, 5e9)
  }
}
