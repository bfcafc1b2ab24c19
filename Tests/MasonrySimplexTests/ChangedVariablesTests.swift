// SPDX-License-Identifier: MIT

import MasonrySolving
import Testing
import _MasonryTestSupport

@testable import MasonrySimplex

/// The simplex solver's report of the variables that moved (`takeChangedVariables()`): never
/// missing one that moved, and, after adds and removes, not naming what only moved and came
/// back (issue 8: a remake deep in a feed reported every variable below it).
@Suite struct ChangedVariablesTests {
  /// After every step of every generated script (adds, removes, conflicting adds refused,
  /// edits, suggestions, constant and strength changes), every variable whose value differs
  /// from the one after the previous step is in the report.
  @Test(arguments: PropertyCase.all)
  func theReportNamesEveryVariableThatMoved(_ propertyCase: PropertyCase) throws {
    var previous: [Double] = []
    let completed = try play(propertyCase, on: .simplex) { runner, _, index in
      let values = runner.values()
      defer { previous = values }
      guard let reported = runner.solver.takeChangedVariables() else { return }
      let named = Set(reported.map(\.id))
      for id in values.indices where id < previous.count && values[id] != previous[id] {
        #expect(
          named.contains(Int32(id)),
          """
          \(propertyCase) step \(index): \(runner.solver.name(of: Variable(id: Int32(id)))) \
          moved from \(previous[id]) to \(values[id]) and was not reported
          """)
      }
    }
    #expect(completed)
  }

  /// A chain `x[i] == x[i - 1] + 10`: taking out the constraint that places its head and
  /// putting the same one back moves nothing, and the report says so, though the head moved
  /// in between and the whole chain is defined from it.
  @Test func aConstraintTakenOutAndPutBackReportsNothing() throws {
    let solver = SimplexSolver()
    let xs = (0..<40).map { solver.makeVariable(named: "x\($0)") }
    var head = try solver.add(xs[0] == 100)
    for i in 1..<xs.count { try solver.add(xs[i] == xs[i - 1] + 10) }
    try solver.solve()
    _ = solver.takeChangedVariables()
    try solver.remove(head)
    head = try solver.add(xs[0] == 100)
    try solver.solve()
    #expect(solver.takeChangedVariables() == [])
    #expect(solver.value(of: xs[39]) == 490)
    // Put back with another constant, the whole chain moves, and is reported.
    try solver.remove(head)
    try solver.add(xs[0] == 50)
    try solver.solve()
    #expect(solver.takeChangedVariables() == xs)
    #expect(solver.value(of: xs[39]) == 440)
  }

  /// A variable held up by required constraints falls back to its weak wish when they go, and
  /// the report names it (it did not: a stack view whose rows changed from centred to filled
  /// left a row's frames where they were). Past 64 variables, where the report is kept
  /// rather than found by comparing values.
  @Test func aVariableReleasedByARemovalIsReported() throws {
    let solver = SimplexSolver()
    let xs = (0..<100).map { solver.makeVariable(named: "x\($0)") }
    let (a, b, c, d) = (xs[0], xs[1], xs[2], xs[3])
    try solver.add((b >= 21.25) | Strength(priority: 750))
    let below = try solver.add(c <= a)
    let covers = try solver.add(c + d >= a + b)
    try solver.add((d == 0) | Strength(priority: 51))
    try solver.solve()
    _ = solver.takeChangedVariables()
    #expect(solver.value(of: d) == 21.25)
    try solver.remove(below)
    try solver.remove(covers)
    try solver.solve()
    let reported = solver.takeChangedVariables()
    #expect(solver.value(of: d) == 0)
    #expect(reported.map { $0.contains(d) } ?? true)
  }

  /// A constraint in the middle of the chain taken out and put back: nothing moved.
  @Test func aLinkTakenOutAndPutBackReportsNothing() throws {
    let solver = SimplexSolver()
    let xs = (0..<40).map { solver.makeVariable(named: "x\($0)") }
    try solver.add(xs[0] == 100)
    var links: [ConstraintHandle] = []
    for i in 1..<xs.count { links.append(try solver.add(xs[i] == xs[i - 1] + 10)) }
    try solver.solve()
    _ = solver.takeChangedVariables()
    try solver.remove(links[20])
    try solver.add(xs[21] == xs[20] + 10)
    try solver.solve()
    #expect(solver.takeChangedVariables() == [])
    #expect(solver.value(of: xs[39]) == 490)
  }

  /// A long report (from 64 variables, ordered through a bit per variable rather than sorted)
  /// is in id order, each variable once, as a short one is: a chain of 300 made from its last
  /// variable back, whose edited tail moves, reports every variable of the chain. (Beside 150
  /// variables that stay: a call that moves three quarters of the variables reports them all
  /// as `nil`, see `EverythingMovedTests`.)
  @Test func aLongReportIsInIdOrder() throws {
    let solver = SimplexSolver()
    let xs = (0..<300).map { solver.makeVariable(named: "x\($0)") }
    for k in 0..<150 { try solver.add(solver.makeVariable(named: "y\(k)") == Double(k)) }
    try solver.addEditVariable(xs[299], strength: .strong)
    for i in stride(from: 298, through: 0, by: -1) { try solver.add(xs[i] == xs[i + 1] + 1) }
    try solver.suggestValue(10, for: xs[299])
    try solver.solve()
    _ = solver.takeChangedVariables()
    try solver.suggestValue(20, for: xs[299])
    try solver.solve()
    #expect(solver.takeChangedVariables() == xs)
    #expect(solver.value(of: xs[0]) == 319)
  }

  /// The bits that order a long report: distinct ids come back sorted, and a repeat is refused
  /// (for the caller to sort) with every word cleared for the next call.
  @Test func theBitsOrderDistinctIdsAndRefuseARepeat() {
    var bits = OwnerBits()
    var generator = SplitMix64(seed: 11)
    for round in 0..<20 {
      let ids = Array(Set((0..<200).map { _ in Int32(generator.next() % 5_000) }))
      #expect(bits.ordered(ids, largest: Int(ids.max()!), { $0 }) == ids.sorted(), "round \(round)")
    }
    #expect(bits.ordered([7, 300, 7], largest: 300, { $0 }) == nil)
    #expect(bits.ordered([300, 64, 63, 0], largest: 300, { $0 }) == [0, 63, 64, 300])
    // Made into results on the way, in order.
    #expect(bits.ordered([65, 2, 130], largest: 130, { "v\($0)" }) == ["v2", "v65", "v130"])
  }
}
