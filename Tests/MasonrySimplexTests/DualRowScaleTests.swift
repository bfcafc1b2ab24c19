// SPDX-License-Identifier: MIT

import MasonrySolving
import Testing

@testable import MasonrySimplex

/// Issue 7: the dual simplex measures a row's deficit in units of its largest cell, so that a
/// row whose cells are large (and whose deficit a small step repays) does not go before a row
/// short by more. Thirty passes of `random3-100`'s rounds take 49 ms by raw constants and 33 ms
/// by scaled deficits (`random-300`: 153 and 116 ms).
@Suite struct DualRowScaleTests {
  @Test("the dual simplex takes the largest deficit per unit of the row's largest cell")
  func deficitIsScaledByTheLargestCell() throws {
    let solver = SimplexSolver()
    let x = solver.makeVariable(named: "x")
    let y = solver.makeVariable(named: "y")
    try solver.add(x >= 1)
    try solver.add(x <= 10)
    try solver.add(y >= 2)
    try solver.add(y <= 20)
    try solver.solve()
    var t = solver.core.t
    let restricted = (0..<Int32(t.rows.basic.count)).filter {
      t.rows.basic[Int($0)] >= 0 && t.isRestrictedRow($0) && t.rows.cellCount(Int($0)) > 0
    }
    try #require(restricted.count >= 2)
    let (wide, narrow) = (restricted[0], restricted[1])
    // `wide` is short by 10 with a cell of 100 (a step of 0.1 repays it); `narrow` by 5 with
    // cells of at most 1.
    for r in [wide, narrow] {
      t.rows.withMutableCells(Int(r)) { _, coefs in
        for k in coefs.indices { coefs[k] = 1 }
      }
    }
    t.rows.withMutableCells(Int(wide)) { _, coefs in coefs[0] = 100 }
    t.rows.constant[Int(wide)] = -10
    t.rows.constant[Int(narrow)] = -5
    t.noteConstant(wide)
    t.noteConstant(narrow)
    #expect(t.popMostInfeasibleRow() == narrow)
    #expect(t.popMostInfeasibleRow() == wide)
    #expect(t.popMostInfeasibleRow() == nil)
  }
}
