// SPDX-License-Identifier: MIT

import MasonrySolving
import Testing
import _MasonryTestSupport

@testable import MasonrySimplex

/// Issues 7 and 8: a round touches the rows it changes in an order that stays in one part of
/// the tableau at a time. The dual simplex repays the rows its last pivots left infeasible
/// before going back to the rows the change queued (a rotation of `feed-10000` walked the
/// whole tableau once per breakpoint of a cell, 64,000 pivots that each found their rows
/// evicted from the caches), and a shift finds its marker by galloping from the row's front.
@Suite struct RoundLocalityTests {
  private func queued(_ r: Int32, _ key: Double, in work: inout WorkLists) {
    while work.isQueued.count <= Int(r) { work.isQueued.append(false) }
    work.queueInfeasible(r, constant: key)
  }

  /// Rows queued while the dual simplex pivots come out before the rows queued before it,
  /// whatever their deficits; among themselves, the largest deficit first.
  @Test func rowsQueuedByPivotsComeFirst() {
    var work = WorkLists()
    queued(0, -9, in: &work)
    queued(1, -8, in: &work)
    work.queuesNearby = true
    queued(2, -1, in: &work)
    queued(3, -2, in: &work)
    work.queuesNearby = false
    #expect(work.hasQueuedRows)
    var order: [Int32] = []
    while let r = work.popInfeasible() { order.append(r) }
    #expect(order == [3, 2, 0, 1])
    #expect(!work.hasQueuedRows)
    #expect(work.isQueued == [false, false, false, false])
  }

  /// Clearing forgets the rows of both queues.
  @Test func clearingForgetsBothQueues() {
    var work = WorkLists()
    queued(0, -1, in: &work)
    work.queuesNearby = true
    queued(1, -1, in: &work)
    work.clearInfeasible()
    #expect(!work.hasQueuedRows)
    #expect(work.popInfeasible() == nil)
    #expect(work.isQueued == [false, false])
  }

  /// The galloping search finds the position the binary search finds, for every symbol
  /// below, in and above rows of many lengths.
  @Test func gallopingFindsTheBinarySearchPosition() {
    var tableau = Tableau()
    var generator = SplitMix64(seed: 7)
    for length in [0, 1, 2, 3, 5, 8, 16, 17, 33, 100, 205] {
      var syms: [Int32] = []
      var next: Int32 = 0
      for _ in 0..<length {
        next += Int32(1 + generator.next() % 3)
        syms.append(next)
      }
      tableau.rows = RowStore()
      tableau.rows.appendRow()
      tableau.rows.setCells(0, syms, Array(repeating: 1, count: syms.count))
      for s in Int32(-1)...(next + 2) {
        #expect(
          tableau.positionFromFront(of: s, inRow: 0) == tableau.position(of: s, inRow: 0),
          "symbol \(s) in a row of \(length)")
      }
    }
  }

  /// Cells of a feed under one shared width, rotated: the simplex reaches the dense engine's
  /// values whatever order it repays the cells' rows in.
  @Test("a rotation of several cells agrees with the dense engine", arguments: [24, 48])
  func rotationAgreesWithTheDenseEngine(width: Int) throws {
    var values: [[Double]] = []
    for engine in Engine.allCases {
      let solver = engine.make()
      let feed = solver.makeVariable(named: "feed")
      let pin = try solver.add(feed == 375)
      var probes: [Variable] = []
      for i in 0..<6 {
        let label = solver.makeVariable(named: "label\(i)")
        let gap = solver.makeVariable(named: "gap\(i)")
        try solver.add(label >= 0)
        try solver.add(gap >= 8)
        try solver.add(label + gap + Double(width + 10 * i) <= feed)
        try solver.add((label == 300) | .medium)
        try solver.add((gap == 20) | .weak)
        probes += [label, gap]
      }
      for constant in [-667.0, -375, -120, -667] {
        try solver.setConstant(constant, of: pin)
        try solver.solve()
        values.append(probes.map { solver.value(of: $0) })
      }
    }
    let half = values.count / 2
    for k in 0..<half {
      for (a, b) in zip(values[k], values[half + k]) { #expect(abs(a - b) < 1e-6) }
    }
  }
}
