// SPDX-License-Identifier: MIT

import MasonryGauss
import MasonrySimplex
import MasonrySolving
import Testing

/// Issue 7: the definitions of defined variables live in one arena instead of a pair of heap
/// arrays each. Definitions that go away leave garbage in the arena; these check that it is
/// compacted (the arena stays within twice its live cells, plus a thousand), that the
/// definitions read back the same after compaction and after a rollback, and that the values
/// agree with the dense engine.
@Suite struct DefinitionArenaTests {
  /// A chain `x0 == 10`, `x[i] == x[i-1] + 8`: every `x[i]` after the first is defined.
  private func chain(
    _ solver: some ConstraintSolver, length: Int
  ) throws -> [Variable] {
    var xs: [Variable] = []
    for i in 0..<length {
      let x = solver.makeVariable(named: "x\(i)")
      if i == 0 {
        try solver.add(x == 10)
      } else {
        try solver.add(x == xs[i - 1] + 8)
      }
      xs.append(x)
    }
    return xs
  }

  /// Adds `y == x[k] + x[m] + j` for a new `y` and removes it again, many times, keeping one in a
  /// hundred: each definition made and dropped leaves three cells of garbage.
  private func churn(
    _ solver: some ConstraintSolver, _ xs: [Variable], rounds: Int
  ) throws -> [Variable] {
    var kept: [Variable] = []
    for j in 0..<rounds {
      let y = solver.makeVariable(named: "y\(j)")
      let k = (7 * j) % xs.count
      let m = (13 * j + 5) % xs.count
      let handle = try solver.add(y == xs[k] + xs[m] + Double(j % 17))
      if j % 100 == 0 {
        kept.append(y)
      } else {
        try solver.remove(handle)
      }
    }
    try solver.solve()
    return kept
  }

  @Test("definitions made and dropped for a long time keep the arena bounded")
  func churnedDefinitionsStayCompact() throws {
    let solver = SimplexSolver()
    let xs = try chain(solver, length: 40)
    let kept = try churn(solver, xs, rounds: 600)
    let stats = solver.statistics
    // 600 definitions of three cells each were written; all but 6 went away.
    #expect(stats.definedVariables >= 39 + kept.count)
    #expect(stats.definitionCells >= 2 * (39 + kept.count))
    #expect(
      stats.definitionArenaCells <= 2 * stats.definitionCells + 1_024 + 3,
      "arena \(stats.definitionArenaCells) cells for \(stats.definitionCells) live ones")

    let gauss = GaussSolver()
    let gaussXs = try chain(gauss, length: 40)
    let gaussKept = try churn(gauss, gaussXs, rounds: 600)
    for (a, b) in zip(xs + kept, gaussXs + gaussKept) {
      #expect(abs(solver.value(of: a) - gauss.value(of: b)) < 1e-9)
    }
    // The last chain link reads back through the compacted definitions: 10 + 39 * 8.
    #expect(solver.value(of: xs[39]) == 322)
  }

  @Test("a failed add that expanded a definition puts it back")
  func rollbackRestoresDefinition() throws {
    let solver = SimplexSolver()
    let xs = try chain(solver, length: 12)
    let before = solver.statistics
    // `x[10]` is defined as `x[9] + 8` (so 90): requiring 1,000 conflicts after the add has
    // turned the definition into a row.
    #expect(throws: SolverError.self) { try solver.add(xs[10] == 1_000) }
    let after = solver.statistics
    #expect(after.definedVariables == before.definedVariables)
    #expect(after.definitionCells == before.definitionCells)
    #expect(after.rows == before.rows)
    try solver.solve()
    for (i, x) in xs.enumerated() { #expect(solver.value(of: x) == 10 + 8 * Double(i)) }
    // And the definition still serves the constraints that come later.
    let y = solver.makeVariable(named: "y")
    try solver.add(y == xs[10] + xs[11])
    try solver.solve()
    #expect(solver.value(of: y) == 90 + 98)
  }
}
