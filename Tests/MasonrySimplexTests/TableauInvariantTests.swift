// SPDX-License-Identifier: MIT

import MasonrySolving
import Testing

@testable import MasonrySimplex

/// Issue 7 item 3: the invariant checker reads only the state that defines the tableau (its
/// symbols, rows, definitions and objective, without copying the tableau), and still catches a
/// tableau that breaks them.
@Suite struct TableauInvariantTests {
  /// The tableau of a solver that has rows, a defined variable and an objective level, solved
  /// (an add leaves the optimisation pending until a read or `solve()`).
  static func tableau() throws -> Tableau {
    let solver = SimplexSolver()
    let x = solver.makeVariable(named: "x")
    let y = solver.makeVariable(named: "y")
    let z = solver.makeVariable(named: "z")
    try solver.add(x >= 10)
    try solver.add(y <= 40)
    try solver.add(y == 2 * x + 5)
    try solver.add((x == 50) | .weak)
    try solver.add(z == y + 1)
    try solver.solve()
    return solver.core.t
  }

  @Test func aSolversTableauPasses() throws {
    let t = try Self.tableau()
    #expect(t.rows.basic.contains { $0 >= 0 })
    #expect(t.defs.seq.contains { $0 != 0 })
    #expect(t.objective.entries.contains { $0 != 0 })
    Tableau.checkDefiningState(
      symbols: t.symbols, rows: t.rows, defs: t.defs, objective: t.objective)
  }

  /// A definition numbered at or above the next number (a renumbering that left the counter
  /// below a number in use would hand that number out twice).
  @Test func aDefinitionNumberedAboveTheCounterTraps() async {
    await #expect(processExitsWith: .failure) {
      var t = try TableauInvariantTests.tableau()
      guard let s = t.defs.seq.firstIndex(where: { $0 != 0 }) else { return }
      t.defs.setSeq(s, UInt32(t.defs.nextSeq))
      Tableau.checkDefiningState(
        symbols: t.symbols, rows: t.rows, defs: t.defs, objective: t.objective)
    }
  }

  @Test func aRowMissingFromItsSymbolsColumnTraps() async {
    await #expect(processExitsWith: .failure) {
      var t = try TableauInvariantTests.tableau()
      guard let r = (0..<t.rows.count).first(where: { t.rows.cellCount($0) > 0 }) else { return }
      t.symbols.columns.clear(Int(t.rows.syms(r)[0]))
      Tableau.checkDefiningState(
        symbols: t.symbols, rows: t.rows, defs: t.defs, objective: t.objective)
    }
  }

  @Test func aParametricErrorThatCouldStillImproveTraps() async {
    await #expect(processExitsWith: .failure) {
      var t = try TableauInvariantTests.tableau()
      guard
        let s = t.symbols.kind.indices.first(where: {
          t.symbols.kind[$0] == .error && t.symbols.rowOf[$0] < 0
        })
      else { return }
      t.objective[0, s] = -1
      Tableau.checkDefiningState(
        symbols: t.symbols, rows: t.rows, defs: t.defs, objective: t.objective)
    }
  }
}
