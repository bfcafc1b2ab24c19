// SPDX-License-Identifier: MIT

import MasonrySolving
import Testing
import _MasonryTestSupport

/// The least-squares counterparts of ``SimplexSemanticsTests`` (SOLVER.md §4.4): a conflict
/// inside one priority resolves to the weighted mean, minimising Σ weight × error².
@Suite struct LeastSquaresSemanticsTests {
  /// Equal weights: the mean.
  @Test("equal weights in one priority: the mean", arguments: Engine.implementing(.leastSquares))
  func equalWeightsGiveTheMean(engine: Engine) throws {
    let solver = engine.make()
    let x = solver.makeVariable(named: "x")
    try solver.add([(x == 0.0) | .weak, (x == 10.0) | .weak])
    try solver.solve()
    expectValue(solver, x, 5)
  }

  /// Weights 3:1: the weighted mean.
  @Test("unequal weights: the weighted mean", arguments: Engine.implementing(.leastSquares))
  func weightedMean(engine: Engine) throws {
    let solver = engine.make()
    let x = solver.makeVariable(named: "x")
    try solver.add([(x == 0.0) | .weak.weighted(3), (x == 10.0) | .weak])
    try solver.solve()
    expectValue(solver, x, 2.5)
  }

  /// A soft inequality that is violated at the optimum counts like an equality.
  @Test("soft inequality against soft equality", arguments: Engine.implementing(.leastSquares))
  func softInequalityAgainstEquality(engine: Engine) throws {
    let solver = engine.make()
    let x = solver.makeVariable(named: "x")
    try solver.add([(x >= 10.0) | .medium.weighted(2), (x == 0.0) | .medium])
    try solver.solve()
    expectValue(solver, x, 20.0 / 3)
  }
}
