// SPDX-License-Identifier: MIT

import MasonrySolving
import Testing
import _MasonryTestSupport

@testable import MasonrySimplex

/// Taking away a constraint that defines a variable nothing else holds in a row: the variable
/// is freed, and the rest of the layout is left as it was, at the cost of the constraint, not
/// of the list it ends (a list's last row, its top defined from the row above, and that from
/// the one above it, is the shape of every feed and table).
@Suite struct DefinitionRemovalTests {
  /// `x[0] == 0`, `x[i] == x[i - 1] + 8`: each link defines its `x[i]` over the one before.
  struct Chain {
    let solver: any ConstraintSolver
    let xs: [Variable]
    let links: [ConstraintHandle]

    init(_ solver: any ConstraintSolver, length: Int) throws {
      self.solver = solver
      xs = (0..<length).map { solver.makeVariable(named: "x\($0)") }
      var links = [try solver.add(xs[0] == 0)]
      for i in 1..<length { links.append(try solver.add(xs[i] == xs[i - 1] + 8)) }
      self.links = links
      try solver.solve()
    }
  }

  /// The links taken away from the end, one by one: every variable left in the chain keeps its
  /// value, on both engines.
  @Test(arguments: Engine.allCases)
  func theLinksTakenFromTheEndLeaveTheRestInPlace(_ engine: Engine) throws {
    let chain = try Chain(engine.make(), length: 120)
    for last in stride(from: 119, through: 60, by: -1) {
      try chain.solver.remove(chain.links[last])
      try chain.solver.solve()
      for i in [0, 1, 30, last - 1] {
        #expect(chain.solver.value(of: chain.xs[i]) == 8 * Double(i), "x\(i) after x\(last)")
      }
    }
  }

  /// The last link of a chain of 2,000 goes without a pivot, without a row made and dropped,
  /// and without a cell substituted: the old path expanded the variable's definition over the
  /// whole chain into a row, pivoted the link's marker into it and dropped it, work that grew
  /// with the chain's length and left the tableau as it found it.
  @Test func theLastLinkGoesWithoutWork() throws {
    let solver = SimplexSolver()
    let chain = try Chain(solver, length: 2_000)
    let before = solver.statistics
    for last in stride(from: 1_999, through: 1_990, by: -1) {
      try solver.remove(chain.links[last])
      try solver.solve()
      #expect(solver.value(of: chain.xs[last - 1]) == 8 * Double(last - 1))
    }
    let after = solver.statistics
    #expect(after.pivots == before.pivots)
    #expect(after.substitutedCells == before.substitutedCells)
    #expect(after.rows == before.rows)
    #expect(after.definedVariables == before.definedVariables - 10)
  }

  /// After such a removal the values that did not move stay memoised: the chain's values are
  /// not evaluated again from its head for the next removal's report, which made taking a
  /// list's rows away from its end cost the list's length each.
  @Test func aRemovalForgetsOnlyWhatItMoved() throws {
    let solver = SimplexSolver()
    let chain = try Chain(solver, length: 2_000)
    _ = solver.values(of: chain.xs)
    try solver.remove(chain.links[1_999])
    let t = solver.core.t
    let kept = solver.core.symbolOf[Int(chain.xs[1_500].id)]
    #expect(t.memo.stamp[Int(kept)] == t.memo.version)
    // A link in the middle moves the 1,000 definitions below it: every value is forgotten.
    try solver.remove(chain.links[1_000])
    let middle = solver.core.t
    #expect(middle.memo.stamp[Int(kept)] != middle.memo.version)
    try solver.solve()
    #expect(solver.value(of: chain.xs[1_500]) == 8 * 500)
    #expect(solver.value(of: chain.xs[999]) == 8 * 999)
  }

  /// A solver of more than 64 variables tracks what moved: the last link taken away and put
  /// back reports nothing (the freed variable's value before is kept for the report), and put
  /// back with another constant reports the last variable alone.
  @Test func theLastLinkTakenAwayAndPutBackReportsNothing() throws {
    let solver = SimplexSolver()
    let chain = try Chain(solver, length: 200)
    #expect(!solver.core.t.changes.reportsByDiff)
    _ = solver.takeChangedVariables()
    try solver.remove(chain.links[199])
    let link = try solver.add(chain.xs[199] == chain.xs[198] + 8)
    try solver.solve()
    #expect(solver.takeChangedVariables() == [])
    try solver.remove(link)
    try solver.add(chain.xs[199] == chain.xs[198] + 10)
    try solver.solve()
    #expect(solver.takeChangedVariables() == [chain.xs[199]])
    #expect(solver.value(of: chain.xs[199]) == 8 * 198 + 10)
  }

  /// A link whose marker a row holds (the chain's end bounded by an inequality, expanded over
  /// the chain) still takes the old path, and the layout stays right: taken away, the bound
  /// holds the end where the link had it.
  @Test(arguments: Engine.allCases)
  func aLinkHeldInARowStillGoes(_ engine: Engine) throws {
    let chain = try Chain(engine.make(), length: 50)
    let solver = chain.solver
    try solver.add(chain.xs[49] <= 1_000)
    try solver.add((chain.xs[49] == 2_000) | .weak)
    try solver.solve()
    #expect(solver.value(of: chain.xs[49]) == 8 * 49)
    try solver.remove(chain.links[49])
    try solver.solve()
    #expect(solver.value(of: chain.xs[49]) == 1_000)
    #expect(solver.value(of: chain.xs[48]) == 8 * 48)
  }
}
