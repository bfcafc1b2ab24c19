// SPDX-License-Identifier: MIT

import MasonrySolving
import Testing
import _MasonryTestSupport

/// The weighted-absolute-error engine and the least-squares engine, side by side on the same
/// generated scripts (``PropertyCase``), compared after building and after every step:
///
/// - where the first engine's optimum satisfies every constraint and edit target and the
///   engine reports no ambiguity, the optimum is unique under both semantics: the values agree
///   within 1e-6;
/// - the first engine minimises the weighted absolute error priority by priority, so at the
///   first priority where the two engines' weighted absolute errors differ, the first engine's
///   is the smaller.
@Suite struct EngineAgreementTests {
  @Test("the engines side by side", arguments: PropertyCase.all)
  func sideBySide(propertyCase: PropertyCase) throws {
    let engines = try #require(semanticsPair)
    var compared = 0
    try playInLockstep(propertyCase, on: engines) { first, second, _, index in
      let note = "\(propertyCase) step \(index)"
      let values = first.values()
      let others = second.values()
      let objective = first.objectiveConstraints
      let firstErrors = priorityErrors(of: objective, at: values)
      let secondErrors = priorityErrors(of: second.objectiveConstraints, at: others)
      if let level = firstDifference(firstErrors, secondErrors) {
        #expect(
          firstErrors[level].error <= secondErrors[level].error,
          """
          \(note): at priority \(firstErrors[level].priority) \(engines.0) has error \
          \(firstErrors[level].error), \(engines.1) \(secondErrors[level].error)
          """)
      }
      let satisfied = objective.allSatisfy { $0.violation { values[Int($0.id)] } <= 1e-9 }
      guard satisfied, first.solver.ambiguities().isEmpty else { return }
      compared += 1
      let gaps = values.indices.map { abs(values[$0] - others[$0]) / max(1, abs(values[$0])) }
      guard let worst = gaps.indices.max(by: { gaps[$0] < gaps[$1] }), gaps[worst] > 1e-6 else {
        return
      }
      Issue.record(
        """
        \(note): \(first.solver.name(of: Variable(id: Int32(worst)))) is \(values[worst]) in \
        \(engines.0), \(others[worst]) in \(engines.1), and the optimum is unique
        """)
    }
    if propertyCase.isConsistent { #expect(compared >= 5, "too few unique optima to compare") }
  }
}
