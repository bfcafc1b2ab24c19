// SPDX-License-Identifier: MIT

import MasonrySolving
import Testing
import _MasonryTestSupport

@testable import MasonrySimplex

/// Issue 7: a build whose phase 1 works far from the optimum (nested containers, every size at
/// zero until the optimum is sought) runs its pending optimisation each time the tableau has
/// doubled, instead of once at the end; a build whose phase 1 stays local does not.
@Suite struct EarlySettleTests {
  /// Checks come at doublings of the row count, and find the optimisation due only above the
  /// phase-1 work per row; each check starts the count again.
  @Test func checksAtDoublingsAboveTheThreshold() {
    var schedule = EarlySettle()
    schedule.phase1Cells = 1_000_000
    var due = schedule.isDue(rows: 127)
    #expect(!due)
    due = schedule.isDue(rows: 128)
    #expect(due)
    #expect(schedule.phase1Cells == 0)
    #expect(schedule.nextCheck == 256)
    schedule.phase1Cells = schedule.cellsPerRow * 256
    due = schedule.isDue(rows: 256)
    #expect(!due)
    #expect(schedule.nextCheck == 512)
    schedule.phase1Cells = schedule.cellsPerRow * 600 + 1
    due = schedule.isDue(rows: 511)
    #expect(!due)
    due = schedule.isDue(rows: 600)
    #expect(due)
    #expect(schedule.nextCheck == 1_200)
    #expect(schedule.settles == 2)
  }

  /// Nested containers, with the first check and the threshold lowered so that 48 views reach them: the build
  /// optimises before its end and reaches the values of the build that optimises once.
  @Test func aNestedBuildSettlesEarlyToTheSameValues() throws {
    let early = SimplexSolver()
    early.core.earlySettle.cellsPerRow = 0
    early.core.earlySettle.nextCheck = 16
    let earlyVariables = try PricingQueueTests.addNested(48, to: early)
    let late = SimplexSolver()
    late.core.earlySettle.nextCheck = .max
    let lateVariables = try PricingQueueTests.addNested(48, to: late)
    try early.solve()
    try late.solve()
    #expect(early.core.earlySettle.settles > 0)
    #expect(late.core.earlySettle.settles == 0)
    for (a, b) in zip(earlyVariables, lateVariables) {
      #expect(abs(early.value(of: a) - late.value(of: b)) < 1e-6)
    }
  }

  /// A chain of 300 views squeezed into 3,000 points, whose adds all find a subject: phase 1
  /// never reaches the threshold, and the build optimises once.
  @Test func aChainDoesNotSettleEarly() throws {
    let solver = SimplexSolver()
    var previous = solver.makeVariable(named: "x0")
    try solver.add(previous == 0)
    for i in 1..<300 {
      let next = solver.makeVariable(named: "x\(i)")
      try solver.add(next >= previous + 8)
      try solver.add((next == previous + 20) | .weak)
      previous = next
    }
    try solver.add(previous <= 3_000)
    try solver.solve()
    #expect(solver.core.earlySettle.settles == 0)
    #expect(solver.value(of: previous) == 3_000)
  }
}
