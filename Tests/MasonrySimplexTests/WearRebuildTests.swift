// SPDX-License-Identifier: MIT

import MasonrySolving
import Testing
import _MasonryTestSupport

@testable import MasonrySimplex

/// Between rounds, once they have done a rebuild's work, the tableau's wear is measured and a
/// worn tableau is rebuilt from its constraints (`SimplexCore.rebuildIfWorn()`): rows grown to
/// more than twice their cells per term after the last build, or required constraints that
/// the rows' values break by more than 1e-11 of their scale. A random layout of 1,500 views
/// (`Benchmarks/peers/random_csys.py 489 1500`) went, over six passes of its rounds, from
/// 315,000 cells to 1.9 million and from 4e-11 to 4e-9, and its weakest tier ended 0.9% above
/// the optimum, with no round slow or noisy enough to stop.
@Suite struct WearRebuildTests {
  /// The bench's `random-N` shape (30 views, seed 16 of a search), its two edited positions
  /// moved to new places each round.
  static func rounds(
    _ count: Int, on solvers: [SimplexSolver], after round: (Int) throws -> Void = { _ in }
  ) throws {
    var rng = SplitMix64(seed: 16 &* 7919 &+ 60)
    let system = SystemGenerator.make(.random, size: 60, consistent: false, rng: &rng)
    for s in solvers { _ = try ScriptRunner(s, system: system) }
    for k in 1...count {
      for edit in system.edits {
        let value = Double(rng.int(in: 0...4000)) / 2
        for s in solvers { try s.suggestValue(value, for: edit.variable) }
      }
      for s in solvers { try s.solve() }
      try round(k)
    }
  }

  @Test func requiredConstraintsThatDriftAreRebuilt() throws {
    let wearing = SimplexSolver()
    let going = SimplexSolver()
    going.core.stopsToRebuild = false
    var worst = (wearing: 0.0, going: 0.0)
    try Self.rounds(300, on: [wearing, going]) { _ in
      worst.wearing = max(worst.wearing, wearing.core.requiredDrift())
      worst.going = max(worst.going, going.core.requiredDrift())
    }
    // Left alone, the rows' error grows a hundred thousand times past a fresh build's; measured
    // every rebuild's work (some 16 rounds here), it is rebuilt before it passes 1e-10.
    #expect(worst.going > 1e-9)
    #expect(worst.wearing < 1e-10)
    #expect(wearing.statistics.driftRebuilds >= 1)
    #expect(wearing.statistics.fillRebuilds == 0)
    #expect(going.statistics.rebuilds == 0)
  }

  @Test func anUnwornTableauIsMeasuredAndLeftAlone() throws {
    // The same rounds, the first 120 of them, before the rows drift: the measure reads the
    // tableau and writes nothing but its mark, so the values are those of a solver that never
    // measures, to the bit, round after round.
    let measuring = SimplexSolver()
    let going = SimplexSolver()
    going.core.stopsToRebuild = false
    var marks = Set<Int>()
    try Self.rounds(120, on: [measuring, going]) { k in
      let all = (0..<going.core.names.count).map { Variable(id: Int32($0)) }
      let a = measuring.values(of: all)
      let b = going.values(of: all)
      #expect(a.map(\.bitPattern) == b.map(\.bitPattern), "round \(k)")
      marks.insert(measuring.core.wearMark)
    }
    // Measured several times (the mark moved), and never rebuilt.
    #expect(marks.count > 3)
    #expect(measuring.statistics.rebuilds == 0)
  }

  @Test func rowsFilledInPastTwiceTheirBuildAreRebuilt() throws {
    // Natural fill-in between rounds was found at 1,500 views only (seed 489 above); here the
    // build's mark is set to a quarter of the cells the rows hold, as if they had filled in
    // fourfold since, and the next measure must rebuild them, from the constraints, to the
    // same optimum, and take the rebuilt rows as its new mark.
    let wearing = SimplexSolver()
    let going = SimplexSolver()
    going.core.stopsToRebuild = false
    var marked = false
    try Self.rounds(60, on: [wearing, going]) { k in
      if k == 1 {
        #expect(wearing.core.builtCells > 0)
        wearing.core.builtCells = wearing.core.rowCells() / 4
        marked = true
      }
      let all = (0..<wearing.core.names.count).map { Variable(id: Int32($0)) }
      let a = wearing.values(of: all)
      let b = going.values(of: all)
      for (p, q) in zip(a, b) { #expect(abs(p - q) <= 1e-9 * max(1, abs(q)), "round \(k)") }
    }
    #expect(marked)
    #expect(wearing.statistics.fillRebuilds == 1)
    #expect(wearing.statistics.driftRebuilds == 0)
    #expect(wearing.core.builtCells * 2 >= wearing.core.rowCells())
  }
}
