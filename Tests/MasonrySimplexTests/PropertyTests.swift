// SPDX-License-Identifier: MIT

import MasonrySolving
import Testing
import _MasonryTestSupport

/// Properties of seeded random layout-like systems and scripts (``PropertyCase``), checked after
/// every step.
@Suite struct PropertyTests {
  /// Every required constraint holds within 1e-7 after every step; refused contradictions leave
  /// the state unchanged with an irreducible explanation.
  @Test("required constraints hold after every step", arguments: Engine.allCases, PropertyCase.all)
  func requiredConstraintsHold(engine: Engine, propertyCase: PropertyCase) throws {
    let completed = try play(propertyCase, on: engine) { runner, _, index in
      expectRequiredSatisfied(
        runner.solver, runner.constraints, tolerance: 1e-7, "\(propertyCase) step \(index)")
    }
    #expect(completed)
  }

  /// In a consistent system, whenever every constraint and edit target holds at the witness,
  /// the witness is the unique optimum: every engine must return it.
  @Test(
    "a unique optimum is found", arguments: Engine.allCases,
    PropertyCase.all.filter(\.isConsistent))
  func uniqueOptimumIsFound(engine: Engine, propertyCase: PropertyCase) throws {
    let witness = propertyCase.generate().system.witness
    var checked = 0
    try play(propertyCase, on: engine) { runner, step, index in
      guard step?.isConsistent ?? true else { return }
      checked += 1
      let values = runner.values()
      guard
        let worst = values.indices.max(by: {
          abs(values[$0] - witness[$0]) < abs(values[$1] - witness[$1])
        })
      else { return }
      #expect(
        abs(values[worst] - witness[worst]) <= 1e-6 * max(1, abs(witness[worst])),
        """
        \(propertyCase) step \(index): \(runner.solver.name(of: Variable(id: Int32(worst)))) = \
        \(values[worst]), the unique optimum is \(witness[worst])
        """)
    }
    #expect(checked >= 5, "too few consistent steps to mean anything")
  }

  /// The generator's witness satisfies every required constraint, so no engine's optimum may
  /// have a larger error (in the engine's own semantics) at the first priority where the two
  /// differ.
  @Test("no worse than a known feasible point", arguments: Engine.allCases, PropertyCase.all)
  func noWorseThanTheWitness(engine: Engine, propertyCase: PropertyCase) throws {
    let witness = propertyCase.generate().system.witness
    try play(propertyCase, on: engine) { runner, _, index in
      let objective = runner.objectiveConstraints
      let mine = priorityErrors(of: objective, at: runner.values(), minimisedBy: engine.semantics)
      let theirs = priorityErrors(of: objective, at: witness, minimisedBy: engine.semantics)
      guard let level = firstDifference(mine, theirs) else { return }
      #expect(
        mine[level].error < theirs[level].error,
        """
        \(propertyCase) step \(index): at priority \(mine[level].priority) the error is \
        \(mine[level].error), the witness has \(theirs[level].error)
        """)
    }
  }
}
