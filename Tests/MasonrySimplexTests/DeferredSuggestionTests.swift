// SPDX-License-Identifier: MIT

import MasonrySolving
import Testing
import _MasonryTestSupport

@testable import MasonrySimplex

/// Issue 7: the suggestions of one round share one dual simplex. A suggestion only shifts the
/// rows that hold its edit and queues those it leaves negative; the dual simplex runs at the
/// next read, `solve()`, report or call of another kind, from the round's start to its end,
/// instead of once per suggestion through every layout in between.
@Suite struct DeferredSuggestionTests {
  /// `n` views in a column, each one's top an edit (strong) that a drag moves: the next view
  /// starts 4 below the bottom of the one before it (required), a height is 40 (medium) and at
  /// least 10.
  static func column(
    _ n: Int, on solver: any ConstraintSolver
  ) throws -> (tops: [Variable], heights: [Variable]) {
    let tops = (0..<n).map { solver.makeVariable(named: "y\($0)") }
    let heights = (0..<n).map { solver.makeVariable(named: "h\($0)") }
    for i in 0..<n {
      try solver.add((heights[i] == 40) | .medium)
      try solver.add(heights[i] >= 10)
      if i > 0 { try solver.add(tops[i] >= tops[i - 1] + heights[i - 1] + 4) }
      try solver.addEditVariable(tops[i], strength: .strong)
    }
    return (tops, heights)
  }

  /// Suggests tops `spacing` apart, top to bottom.
  static func spread(
    _ tops: [Variable], _ spacing: Double, on solver: any ConstraintSolver
  ) throws {
    for (i, top) in tops.enumerated() { try solver.suggestValue(Double(i) * spacing, for: top) }
  }

  /// Spacings of 45 and 50 leave every view 40 high with room to spare: from one to the other
  /// nothing changes but the constants. One suggestion at a time, each went through a layout
  /// where only its view had moved, pushing the ones below it, pivoting all the way (171 pivots
  /// for 40 views from 45 to 50, 100 from 30 to 35); together they pivot none. From 30 to 35 the
  /// views are squeezed to 26 and grow to 31, on the same rows.
  @Test("a round of suggestions pivots from its start to its end, not through each one")
  func roundPivotsOnce() throws {
    let solver = SimplexSolver()
    let n = 40
    let (tops, heights) = try Self.column(n, on: solver)
    for (from, to) in [(45.0, 50.0), (50.0, 45.0), (30.0, 35.0), (35.0, 30.0)] {
      try Self.spread(tops, from, on: solver)
      try solver.solve()
      let before = solver.statistics.pivots
      try Self.spread(tops, to, on: solver)
      try solver.solve()
      let pivots = solver.statistics.pivots - before
      #expect(pivots == 0, "\(pivots) pivots from a spacing of \(from) to \(to)")
      for i in 0..<n {
        // The last view has nothing below it.
        let height = i == n - 1 ? 40 : min(40, to - 4)
        #expect(abs(solver.value(of: tops[i]) - Double(i) * to) < 1e-9)
        #expect(abs(solver.value(of: heights[i]) - height) < 1e-9)
      }
    }
  }

  @Test("a suggestion that breaks rows leaves the dual simplex pending until a read")
  func pendingUntilRead() throws {
    let solver = SimplexSolver()
    let (tops, heights) = try Self.column(3, on: solver)
    try Self.spread(tops, 50, on: solver)
    try solver.solve()
    #expect(!solver.core.t.work.dualPending)
    // The middle view moves up into the first: its row goes negative.
    try solver.suggestValue(20, for: tops[1])
    #expect(solver.core.t.work.dualPending)
    // Another suggestion joins the pending dual simplex instead of running it.
    try solver.suggestValue(60, for: tops[2])
    #expect(solver.core.t.work.dualPending)
    // Strong tops against medium heights: the first view is squeezed to 16.
    #expect(abs(solver.value(of: heights[0]) - 16) < 1e-9)
    #expect(!solver.core.t.work.dualPending)
    #expect(abs(solver.value(of: tops[1]) - 20) < 1e-9)
    #expect(abs(solver.value(of: heights[1]) - 36) < 1e-9)
  }

  /// Every call that is not a suggestion starts from the optimum: after suggestions left the
  /// dual simplex pending, each gives what it gives on a twin that solved before it.
  @Test(
    "other calls settle the suggestions first",
    arguments: ["add", "failing add", "remove", "constant", "strength", "add edit", "remove edit"])
  func otherCallsSettleFirst(call: String) throws {
    func run(solveFirst: Bool) throws -> (values: [Double], threw: Bool, pending: Bool) {
      let solver = SimplexSolver()
      let (tops, heights) = try Self.column(6, on: solver)
      let gap = try solver.add(heights[2] <= 100)
      let wish = try solver.add((heights[4] == 30) | .weak)
      let free = solver.makeVariable(named: "free")
      try solver.add((free == 7) | .weak)
      try Self.spread(tops, 50, on: solver)
      try solver.solve()
      try Self.spread(tops, 22, on: solver)
      let pending = solver.core.t.work.dualPending
      if solveFirst { try solver.solve() }
      var threw = false
      do {
        switch call {
        case "add": try solver.add(heights[3] >= heights[2] + 2)
        case "failing add": try solver.add(heights[1] <= 5)
        case "remove": try solver.remove(gap)
        case "constant": try solver.setConstant(-11, of: gap)
        case "strength": try solver.setStrength(.strong, of: wish)
        case "add edit": try solver.addEditVariable(free, strength: .medium)
        default: try solver.removeEditVariable(tops[3])
        }
      } catch {
        threw = true
      }
      let values = (tops + heights + [free]).map { solver.value(of: $0) }
      return (values, threw, pending)
    }
    let settled = try run(solveFirst: true)
    let pending = try run(solveFirst: false)
    #expect(pending.pending)
    #expect(settled.threw == pending.threw)
    #expect(pending.threw == (call == "failing add"))
    for (a, b) in zip(settled.values, pending.values) { #expect(abs(a - b) < 1e-9) }
  }

  /// The views a round moved are reported, those the dual simplex moved at the read included,
  /// on both engines.
  @Test(
    "changed-variable reports include what the pending dual simplex moved",
    arguments: Engine.allCases)
  func reportsIncludeTheDual(engine: Engine) throws {
    let solver = engine.make()
    let (tops, heights) = try Self.column(8, on: solver)
    let variables = tops + heights
    try Self.spread(tops, 50, on: solver)
    try solver.solve()
    let before = variables.map { solver.value(of: $0) }
    _ = solver.takeChangedVariables()
    try solver.suggestValue(130, for: tops[3])
    try solver.suggestValue(160, for: tops[4])
    let reported = solver.takeChangedVariables()
    let after = variables.map { solver.value(of: $0) }
    let moved = variables.indices.filter { before[$0] != after[$0] }.map { variables[$0] }
    #expect(moved.contains(heights[2]) && moved.contains(heights[3]))
    if let reported {
      for v in moved { #expect(reported.contains(v), "\(solver.name(of: v)) moved, unreported") }
    }
    // Views 3 and 4 moved up, 30 and 40: views 2 and 3 give 14 of their heights.
    #expect(abs(solver.value(of: heights[2]) - 26) < 1e-9)
    #expect(abs(solver.value(of: heights[3]) - 26) < 1e-9)
  }

  /// A dual simplex that runs out of pivots part way (``SimplexSolver/pivotBudgetCap``), on the
  /// tableau and on its rebuild, stays pending with every row it left infeasible queued (a
  /// view squeezed to its least height flips it to that bound, and the row the walk had taken
  /// out of the queue went back in with the flip's substitution): the next `solve()` with
  /// pivots allowed reaches the optimum a solver that was never stopped reaches.
  @Test("a dual simplex stopped part way stays pending in full", arguments: [0, 1, 2, 5, 9])
  func stoppedDualStaysPending(cap: Int) throws {
    func run(cap: Int?) throws -> [Double] {
      let solver = SimplexSolver()
      let (tops, heights) = try Self.column(12, on: solver)
      try Self.spread(tops, 50, on: solver)
      try solver.solve()
      if let cap { solver.pivotBudgetCap = cap }
      try Self.spread(tops, 12, on: solver)
      try solver.suggestValue(300, for: tops[11])
      if cap != nil {
        #expect(throws: SolverError.self) { try solver.solve() }
        #expect(solver.core.t.work.dualPending)
        solver.pivotBudgetCap = .max
      }
      try solver.solve()
      #expect(!solver.core.t.work.dualPending)
      return (tops + heights).map { solver.value(of: $0) }
    }
    let free = try run(cap: nil)
    let stopped = try run(cap: cap)
    for (a, b) in zip(free, stopped) { #expect(abs(a - b) < 1e-9) }
  }

  /// Rounds of seeded random drags, each view at least 14 below the one above (room for the
  /// least height and the gap, so that every top holds and both engines' answers are the
  /// same): every height is the room to the next top less the gap, at most 40, on both
  /// engines, whether a round moved the views apart or together.
  @Test("random rounds of drags give each view the room it has", arguments: Engine.allCases)
  func randomDrags(engine: Engine) throws {
    let solver = engine.make()
    let n = 24
    let (tops, heights) = try Self.column(n, on: solver)
    var random = SplitMix64(seed: 7)
    for _ in 0..<30 {
      var places: [Double] = []
      var top = Double(Int.random(in: -50...50, using: &random))
      for _ in 0..<n {
        places.append(top)
        top += Double(Int.random(in: 14...70, using: &random))
      }
      for (i, place) in places.enumerated() { try solver.suggestValue(place, for: tops[i]) }
      try solver.solve()
      for i in 0..<n {
        let room = i == n - 1 ? 40 : min(40, places[i + 1] - places[i] - 4)
        #expect(abs(solver.value(of: tops[i]) - places[i]) < 1e-7)
        #expect(abs(solver.value(of: heights[i]) - room) < 1e-7)
      }
    }
  }

  /// The same column with each top held by an optional constraint (`top == place`, strong)
  /// instead of an edit, as a pan gesture moves views in Auto Layout: by the constants of
  /// constraints below required. Their changes share one dual simplex as suggestions do; a
  /// required constraint's change still runs its own, from the optimum, and reports its
  /// conflict itself.
  @Test("optional constants changed together pivot from the start to the end")
  func optionalConstantsPivotOnce() throws {
    let solver = SimplexSolver()
    let n = 40
    let tops = (0..<n).map { solver.makeVariable(named: "y\($0)") }
    let heights = (0..<n).map { solver.makeVariable(named: "h\($0)") }
    var places: [ConstraintHandle] = []
    for i in 0..<n {
      try solver.add((heights[i] == 40) | .medium)
      try solver.add(heights[i] >= 10)
      if i > 0 { try solver.add(tops[i] >= tops[i - 1] + heights[i - 1] + 4) }
      places.append(try solver.add((tops[i] == 0) | .strong))
    }
    for (from, to) in [(45.0, 50.0), (30.0, 35.0), (35.0, 30.0)] {
      for (i, place) in places.enumerated() { try solver.setConstant(-from * Double(i), of: place) }
      try solver.solve()
      let before = solver.statistics.pivots
      for (i, place) in places.enumerated() { try solver.setConstant(-to * Double(i), of: place) }
      #expect(solver.core.t.work.dualPending || from > to)
      try solver.solve()
      #expect(solver.statistics.pivots == before, "from a spacing of \(from) to \(to)")
      for i in 0..<n {
        let height = i == n - 1 ? 40 : min(40, to - 4)
        #expect(abs(solver.value(of: tops[i]) - Double(i) * to) < 1e-9)
        #expect(abs(solver.value(of: heights[i]) - height) < 1e-9)
      }
    }
    // A required change after optional ones: the pending dual simplex runs first, then the
    // required change finds its conflict (the first view would be 5 high) and is refused.
    for (i, place) in places.enumerated() { try solver.setConstant(-20 * Double(i), of: place) }
    let gap = try solver.add(tops[1] >= tops[0] + 20)
    #expect(throws: SolverError.self) { try solver.add(tops[1] <= tops[0] + 14) }
    try solver.setConstant(-40, of: gap)
    #expect(!solver.core.t.work.dualPending)
    #expect(abs(solver.value(of: tops[1]) - solver.value(of: tops[0]) - 40) < 1e-9)
  }
}
