// SPDX-License-Identifier: MIT

import MasonrySolving
import Testing

@testable import MasonrySimplex

/// Issue 7 (kiwi's enaml form, a round with its reads): a solver of 64 variables or fewer
/// reports what moved by comparing every value with its value at the last report, instead of
/// tracking each call's changes, which cost a small screen more than reading all of it. The
/// report is then exact: a variable moved and back is not listed.
@Suite struct SmallReportTests {
  /// `W` an edit; `a == W - 10`, `b == a + 5`, `c == 10`: a suggestion of `W` moves `W`, `a`
  /// and `b`.
  struct Small {
    let solver = SimplexSolver()
    let w: Variable
    let a: Variable
    let b: Variable
    let c: Variable

    init() throws {
      w = solver.makeVariable(named: "W")
      a = solver.makeVariable(named: "a")
      b = solver.makeVariable(named: "b")
      c = solver.makeVariable(named: "c")
      try solver.addEditVariable(w, strength: .strong)
      try solver.add(a == w - 10)
      try solver.add(b == a + 5)
      try solver.add(c == 10.0)
      try solver.solve()
    }
  }

  /// A suggestion and its reversal in one period: nothing is listed (the tracking listed the
  /// three variables the calls moved); a suggestion alone lists what it moved, in order.
  @Test func aMoveAndBackIsNotListed() throws {
    let s = try Small()
    #expect(s.solver.takeChangedVariables() == nil)  // a new solver
    #expect(s.solver.core.t.changes.reportsByDiff)
    try s.solver.suggestValue(100, for: s.w)
    try s.solver.solve()
    #expect(s.solver.takeChangedVariables() == [s.w, s.a, s.b])
    try s.solver.suggestValue(140, for: s.w)
    try s.solver.suggestValue(100, for: s.w)
    try s.solver.solve()
    #expect(s.solver.takeChangedVariables() == [])
    #expect(s.solver.value(of: s.b) == 95)
  }

  /// A refused call leaves every value as it was, and the report after it says so (a tracking
  /// solver reports everything then: `nil`).
  @Test func aRefusedCallListsNothing() throws {
    let s = try Small()
    _ = s.solver.takeChangedVariables()
    try s.solver.suggestValue(60, for: s.w)
    _ = s.solver.takeChangedVariables()
    #expect(throws: SolverError.self) { try s.solver.add(s.c == 11.0) }
    #expect(s.solver.takeChangedVariables() == [])
    try s.solver.add(s.c <= s.b + 1000)
    try s.solver.solve()
    #expect(s.solver.takeChangedVariables() == [])
  }

  /// A solver that grows past 64 variables in a period reports that period by comparison (the
  /// new variables listed as moved), then tracks.
  @Test func growingPastTheLimitStartsTracking() throws {
    let s = try Small()
    _ = s.solver.takeChangedVariables()
    let u = s.solver.makeVariable(named: "U")
    try s.solver.addEditVariable(u, strength: .strong)
    var more: [Variable] = []
    for i in 0..<70 {
      let v = s.solver.makeVariable(named: "v\(i)")
      try s.solver.add(v == u + Double(i))
      more.append(v)
    }
    try s.solver.solve()
    #expect(s.solver.takeChangedVariables() == [u] + more)
    #expect(!s.solver.core.t.changes.reportsByDiff)
    // The comparison's arrays, as long as the variables, are given up.
    let changes = s.solver.core.t.changes
    #expect(changes.snapshot.capacity == 0 && changes.current.capacity == 0)
    #expect(s.solver.core.diffReport.capacity == 0 && s.solver.core.diffReportScratch.capacity == 0)
    try s.solver.suggestValue(200, for: s.w)
    try s.solver.solve()
    #expect(s.solver.takeChangedVariables() == [s.w, s.a, s.b])
    // 71 of 75 variables: the tracking reports everything (see `EverythingMovedTests`).
    try s.solver.suggestValue(7, for: u)
    try s.solver.solve()
    #expect(s.solver.takeChangedVariables() == nil)
    #expect(s.solver.value(of: more[3]) == 10)
  }

  /// The calls of a period that compares forget the memoised values they move, not every
  /// one: a suggestion of `W` (its plan used before) leaves the memo of `d == c + 1`, which
  /// does not read `W`, as the last report's reads left it, and the values read after each
  /// step are the definitions'.
  @Test func aSuggestionForgetsWhatItMoves() throws {
    let s = try Small()
    let d = s.solver.makeVariable(named: "d")
    let e = s.solver.makeVariable(named: "e")
    try s.solver.add(d == s.c + 1)
    try s.solver.add(e == 2 * s.b)
    try s.solver.solve()
    _ = s.solver.takeChangedVariables()
    let symbol = Int(s.solver.core.symbolOf[Int(d.id)])
    for (step, width) in [120.0, 80, 120, 80, 200].enumerated() {
      try s.solver.suggestValue(width, for: s.w)
      try s.solver.solve()
      if step > 0 {
        let memo = s.solver.core.t.memo
        #expect(memo.stamp[symbol] == memo.version, "step \(step)")
      }
      #expect(s.solver.takeChangedVariables() == [s.w, s.a, s.b, e], "step \(step)")
      let values = s.solver.values(of: [s.a, s.b, d, e])
      #expect(values == [width - 10, width - 5, 11, 2 * width - 10], "step \(step)")
    }
  }

  /// A read whose first values are known (memoised, or a row's) and whose others need an
  /// evaluation gives each variable's value, in the order asked, whatever the split.
  @Test func aReadOfKnownAndMovedValues() throws {
    let s = try Small()
    let d = s.solver.makeVariable(named: "d")
    try s.solver.add(d == s.c + 1)
    try s.solver.solve()
    _ = s.solver.takeChangedVariables()
    try s.solver.suggestValue(150, for: s.w)
    try s.solver.suggestValue(120, for: s.w)
    try s.solver.solve()
    let order = [d, s.c, d, s.a, s.w, s.b, d, s.a]
    #expect(s.solver.values(of: order) == [11, 10, 11, 110, 120, 115, 11, 110])
    #expect(s.solver.values(of: order) == order.map { s.solver.value(of: $0) })
  }

  /// The reports of a small system, call after call, against the values read: every variable
  /// whose value differs from the last report's is listed, and only those.
  @Test func reportsMatchTheValues() throws {
    let s = try Small()
    let all = [s.w, s.a, s.b, s.c]
    _ = s.solver.takeChangedVariables()
    var last = s.solver.values(of: all)
    let margin = try s.solver.add((s.c == 20) | .weak)
    for (step, value) in [300.0, 300, 20, -5, 20].enumerated() {
      try s.solver.suggestValue(value, for: s.w)
      if step == 3 { try s.solver.setConstant(-40, of: margin) }
      try s.solver.solve()
      let report = s.solver.takeChangedVariables()
      let now = s.solver.values(of: all)
      let moved = all.indices.filter { now[$0] != last[$0] }.map { all[$0] }
      #expect(report == moved, "step \(step)")
      last = now
    }
  }

  /// A report's list is written into the array the last report handed out, which its reader
  /// let go (no array made a report); a list the reader keeps is not touched by the next
  /// report. Then a read right after a report: known values (a row's constant, a memoised
  /// definition), a variable with no constraint and one of another solver, in any order.
  @Test func aKeptReportStaysAsItWas() throws {
    let s = try Small()
    let free = s.solver.makeVariable(named: "free")
    let d = s.solver.makeVariable(named: "d")
    let foreign = SimplexSolver().makeVariable(named: "foreign")
    _ = s.solver.takeChangedVariables()
    try s.solver.suggestValue(100, for: s.w)
    let kept = s.solver.takeChangedVariables()
    #expect(kept == [s.w, s.a, s.b])
    // The solver keeps the list's storage for the next report.
    let shared = kept?.withUnsafeBufferPointer { kept in
      s.solver.core.diffReport.withUnsafeBufferPointer { $0.baseAddress == kept.baseAddress }
    }
    #expect(shared == true)
    try s.solver.add(d == s.c + 2)
    #expect(s.solver.takeChangedVariables() == [d])
    #expect(kept == [s.w, s.a, s.b])
    try s.solver.suggestValue(80, for: s.w)
    #expect(s.solver.takeChangedVariables() == [s.w, s.a, s.b])
    let order = [s.b, free, d, foreign, s.w, s.a, s.b, free]
    #expect(s.solver.values(of: order) == [75, 0, 12, 0, 80, 70, 75, 0])
    #expect(s.solver.values(of: order) == order.map { s.solver.value(of: $0) })
  }
}
