// SPDX-License-Identifier: MIT

import MasonrySolving
import Testing

@testable import MasonrySimplex

/// Issue 8: the deferred optimisation after a large build compares at most
/// ``WorkLists/pricingWindow`` candidates per pivot (a pass over every candidate per pivot made
/// the first layout of `feed-10000` quadratic). The optimum it reaches is the same.
@Suite struct PricingWindowTests {
  /// A window far below the candidates of a dozen blocks.
  let window = 8

  /// Independent blocks, as a feed's cells are: `x + y == 100`, `x` at least a floor, a weak
  /// wish for `x == 70` and a medium one for `y == 70` (the medium wins: `y` 70, `x` 30).
  static func addBlocks(_ count: Int, to solver: SimplexSolver) throws -> [(Variable, Variable)] {
    var blocks: [(Variable, Variable)] = []
    for i in 0..<count {
      let x = solver.makeVariable(named: "x\(i)")
      let y = solver.makeVariable(named: "y\(i)")
      try solver.add(x + y == 100)
      try solver.add(x >= Double(10 + i % 7))
      try solver.add((x == 70) | .weak)
      try solver.add((y == 70) | .medium)
      blocks.append((x, y))
    }
    return blocks
  }

  @Test("more candidates than the window: the optimum, and the candidates stay a heap")
  func largeDeferredOptimisation() throws {
    let solver = SimplexSolver()
    solver.core.t.work.pricingWindow = window
    // A row made before the blocks, whose basic symbol is older than every candidate (the
    // blocks' own constraints may all become definitions).
    let z1 = solver.makeVariable(named: "z1")
    let z2 = solver.makeVariable(named: "z2")
    try solver.add(z1 + z2 == 10)
    try solver.add(z1 - z2 == 2)
    let blocks = try Self.addBlocks(12, to: solver)
    let pending = solver.core.t.work.candidates
    #expect(pending.count > window)
    // A basic symbol below every candidate goes to the heap's root: it cannot enter, and a pass
    // over every candidate would drop it; a pop compares only the window at the other end.
    let t = solver.core.t
    let lowest = try #require(pending.min())
    let stale = try #require(t.rows.basic.filter { $0 >= 0 && $0 < lowest }.min())
    solver.core.t.work.pushCandidate(stale)
    #expect(solver.core.t.work.candidates.first == stale)
    let before = solver.core.t.work.candidates.count
    let first = solver.core.t.popSparsestCandidate()
    #expect(first != nil)
    let heap = solver.core.t.work.candidates
    #expect(heap.first == stale)
    #expect(solver.core.t.work.isCandidate[Int(stale)])
    #expect(heap.count < before)
    #expect(heap.indices.dropFirst().allSatisfy { heap[($0 - 1) / 2] <= heap[$0] })
    #expect(heap.allSatisfy { solver.core.t.work.isCandidate[Int($0)] })
    if let first { solver.core.t.work.pushCandidate(first) }
    try solver.solve()
    #expect(solver.core.t.work.candidates.isEmpty)
    for (x, y) in blocks {
      #expect(abs(solver.value(of: x) - 30) < 1e-9)
      #expect(abs(solver.value(of: y) - 70) < 1e-9)
    }
  }

  @Test("a window of stale candidates only passes on to the next")
  func staleWindowPassesOn() throws {
    let solver = SimplexSolver()
    solver.core.t.work.pricingWindow = window
    // A row made before the blocks, whose basic symbol is older than every candidate (the
    // blocks' own constraints may all become definitions).
    let z1 = solver.makeVariable(named: "z1")
    let z2 = solver.makeVariable(named: "z2")
    try solver.add(z1 + z2 == 10)
    try solver.add(z1 - z2 == 2)
    let blocks = try Self.addBlocks(12, to: solver)
    let original = solver.core.t.work.candidates
    let t = solver.core.t
    let enterable = original.filter { s in
      let kind = t.symbols.kind[Int(s)]
      return t.symbols.rowOf[Int(s)] < 0 && (kind == .slack || kind == .error)
        && (t.leadingCost(s)?.value ?? 0) < 0
    }
    let s = try #require(enterable.min())
    // Basic symbols cannot enter: a heap of `s` and more of them than a window holds, all
    // above `s` (a sorted array is a heap), so the last window holds only stale entries.
    let stale = t.rows.basic.filter { $0 > s }.sorted().prefix(window + 10)
    #expect(stale.count == window + 10)
    solver.core.t.work.clearCandidates()
    solver.core.t.work.pushCandidate(s)
    for b in stale { solver.core.t.work.pushCandidate(b) }
    #expect(solver.core.t.popSparsestCandidate() == s)
    #expect(solver.core.t.work.candidates.isEmpty)
    // The original list back: the optimisation ends at the optimum.
    for c in original { solver.core.t.work.pushCandidate(c) }
    try solver.solve()
    for (x, y) in blocks {
      #expect(abs(solver.value(of: x) - 30) < 1e-9)
      #expect(abs(solver.value(of: y) - 70) < 1e-9)
    }
  }
}
