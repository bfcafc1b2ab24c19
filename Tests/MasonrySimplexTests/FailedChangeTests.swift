// SPDX-License-Identifier: MIT

import MasonrySimplex
import MasonrySolving
import Testing
import _MasonryTestSupport

/// Changes of an optional constraint's constant that fail numerically, on the rebuilt tableau
/// too (issue 12: a refused call leaves the solver exactly as before).
@Suite struct FailedChangeTests {
  /// A tableau whose values carry the rounding of earlier constant changes (x0 reads
  /// 0.10000000000000009 for a wish of 0.1), and a change that needs a dual pivot, with none to
  /// make (``SimplexSolver/pivotBudgetCap``): it fails, is retried on a rebuild of the
  /// constraints (which needs no pivot), and fails again. The change undid its pivots by
  /// pivoting back, and the retry left the rebuilt tableau: x0 read 0.10000000000000142. Its
  /// pivots now run in a transaction, and a retry that fails puts back the state before the
  /// rebuild, which is the state before the call, bit for bit.
  @Test func aFailedOptionalConstantChangeLeavesTheSolverAsBefore() throws {
    let s = SimplexSolver()
    let x = (0..<3).map { s.makeVariable(named: "x\($0)") }
    // The wish first: built in this order, the tableau is optimal with no pivot.
    let wish = try s.add((x[0] == 0.1) | .medium)
    let h = [
      wish, try s.add(x[0] >= 0), try s.add(x[1] >= x[0] * 0.7 + 0.3),
      try s.add(x[2] == x[0] * 0.3 + x[1] * 0.6),
    ]
    for c in [0.7, 0.3, 1.1, 0.1] { try s.setConstant(-c, of: wish) }
    try s.solve()
    #expect(s.value(of: x[0]) != 0.1)
    let before = SolverSnapshot(s, handles: h)
    s.pivotBudgetCap = 0
    #expect(throws: SolverError.self) { try s.setConstant(0.1, of: wish) }
    expectUnchanged(s, since: before, handles: h)
    s.pivotBudgetCap = .max
    try s.setConstant(0.1, of: wish)
    expectValue(s, x[0], 0)
    expectValue(s, x[1], 0.3)
    CSysFuzzTests.checkSolution(s, h, note: "after")
  }
}
