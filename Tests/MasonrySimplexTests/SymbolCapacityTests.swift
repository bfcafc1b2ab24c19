// SPDX-License-Identifier: MIT

import MasonrySimplex
import MasonrySolving
import Testing

/// Issue 7: a large build's per-symbol arrays grow four times over once past 4,096 symbols,
/// all together and objective levels made later included, so that a build copies them a third
/// as much as by doubling (the copies missed the cache on `grid-10000`).
@Suite struct SymbolCapacityTests {
  @Test("per-symbol arrays grow four times over past 4,096 symbols, levels made later too")
  func largeArraysGrowAhead() throws {
    let solver = SimplexSolver()
    // Doubling fills at 8,184 symbols (4,092 doubled); the next symbol grows the arrays.
    let xs = (0..<8_300).map { solver.makeVariable(named: "x\($0)") }
    let room = solver.statistics.symbolArrayCapacity
    // Doubling would leave room for fewer than 2 * 8,184 symbols.
    #expect(room >= 4 * 8_184, "room for \(room) symbols")
    // A level made now has the room of the others.
    try solver.add(xs[0] == 1)
    try solver.add((xs[1] == xs[0] + 2) | .weak)
    try solver.solve()
    #expect(solver.statistics.objectiveLevels == 1)
    #expect(solver.statistics.symbolArrayCapacity >= room)
    #expect(solver.value(of: xs[1]) == 3)
  }
}
