// SPDX-License-Identifier: MIT

import MasonrySimplex
import MasonrySolving
import Testing
import _MasonryTestSupport

/// Issue 7: the dual simplex repays the largest deficit first. A label column as wide as its
/// widest label, whose widest label narrows, leaves every row whose label is now the widest
/// one's superior short of the column: the row of the largest deficit takes the symbol that
/// repays all of them in one pivot, where the row queued last would take one pivot per row.
@Suite struct DualRowChoiceTests {
  /// `rows` labels of widths 40 + (37 i mod 90) sharing the column `L` (as narrow as it may
  /// be), each field at `L + 24`; returns the solver, the column, the fields and the handle of
  /// the middle label's width.
  private func column(
    rows: Int, on engine: Engine
  ) throws -> (
    solver: any ConstraintSolver, column: Variable, fields: [Variable], label: ConstraintHandle
  ) {
    let solver = engine.make()
    let column = solver.makeVariable(named: "L")
    try solver.add(column >= 0)
    try solver.add((column == 0) | .weak)
    var fields: [Variable] = []
    var middle: ConstraintHandle?
    for i in 0..<rows {
      let label = solver.makeVariable(named: "lw\(i)")
      let field = solver.makeVariable(named: "fx\(i)")
      let handle = try solver.add(label == Double(40 + (37 * i) % 90))
      if i == rows / 2 { middle = handle }
      try solver.add(column >= label)
      try solver.add(field == column + 24)
      fields.append(field)
    }
    try solver.solve()
    let label = try #require(middle)
    return (solver, column, fields, label)
  }

  /// The widest label is 129 (row 17); the middle one (55) becomes the widest (200) and back.
  @Test("a column's widest label grows and narrows back", arguments: Engine.allCases)
  func widestLabelGrowsAndNarrows(engine: Engine) throws {
    let (solver, column, fields, label) = try self.column(rows: 30, on: engine)
    let widest = 129.0
    #expect(abs(solver.value(of: column) - widest) < 1e-9)
    try solver.setConstant(-200, of: label)
    try solver.solve()
    #expect(abs(solver.value(of: column) - 200) < 1e-9)
    for field in fields { #expect(abs(solver.value(of: field) - 224) < 1e-9) }
    try solver.setConstant(-Double(40 + (37 * 15) % 90), of: label)
    try solver.solve()
    #expect(abs(solver.value(of: column) - widest) < 1e-9)
    for field in fields { #expect(abs(solver.value(of: field) - (widest + 24)) < 1e-9) }
  }

  /// Narrowing the widest label back leaves every row of a label wider than the middle one
  /// infeasible at once; one pivot repays them all.
  @Test("narrowing the widest label takes one dual pivot")
  func narrowingTakesOnePivot() throws {
    let (solver, _, _, label) = try column(rows: 30, on: .simplex)
    let simplex = try #require(solver as? SimplexSolver)
    for constant in [-200.0, -Double(40 + (37 * 15) % 90), -200, -Double(40 + (37 * 15) % 90)] {
      let before = simplex.statistics.pivots
      try simplex.setConstant(constant, of: label)
      try simplex.solve()
      let pivots = simplex.statistics.pivots - before
      #expect(pivots == 1, "\(pivots) pivots for the change to \(constant)")
    }
  }

  /// A required change that fails after its dual pivots leaves the tableau as it was: the same
  /// values, bit for bit, and the same rows and cells.
  @Test("a failed change of the widest label leaves the tableau as it was")
  func failedChangeRollsBack() throws {
    let (solver, column, fields, label) = try column(rows: 30, on: .simplex)
    let simplex = try #require(solver as? SimplexSolver)
    try simplex.add(column <= 150)
    try simplex.solve()
    let values = ([column] + fields).map { simplex.value(of: $0).bitPattern }
    let statistics = simplex.statistics
    #expect(throws: SolverError.self) { try simplex.setConstant(-200, of: label) }
    #expect(([column] + fields).map { simplex.value(of: $0).bitPattern } == values)
    let after = simplex.statistics
    #expect(after.rows == statistics.rows && after.cells == statistics.cells)
    try simplex.setConstant(-140, of: label)
    try simplex.solve()
    #expect(abs(simplex.value(of: column) - 140) < 1e-9)
  }

  /// Every change of a required constant that needs a pivot runs in a transaction; its pivots
  /// move the label column's symbols into and out of every row, and columns that only
  /// transactions touched were never cleaned: each change left a stale entry per row.
  @Test("column lists stay bounded under required constant changes")
  func columnsStayBounded() throws {
    let (solver, _, _, label) = try column(rows: 30, on: .simplex)
    let simplex = try #require(solver as? SimplexSolver)
    for k in 0..<60 {
      try simplex.setConstant(k % 2 == 0 ? -200 : -Double(40 + (37 * 15) % 90), of: label)
      try simplex.solve()
    }
    let statistics = simplex.statistics
    #expect(
      statistics.columnEntries <= 4 * statistics.cells,
      "\(statistics.columnEntries) column entries for \(statistics.cells) cells")
  }
}
