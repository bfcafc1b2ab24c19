// SPDX-License-Identifier: MIT

import MasonrySolving
import Testing

@testable import MasonrySimplex

/// Issue 7: a primal optimisation with more candidates than ``WorkLists/pricingWindow`` (the
/// deferred one after a large build) compares every candidate through a ``PricingQueue``, so
/// that it pivots as a small one does; comparing only the window's candidates made
/// `nested-10000` fill in to 1.7 times the cells.
@Suite struct PricingQueueTests {
  /// Nested containers as the bench's `nested-N` (branching 4, axes alternating by depth):
  /// children inset 2 on the cross axis, an equal share `strong`, a preferred size 40 `weak`,
  /// the last child filling its parent `medium` and never overflowing it.
  static func addNested(_ n: Int, to solver: SimplexSolver) throws -> [Variable] {
    let b = 4
    var frame: [[Variable]] = []
    for i in 0..<n {
      frame.append(["x", "y", "w", "h"].map { solver.makeVariable(named: "\($0)\(i)") })
    }
    let width = solver.makeVariable(named: "W")
    let height = solver.makeVariable(named: "H")
    try solver.addEditVariable(width, strength: .strong)
    try solver.addEditVariable(height, strength: .strong)
    try solver.add(frame[0][0] == 0)
    try solver.add(frame[0][1] == 0)
    try solver.add(frame[0][2] == width)
    try solver.add(frame[0][3] == height)
    var depth = [Int](repeating: 0, count: n)
    for i in 1..<n { depth[i] = depth[(i - 1) / b] + 1 }
    for p in 0..<n where b * p + 1 < n {
      let first = b * p + 1
      let last = min(b * p + b, n - 1)
      // (position, size, cross position, cross size) indices into a frame.
      let (pos, size, cross, extent) = depth[p] % 2 == 0 ? (0, 2, 1, 3) : (1, 3, 0, 2)
      for c in first...last {
        try solver.add(frame[c][cross] == frame[p][cross] + 2)
        try solver.add(frame[c][extent] == frame[p][extent] - 4)
        try solver.add(frame[c][size] >= 0)
        try solver.add((frame[c][size] == 40) | .weak)
        if c == first {
          try solver.add(frame[c][pos] == frame[p][pos] + 2)
        } else {
          try solver.add(frame[c][pos] == frame[c - 1][pos] + frame[c - 1][size] + 2)
          try solver.add((frame[c][size] == frame[first][size]) | .strong)
        }
        if c == last {
          let end = frame[c][pos] + frame[c][size] + 2
          try solver.add(end <= frame[p][pos] + frame[p][size])
          try solver.add((end == frame[p][pos] + frame[p][size]) | .medium)
        }
      }
    }
    try solver.suggestValue(400, for: width)
    try solver.suggestValue(300, for: height)
    return frame.flatMap { $0 } + [width, height]
  }

  /// The same build with a window far below its candidates (the queue) and with one above
  /// them all (every candidate scanned per pivot): the same pivots, the same fill, the same
  /// values, bit for bit. Comparing only a window's candidates takes other pivots here.
  @Test func aLargeOptimisationPivotsAsAFullComparison() throws {
    let full = SimplexSolver()
    full.core.t.work.pricingWindow = 1 << 30
    let fullVariables = try Self.addNested(48, to: full)
    let queued = SimplexSolver()
    queued.core.t.work.pricingWindow = 4
    let queuedVariables = try Self.addNested(48, to: queued)
    // The suggestions' dual simplex too.
    try full.solve()
    try queued.solve()
    let fullStatistics = full.statistics
    let queuedStatistics = queued.statistics
    #expect(fullStatistics.pivots > 50)
    #expect(queuedStatistics.pivots == fullStatistics.pivots)
    #expect(queuedStatistics.cells == fullStatistics.cells)
    for (a, b) in zip(fullVariables, queuedVariables) {
      #expect(full.value(of: a) == queued.value(of: b))
    }
  }

  /// The queue's order: the highest level first, then the fewest rows, the steepest reduced
  /// cost, the highest symbol.
  @Test func theQueueOrdersBySparsestFirst() {
    var queue = PricingQueue()
    let entries = [
      PricingQueue.Entry(level: 1, rows: 1, value: -5, symbol: 1),
      PricingQueue.Entry(level: 0, rows: 9, value: -1, symbol: 2),
      PricingQueue.Entry(level: 0, rows: 3, value: -1, symbol: 3),
      PricingQueue.Entry(level: 0, rows: 3, value: -2, symbol: 4),
      PricingQueue.Entry(level: 0, rows: 3, value: -2, symbol: 5),
    ]
    for entry in entries { queue.push(entry) }
    var order: [Int32] = []
    while let entry = queue.popFirst() { order.append(entry.symbol) }
    #expect(order == [5, 4, 3, 2, 1])
  }
}
