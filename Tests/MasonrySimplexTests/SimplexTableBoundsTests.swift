// SPDX-License-Identifier: MIT

import MasonrySimplex
import MasonrySolving
import Testing

/// R11 and R12 (kasuari #37, kiwi #154, #10): churn leaves the simplex's tables no larger than
/// they were after the first cycle, read through the `package` statistics. (Which of several
/// optimal bases a cycle ends in may change a row's length, so sizes may shrink.)
@Suite struct SimplexTableBoundsTests {
  /// The sizes that must not grow: everything in the statistics but the pivot counter.
  private func sizes(_ solver: SimplexSolver) -> [Int] {
    let s = solver.statistics
    return [
      s.rows, s.cells, s.symbols, s.symbolCapacity, s.rowCapacity, s.objectiveCells,
      s.objectiveLevels, s.definedVariables,
    ]
  }

  private func churn(
    cycles: Int = 10_000, _ cycle: (SimplexSolver, Int) throws -> Void
  ) throws {
    let solver = SimplexSolver()
    let x = solver.makeVariable(named: "x")
    let y = solver.makeVariable(named: "y")
    try solver.add([x + y == 100.0, x >= 0.0, y >= 0.0])
    let empty = solver.statistics.objectiveCells
    try cycle(solver, 0)
    let baseline = sizes(solver)
    for i in 1..<cycles { try cycle(solver, i) }
    let after = sizes(solver)
    #expect(zip(after, baseline).allSatisfy { $0 <= $1 }, "\(after) after, \(baseline) at first")
    #expect(solver.statistics.objectiveCells == empty)
    #expect(empty == 0)
  }

  /// Ten thousand add/solve/remove cycles of a medium equality.
  @Test("constraint churn leaves the tables bounded")
  func constraintChurn() throws {
    try churn { solver, i in
      let x = Variable(id: 0)
      let handle = try solver.add((x == Double(i % 100)) | .medium)
      try solver.solve()
      try solver.remove(handle)
    }
  }

  /// Ten thousand add/suggest/remove cycles of an edit variable.
  @Test("edit churn leaves the tables bounded")
  func editChurn() throws {
    try churn { solver, i in
      let x = Variable(id: 0)
      try solver.addEditVariable(x, strength: .strong)
      try solver.suggestValue(Double(i % 50), for: x)
      try solver.solve()
      try solver.removeEditVariable(x)
    }
  }

  /// R10 (issue 12): a hundred thousand cycles, each adding a constraint at a priority never
  /// used before, solving and removing it: the levels nothing uses any more are dropped, so the
  /// tables (one dense objective row per level) and the storage they hold stay at their size
  /// after the first cycle. Before, each cycle left a level behind, about 5 kB.
  @Test("churn through new priorities leaves the tables bounded")
  func newPriorityChurn() throws {
    try churn(cycles: 100_000) { solver, i in
      let x = Variable(id: 0)
      let priority = 1 + 998 * Double(i) / 100_000
      let handle = try solver.add((x == Double(i % 100)) | Strength(priority: priority))
      try solver.solve()
      try solver.remove(handle)
    }
  }

  /// Levels in use are kept while new ones come and go, and a strength change to a new priority
  /// drops the old level once nothing uses it.
  @Test func levelsInUseAreKept() throws {
    let solver = SimplexSolver()
    let x = solver.makeVariable(named: "x")
    try solver.add((x == 10.0) | .weak)
    for i in 0..<50 {
      let handle = try solver.add((x == 20.0) | Strength(priority: 300 + Double(i)))
      try solver.solve()
      #expect(solver.value(of: x) == 20)
      try solver.remove(handle)
    }
    #expect(solver.statistics.objectiveLevels <= 2)
    let moving = try solver.add((x == 30.0) | Strength(priority: 400))
    for i in 0..<50 { try solver.setStrength(Strength(priority: 500 + Double(i)), of: moving) }
    try solver.solve()
    #expect(solver.value(of: x) == 30)
    #expect(solver.statistics.objectiveLevels <= 3)
  }
}
