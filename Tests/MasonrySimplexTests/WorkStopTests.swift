// SPDX-License-Identifier: MIT

import MasonrySolving
import Testing
import _MasonryTestSupport

@testable import MasonrySimplex

/// A round's optimisation that costs more than eight rebuilds of the tableau stops and rebuilds
/// it from the constraints, which solves at the round's suggestions from scratch. A random
/// layout of 1,500 views (`Benchmarks/peers/random_csys.py 202 1500`) had one optimisation of
/// its rounds take its tableau from 480,000 cells to 3.2 million in 20 s; a rebuild costs about
/// one second.
@Suite struct WorkStopTests {
  /// A row of `n` items that share the width W equally, each no narrower than its title
  /// (`bench`'s `toolbar-N`): once the share falls below some titles, every width depends on
  /// every other item's equal-width error, and the round's optimisation fills the tableau in.
  static func toolbar(_ n: Int, on s: SimplexSolver) throws -> (Variable, [Variable]) {
    let width = s.makeVariable(named: "W")
    try s.addEditVariable(width, strength: .strong)
    let x = (0..<n).map { s.makeVariable(named: "x\($0)") }
    let w = (0..<n).map { s.makeVariable(named: "w\($0)") }
    try s.add(x[0] == 8)
    for i in 0..<n {
      try s.add(w[i] >= Double(20 + (37 * i) % 60))
      try s.add((w[i] == 44) | .weak)
      if i > 0 {
        try s.add((w[i] == w[0]) | .strong)
        try s.add(x[i] == x[i - 1] + w[i - 1] + 8)
      }
    }
    try s.add(x[n - 1] + w[n - 1] <= width - 8)
    try s.add((x[n - 1] + w[n - 1] == width - 8) | .medium)
    try s.suggestValue(58 * Double(n), for: width)
    try s.solve()
    return (width, x + w)
  }

  @Test func aRoundThatCostsMoreThanRebuildsStopsAndRebuilds() throws {
    let n = 120
    let stopping = SimplexSolver()
    let going = SimplexSolver()
    going.core.stopsToRebuild = false
    let (a, va) = try Self.toolbar(n, on: stopping)
    let (b, vb) = try Self.toolbar(n, on: going)
    #expect(stopping.statistics.workStops == 0)
    // `toolbar-N`'s rounds: from the third on, the share passes titles and the tableau fills
    // in (some 2.2 million cells substituted a round, where the build took 14,000).
    for k in 1..<6 {
      let width = Double(58 + 6 * k) * Double(n)
      try stopping.suggestValue(width, for: a)
      try going.suggestValue(width, for: b)
      try stopping.solve()
      try going.solve()
      // The same optimum (this one is unique), reached another way.
      for (p, q) in zip(stopping.values(of: va), going.values(of: vb)) {
        #expect(abs(p - q) <= 1e-9 * max(1, abs(q)), "round \(k)")
      }
      #expect(stopping.statistics.workStops == (k < 2 ? 0 : 1), "round \(k)")
    }
    // One stop: the rebuild measured its own work, as costly as the round's (solving from
    // scratch fills the tableau in as much), and the rounds after it are allowed that much.
    #expect(stopping.statistics.rebuilds == 1)
    #expect(stopping.core.rebuildWork > 8 * SimplexCore.minimumRebuildWork)
    #expect(going.statistics.workStops == 0)
    #expect(going.statistics.rebuilds == 0)
  }
}
