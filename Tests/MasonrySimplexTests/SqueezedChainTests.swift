// SPDX-License-Identifier: MIT

import MasonrySimplex
import MasonrySolving
import Testing
import _MasonryTestSupport

/// Issue 12, F13: a chain of views with weak preferred widths, squeezed by an edit so that the
/// dual simplex passes the deficit from view to view (`bench scale weak-chain N` times it at
/// 100,000 constraints). Here small sizes check the layout and that the rows the pivots fill in
/// and cancel again do not keep their long storage.
@Suite struct SqueezedChainTests {
  /// `m` views in a row: `x0 == 8`, `x(i) == x(i-1) + w(i-1) + 8`, `w(i) >= 20`, weak
  /// `w(i) == 100`, the end at most `W` and (medium) equal to it, `W` a strong edit suggested
  /// 70% of the width the wishes ask for.
  func squeeze(
    _ m: Int, _ solver: any ConstraintSolver
  ) throws -> (x: [Double], w: [Double], width: Double) {
    let x = (0..<m).map { solver.makeVariable(named: "x\($0)") }
    let w = (0..<m).map { solver.makeVariable(named: "w\($0)") }
    let container = solver.makeVariable(named: "W")
    // One call for the whole chain: the debug build checks the tableau after each call.
    var chain = [x[0] == 8]
    for i in 0..<m {
      if i > 0 { chain.append(x[i] == x[i - 1] + w[i - 1] + 8) }
      chain.append(w[i] >= 20)
      chain.append((w[i] == 100) | .weak)
    }
    let end = x[m - 1] + w[m - 1] + 8
    chain.append(end <= container)
    chain.append((end == container) | .medium)
    try solver.add(chain)
    try solver.addEditVariable(container, strength: .strong)
    let width = 108 * Double(m) * 0.7
    try solver.suggestValue(width, for: container)
    try solver.solve()
    return (x.map { solver.value(of: $0) }, w.map { solver.value(of: $0) }, width)
  }

  /// Every view in its place, every width between its floor and its wish, the row ending at W.
  func expectSqueezed(_ x: [Double], _ w: [Double], width: Double) {
    var position = 8.0
    for i in x.indices {
      #expect(abs(x[i] - position) < 1e-6, "x\(i)")
      #expect(w[i] >= 20 - 1e-6 && w[i] <= 100 + 1e-6, "w\(i) = \(w[i])")
      position = x[i] + w[i] + 8
    }
    #expect(abs(position - width) < 1e-6)
  }

  @Test(arguments: Engine.allCases)
  func theWidthsGiveWayBetweenTheirFloorsAndTheirWishes(engine: Engine) throws {
    let (x, w, width) = try squeeze(20, engine.make())
    expectSqueezed(x, w, width: width)
  }

  @Test(arguments: Engine.allCases)
  func anEditAtZeroSqueezesEveryWidthToItsFloor(engine: Engine) throws {
    // The edit first: when the row's end arrives, W (strong, at 0) gives way to the required
    // end and every weak wish to the strong edit, as `bench scale weak-chain` builds it.
    let m = 20
    let solver = engine.make()
    let container = solver.makeVariable(named: "W")
    try solver.addEditVariable(container, strength: .strong)
    let x = (0..<m).map { solver.makeVariable(named: "x\($0)") }
    let w = (0..<m).map { solver.makeVariable(named: "w\($0)") }
    var chain = [x[0] == 8]
    for i in 0..<m {
      if i > 0 { chain.append(x[i] == x[i - 1] + w[i - 1] + 8) }
      chain.append(w[i] >= 20)
      chain.append((w[i] == 100) | .weak)
    }
    let end = x[m - 1] + w[m - 1] + 8
    chain.append(end <= container)
    chain.append((end == container) | .medium)
    try solver.add(chain)
    try solver.solve()
    for i in 0..<m {
      #expect(abs(solver.value(of: w[i]) - 20) < 1e-6, "w\(i)")
      #expect(abs(solver.value(of: x[i]) - (8 + 28 * Double(i))) < 1e-6, "x\(i)")
    }
    #expect(abs(solver.value(of: container) - 28 * Double(m) - 8) < 1e-6)
  }

  @Test func rowsThatCancelLetGoOfTheirStorage() throws {
    let solver = SimplexSolver()
    let (x, w, width) = try squeeze(400, solver)
    expectSqueezed(x, w, width: width)
    let statistics = solver.statistics
    // Each of the hundreds of pivots fills one row in to the chain's length and cancels
    // another: kept, their buffers would hold hundreds of thousands of cells.
    #expect(statistics.pivots > 150)
    #expect(statistics.cellCapacity <= 8 * statistics.cells + 64 * statistics.rows)
  }
}
