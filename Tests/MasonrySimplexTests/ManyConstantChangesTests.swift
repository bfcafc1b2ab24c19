// SPDX-License-Identifier: MIT

import MasonrySolving
import Testing

@testable import MasonrySimplex

/// A round of many constant changes (every label of a screen taking a new text size, the
/// bench's `type-N`): each change moves every row below it, and the spread of the changes to
/// the defined variables walks each definition once between two reports, not once per change.
/// Counted through the `package` statistics (definitions walked, not time).
@Suite struct ManyConstantChangesTests {
  /// A stack of rows, each as tall as its text (at least 44): the text's height hugged `weak`
  /// and held up `strong` at 20, the row 22 taller, each row's top defined from the row above.
  private struct Stack {
    let solver = SimplexSolver()
    var tops: [Variable] = []
    var heights: [Variable] = []
    /// Each row's hugging and compression of its text height.
    var texts: [(hug: ConstraintHandle, hold: ConstraintHandle)] = []
    var all: [Variable] { tops + heights }

    /// The stack, and with `deferringFrom`, a scrolling content as tall as its rows (a row of
    /// the tableau with a cell for each) whose solver defers rows of that many cells.
    init(
      rows: Int, deferringFrom minimum: Int? = nil, textHeight: (Int) -> Double = { _ in 20 }
    ) throws {
      if let minimum {
        solver.core.t.scratch.deferred.primalMinimumLength = minimum
        solver.core.t.scratch.deferred.dualMinimumLength = minimum
      }
      for i in 0..<rows {
        let top = solver.makeVariable(named: "y\(i)")
        let height = solver.makeVariable(named: "h\(i)")
        let text = solver.makeVariable(named: "t\(i)")
        if let above = tops.last, let aboveHeight = heights.last {
          try solver.add(top == above + aboveHeight)
        } else {
          try solver.add(top == 0)
        }
        let size = textHeight(i)
        let hug = try solver.add((text <= size) | .weak)
        let hold = try solver.add((text >= size) | .strong)
        try solver.add(height >= text + 22)
        try solver.add(height >= 44)
        try solver.add((height == 0) | .weak)
        tops.append(top)
        heights.append(height)
        texts.append((hug, hold))
      }
      if minimum != nil, let top = tops.last, let height = heights.last {
        let content = solver.makeVariable(named: "C")
        try solver.add(content == top + height)
        try solver.add(content >= 300)
        try solver.add((content == 0) | .weak)
      }
      try solver.solve()
    }

    /// Gives row `i`'s text the height `size`.
    func setText(_ i: Int, _ size: Double) throws {
      try solver.setConstant(-size, of: texts[i].hug)
      try solver.setConstant(-size, of: texts[i].hold)
    }
  }

  /// The values a stack built with the given text heights has from the start.
  private func fresh(rows: Int, _ textHeight: @escaping (Int) -> Double) throws -> [Double] {
    let stack = try Stack(rows: rows, textHeight: textHeight)
    return stack.solver.values(of: stack.all)
  }

  @Test("a round of every row's text size walks each definition about once")
  func everyRowOnce() throws {
    let rows = 120
    let stack = try Stack(rows: rows)
    _ = stack.solver.takeChangedVariables()
    for (order, size) in [(Array(0..<rows), 30.0), (Array((0..<rows).reversed()), 40)] {
      let before = stack.solver.statistics.spreadDefinitions
      for i in order { try stack.setText(i, size) }
      try stack.solver.solve()
      let walked = stack.solver.statistics.spreadDefinitions - before
      // Once per row's top, and a few more: each change walked every top below it before
      // (7,000 to 14,000 for 120 rows).
      #expect(walked <= 4 * rows, "\(walked) definitions walked for \(rows) changes")
      let expected = try fresh(rows: rows) { _ in size }
      #expect(stack.solver.values(of: stack.all) == expected)
      _ = stack.solver.takeChangedVariables()
    }
  }

  /// Changes from the bottom up without a read between them: each one's spread stops at the
  /// first top the change below it already reported. The report names every value that moved.
  @Test("a few changes between two reports report every row they moved")
  func fewChangesReported() throws {
    let rows = 200
    let stack = try Stack(rows: rows)
    let start = stack.solver.values(of: stack.all)
    _ = stack.solver.takeChangedVariables()
    let changed: [Int: Double] = [150: 31, 100: 26, 50: 35]
    for i in changed.keys.sorted(by: >) { try stack.setText(i, changed[i] ?? 20) }
    try stack.solver.solve()
    let values = stack.solver.values(of: stack.all)
    let expected = try fresh(rows: rows) { changed[$0] ?? 20 }
    #expect(values == expected)
    let reported = Set((stack.solver.takeChangedVariables() ?? stack.all).map(\.id))
    let moved = stack.all.indices.filter { values[$0] != start[$0] }.map { stack.all[$0].id }
    #expect(moved.count >= 150)
    for id in moved { #expect(reported.contains(id), "variable \(id) moved, not reported") }
  }

  /// The dual simplex of such a round pivots in every row, and each pivot substitutes into the
  /// content's row, which holds every row's height: it sums what it owes that row and merges it
  /// once, as the primal simplex does (a 10,000-row settings screen's round passed a rebuild's
  /// work at every change of text size, and rebuilt).
  @Test("a round's dual simplex defers the content's long row")
  func longRowDeferred() throws {
    let rows = 100
    let deferring = try Stack(rows: rows, deferringFrom: 64)
    let plain = try Stack(rows: rows, deferringFrom: .max)
    for stack in [deferring, plain] {
      for i in 0..<rows { try stack.setText(i, 30) }
    }
    // The dual simplex alone first, so that the primal simplex's own deferrals, which follow,
    // are not counted.
    let before = deferring.solver.statistics.deferredSubstitutions
    #expect(deferring.solver.core.t.dualOptimize() == .optimal)
    let owed = deferring.solver.statistics.deferredSubstitutions - before
    #expect(owed >= rows / 2, "\(owed) substitutions deferred")
    try deferring.solver.solve()
    try plain.solver.solve()
    #expect(plain.solver.statistics.deferredSubstitutions == 0)
    let deferred = deferring.solver.values(of: deferring.all)
    let merged = plain.solver.values(of: plain.all)
    for k in deferred.indices { #expect(abs(deferred[k] - merged[k]) <= 1e-9) }
  }

  /// A read between the changes remembers the values it reads again; a later change's spread
  /// must forget them once more, and the values read after it are the new layout's.
  @Test("reads between the changes see every change")
  func readsBetweenChanges() throws {
    let rows = 120
    let stack = try Stack(rows: rows)
    var sizes = [Double](repeating: 20, count: rows)
    for (step, i) in [100, 10, 60, 61, 0, 119, 30].enumerated() {
      sizes[i] = 24 + Double(5 * step)
      try stack.setText(i, sizes[i])
      // A read of the middle and of the bottom: part of the chain remembered, part not.
      _ = stack.solver.value(of: stack.tops[rows / 2])
      _ = stack.solver.value(of: stack.tops[rows - 1])
      if step % 2 == 0 { _ = stack.solver.takeChangedVariables() }
    }
    let expected = try fresh(rows: rows) { sizes[$0] }
    #expect(stack.solver.values(of: stack.all) == expected)
  }
}
