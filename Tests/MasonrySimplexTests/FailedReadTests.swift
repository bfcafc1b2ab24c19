// SPDX-License-Identifier: MIT

import MasonrySimplex
import MasonrySolving
import Testing
import _MasonryTestSupport

/// Reads whose optimisation fails (issue 12: no call, no change).
@Suite struct FailedReadTests {
  /// Wishes that the optimisation after the adds needs several pivots to meet, with no pivots
  /// to make them: a read's optimisation fails, on the rebuilt tableau too. Each read tried
  /// again from where the last one stopped, so that values moved from one read to the next
  /// with no call between; they now stay as the failed read left them until a call changes
  /// the tableau.
  @Test func valuesStayPutAfterAFailedRead() throws {
    let s = SimplexSolver()
    let x = (0..<6).map { s.makeVariable(named: "x\($0)") }
    for i in 1..<x.count { try s.add(x[i] >= x[i - 1] + 10) }
    try s.add(x[0] >= 0)
    for i in x.indices { try s.add((x[i] == 100 * Double(i + 1)) | .weak) }
    s.pivotBudgetCap = 0
    let first = x.map { s.value(of: $0).bitPattern }
    for _ in 0..<3 { #expect(x.map { s.value(of: $0).bitPattern } == first) }
    _ = s.takeChangedVariables()
    #expect(x.map { s.value(of: $0).bitPattern } == first)
    #expect(throws: SolverError.self) { try s.solve() }
    s.pivotBudgetCap = .max
    try s.solve()
    for i in x.indices { expectValue(s, x[i], 100 * Double(i + 1)) }
  }
}
