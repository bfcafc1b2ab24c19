// SPDX-License-Identifier: MIT

import MasonrySolving
import Testing
import _MasonryTestSupport

/// R27 (kiwi #57): the same calls in the same order give bit-identical values.
///
/// Only the in-process half is testable here: two fresh solvers in one process share the
/// process's hashing seed, so a `Dictionary` or `Set` whose iteration order chose a pivot would
/// still agree with itself. Across processes (where Swift seeds `Hasher` differently) the check
/// needs two runs of a program, such as `bench replay --values` run twice.
@Suite struct DeterminismTests {
  /// Two runs of the first seed's generated cases on fresh solvers: every value after every
  /// step is bit-identical.
  @Test(
    "two runs give bit-identical values", arguments: Engine.allCases,
    PropertyCase.all.filter { $0.seed == 1 })
  func twoRunsAgreeBitForBit(engine: Engine, propertyCase: PropertyCase) throws {
    var runs: [[[UInt64]]] = []
    for _ in 0..<2 {
      var trace: [[UInt64]] = []
      try play(propertyCase, on: engine) { runner, _, _ in
        trace.append(runner.values().map(\.bitPattern))
      }
      runs.append(trace)
    }
    #expect(runs[0].count == runs[1].count)
    let differing = runs[0].indices.first { $0 < runs[1].count && runs[0][$0] != runs[1][$0] }
    #expect(differing == nil, "\(propertyCase): the runs differ after step \((differing ?? 0) - 1)")
  }
}
