// SPDX-License-Identifier: MIT

import MasonryGauss
import MasonrySimplex
import MasonrySolving
import Testing
import _MasonryTestSupport

/// Issue 7: a chain of definitions whatever order its constraints come in. A conversation's
/// avatars are aligned to their bubbles (`ay == y + h - 32`) before the line that places each
/// bubble under the one above (`y == y' + h' + gap`): the first defines `ay` over a `y` that
/// nothing else mentions yet, and the second must then define `y` too (moving `ay` above it in
/// the order of expansion), or every bubble's row holds the heights of every bubble above it.
@Suite struct OutOfOrderDefinitionTests {
  /// The bubbles of a conversation of `count` messages, each avatar aligned before its bubble
  /// is placed: the heights `h[i] == 20 + (i mod 3) * 10`, a gap of 4, the first bubble at 8.
  /// Returns the tops, heights and avatar tops.
  ///
  /// Which of `y` and `ay` the alignment defines depends on which variable is older: with
  /// `avatarFirst`, `ay` (and the chain's line defines `y` below it); without, `y` (and the
  /// chain's line solves that definition for `ay` first).
  private func conversation(
    _ solver: some ConstraintSolver, count: Int, avatarFirst: Bool = false
  ) throws -> (y: [Variable], h: [Variable], ay: [Variable]) {
    var ys: [Variable] = []
    var hs: [Variable] = []
    var ays: [Variable] = []
    for i in 0..<count {
      let early = solver.makeVariable(named: avatarFirst ? "ay\(i)" : "y\(i)")
      let h = solver.makeVariable(named: "h\(i)")
      let late = solver.makeVariable(named: avatarFirst ? "y\(i)" : "ay\(i)")
      let (y, ay) = avatarFirst ? (late, early) : (early, late)
      try solver.add(h >= Double(20 + (i % 3) * 10))
      try solver.add((h <= Double(20 + (i % 3) * 10)) | .weak)
      try solver.add(ay == y + h - 32)
      if i == 0 {
        try solver.add(y == 8)
      } else {
        try solver.add(y == ys[i - 1] + hs[i - 1] + 4)
      }
      ys.append(y)
      hs.append(h)
      ays.append(ay)
    }
    return (ys, hs, ays)
  }

  /// The top of bubble `i` in ``conversation(_:count:)``.
  private func top(_ i: Int) -> Double {
    var y = 8.0
    for k in 0..<i { y += Double(20 + (k % 3) * 10) + 4 }
    return y
  }

  @Test(
    "a chain whose links are mentioned before they are placed keeps rows short",
    arguments: [false, true])
  func chainOutOfOrderStaysLinear(avatarFirst: Bool) throws {
    var cells: [Int] = []
    var longest: [Int] = []
    for count in [100, 400] {
      let solver = SimplexSolver()
      let (ys, hs, ays) = try conversation(solver, count: count, avatarFirst: avatarFirst)
      try solver.solve()
      for i in [0, 1, count / 2, count - 1] {
        #expect(solver.value(of: ys[i]) == top(i))
        #expect(solver.value(of: hs[i]) == Double(20 + (i % 3) * 10))
        #expect(solver.value(of: ays[i]) == top(i) + Double(20 + (i % 3) * 10) - 32)
      }
      cells.append(solver.statistics.cells)
      longest.append(solver.statistics.longestRow)
    }
    // Four times the messages, four times the cells (the rows would hold every height above
    // them: 16 times), and rows as long at 400 as at 100.
    #expect(cells[1] <= 4 * cells[0] + 16, "cells \(cells)")
    #expect(longest[1] <= longest[0] + 2, "longest rows \(longest)")
  }

  @Test(
    "the out-of-order chain agrees with the dense engine",
    arguments: Engine.allCases, [false, true])
  func outOfOrderChainValues(engine: Engine, avatarFirst: Bool) throws {
    let solver = engine.make()
    let (ys, hs, ays) = try conversation(solver, count: 30, avatarFirst: avatarFirst)
    try solver.solve()
    for i in ys.indices {
      let h = Double(20 + (i % 3) * 10)
      #expect(abs(solver.value(of: ys[i]) - top(i)) < 1e-9)
      #expect(abs(solver.value(of: hs[i]) - h) < 1e-9)
      #expect(abs(solver.value(of: ays[i]) - (top(i) + h - 32)) < 1e-9)
    }
    // A bubble that grows moves every avatar under it.
    try solver.add(hs[10] >= 60)
    try solver.solve()
    #expect(abs(solver.value(of: ays[10]) - (top(10) + 60 - 32)) < 1e-9)
    // Bubble 10 was 30 high: every top under it is 30 lower, and bubble 29 is 40 high.
    #expect(abs(solver.value(of: ays[29]) - (top(29) + 30 + 40 - 32)) < 1e-9)
  }

  @Test(
    "a definition that would depend on itself goes into the tableau", arguments: Engine.allCases)
  func cycleIsNotDefined(engine: Engine) throws {
    let solver = engine.make()
    let y = solver.makeVariable(named: "y")
    let h = solver.makeVariable(named: "h")
    let ay = solver.makeVariable(named: "ay")
    try solver.add(h == 30)
    try solver.add(ay == y + h - 32)
    // `y` is mentioned only by `ay`'s definition, but this line mentions `ay`: defining `y` by
    // it would make `y` depend on itself. It is redundant (the same equation), so it holds.
    try solver.add(y == ay - h + 32)
    // And one that contradicts it is refused.
    #expect(throws: SolverError.self) { try solver.add(y == ay - h + 40) }
    try solver.add(y == 100)
    try solver.solve()
    #expect(abs(solver.value(of: ay) - 98) < 1e-9)
    #expect(abs(solver.value(of: y) - 100) < 1e-9)
  }

  @Test("a failed batch after an out-of-order definition leaves the solver as before")
  func rollbackRestoresOrder() throws {
    let solver = SimplexSolver()
    let (ys, hs, ays) = try conversation(solver, count: 6)
    let y6 = solver.makeVariable(named: "y6")
    let ay6 = solver.makeVariable(named: "ay6")
    try solver.add(ay6 == y6 + hs[5] - 32)
    try solver.solve()
    let before = solver.statistics
    let values = (ys + hs + ays).map { solver.value(of: $0) }
    // The first defines `y6` below `ay6`; the second conflicts: the batch is taken back whole.
    #expect(throws: SolverError.self) {
      try solver.add([y6 == ys[5] + hs[5] + 4, hs[0] == 1])
    }
    #expect(solver.statistics.definedVariables == before.definedVariables)
    #expect((ys + hs + ays).map { solver.value(of: $0) } == values)
    // The same line again, alone, defines `y6`, and `ay6` reads through it.
    try solver.add(y6 == ys[5] + hs[5] + 4)
    try solver.solve()
    #expect(solver.value(of: y6) == top(6))
    #expect(solver.value(of: ay6) == top(6) + solver.value(of: hs[5]) - 32)
  }

  @Test("removing the constraints of an out-of-order chain", arguments: Engine.allCases)
  func removalsKeepValues(engine: Engine) throws {
    let solver = engine.make()
    var ys: [Variable] = []
    var handles: [ConstraintHandle] = []
    let ay = solver.makeVariable(named: "ay")
    for i in 0..<4 {
      let y = solver.makeVariable(named: "y\(i)")
      if i == 2 { try solver.add(ay == y + 5) }
      handles.append(try solver.add(i == 0 ? y == 10 : y == ys[i - 1] + 10))
      ys.append(y)
    }
    try solver.solve()
    #expect(abs(solver.value(of: ay) - 35) < 1e-9)
    // The link that defined `y2` (below `ay`) goes: `y2` and `ay` are free, then pinned again.
    try solver.remove(handles[2])
    try solver.add(ys[2] == 100)
    try solver.solve()
    #expect(abs(solver.value(of: ay) - 105) < 1e-9)
    #expect(abs(solver.value(of: ys[3]) - 110) < 1e-9)
  }

  @Test("a value change reaches the definitions moved above", arguments: Engine.allCases)
  func changesReachMovedDefinitions(engine: Engine) throws {
    let solver = engine.make()
    let y = solver.makeVariable(named: "y")
    let ay = solver.makeVariable(named: "ay")
    let top = solver.makeVariable(named: "top")
    try solver.add(ay == y - 32)
    try solver.add(y == top + 100)
    try solver.addEditVariable(top, strength: .strong)
    try solver.suggestValue(10, for: top)
    try solver.solve()
    _ = solver.takeChangedVariables()
    #expect(abs(solver.value(of: ay) - 78) < 1e-9)
    try solver.suggestValue(50, for: top)
    try solver.solve()
    let changed = Set((solver.takeChangedVariables() ?? [ay]).map(\.id))
    #expect(changed.contains(ay.id))
    #expect(abs(solver.value(of: ay) - 118) < 1e-9)
  }
}

/// The links of a chain in any order within a stretch: each link's line may come after the
/// lines that defined both its ends, and the definitions along one end are solved for the
/// variable at the bottom of their chain, several deep, so that the link defines its end.
@Suite struct ShuffledChainTests {
  /// `x0 == 10`, `w[i] == 20 + i mod 5`, `x[i] == x[i-1] + w[i-1] + 8`, in stretches of
  /// `stretch` lines whose order `SplitMix64(seed:)` shuffles.
  private func shuffledChain(
    _ solver: some ConstraintSolver, length: Int, stretch: Int
  ) throws -> [Variable] {
    let xs = (0..<length).map { solver.makeVariable(named: "x\($0)") }
    let ws = (0..<length).map { solver.makeVariable(named: "w\($0)") }
    var lines: [LinearConstraint] = [xs[0] == 10]
    for i in 0..<length {
      lines.append(ws[i] == Double(20 + i % 5))
      if i > 0 { lines.append(xs[i] == xs[i - 1] + ws[i - 1] + 8) }
    }
    var rng = SplitMix64(seed: 11)
    var start = 0
    while start < lines.count {
      let end = min(lines.count, start + stretch)
      var index = end - 1
      while index > start {
        lines.swapAt(index, start + rng.below(index - start + 1))
        index -= 1
      }
      start = end
    }
    for line in lines { try solver.add(line) }
    return xs
  }

  private func expected(_ i: Int) -> Double {
    var x = 10.0
    for k in 0..<i { x += Double(20 + k % 5) + 8 }
    return x
  }

  @Test("a chain whose lines come shuffled builds as short rows as in order")
  func shuffledChainStaysShort() throws {
    let ordered = SimplexSolver()
    _ = try shuffledChain(ordered, length: 300, stretch: 1)
    let shuffled = SimplexSolver()
    let xs = try shuffledChain(shuffled, length: 300, stretch: 6)
    try shuffled.solve()
    for i in [0, 1, 150, 299] { #expect(shuffled.value(of: xs[i]) == expected(i)) }
    // Shuffled, the links' lines used to go into the tableau with every width below them,
    // about 25,000 cells in rows of up to 600 (the same chain in `.csys` lines, stretches of 6,
    // on the engine before). Most links now define their ends; a join of two stretches whose
    // definitions are many deep still goes into the tableau (at most 32 definitions move).
    #expect(
      shuffled.statistics.cells <= 10 * 300,
      "\(shuffled.statistics.cells) cells, \(ordered.statistics.cells) in order")
  }

  @Test("the shuffled chain agrees with the dense engine", arguments: Engine.allCases)
  func shuffledChainValues(engine: Engine) throws {
    let solver = engine.make()
    let xs = try shuffledChain(solver, length: 40, stretch: 20)
    try solver.solve()
    for i in xs.indices { #expect(abs(solver.value(of: xs[i]) - expected(i)) < 1e-9) }
  }
}
