// SPDX-License-Identifier: MIT

import MasonrySimplex
import MasonrySolving
import Testing
import _MasonryTestSupport

/// Issue 7 and issue 12 (F13): the dual simplex flips the symbols that reach a bound before a
/// long infeasible row is repaid (pivots on the short bounding rows, one walk over the long
/// row's candidates in ratio order) instead of pivoting the long row once per view. The results
/// must be those of the ordinary dual simplex: the optimum, exact rollback, the reports of
/// changed variables.
@Suite struct BoundFlippingTests {
  /// A row of `m` views, `x0 == 8`, `x(i) == x(i-1) + w(i-1) + 8`, `w(i) >= 20`, each width's
  /// wish `w(i) == 100` weak with its own weight (all different, so that the optimum is unique),
  /// the end at most `W` and (medium) equal to it, `W` a strong edit.
  struct Chain {
    let solver: any ConstraintSolver
    let x: [Variable]
    let w: [Variable]
    let container: Variable
    let weights: [Double]

    init(_ m: Int, _ solver: any ConstraintSolver) throws {
      self.solver = solver
      x = (0..<m).map { solver.makeVariable(named: "x\($0)") }
      w = (0..<m).map { solver.makeVariable(named: "w\($0)") }
      container = solver.makeVariable(named: "W")
      // 7 is prime to the sizes used: a permutation of 0..<m.
      weights = (0..<m).map { 1 + Double(($0 * 7) % m) / Double(m) }
      var chain = [x[0] == 8]
      for i in 0..<m {
        if i > 0 { chain.append(x[i] == x[i - 1] + w[i - 1] + 8) }
        chain.append(w[i] >= 20)
        chain.append((w[i] == 100) | Strength.weak.weighted(weights[i]))
      }
      let end = x[m - 1] + w[m - 1] + 8
      chain.append(end <= container)
      chain.append((end == container) | .medium)
      try solver.add(chain)
      try solver.addEditVariable(container, strength: .strong)
    }

    /// The widths the simplex's weighted least-error optimum gives for `W = width`: the
    /// heaviest wishes are met first, one width takes what is left, the rest stay at 20.
    func expectedWidths(for width: Double) -> [Double] {
      let m = w.count
      var budget = width - 8 * Double(m) - 8 - 20 * Double(m)
      var widths = [Double](repeating: 20, count: m)
      for i in (0..<m).sorted(by: { weights[$0] > weights[$1] }) {
        let grow = min(80, max(0, budget))
        widths[i] += grow
        budget -= grow
      }
      return widths
    }
  }

  /// A short chain's rows cost less to pivot than the primal ratio test a flip needs: the
  /// ordinary dual step runs, no flip, and the optimum is the same (random3-100's rounds took
  /// 11x longer when every row was walked with flips).
  @Test func shortRowsTakeTheOrdinaryStep() throws {
    let solver = SimplexSolver()
    let chain = try Chain(4, solver)
    let flips = solver.statistics.boundFlips
    for fraction in [0.5, 0.9, 0.35, 0.75] {
      let width = 108 * 4 * fraction
      try solver.suggestValue(width, for: chain.container)
      try solver.solve()
      let expected = chain.expectedWidths(for: width)
      for i in chain.w.indices {
        #expect(abs(solver.value(of: chain.w[i]) - expected[i]) < 1e-6, "w\(i) at \(fraction)")
      }
    }
    #expect(solver.statistics.boundFlips == flips)
  }

  /// At 300 views the rows that sum the widths (the container's, the edit's error) are long
  /// enough that the walk defers their updates too and merges them once at its end.
  @Test(
    "a suggestion that moves many views flips them and reaches the optimum", arguments: [30, 302])
  func suggestionsFlipToTheOptimum(views: Int) throws {
    let solver = SimplexSolver()
    let chain = try Chain(views, solver)
    let m = Double(views)
    var flips = solver.statistics.boundFlips
    for fraction in [0.5, 0.9, 0.35, 0.75, 0.3, 0.6] {
      let width = 108 * m * fraction
      try solver.suggestValue(width, for: chain.container)
      try solver.solve()
      let expected = chain.expectedWidths(for: width)
      for i in chain.w.indices {
        #expect(abs(solver.value(of: chain.w[i]) - expected[i]) < 1e-6, "w\(i) at \(fraction)")
      }
      #expect(abs(solver.value(of: chain.container) - width) < 1e-6)
      // Each of these moves changes the side of several views.
      let now = solver.statistics.boundFlips
      #expect(now > flips, "no flip at \(fraction)")
      flips = now
    }
  }

  @Test("the same suggestions give the same values, to the bit, as a fresh solver's")
  func flipsAreDeterministic() throws {
    func run() throws -> [UInt64] {
      let solver = SimplexSolver()
      let chain = try Chain(30, solver)
      var bits: [UInt64] = []
      for fraction in [0.9, 0.4, 0.7] {
        try solver.suggestValue(108 * 30 * fraction, for: chain.container)
        try solver.solve()
        bits += (chain.x + chain.w).map { solver.value(of: $0).bitPattern }
      }
      return bits
    }
    #expect(try run() == run())
  }

  @Test("a suggestion reports exactly the variables it moved")
  func flipsReportTheirChanges() throws {
    let solver = SimplexSolver()
    let chain = try Chain(30, solver)
    try solver.suggestValue(108 * 30 * 0.4, for: chain.container)
    try solver.solve()
    let all = chain.x + chain.w + [chain.container]
    let before = all.map { solver.value(of: $0) }
    _ = solver.takeChangedVariables()
    try solver.suggestValue(108 * 30 * 0.8, for: chain.container)
    let reported = Set(try #require(solver.takeChangedVariables()))
    for (i, v) in all.enumerated() where solver.value(of: v) != before[i] {
      #expect(reported.contains(v), "\(v) moved and was not reported")
    }
  }

  /// A required constant change that flips views to their upper bounds one after the other and
  /// then finds the row's deficit too large is refused, and the solver is exactly as before.
  /// At 302 views (simplex only: the dense engine is cubic in debug builds) the walk also defers
  /// the updates of the other long rows, which the rollback must undo too.
  @Test(arguments: zip([Engine.simplex, .gauss, .simplex], [24, 24, 302]))
  func aRefusedChangeAfterFlipsLeavesNothing(engine: Engine, views m: Int) throws {
    let solver = engine.make()
    let x = (0..<m).map { solver.makeVariable(named: "x\($0)") }
    let w = (0..<m).map { solver.makeVariable(named: "w\($0)") }
    var handles: [ConstraintHandle] = [try solver.add(x[0] == 8)]
    for i in 0..<m {
      if i > 0 { handles.append(try solver.add(x[i] == x[i - 1] + w[i - 1] + 8)) }
      handles.append(try solver.add(w[i] >= 20))
      handles.append(try solver.add(w[i] <= 100))
      let weight = 1 + Double((i * 5) % m) / Double(m)
      handles.append(try solver.add((w[i] == 60) | Strength.weak.weighted(weight)))
    }
    let end = x[m - 1] + w[m - 1] + 8
    let total = try solver.add(end == 68 * Double(m) + 8)
    handles.append(total)
    try solver.solve()
    for v in w { expectValue(solver, v, 60) }
    let before = SolverSnapshot(solver, handles: handles)
    let flips = (solver as? SimplexSolver)?.statistics.boundFlips ?? 0
    // The constant of `end - T` is `8 - T`. Every width at 100 ends at 108 * m + 8: 50 more
    // cannot be met.
    expectUnsatisfiable { try solver.setConstant(-(108 * Double(m) + 50), of: total) }
    if let simplex = solver as? SimplexSolver {
      // The walk flipped views before it found the deficit too large (the counter is a
      // statistic, not state a rollback restores).
      #expect(simplex.statistics.boundFlips > flips)
    }
    expectUnchanged(solver, since: before, handles: handles)
    // A reachable total: every required constraint holds, each width within its bounds.
    try solver.setConstant(-90 * Double(m), of: total)
    try solver.solve()
    var sum = 0.0
    for v in w {
      expectValue(solver, v, in: 20...100, tolerance: 1e-6)
      sum += solver.value(of: v)
    }
    #expect(abs(sum - 82 * Double(m)) < 1e-6)
    #expect(
      abs(solver.value(of: x[m - 1]) + solver.value(of: w[m - 1]) + 8 - (90 * Double(m) + 8)) < 1e-6
    )
  }
}
