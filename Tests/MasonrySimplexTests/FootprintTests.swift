// SPDX-License-Identifier: MIT

import MasonrySolving
import Testing

@testable import MasonrySimplex

/// The bench's memory report (`bench replay F --stats` with `BENCH_STATS_MEMORY`) reads
/// `SimplexSolver.footprint`: the bytes each store of the solver takes, and the room its
/// buffers have, so that the bytes a constraint costs can be followed from one change to the
/// next.
@Suite struct FootprintTests {
  /// A chain of `n` views, each `x{i+1} == x{i} + w{i} + 8` with `w{i} >= 10` and a weak
  /// preferred width.
  static func chain(_ n: Int) throws -> SimplexSolver {
    let solver = SimplexSolver()
    let x = (0...n).map { solver.makeVariable(named: "x\($0)") }
    let w = (0..<n).map { solver.makeVariable(named: "w\($0)") }
    try solver.add(x[0] == 0)
    for i in 0..<n {
      try solver.add(x[i + 1] == x[i] + w[i] + 8)
      try solver.add(w[i] >= 10)
      try solver.add((w[i] == 40).strength(.weak))
    }
    try solver.solve()
    return solver
  }

  @Test func everyStoreIsNamedOnceAndFitsItsRoom() throws {
    let footprint = try Self.chain(50).footprint
    let names = footprint.stores.map(\.name)
    #expect(Set(names).count == names.count)
    for store in footprint.stores {
      #expect(store.used >= 0)
      #expect(store.used <= store.capacity, "\(store.name)")
    }
    #expect(footprint.used == footprint.stores.reduce(0) { $0 + $1.used })
    #expect(footprint.capacity >= footprint.used)
  }

  @Test func countsTheConstraintsAndTheirCells() throws {
    let solver = try Self.chain(200)
    let footprint = solver.footprint
    #expect(footprint.constraints == 601)
    #expect(footprint.symbolIDs >= solver.statistics.symbolCapacity)
    // Each slot holds a constraint.
    let slots = try #require(footprint.stores.first { $0.name == "slots" })
    #expect(slots.used >= 601 * MemoryLayout<Slot>.stride)
    // A row's cells are a symbol and a coefficient each, twelve bytes.
    let cells = try #require(footprint.stores.first { $0.name == "rows: cells" })
    #expect(cells.used >= 12 * solver.statistics.cells)
  }

  /// A solver of 64 variables or fewer reports what moved by comparing its values, and keeps
  /// the list its last report handed out and a scratch list: the footprint counts both.
  @Test func countsTheReportsKeptLists() throws {
    let solver = SimplexSolver()
    let x = solver.makeVariable(named: "x")
    let width = solver.makeVariable(named: "width")
    try solver.add(width >= 10)
    try solver.add((width == 40).strength(.weak))
    try solver.addEditVariable(x, strength: .strong)
    try solver.solve()
    _ = solver.takeChangedVariables()
    try solver.suggestValue(25, for: x)
    try solver.add((width == x + 5).strength(.medium))
    try solver.solve()
    let moved = try #require(solver.takeChangedVariables())
    #expect(Set(moved) == [x, width])
    let stride = MemoryLayout<Variable>.stride
    let store = try #require(solver.footprint.stores.first { $0.name == "report lists" })
    let core = solver.core
    #expect(store.used == (core.diffReport.count + core.diffReportScratch.count) * stride)
    #expect(
      store.capacity == (core.diffReport.capacity + core.diffReportScratch.capacity) * stride)
    #expect(store.used >= moved.count * stride)
  }

  @Test func growsWithTheLayout() throws {
    let small = try Self.chain(20).footprint
    let large = try Self.chain(400).footprint
    #expect(large.used > 10 * small.used / 2)
    for name in ["symbols", "slots", "rows: lists", "variables"] {
      let before = try #require(small.stores.first { $0.name == name })
      let after = try #require(large.stores.first { $0.name == name })
      #expect(after.used > before.used, "\(name)")
    }
  }
}
