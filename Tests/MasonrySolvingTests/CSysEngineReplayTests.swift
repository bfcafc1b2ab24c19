// SPDX-License-Identifier: MIT

import MasonrySolving
import Testing
import _MasonryTestSupport

/// The replay helper driving the real engines through the shared enaml file.
@Suite struct CSysEngineReplayTests {
  @Test(arguments: Engine.allCases)
  func enamlReplaysWithEveryRequiredConstraintHolding(engine: Engine) throws {
    let system = try ConstraintSystem(csysText: try CSysRoundTripTests.enamlText())
    try replayEnaml(system, into: engine.make())
  }

  /// Three copies of the enaml form built and played side by side, each in a solver of its
  /// own, end every round with the values of one copy alone, bit for bit: the same calls in
  /// the same order (`bench side-by-side` times such copies against a system three times
  /// larger).
  @Test(arguments: Engine.allCases)
  func copiesSideBySideMatchOneAlone(engine: Engine) throws {
    let system = try ConstraintSystem(csysText: try CSysRoundTripTests.enamlText())
    try copiesMatch(try ReplayPlan(system), engine.make())
  }

  private func copiesMatch<S: ConstraintSolver>(_ plan: ReplayPlan, _ first: S) throws {
    var alone = try ConstraintSystemReplay(plan, into: S())
    var copies = try ConstraintSystemReplay.sideBySide(plan, into: [first, S(), S()])
    let values = { (replay: ConstraintSystemReplay<S>) in replay.values().map(\.value) }
    for copy in copies { #expect(values(copy) == values(alone)) }
    for round in 0..<plan.roundCount {
      try alone.play(round: round)
      for k in copies.indices { try copies[k].play(round: round) }
      for copy in copies { #expect(values(copy) == values(alone), "round \(round + 1)") }
    }
    #expect(copies[0].solver === first)
  }

  private func replayEnaml<S: ConstraintSolver>(_ system: ConstraintSystem, into solver: S) throws {
    var replay = try ConstraintSystemReplay(system, into: solver)
    #expect(solver.constraintCount == 111)
    #expect(solver.variableCount == 37)
    #expect(solver.name(of: replay.variables[0]) == "width")
    let value = { (variable: Variable) in solver.value(of: variable) }
    for (index, round) in system.rounds.enumerated() {
      try replay.play(round: index)
      for case .suggest(let variable, let suggested) in round.operations {
        #expect(abs(solver.value(of: replay.variable(variable)) - suggested) < 1e-6)
      }
      for labelled in system.buildConstraints where labelled.constraint.strength.isRequired {
        #expect(labelled.constraint.violation(value) < 1e-7, "\(labelled.constraint)")
      }
    }
    let values = Dictionary(uniqueKeysWithValues: replay.values().map { ($0.name, $0.value) })
    // After the last round (800 x 400): the form's margins and the fields' left edge.
    for (name, expected) in [("contents_left", 10.0), ("contents_right", 790), ("midline", 87)] {
      #expect(abs((values[name] ?? .nan) - expected) < 1e-9, "\(name)")
    }
  }
}
