// SPDX-License-Identifier: MIT

import MasonrySolving
import Testing
import _MasonryTestSupport

/// The weighted-absolute-error engine and the least-squares engine, side by side on the same
/// generated scripts (``PropertyCase``).
@Suite struct EngineAgreementTests {
  /// Where the first engine's optimum satisfies every constraint and edit target and the
  /// engine reports no ambiguity, the optimum is unique under both semantics: the values agree
  /// within 1e-6.
  @Test("the engines agree on unique optima that satisfy everything", arguments: PropertyCase.all)
  func agreeOnUniqueOptima(propertyCase: PropertyCase) throws {
    let engines = try #require(semanticsPair)
    var checked = 0
    try playInLockstep(propertyCase, on: engines) { first, second, _, index in
      let values = first.values()
      let satisfied = first.objectiveConstraints.allSatisfy {
        $0.violation { values[Int($0.id)] } <= 1e-9
      }
      guard satisfied, first.solver.ambiguities().isEmpty else { return }
      checked += 1
      let others = second.values()
      guard
        let worst = values.indices.max(by: {
          abs(values[$0] - others[$0]) < abs(values[$1] - others[$1])
        })
      else { return }
      #expect(
        abs(values[worst] - others[worst]) <= 1e-6 * max(1, abs(values[worst])),
        """
        \(propertyCase) step \(index): \(first.solver.name(of: Variable(id: Int32(worst)))) \
        is \(values[worst]) in \(engines.0), \(others[worst]) in \(engines.1)
        """)
    }
    if propertyCase.isConsistent { #expect(checked >= 5, "too few unique optima to compare") }
  }

  /// The first engine minimises the weighted absolute error priority by priority, so at the
  /// first priority where the two engines' errors differ, the first engine's is the smaller.
  @Test(
    "weighted absolute error is never worse at the first differing priority",
    arguments: PropertyCase.all)
  func absoluteErrorNeverWorse(propertyCase: PropertyCase) throws {
    let engines = try #require(semanticsPair)
    try playInLockstep(propertyCase, on: engines) { first, second, _, index in
      let objective = first.objectiveConstraints
      let firstErrors = priorityErrors(of: objective, at: first.values())
      let secondErrors = priorityErrors(of: second.objectiveConstraints, at: second.values())
      guard let level = firstDifference(firstErrors, secondErrors) else { return }
      #expect(
        firstErrors[level].error <= secondErrors[level].error,
        """
        \(propertyCase) step \(index): at priority \(firstErrors[level].priority) \
        \(engines.0) has error \(firstErrors[level].error), \(engines.1) \
        \(secondErrors[level].error)
        """)
    }
  }
}
