// SPDX-License-Identifier: MIT

import MasonryGauss
import MasonrySimplex
import MasonrySolving
import Testing
import _MasonryTestSupport

/// Issue 8: a first layout's constraints over variables that are all defined ask whether a
/// definition can be solved for a free variable, walking from definition to definition. In a
/// chain pinned at its head (a feed's tops, each placed below the one above, down to the
/// screen's), no walk finds one; a failed walk marks the definitions it met (`DeadEnds`), so
/// that the next one stops where it meets them instead of walking the chain again.
@Suite struct DeadEndTests {
  /// A chain `x[i] == x[i-1] + 10` pinned at `x[0] == 0`, each link followed by a constraint
  /// over its two (defined) ends, `x[i] <= x[i-1] + 20`, as a feed's cell keeps its bottom
  /// above the next one's top.
  private func pinnedChain(
    _ solver: some ConstraintSolver, count: Int
  ) throws -> (xs: [Variable], pin: ConstraintHandle) {
    var xs = [solver.makeVariable(named: "x0")]
    let pin = try solver.add(xs[0] == 0)
    for i in 1..<count {
      let x = solver.makeVariable(named: "x\(i)")
      try solver.add(x == xs[i - 1] + 10)
      try solver.add(x <= xs[i - 1] + 20)
      xs.append(x)
    }
    return (xs, pin)
  }

  @Test("walks along a pinned chain stop at the definitions an earlier walk found dead")
  func walksStopAtKnownDeadEnds() throws {
    let count = 500
    let solver = SimplexSolver()
    let (xs, _) = try pinnedChain(solver, count: count)
    try solver.solve()
    for i in [0, 1, count / 2, count - 1] { #expect(solver.value(of: xs[i]) == Double(10 * i)) }
    // Each new link's walk reads its own definition and stops at the one above, which the
    // previous link's walk marked: one definition a link (500 here). Walking the chain again
    // each time, as far as the walk's depth limit, read 190,950.
    let steps = solver.statistics.reorientSteps
    #expect(steps > 0, "the constraints over defined ends must ask for a walk")
    #expect(steps <= 4 * count, "definitions read: \(steps)")
  }

  @Test(
    "a chain unpinned and pinned again solves as before, on both engines",
    arguments: Engine.allCases)
  func unpinningForgetsTheDeadEnds(engine: Engine) throws {
    let solver = engine.make()
    let count = 120
    let (xs, pin) = try pinnedChain(solver, count: count)
    try solver.solve()
    #expect(solver.value(of: xs[count - 1]) == Double(10 * (count - 1)))
    // The head's pin goes: its definition is dropped, and the marks with it. Links added now
    // walk to a free head; values must follow the new pin.
    try solver.remove(pin)
    var tail = xs
    for i in count..<(count + 40) {
      let x = solver.makeVariable(named: "x\(i)")
      try solver.add(x == tail[i - 1] + 10)
      try solver.add(x <= tail[i - 1] + 20)
      tail.append(x)
    }
    try solver.add(tail[count + 39] == 5_000)
    try solver.solve()
    let head = 5_000 - 10 * Double(count + 39)
    for i in [0, count / 2, count, count + 39] {
      #expect(abs(solver.value(of: tail[i]) - (head + Double(10 * i))) < 1e-9)
    }
  }
}
