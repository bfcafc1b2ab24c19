// SPDX-License-Identifier: MIT

import MasonrySolving
import Testing

@testable import MasonrySimplex

/// Sections of a long scrolling list that collapse and expand (an accordion, a settings screen
/// whose groups fold): each collapse adds a required `body == 0`, which phase 1 enters through
/// the content's height, a row of the tableau with a cell for every row of the list. Its
/// pivots' substitutions into that row are summed and merged once per add (see
/// ``DeferredRows``), and the merges copy the long row's runs as blocks.
@Suite struct CollapsedSectionsTests {
  /// `sections` sections of `perSection` rows, each row as tall as its text and at least 44;
  /// each section a 44-point header above a body that holds its rows unless collapsed; the
  /// content as tall as the sections.
  private struct Accordion {
    let solver = SimplexSolver()
    var variables: [Variable] = []
    var bodies: [Variable] = []
    var collapsed: [Int: ConstraintHandle] = [:]

    init(sections: Int, perSection: Int, deferringFrom minimum: Int) throws {
      // The adds' deferral alone: the primal simplex's stays at its own threshold, above these
      // rows' length.
      solver.core.t.scratch.deferred.dualMinimumLength = minimum
      var bottom: Variable?
      for s in 0..<sections {
        let header = solver.makeVariable(named: "hy\(s)")
        let body = solver.makeVariable(named: "by\(s)")
        let bodyHeight = solver.makeVariable(named: "bh\(s)")
        if let bottom {
          try solver.add(header == bottom)
        } else {
          try solver.add(header == 0)
        }
        try solver.add(body == header + 44)
        try solver.add(bodyHeight >= 0)
        var rowBottom: Expression = 1 * body
        for k in 0..<perSection {
          let top = solver.makeVariable(named: "ry\(s)_\(k)")
          let height = solver.makeVariable(named: "rh\(s)_\(k)")
          let text = solver.makeVariable(named: "th\(s)_\(k)")
          try solver.add(top == rowBottom)
          try solver.add(height >= 44)
          try solver.add((height == text + 16) | .medium)
          try solver.add(text >= 0)
          try solver.add((text == Double(20 + (7 * s + 3 * k) % 60)) | .weak)
          rowBottom = top + height
          variables += [top, height, text]
        }
        try solver.add((body + bodyHeight == rowBottom) | .strong)
        let end = solver.makeVariable(named: "be\(s)")
        try solver.add(end == body + bodyHeight)
        bottom = end
        variables += [header, body, bodyHeight, end]
        bodies.append(bodyHeight)
      }
      let content = solver.makeVariable(named: "C")
      if let bottom { try solver.add(content >= bottom + 8) }
      try solver.add(content >= 600)
      try solver.add((content == 0) | .weak)
      variables.append(content)
      try solver.solve()
    }

    mutating func collapse(_ s: Int) throws {
      collapsed[s] = try solver.add(bodies[s] == 0)
    }

    mutating func expand(_ s: Int) throws {
      if let handle = collapsed.removeValue(forKey: s) { try solver.remove(handle) }
    }
  }

  @Test("a collapse's phase 1 defers the content's long row, and lays out the same")
  func collapsesDeferTheContent() throws {
    let sections = 36
    var deferring = try Accordion(sections: sections, perSection: 8, deferringFrom: 64)
    var plain = try Accordion(sections: sections, perSection: 8, deferringFrom: .max)
    // Collapse a third, then expand some and collapse others, reading after each step.
    let steps: [[(Int, Bool)]] = [
      stride(from: 0, to: sections, by: 3).map { ($0, true) },
      [(3, false), (9, false), (1, true), (22, true)],
      [(0, false), (21, false), (5, true), (12, false)],
    ]
    var owedByAdds = 0
    for step in steps {
      for (s, collapse) in step {
        let before = deferring.solver.statistics.deferredSubstitutions
        if collapse {
          try deferring.collapse(s)
          try plain.collapse(s)
          owedByAdds += deferring.solver.statistics.deferredSubstitutions - before
        } else {
          try deferring.expand(s)
          try plain.expand(s)
        }
      }
      try deferring.solver.solve()
      try plain.solver.solve()
      let deferred = deferring.solver.values(of: deferring.variables)
      let merged = plain.solver.values(of: plain.variables)
      for k in deferred.indices {
        #expect(abs(deferred[k] - merged[k]) <= 1e-9, "\(deferring.variables[k])")
      }
      for s in 0..<sections {
        let height = deferring.solver.value(of: deferring.bodies[s])
        if deferring.collapsed[s] != nil {
          #expect(abs(height) <= 1e-9)
        } else {
          #expect(height >= 8 * 44 - 1e-9)
        }
      }
    }
    // Each collapse's phase 1 pivots through the content's row (without the deferral, none
    // of its substitutions is summed: the adds' pivots wrote into the row at once).
    #expect(owedByAdds >= 10, "\(owedByAdds) substitutions deferred by the adds")
    #expect(plain.solver.statistics.deferredSubstitutions == 0)
  }

  /// A fold refused (the body must be at least 10 high) rolls back: the long rows its phase 1
  /// deferred were merged, the journal keeping the few cells each merge changed (not the
  /// rows' hundreds), and the rollback puts them back exactly.
  @Test("a refused fold leaves the list as it was")
  func refusedFold() throws {
    let sections = 36
    var deferring = try Accordion(sections: sections, perSection: 8, deferringFrom: 64)
    var plain = try Accordion(sections: sections, perSection: 8, deferringFrom: .max)
    for step in 0..<2 {
      var accordion = step == 0 ? deferring : plain
      try accordion.collapse(3)
      try accordion.collapse(20)
      try accordion.solver.add(accordion.bodies[10] >= 10)
      try accordion.solver.solve()
      let before = accordion.solver.values(of: accordion.variables)
      #expect(throws: SolverError.self) { try accordion.solver.add(accordion.bodies[10] == 0) }
      #expect(accordion.solver.values(of: accordion.variables) == before)
      if step == 0 { #expect(!accordion.solver.core.t.journal.patches.isEmpty) }
      try accordion.expand(3)
      try accordion.collapse(11)
      if step == 0 {
        // The fold's transaction saved the cells its merges changed, not the long rows.
        let journal = accordion.solver.core.t.journal
        let longest = accordion.solver.statistics.longestRow
        #expect(!journal.patches.isEmpty)
        #expect(journal.savedCellCount < longest / 4, "\(journal.savedCellCount) cells saved")
      }
      try accordion.solver.solve()
      if step == 0 { deferring = accordion } else { plain = accordion }
    }
    let deferred = deferring.solver.values(of: deferring.variables)
    let merged = plain.solver.values(of: plain.variables)
    for k in deferred.indices {
      #expect(abs(deferred[k] - merged[k]) <= 1e-9, "\(deferring.variables[k])")
    }
  }

  /// Phase 1 forgets what its pivots owed a deferred row at the artificial symbol, which
  /// leaves every row once phase 1 ends: the merge then stops short of it.
  @Test("a forgotten debt leaves the merge")
  func forgottenDebt() {
    var deferred = DeferredRows()
    deferred.begin(symbolCount: 16, minimumLength: 1, lengthRatio: 0)
    let k = deferred.add(3)
    deferred.owe(k, 5, 2)
    deferred.owe(k, 12, -1)
    deferred.owe(k, 7, 0.5)
    deferred.forget(k, 12)
    deferred.forget(k, 9)
    #expect(deferred.sortedDebts(k) == [5, 7])
    #expect(deferred.owed(k, 12) == 0)
    #expect(deferred.owed(k, 5) == 2)
    deferred.owe(k, 12, 4)
    #expect(deferred.sortedDebts(k) == [5, 7, 12])
    #expect(deferred.owed(k, 12) == 4)
    deferred.remove(k)
    deferred.end()
  }

  @Test("galloping finds the first symbol not below the target, from any start")
  func gallopAgreesWithBinarySearch() {
    var random = SystemRandomNumberGenerator()
    for length in [0, 1, 2, 3, 7, 64, 1_000] {
      var syms = (0..<length).map { _ in Int32.random(in: 0..<3_000, using: &random) }
      syms = Array(Set(syms)).sorted()
      syms.withUnsafeBufferPointer { buffer in
        for target in Int32(-1)...Int32(3_001) where target % 7 == 0 || length < 10 {
          let expected = lowerBound(of: target, in: buffer)
          for start in [0, expected / 2, expected] {
            #expect(gallop(buffer, from: start, to: target) == expected)
          }
        }
      }
    }
  }

  @Test("a run's copy leaves out the one cell it skips")
  func copyRunSkips() {
    let syms: [Int32] = [1, 3, 5, 7, 9]
    let coefs: [Double] = [10, 30, 50, 70, 90]
    var outSyms = [Int32](repeating: 0, count: 8)
    var outCoefs = [Double](repeating: 0, count: 8)
    for skip in [-1, 0, 2, 4, 5] {
      let n = syms.withUnsafeBufferPointer { s in
        coefs.withUnsafeBufferPointer { c in
          outSyms.withUnsafeMutableBufferPointer { os in
            outCoefs.withUnsafeMutableBufferPointer { oc in
              copyRun(s, c, 0, 5, skipping: skip, into: os, oc, at: 1)
            }
          }
        }
      }
      let kept = syms.indices.filter { $0 != skip }
      #expect(n == 1 + kept.count)
      #expect(Array(outSyms[1..<n]) == kept.map { syms[$0] })
      #expect(Array(outCoefs[1..<n]) == kept.map { coefs[$0] })
    }
  }
}
