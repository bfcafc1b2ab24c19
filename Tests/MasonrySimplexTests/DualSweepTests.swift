// SPDX-License-Identifier: MIT

import MasonryGauss
import MasonrySolving
import Testing
import _MasonryTestSupport

@testable import MasonrySimplex

/// Issue 8: a change that leaves hundreds of rows short at once (a rotation of a feed) is
/// repaid in storage order, cell after cell, instead of by deficit across all the cells and
/// back; fewer rows keep the largest deficit first.
@Suite struct DualSweepTests {
  /// `cells` rows of a feed under a screen width `W` (required, 667): each holds a label of
  /// preferred width `p` (strong), at most `W - 20`, and a trailing edge `r == w + 10` at most
  /// `W - 10`. The preferred widths run from 380 to 560: a width of 375 squeezes every label.
  static func feed(
    _ cells: Int, on solver: any ConstraintSolver
  ) throws -> (width: ConstraintHandle, labels: [Variable], edges: [Variable]) {
    let w = solver.makeVariable(named: "W")
    let width = try solver.add(w == 667)
    var labels: [Variable] = []
    var edges: [Variable] = []
    for i in 0..<cells {
      let label = solver.makeVariable(named: "w\(i)")
      let edge = solver.makeVariable(named: "r\(i)")
      try solver.add((label == Self.preferred(i)) | .strong)
      try solver.add(label <= w - 20)
      try solver.add(edge == label + 10)
      try solver.add(edge <= w - 10)
      labels.append(label)
      edges.append(edge)
    }
    return (width, labels, edges)
  }

  static func preferred(_ i: Int) -> Double { 380 + Double(i % 7) * 30 }

  static func expectLaidOut(
    _ solver: any ConstraintSolver, _ labels: [Variable], _ edges: [Variable], width: Double
  ) {
    for i in labels.indices {
      let label = min(Self.preferred(i), width - 20)
      #expect(abs(solver.value(of: labels[i]) - label) < 1e-9, "label \(i) at width \(width)")
      #expect(abs(solver.value(of: edges[i]) - (label + 10)) < 1e-9, "edge \(i) at width \(width)")
    }
  }

  @Test("a rotation that squeezes every cell is swept in storage order")
  func rotationSweeps() throws {
    let solver = SimplexSolver()
    let (width, labels, edges) = try Self.feed(150, on: solver)
    try solver.solve()
    Self.expectLaidOut(solver, labels, edges, width: 667)
    for (screen, sweeps): (Double, Bool?) in [(375, true), (667, nil), (575, false), (375, true)] {
      let before = solver.statistics.sweptRows
      try solver.setConstant(-screen, of: width)
      try solver.solve()
      let swept = solver.statistics.sweptRows - before
      // From 667 or 575 to 375, all 150 cells' rows go short (300 rows); from 667 to 575, the
      // 21 cells whose label wants 560 do: too few to sweep. (Back to 667, every label's error
      // row goes short as it grows back.)
      if let sweeps {
        #expect((swept >= WorkLists.sweepThreshold) == sweeps, "\(swept) rows swept to \(screen)")
      }
      Self.expectLaidOut(solver, labels, edges, width: screen)
      #expect(solver.core.t.work.sweep.isEmpty)
    }
  }

  /// A sweep's rows in increasing index, whichever way `startSweep` orders them: a bit per row
  /// for a dense queue, a sort for a sparse one, and a sort again when the heap holds a row
  /// twice (both of its entries stay, and the second is passed over).
  @Test(
    "a sweep hands out its rows in index order",
    arguments: [(1_000, false), (1_000, true), (1_000_000, false)])
  func sweepOrder(rowCount: Int, twice: Bool) {
    var work = WorkLists()
    work.isQueued = [Bool](repeating: false, count: rowCount)
    // 300 distinct rows, queued out of index order with keys out of order too.
    let rows = (0..<300).map { Int32(($0 * 7_919) % rowCount) }
    for (k, r) in rows.enumerated() {
      work.queueInfeasible(r, constant: -1 - Double((k * 37) % 101))
    }
    if twice { work.queueInfeasible(rows[10], constant: -500) }
    work.startSweep()
    #expect(work.sweep == (twice ? rows + [rows[10]] : rows).sorted())
    var swept: [Int32] = []
    while let r = work.nextSwept() { swept.append(r) }
    #expect(swept == rows.sorted())
    #expect(work.endSweep().isEmpty)
    #expect(!work.isQueued.contains(true))
  }

  @Test("the dense engine lays out the swept rotation the same")
  func rotationOnBothEngines() throws {
    let solver = SimplexSolver()
    let gauss = GaussSolver()
    let (width, labels, edges) = try Self.feed(140, on: solver)
    let (gaussWidth, gaussLabels, gaussEdges) = try Self.feed(140, on: gauss)
    try solver.setConstant(-375, of: width)
    try gauss.setConstant(-375, of: gaussWidth)
    #expect(solver.statistics.sweptRows >= WorkLists.sweepThreshold)
    Self.expectLaidOut(solver, labels, edges, width: 375)
    Self.expectLaidOut(gauss, gaussLabels, gaussEdges, width: 375)
  }

  @Test("a conflict found while sweeping leaves every value as it was")
  func conflictDuringSweep() throws {
    let solver = SimplexSolver()
    let (width, labels, edges) = try Self.feed(150, on: solver)
    // One label may not shrink below 400: a screen of 375 cannot hold it.
    try solver.add(labels[75] >= 400)
    try solver.solve()
    let before = solver.values(of: labels + edges)
    #expect(throws: SolverError.self) { try solver.setConstant(-375, of: width) }
    #expect(solver.values(of: labels + edges) == before)
    #expect(solver.core.t.work.sweep.isEmpty)
    // A width that fits that label is laid out as usual.
    try solver.setConstant(-430, of: width)
    try solver.solve()
    Self.expectLaidOut(solver, labels, edges, width: 430)
  }
}
