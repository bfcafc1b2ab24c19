// SPDX-License-Identifier: MIT

import MasonrySimplex
import MasonrySolving
import Testing
import _MasonryTestSupport

/// Issue 8: a rotation changes the constant of the root's required `width == 375`, and every
/// cell of a feed holds that width. A required change shifts the rows holding its marker once,
/// optimistically; when some row then needs a pivot the change goes on in a transaction around
/// that shift instead of putting the constants back and shifting them all a second time (which
/// doubled the one pass over the rows that grows with the feed), and a change that fails still
/// leaves the solver exactly as it was.
@Suite struct RequiredConstantShiftTests {
  /// A feed of `n` cells as one row: `W == 375` required (first, so that it defines `W`), each
  /// cell spans the root, and its label wants its natural width (weak) but stays 20 inside the
  /// cell (required). Every other label is wider than a portrait root.
  struct Feed {
    let solver: any ConstraintSolver
    let width: ConstraintHandle
    let labels: [Variable]
    let naturals: [Double]

    init(_ n: Int, _ solver: any ConstraintSolver) throws {
      self.solver = solver
      let root = solver.makeVariable(named: "W")
      width = try solver.add(root == 375)
      naturals = (0..<n).map { i -> Double in (i % 2 == 0 ? 120 : 500) + Double(i) }
      var labels: [Variable] = []
      for i in 0..<n {
        let left = solver.makeVariable(named: "left\(i)")
        let right = solver.makeVariable(named: "right\(i)")
        let label = solver.makeVariable(named: "label\(i)")
        try solver.add([
          left == 0, right == root, label <= right - left - 20,
          (label == naturals[i]) | .weak,
        ])
        labels.append(label)
      }
      self.labels = labels
    }

    /// Each label's width under a root `rootWidth` wide.
    func expectLabels(_ rootWidth: Double, _ comment: Comment) {
      for i in labels.indices {
        let expected = min(naturals[i], rootWidth - 20)
        #expect(abs(solver.value(of: labels[i]) - expected) < 1e-9, "label\(i): \(comment)")
      }
    }
  }

  /// A change that pivots shifts each row holding the marker once, as one that does not pivot
  /// does.
  @Test func aPivotingChangeShiftsEachRowOnce() throws {
    let solver = SimplexSolver()
    let feed = try Feed(12, solver)
    try solver.solve()
    feed.expectLabels(375, "portrait")
    // 375 -> 376: every label keeps its side (no pivot); the shift alone.
    let before = solver.statistics
    try solver.setConstant(-376, of: feed.width)
    try solver.solve()
    let small = solver.statistics
    #expect(small.pivots == before.pivots)
    let onePass = small.shiftedRows - before.shiftedRows
    #expect(onePass >= feed.labels.count)
    feed.expectLabels(376, "376 wide")
    // 376 -> 667: the wide labels stop being squeezed (pivots), over the same rows.
    try solver.setConstant(-667, of: feed.width)
    try solver.solve()
    let rotated = solver.statistics
    #expect(rotated.pivots > small.pivots)
    #expect(rotated.shiftedRows - small.shiftedRows == onePass)
    feed.expectLabels(667, "landscape")
  }

  /// Rotations run in transactions (required changes that pivot), and the column lists are
  /// cleaned inside them too: they stay as long as after the first rotations, however many
  /// follow (they grew by the rows each rotation's pivots touched, and every later pivot walked
  /// the stale entries).
  @Test func columnsStayBoundedOverRotations() throws {
    let solver = SimplexSolver()
    let feed = try Feed(12, solver)
    func rotate(_ times: Int) throws {
      for _ in 0..<times {
        try solver.setConstant(-667, of: feed.width)
        try solver.solve()
        try solver.setConstant(-375, of: feed.width)
        try solver.solve()
      }
    }
    try rotate(2)
    let settled = solver.statistics
    try rotate(20)
    let later = solver.statistics
    #expect(later.pivots > settled.pivots)
    #expect(later.columnEntries <= settled.columnEntries)
    feed.expectLabels(375, "portrait after 22 rotations")
  }

  /// A required change that cannot hold throws and leaves every value and row as it was; the
  /// solver then takes the next change as a fresh one would.
  @Test(arguments: Engine.allCases)
  func aFailedChangeLeavesEverythingAsItWas(_ engine: Engine) throws {
    let solver = engine.make()
    let feed = try Feed(6, solver)
    try solver.add(feed.labels[1] >= 300)
    try solver.solve()
    let values = feed.labels.map { solver.value(of: $0) }
    let dump = (solver as? SimplexSolver)?.debugDump
    // The second label would need 300 in a 200-wide root (its cell leaves it 180).
    #expect(throws: SolverError.self) { try solver.setConstant(-200, of: feed.width) }
    try solver.solve()
    #expect(feed.labels.map { solver.value(of: $0) } == values)
    #expect((solver as? SimplexSolver)?.debugDump == dump)
    // 667 wide, from the restored state, as a solver that never saw the failure.
    try solver.setConstant(-667, of: feed.width)
    try solver.solve()
    let fresh = engine.make()
    let again = try Feed(6, fresh)
    try fresh.add(again.labels[1] >= 300)
    try fresh.setConstant(-667, of: again.width)
    try fresh.solve()
    #expect(feed.labels.map { solver.value(of: $0) } == again.labels.map { fresh.value(of: $0) })
    feed.expectLabels(667, "landscape after the failure")
  }
}
