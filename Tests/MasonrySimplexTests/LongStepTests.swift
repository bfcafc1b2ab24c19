// SPDX-License-Identifier: MIT

import MasonrySimplex
import MasonrySolving
import Testing
import _MasonryTestSupport

/// Issue 7: the primal simplex passes the breakpoints of an entering symbol by flipping the
/// rows that reach zero to their partners (a long step), and takes degenerate rows out of the
/// way with pivots of symbols in few rows, instead of one pivot over the entering symbol's
/// whole column per breakpoint. `stack-N`'s build was quadratic without it.
@Suite struct LongStepTests {
  /// Rows of views (three in even rows, five in odd ones) pinned to a window's width `W` (a strong edit, at 0 when the
  /// constraints arrive), as `stack-N` builds them: each width at least its intrinsic size
  /// (`strong`, weight 1.5) and at most it (`weak`, a weight of its own). Even rows are filled
  /// with gaps of 8, odd rows spread their gaps equally (each at least 8). The strong level is
  /// a piecewise-linear problem in `W` with a breakpoint per view: `W` grows until no view is
  /// compressed, to the widest row's natural width.
  struct Stack {
    let solver: any ConstraintSolver
    let width: Variable
    /// Per row, its views' `x` and `w`, and their intrinsic widths.
    let x: [[Variable]]
    let w: [[Variable]]
    let intrinsic: [[Double]]

    init(rows: Int, _ solver: any ConstraintSolver) throws {
      self.solver = solver
      width = solver.makeVariable(named: "W")
      try solver.addEditVariable(width, strength: .strong)
      var x: [[Variable]] = []
      var w: [[Variable]] = []
      var intrinsic: [[Double]] = []
      var constraints: [LinearConstraint] = []
      for r in 0..<rows {
        let m = r % 2 == 0 ? 3 : 5
        let xs = (0..<m).map { solver.makeVariable(named: "x\(r)_\($0)") }
        let ws = (0..<m).map { solver.makeVariable(named: "w\(r)_\($0)") }
        let sizes = (0..<m).map { Double(30 + 7 * ((5 * r + 3 * $0) % 11)) }
        constraints.append(xs[0] == 16)
        for k in 0..<m {
          constraints.append(ws[k] >= 0)
          constraints.append((ws[k] >= sizes[k]) | Strength.strong.weighted(1.5))
          constraints.append((ws[k] <= sizes[k]) | Strength.weak.weighted(1 + Double(k) / 4))
          guard k > 0 else { continue }
          if r % 2 == 0 {
            constraints.append(xs[k] == xs[k - 1] + ws[k - 1] + 8)
          } else {
            constraints.append(xs[k] >= xs[k - 1] + ws[k - 1] + 8)
            if k > 1 {
              constraints.append(xs[k] - xs[k - 1] - ws[k - 1] == xs[1] - xs[0] - ws[0])
            }
          }
        }
        constraints.append(xs[m - 1] + ws[m - 1] + 16 == width)
        x.append(xs)
        w.append(ws)
        intrinsic.append(sizes)
      }
      try solver.add(constraints)
      try solver.solve()
      self.x = x
      self.w = w
      self.intrinsic = intrinsic
    }

    /// The width of row `r` with every view at its intrinsic width and the gaps at 8.
    func naturalWidth(_ r: Int) -> Double {
      32 + 8 * Double(intrinsic[r].count - 1) + intrinsic[r].reduce(0, +)
    }

    /// Expects the layout for a window of width `W`, wider than every row: equal-spacing rows
    /// keep their views intrinsic and spread the rest over their gaps; filled rows give it to
    /// `wideView` (`nil`: only their total is checked, for an engine that shares it out).
    func expectLayout(_ containerWidth: Double, wideView: Int?) {
      expectValue(solver, width, containerWidth, tolerance: 1e-9)
      for r in x.indices {
        let extra = containerWidth - naturalWidth(r)
        expectValue(solver, x[r][0], 16, tolerance: 1e-9)
        let m = intrinsic[r].count
        if r % 2 == 1 {
          for k in 0..<m { expectValue(solver, w[r][k], intrinsic[r][k], tolerance: 1e-9) }
          let gap = 8 + extra / Double(m - 1)
          expectValue(solver, x[r][1], 16 + intrinsic[r][0] + gap, tolerance: 1e-9)
        } else if let wideView {
          for k in 0..<m {
            let expected = intrinsic[r][k] + (k == wideView ? extra : 0)
            expectValue(solver, w[r][k], expected, tolerance: 1e-9)
          }
        } else {
          let total = (0..<m).reduce(0) { $0 + solver.value(of: w[r][$1]) }
          let expected = intrinsic[r].reduce(0, +) + extra
          #expect(abs(total - expected) <= 1e-9 * expected, "row \(r): \(total), not \(expected)")
        }
      }
    }
  }

  /// The work of the build's pivots (cells substituted) doubles with the rows, where one pivot
  /// over the width's column per breakpoint made it grow fourfold (quadratic).
  @Test func aStackBuildsInLinearWork() throws {
    func cells(_ rows: Int) throws -> (cells: Int, flips: Int) {
      let solver = SimplexSolver()
      _ = try Stack(rows: rows, solver)
      return (solver.statistics.substitutedCells, solver.statistics.primalFlips)
    }
    let small = try cells(30)
    let large = try cells(60)
    #expect(large.flips > small.flips && small.flips > 0)
    #expect(
      Double(large.cells) < 2.6 * Double(small.cells),
      "\(small.cells) cells at 30 rows, \(large.cells) at 60")
  }

  /// The build's optimum under the weighted absolute error: the widest row's natural width,
  /// no view compressed, the rest of each filled row to its lightest hugging (view 0).
  @Test func theLongStepReachesTheOptimum() throws {
    let solver = SimplexSolver()
    let stack = try Stack(rows: 30, solver)
    let widest = (0..<30).map(stack.naturalWidth).max() ?? 0
    stack.expectLayout(widest, wideView: 0)
    #expect(solver.statistics.primalFlips > 0)
  }

  /// A window wider than every row: both engines agree on everything the absolute and the
  /// squared errors both determine.
  @Test(arguments: Engine.allCases)
  func bothEnginesAgreeOnAWideWindow(engine: Engine) throws {
    let solver = engine.make()
    let stack = try Stack(rows: 8, solver)
    try solver.suggestValue(900, for: stack.width)
    try solver.solve()
    stack.expectLayout(900, wideView: engine == .simplex ? 0 : nil)
  }

  /// The bench's `stack-N` at 100 views (rows of 3, 4 and 5 in the four stack-view
  /// distributions, heights, aspect ratios and a content height): the rows spread with equal
  /// spacing or equal centering hold gaps at zero that stop the width's long step, and are
  /// repaired by pivots of their own symbols. The layout still holds every required constraint.
  @Test func degenerateRowsAreRepaired() throws {
    let solver = SimplexSolver()
    let width = solver.makeVariable(named: "W")
    try solver.addEditVariable(width, strength: .strong)
    var constraints: [LinearConstraint] = []
    var made = 0
    var row = 0
    var previous: (ry: Variable, rh: Variable)?
    while made < 100 {
      let m = min(3 + row % 3, 100 - made)
      let ry = solver.makeVariable(named: "ry\(row)")
      let rh = solver.makeVariable(named: "rh\(row)")
      constraints.append(previous.map { ry == $0.ry + $0.rh + 8 } ?? (ry == 8))
      constraints.append((rh == 0) | .weak)
      let x = (0..<m).map { solver.makeVariable(named: "x\(row)_\($0)") }
      let w = (0..<m).map { solver.makeVariable(named: "w\(row)_\($0)") }
      let h = (0..<m).map { solver.makeVariable(named: "h\(row)_\($0)") }
      let distribution = row % 4
      for k in 0..<m {
        let iw = Double(36 + 7 * ((5 * row + 3 * k) % 5))
        let ih = Double(24 + 10 * ((row + k) % 3))
        constraints.append(w[k] >= 0)
        let hugging = distribution == 0 && k == 1 ? Strength.weak.weighted(0.5) : .weak
        constraints.append((w[k] <= iw) | hugging)
        constraints.append((w[k] >= iw) | .strong)
        if k == 0, row % 3 == 0 {
          constraints.append(w[k] == 1.5 * h[k])
        } else {
          constraints.append((h[k] == ih) | .medium)
        }
        constraints.append(h[k] <= rh)
        if k == 0 {
          constraints.append(x[0] == 16)
        } else if distribution < 2 {
          constraints.append(x[k] == x[k - 1] + w[k - 1] + 8)
          if distribution == 1 { constraints.append(w[k] == w[0]) }
        } else {
          constraints.append(x[k] >= x[k - 1] + w[k - 1] + 8)
          if k > 1, distribution == 2 {
            constraints.append(x[k] - x[k - 1] - w[k - 1] == x[1] - x[0] - w[0])
          } else if k > 1 {
            let centre = { (i: Int) in x[i] + 0.5 * w[i] }
            constraints.append(centre(k) - centre(k - 1) == centre(1) - centre(0))
          }
        }
      }
      constraints.append(x[m - 1] + w[m - 1] + 16 == width)
      previous = (ry, rh)
      made += m
      row += 1
    }
    let content = solver.makeVariable(named: "C")
    if let previous { constraints.append(content >= previous.ry + previous.rh + 8) }
    constraints.append((content == 0) | .weak)
    try solver.add(constraints)
    try solver.solve()
    #expect(solver.statistics.primalRepairs > 0)
    expectRequiredSatisfied(solver, constraints, tolerance: 1e-6)
  }

  @Test("the same build gives the same values, to the bit, as a fresh solver's")
  func theLongStepIsDeterministic() throws {
    func run() throws -> [UInt64] {
      let solver = SimplexSolver()
      let stack = try Stack(rows: 20, solver)
      return (stack.x + stack.w).flatMap { $0 }.map { solver.value(of: $0).bitPattern }
    }
    #expect(try run() == run())
  }
}
