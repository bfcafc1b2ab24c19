// SPDX-License-Identifier: MIT

import MasonrySolving
import Testing
import _MasonryTestSupport

@testable import MasonrySimplex

/// Issue 7: the definitions' sequence numbers and orders are 32-bit (a dependent takes eight
/// bytes, not sixteen). A solver that lives long enough hands out billions of them; before a
/// counter leaves the 32 bits, the next install numbers the definitions from 1 again, in their
/// old order, and renames the dependents that name them. Nothing a caller reads changes.
@Suite struct DefinitionNumberingTests {
  /// The values and the changed-variable report after building and after every step of a
  /// generated script, on `solver`; with `exhausting`, both counters are set past their limit
  /// before every step, so that the step's first install outside a transaction renumbers
  /// (one inside a transaction, as a rebuild's, numbers on above the limit). Returns them and
  /// how many checks found the counters renumbered.
  static func run(
    _ propertyCase: PropertyCase, on solver: SimplexSolver, exhausting: Bool
  ) throws -> (steps: [(values: [UInt64], report: [Int32]?)], renumbered: Int) {
    var steps: [(values: [UInt64], report: [Int32]?)] = []
    var renumbered = 0
    let exhausted = Definitions.counterLimit + 1
    let completed = try play(propertyCase, on: solver) { runner, _, _ in
      steps.append(
        (runner.values().map(\.bitPattern), solver.takeChangedVariables()?.map(\.id).sorted()))
      guard exhausting else { return }
      let t = solver.core.t
      Tableau.checkDefiningState(
        symbols: t.symbols, rows: t.rows, defs: t.defs, objective: t.objective)
      t.changes.dependents.checkInvariants()
      if t.defs.nextSeq <= Definitions.counterLimit {
        // Renumbered from 1 before the step's installs, which then numbered on from there.
        #expect(t.defs.nextOrder <= Definitions.counterLimit)
        #expect(t.defs.seq.allSatisfy { Int($0) < t.defs.nextSeq })
        renumbered += 1
      }
      solver.core.t.defs.nextSeq = exhausted
      solver.core.t.defs.nextOrder = exhausted
    }
    #expect(completed)
    return (steps, renumbered)
  }

  @Test(
    "counters past 32 bits are renumbered at the next install, and every value and report reads as before",
    arguments: PropertyCase.all)
  func renumberingChangesNothingARead(_ propertyCase: PropertyCase) throws {
    let plain = try Self.run(propertyCase, on: SimplexSolver(), exhausting: false)
    let renumbering = try Self.run(propertyCase, on: SimplexSolver(), exhausting: true)
    #expect(plain.steps.count == renumbering.steps.count)
    for (index, (a, b)) in zip(plain.steps, renumbering.steps).enumerated() {
      #expect(a.values == b.values, "\(propertyCase) check \(index): values")
      #expect(a.report == b.report, "\(propertyCase) check \(index): changed variables")
    }
    // Most scripts install a constraint after a step or two.
    #expect(renumbering.renumbered > 0, "\(propertyCase): never renumbered")
  }

  /// A solver whose only calls move a constraint to and from required (each re-installs it
  /// inside one transaction, where an install does not renumber) still renumbers its counters.
  @Test func changesOfStrengthAloneRenumber() throws {
    let solver = SimplexSolver()
    let xs = (0..<10).map { solver.makeVariable(named: "x\($0)") }
    try solver.add((xs[0] == 0) | .weak)
    for i in 1..<xs.count { try solver.add(xs[i] == xs[i - 1] + 10) }
    let pull = try solver.add((xs[9] == 200) | .strong)
    try solver.solve()
    let limit = Definitions.counterLimit
    solver.core.t.defs.nextSeq = limit + 1
    solver.core.t.defs.nextOrder = limit + 1
    try solver.setStrength(.required, of: pull)
    try solver.setStrength(.strong, of: pull)
    try solver.solve()
    #expect(solver.core.t.defs.nextSeq <= limit)
    #expect(solver.core.t.defs.nextOrder <= limit)
    #expect(solver.value(of: xs[0]) == 110)
    let t = solver.core.t
    Tableau.checkDefiningState(
      symbols: t.symbols, rows: t.rows, defs: t.defs, objective: t.objective)
  }

  /// A chain whose head is an edit variable, every link defined from the one before, and
  /// definitions made and dropped beside it: after a renumbering, a suggestion still moves and
  /// reports every link (the spread follows the renamed dependents), and the lists of
  /// dependents keep only entries of live definitions.
  @Test func aChainKeepsItsDependentsThroughARenumbering() throws {
    let solver = SimplexSolver()
    let xs = (0..<30).map { solver.makeVariable(named: "x\($0)") }
    try solver.addEditVariable(xs[0], strength: .strong)
    for i in 1..<xs.count { try solver.add(xs[i] == xs[i - 1] + 10) }
    for j in 0..<50 {
      let y = solver.makeVariable(named: "y\(j)")
      let handle = try solver.add(y == xs[j % 30] + 1)
      try solver.remove(handle)
    }
    try solver.suggestValue(5, for: xs[0])
    try solver.solve()
    _ = solver.takeChangedVariables()
    let before = solver.core.t.defs
    let entriesBefore = (0..<solver.core.t.symbolCount).reduce(0) {
      $0 + solver.core.t.changes.dependents.count($1)
    }

    solver.core.t.renumberDefinitions()

    let after = solver.core.t.defs
    let defined = before.seq.indices.filter { before.seq[$0] != 0 }
    // The links, and the head too (its suggestion's constraint defines it).
    #expect(defined.count == xs.count)
    #expect(defined.map { after.seq[$0] }.sorted() == (1...xs.count).map { UInt32($0) })
    for a in defined {
      for b in defined {
        #expect((before.seq[a] < before.seq[b]) == (after.seq[a] < after.seq[b]))
        #expect((before.order[a] < before.order[b]) == (after.order[a] < after.order[b]))
      }
    }
    #expect(after.nextSeq == xs.count + 1 && after.nextOrder == xs.count + 1)
    let t = solver.core.t
    let entriesAfter = (0..<t.symbolCount).reduce(0) { $0 + t.changes.dependents.count($1) }
    // Only the live definitions' entries are left: the 50 dropped ones are gone.
    #expect(entriesAfter < entriesBefore)
    for s in 0..<t.symbolCount {
      for d in t.changes.dependents[s] { #expect(t.defs.seq[Int(d.symbol)] == d.seq) }
    }
    Tableau.checkDefiningState(
      symbols: t.symbols, rows: t.rows, defs: t.defs, objective: t.objective)

    try solver.suggestValue(105, for: xs[0])
    try solver.solve()
    let reported = Set(solver.takeChangedVariables()?.map(\.id) ?? [])
    for (i, x) in xs.enumerated() {
      #expect(solver.value(of: x) == 105 + 10 * Double(i))
      #expect(reported.contains(x.id), "x\(i) moved and was not reported")
    }
  }
}
