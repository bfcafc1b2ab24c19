// SPDX-License-Identifier: MIT

import MasonrySimplex
import MasonrySolving
import Testing
import _MasonryTestSupport

/// Constant changes and suggestions that fail numerically, on the rebuilt tableau too (issue 12:
/// a refused call leaves the solver exactly as before).
@Suite struct FailedChangeTests {
  /// Runs `change` with no pivot to make (``SimplexSolver/pivotBudgetCap`` 0), expecting it to
  /// fail and leave `s` exactly as it was, then runs it again with pivots allowed.
  static func expectRefusedUnchangedThenMade(
    _ s: SimplexSolver, _ handles: [ConstraintHandle], _ change: () throws -> Void,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let before = SolverSnapshot(s, handles: handles)
    s.pivotBudgetCap = 0
    #expect(throws: SolverError.self, sourceLocation: sourceLocation) { try change() }
    expectUnchanged(s, since: before, handles: handles, sourceLocation: sourceLocation)
    s.pivotBudgetCap = .max
    try change()
  }

  /// A tableau whose values carry the rounding of earlier constant changes (x1 reads
  /// 0.8000000000000002 where a rebuild reads 0.8), and a required change that needs a dual
  /// pivot, with none to make (``SimplexSolver/pivotBudgetCap``): it fails, undone through its
  /// transaction, is retried on a rebuild of the constraints (which needs no pivot), and fails
  /// again. The retry left the rebuilt tableau, whose values match the ones before to rounding
  /// only; it now puts back the state before the rebuild, the state before the call, bit for
  /// bit.
  @Test func aConstantChangeFailedOnTheRebuildLeavesTheSolverAsBefore() throws {
    let s = SimplexSolver()
    let x = (0..<3).map { s.makeVariable(named: "x\($0)") }
    // Built in this order, the tableau is optimal with no pivot.
    let sum = try s.add(x[0] + x[1] == 1)
    let h = [
      try s.add((x[0] == 0.1) | .medium), sum, try s.add(x[1] >= 0),
      try s.add(x[2] == x[0] * 0.3 + x[1] * 0.6),
    ]
    for c in [0.7, 0.3, 1.1, 0.1, 0.9] { try s.setConstant(-c, of: sum) }
    try s.solve()
    // A rebuild reads 0.8.
    #expect(s.value(of: x[1]) == 0.8000000000000002)
    try Self.expectRefusedUnchangedThenMade(s, h) { try s.setConstant(-0.05, of: sum) }
    expectValue(s, x[0], 0.05)
    expectValue(s, x[1], 0)
    CSysFuzzTests.checkSolution(s, h, note: "after")
  }

  /// An optional constraint: a tableau whose values carry the rounding of earlier changes (x0
  /// reads 0.10000000000000009 for a wish of 0.1), and a change that needs a dual pivot. Its
  /// pivots wait for the next read or call of another kind, as a suggestion's (issue 7: the
  /// optional changes between two reads share one dual simplex), so the change is taken
  /// whatever the pivots allowed: with none to make, `solve()` fails, and so does the rebuild
  /// it tries; once pivots are allowed the next `solve()` reaches the optimum of the new
  /// constant.
  @Test func anOptionalConstantChangeWhoseDualPivotsFailStaysPending() throws {
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
    #expect(s.value(of: x[0]) == 0.10000000000000009)
    s.pivotBudgetCap = 0
    try s.setConstant(0.1, of: wish)
    #expect(throws: SolverError.self) { try s.solve() }
    s.pivotBudgetCap = .max
    try s.solve()
    expectValue(s, x[0], 0)
    expectValue(s, x[1], 0.3)
    CSysFuzzTests.checkSolution(s, h, note: "after")
  }

  /// A suggestion is an optional change of its edit's constant whose dual pivots wait for the
  /// next read or call of another kind (issue 7: a round's suggestions share one dual simplex),
  /// so the suggestion itself is taken whatever the pivots allowed. With none to make,
  /// `solve()` fails, and so does the rebuild of the constraints it tries; the dual simplex
  /// stays pending, every row it left infeasible still queued, and once pivots are allowed
  /// the next `solve()` reaches the optimum of the suggested value.
  @Test func aSuggestionWhoseDualPivotsFailStaysPending() throws {
    let s = SimplexSolver()
    let x = (0..<3).map { s.makeVariable(named: "x\($0)") }
    try s.addEditVariable(x[0], strength: .strong)
    let h = [
      try s.add(x[0] >= 0), try s.add(x[1] >= x[0] * 0.7 + 0.3),
      try s.add(x[2] == x[0] * 0.3 + x[1] * 0.6),
    ]
    for v in [0.7, 0.3, 1.1, 0.1] { try s.suggestValue(v, for: x[0]) }
    try s.solve()
    #expect(s.value(of: x[0]) == 0.10000000000000009)
    s.pivotBudgetCap = 0
    try s.suggestValue(-0.1, for: x[0])
    #expect(throws: SolverError.self) { try s.solve() }
    s.pivotBudgetCap = .max
    try s.solve()
    expectValue(s, x[0], 0)
    expectValue(s, x[1], 0.3)
    CSysFuzzTests.checkSolution(s, h, note: "after")
  }
}
