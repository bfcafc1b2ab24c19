// SPDX-License-Identifier: MIT

import MasonrySolving
import Testing
import _MasonryTestSupport

/// Properties of seeded random layout-like systems and scripts (``PropertyCase``), checked on
/// every engine after building and after every step (one pass per case checks them all):
///
/// - every required constraint holds within 1e-7; a refused contradiction leaves the state
///   unchanged and comes with an irreducible explanation (checked by ``play(_:on:check:)``);
/// - in a consistent system, whenever every constraint and edit target holds at the witness,
///   the witness is the unique optimum, and the engine returns it within 1e-6;
/// - the witness satisfies every required constraint, so the engine's per-priority error (in
///   its own semantics) is never larger than the witness's at the first priority where the two
///   differ.
@Suite struct PropertyTests {
  @Test("after every step", arguments: Engine.allCases, PropertyCase.all)
  func afterEveryStep(engine: Engine, propertyCase: PropertyCase) throws {
    try Self.checkAfterEveryStep(propertyCase, on: engine.make(), semantics: engine.semantics)
  }

  /// Plays `propertyCase` on `solver`, which minimises by `semantics`, and checks the
  /// properties above after building and after every step.
  static func checkAfterEveryStep(
    _ propertyCase: PropertyCase, on solver: any ConstraintSolver, semantics: SolverSemantics
  ) throws {
    let witness = propertyCase.generate().system.witness
    var uniqueSteps = 0
    let completed = try play(propertyCase, on: solver) { runner, step, index in
      let note = "\(propertyCase) step \(index)"
      expectRequiredSatisfied(runner.solver, runner.constraints, tolerance: 1e-7, note)
      let values = runner.values()
      if propertyCase.isConsistent, step?.isConsistent ?? true {
        uniqueSteps += 1
        expectWitness(runner, values, witness, note)
      }
      let objective = runner.objectiveConstraints
      let mine = priorityErrors(of: objective, at: values, minimisedBy: semantics)
      let theirs = priorityErrors(of: objective, at: witness, minimisedBy: semantics)
      guard let level = firstDifference(mine, theirs) else { return }
      #expect(
        mine[level].error < theirs[level].error,
        """
        \(note): at priority \(mine[level].priority) the error is \(mine[level].error), the \
        witness has \(theirs[level].error)
        """)
    }
    #expect(completed)
    if propertyCase.isConsistent {
      #expect(uniqueSteps >= 5, "too few consistent steps to mean anything")
    }
  }

  /// Expects the values to be the witness within 1e-6 (relative to `max(1, |witness|)`),
  /// naming the variable that is furthest off.
  private static func expectWitness(
    _ runner: ScriptRunner, _ values: [Double], _ witness: [Double], _ note: String
  ) {
    let off = values.indices.map { abs(values[$0] - witness[$0]) / max(1, abs(witness[$0])) }
    guard let worst = off.indices.max(by: { off[$0] < off[$1] }), off[worst] > 1e-6 else {
      return
    }
    let name = runner.solver.name(of: Variable(id: Int32(worst)))
    Issue.record("\(note): \(name) = \(values[worst]), the unique optimum is \(witness[worst])")
  }
}
