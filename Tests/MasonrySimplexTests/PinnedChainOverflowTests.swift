// SPDX-License-Identifier: MIT

import MasonrySolving
import Testing
import _MasonryTestSupport

/// A required link that defines a new variable beyond the doubles, at the end of a pinned
/// chain, is refused by the call that adds it, on both engines. (The dense engine took it: at
/// its feasible point the new row's terms overflowed and their infinite size excused the
/// infinite violation, or a fresh variable absorbed the row at infinity; the next `solve()`
/// threw `overflow` naming nothing. As found: 309 links of 10, from `y[0] == 1`; 39 of 1e8
/// here, so that the dense engine's test stays small.)
@Suite struct PinnedChainOverflowTests {
  /// `y[0] == 1` and `links` links `y[i] == ratio * y[i - 1]`, each defining a new variable;
  /// not solved yet.
  static func pinnedChain(
    _ engine: Engine, links: Int, ratio: Double
  ) throws -> (any ConstraintSolver, [Variable], [ConstraintHandle]) {
    let s = engine.make()
    var chain = [s.makeVariable(named: "y0")]
    var handles = [try s.add(chain[0] == 1)]
    for i in 1...links {
      chain.append(s.makeVariable(named: "y\(i)"))
      handles.append(try s.add(chain[i] == ratio * chain[i - 1]))
    }
    return (s, chain, handles)
  }

  /// Adds `link` to the unsolved pinned chain `s` (its last variable `chain.last`, at
  /// `end`), expecting it refused for overflow and the solver as before: nothing solved in
  /// between, so that the refusal is the add's own (a snapshot before would solve first).
  static func expectRefused(
    _ link: LinearConstraint, by s: any ConstraintSolver, after chain: [Variable], at end: Double,
    _ note: String
  ) throws {
    let count = s.constraintCount
    let error = caught { try s.add(link) }
    #expect(error == .outOfRange(RangeViolation(constraint: link, reason: .overflow)), "\(note)")
    #expect(s.constraintCount == count, "\(note)")
    try s.solve()
    expectValue(s, chain[chain.count - 1], end, tolerance: 1e-12, note)
    for id in 0..<s.variableCount {
      #expect(s.value(of: Variable(id: Int32(id))).isFinite, "\(note): v\(id)")
    }
  }

  /// 38 links of 1e8 put y38 at 1e304; the 39th would put y39 at 1e312.
  @Test(arguments: Engine.allCases)
  func aLinkPastTheDoublesIsRefusedWhenAdded(engine: Engine) throws {
    let (s, chain, handles) = try Self.pinnedChain(engine, links: 38, ratio: 1e8)
    let last = s.makeVariable(named: "y39")
    try Self.expectRefused(last == 1e8 * chain[38], by: s, after: chain, at: 1e304, "\(engine)")
    // A link that stays in the doubles is still taken.
    let short = try s.add(last == 1e3 * chain[38])
    try s.solve()
    expectValue(s, last, 1e307, tolerance: 1e-12)
    CSysFuzzTests.checkSolution(s, handles + [short], note: "\(engine)")
  }
}
