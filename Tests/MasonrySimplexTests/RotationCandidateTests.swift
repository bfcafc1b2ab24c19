// SPDX-License-Identifier: MIT

import MasonrySimplex
import MasonrySolving
import Testing

/// Issue 8: a rotation is a required constant change that the dual simplex repairs, and a dual
/// step leaves every reduced cost non-negative. A pivot queued each symbol whose objective entry
/// met zero (or turned negative below a positive level) as a candidate to enter the basis, and
/// the primal pass after the change then popped and dropped every one: 110,000 a round on
/// `feed-10000`. A pivot now queues only the symbols that can enter.
@Suite struct RotationCandidateTests {
  /// Rotating a feed and back pivots, and the primal pass after each change meets no
  /// candidate that cannot enter.
  @Test func aRotationQueuesNoCandidateThatCannotEnter() throws {
    let solver = SimplexSolver()
    let feed = try RequiredConstantShiftTests.Feed(24, solver)
    try solver.solve()
    feed.expectLabels(375, "portrait")
    for (width, name) in [(667.0, "landscape"), (375, "portrait again"), (667, "landscape again")] {
      let before = solver.statistics
      try solver.setConstant(-width, of: feed.width)
      try solver.solve()
      let after = solver.statistics
      #expect(after.pivots > before.pivots, "\(name): the change pivots")
      #expect(after.staleCandidates == before.staleCandidates, "\(name): stale candidates")
      #expect(after.candidatePushes == before.candidatePushes, "\(name): candidates queued")
      feed.expectLabels(width, Comment(rawValue: name))
    }
  }
}
