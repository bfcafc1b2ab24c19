// SPDX-License-Identifier: MIT

import MasonrySolving
import Testing
import _MasonryTestSupport

@testable import MasonrySimplex

/// Issue 7: calls that move most of a layout between two reports (a window resized) end in a
/// report of everything (`nil` from `takeChangedVariables()`), so that a reader reads every
/// value without the tracking of each; calls that move a part of it are still listed.
@Suite struct EverythingMovedTests {
  /// A row of `m` items each a quarter of the container `W` wide (`x0 == 0`, `x[i] == x[i - 1] +
  /// w[i - 1]`: every item defined from `W`), and `extra` variables `y[j] == Y + j` on an edit
  /// `Y` of their own: a suggestion of `W` moves `2 m` variables, one of `Y` `extra + 1`.
  struct Row {
    var x: [Variable]
    var w: [Variable]
    var container: Variable
    var y: [Variable]
    var other: Variable

    init(_ m: Int, extra: Int, on solver: any ConstraintSolver) throws {
      x = (0..<m).map { solver.makeVariable(named: "x\($0)") }
      w = (0..<m).map { solver.makeVariable(named: "w\($0)") }
      container = solver.makeVariable(named: "W")
      other = solver.makeVariable(named: "Y")
      y = (0..<extra).map { solver.makeVariable(named: "y\($0)") }
      try solver.addEditVariable(container, strength: .strong)
      try solver.addEditVariable(other, strength: .strong)
      try solver.add(x[0] == 0.0)
      for i in 0..<m {
        try solver.add(w[i] == 0.25 * container)
        if i > 0 { try solver.add(x[i] == x[i - 1] + w[i - 1]) }
      }
      for j in 0..<extra { try solver.add(y[j] == other + Double(j)) }
      try solver.solve()
    }

    /// Suggests `width` for `W` and checks the row's values (exact on the simplex engine:
    /// quarters of multiples of 4).
    func resize(to width: Double, on solver: any ConstraintSolver) throws {
      try solver.suggestValue(width, for: container)
      try solver.solve()
      let tolerance = solver is SimplexSolver ? 0 : 1e-9 * width * Double(x.count)
      for i in x.indices {
        #expect(abs(solver.value(of: w[i]) - width / 4) <= tolerance)
        #expect(abs(solver.value(of: x[i]) - Double(i) * width / 4) <= tolerance)
      }
    }

    /// The variables a suggestion of `W` moves, in ascending order.
    var moved: [Variable] { Array(x.dropFirst()) + w + [container] }

    /// The variables a suggestion of `Y` moves, in ascending order.
    var others: [Variable] { [other] + y }
  }

  /// 100 items and 2 other variables: a resize moves 199 of 204 variables, every one through
  /// its definition, and reports everything; a small move in between and after is listed as
  /// before (each report starts a new count). Without the change, every resize is listed.
  @Test func aResizeOfDefinitionsReportsEverything() throws {
    let solver = SimplexSolver()
    let row = try Row(100, extra: 2, on: solver)
    #expect(solver.takeChangedVariables() == nil)  // a new solver
    try solver.suggestValue(10, for: row.other)
    try solver.solve()
    #expect(solver.takeChangedVariables() == row.others)
    try row.resize(to: 400, on: solver)
    #expect(solver.takeChangedVariables() == nil)
    try solver.suggestValue(20, for: row.other)
    try solver.solve()
    #expect(solver.takeChangedVariables() == row.others)
    try row.resize(to: 440, on: solver)
    #expect(solver.takeChangedVariables() == nil)
    #expect(solver.value(of: row.y[1]) == 21)
  }

  /// Below the share, or below 64 variables, a resize is listed every time: 100 items and 200
  /// other variables (a resize moves 199 of 402), and a row of 20 items that a resize moves
  /// whole (39 of 44).
  @Test func aResizeOfAPartIsListed() throws {
    for (m, extra) in [(100, 200), (20, 2)] {
      let solver = SimplexSolver()
      let row = try Row(m, extra: extra, on: solver)
      _ = solver.takeChangedVariables()
      for width in [400.0, 440, 480, 520] {
        try row.resize(to: width, on: solver)
        #expect(solver.takeChangedVariables() == row.moved, "\(m) items, width \(width)")
      }
    }
  }

  /// Values read between the calls of a period that reports everything are those of the call
  /// before: the calls that decide forget what they moved, as before, and the calls after them
  /// in the same period too. On both engines.
  @Test(arguments: Engine.allCases)
  func valuesReadWithinTheResizesAreCurrent(_ engine: Engine) throws {
    let solver = engine.make()
    let row = try Row(100, extra: 2, on: solver)
    _ = solver.takeChangedVariables()
    for width in [400.0, 440, 480, 520, 560, 600] {
      try row.resize(to: width, on: solver)
      try solver.suggestValue(width / 8, for: row.other)
      try solver.solve()
      #expect(abs(solver.value(of: row.y[1]) - (width / 8 + 1)) <= 1e-9 * width)
      let xs = solver.values(of: row.x)
      for i in xs.indices { #expect(abs(xs[i] - Double(i) * width / 4) <= 1e-9 * width * 100) }
    }
    _ = solver.takeChangedVariables()
    try row.resize(to: 640, on: solver)
    for value in solver.values(of: row.w) { #expect(abs(value - 160) <= 1e-9 * 640) }
  }

  /// A tree of 127 boxes on one axis, each container split between two children of equal
  /// widths (`strong`), the second filling the container (`medium`) and not overflowing it
  /// (`required`), leaves wishing 40 (`weak`), the root `W` wide: rows hold the root's edit,
  /// as a nested layout's do. A resize moves 247 of its 254 variables. Once the rows' shift
  /// knows what it moves (its plan's spread), the shift itself decides: it keeps no baseline
  /// and the report is `nil`. The values are a fresh solver's.
  @Test func aResizeOfRowsDecidesAtTheShift() throws {
    func tree(on solver: SimplexSolver) throws -> (root: Variable, boxes: [Variable]) {
      let root = solver.makeVariable(named: "W")
      try solver.addEditVariable(root, strength: .strong)
      let rootX = solver.makeVariable(named: "x")
      try solver.add(rootX == 0.0)
      var boxes = [(rootX, root)]
      var next = 0
      while boxes.count < 127 {
        let (px, pw) = boxes[next]
        next += 1
        let lx = solver.makeVariable(named: "lx\(next)")
        let lw = solver.makeVariable(named: "lw\(next)")
        let rx = solver.makeVariable(named: "rx\(next)")
        let rw = solver.makeVariable(named: "rw\(next)")
        try solver.add(lx == px + 2.0)
        try solver.add(rx == lx + lw + 2.0)
        try solver.add(rx + rw <= px + pw - 2.0)
        try solver.add((rx + rw == px + pw - 2.0) | .medium)
        try solver.add((lw == rw) | .strong)
        try solver.add((lw == 40.0) | .weak)
        try solver.add((rw == 40.0) | .weak)
        boxes += [(lx, lw), (rx, rw)]
      }
      try solver.solve()
      return (root, boxes.flatMap { [$0.0, $0.1] })
    }
    let solver = SimplexSolver()
    let (root, boxes) = try tree(on: solver)
    _ = solver.takeChangedVariables()
    try solver.suggestValue(4000, for: root)
    try solver.solve()
    #expect(solver.takeChangedVariables()?.count == 247)
    var decided = false
    for width in [4400.0, 4800, 5200, 5600] {
      try solver.suggestValue(width, for: root)
      try solver.solve()
      let baselines = solver.core.t.changes.baselined.count
      let report = solver.takeChangedVariables()
      if report == nil, baselines == 0 { decided = true }
      // Once decided, every resize after it reports everything.
      if decided { #expect(report == nil, "width \(width)") }
      let fresh = SimplexSolver()
      let (freshRoot, freshBoxes) = try tree(on: fresh)
      try fresh.suggestValue(width, for: freshRoot)
      try fresh.solve()
      let values = solver.values(of: boxes)
      let expected = fresh.values(of: freshBoxes)
      for k in values.indices { #expect(abs(values[k] - expected[k]) <= 1e-9 * width) }
    }
    #expect(decided)
  }
}
