// SPDX-License-Identifier: MIT

import MasonrySolving
import Testing
import _MasonryTestSupport

/// The test tool that turns a failing generated case into a reproduction.
@Suite struct CallTraceTests {
  /// Replaying the flattened calls ends in the state the script runner reaches.
  @Test(
    "a trace replays its script", arguments: Engine.allCases,
    [PropertyCase.all[0], PropertyCase.all[9]])
  func replayMatchesRunner(engine: Engine, propertyCase: PropertyCase) throws {
    let (system, script) = propertyCase.generate()
    var runner = try ScriptRunner(engine.make(), system: system)
    for step in script { _ = caught { try runner.apply(step.operation) } }
    try runner.solve()
    let replay = CallTrace(system: system, script: script).replay(on: engine)
    #expect(replay.installed.map(\.constraint) == runner.constraints)
    #expect(replay.edits == runner.edits)
    let values = (0..<replay.solver.variableCount).map {
      replay.solver.value(of: Variable(id: Int32($0))).bitPattern
    }
    #expect(values == runner.values().map(\.bitPattern))
  }

  /// Minimising keeps exactly what the predicate needs, and compaction renumbers the
  /// variables the remaining calls use.
  @Test("minimising and compacting")
  func minimizeAndCompact() throws {
    let (system, script) = PropertyCase.all[0].generate()
    let trace = CallTrace(system: system, script: script)
    let isAdd: (SolverCall) -> Bool = { if case .add = $0 { true } else { false } }
    let target = try #require(trace.calls.last(where: isAdd))
    let small = trace.minimized { $0.calls.contains { $0 == target } }
    #expect(small.calls.count == 1)
    let compact = small.compacted()
    #expect(compact.usedVariables == compact.names.indices.map { Variable(id: Int32($0)) })
    #expect(compact.swiftSource().hasPrefix("let s = SimplexSolver()\n"))
  }
}
