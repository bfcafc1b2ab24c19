// SPDX-License-Identifier: MIT

import Foundation
import MasonrySolving
import Testing
import _MasonryTestSupport

@testable import MasonrySimplex

/// How many seeds ``FuzzTests`` plays: `MASONRY_FUZZ_SEEDS`, 0 (off) by default.
private let fuzzSeedCount =
  Int(ProcessInfo.processInfo.environment["MASONRY_FUZZ_SEEDS"] ?? "") ?? 0

/// A long run of the generated scripts, off by default: `MASONRY_FUZZ_SEEDS=200 swift test
/// --filter FuzzTests` plays seeds 1...200 of every shape, both kinds, on every engine, and for
/// the first defect of each case records an issue with a minimised reproduction in Swift
/// (see ``CallTrace``). The regular suite plays three seeds of each (``PropertyTests``).
@Suite(.enabled(if: fuzzSeedCount > 0)) struct FuzzTests {
  @Test("generated scripts have no defects", arguments: Engine.allCases, SystemShape.allCases)
  func fuzz(engine: Engine, shape: SystemShape) throws {
    var failing = 0
    for seed in 1...max(1, fuzzSeedCount) {
      for consistent in [false, true] {
        let propertyCase = PropertyCase(
          shape: shape, seed: UInt64(seed), isConsistent: consistent)
        guard let step = try firstDefectiveStep(propertyCase, engine) else { continue }
        failing += 1
        let (system, script) = propertyCase.generate()
        let prefix = CallTrace(system: system, script: Array(script.prefix(step + 1)))
        let found = prefix.defects(on: engine).sorted { $0.rawValue < $1.rawValue }
        guard let defect = found.first,
          let reproduction = prefix.reproduction(of: defect, on: engine)
        else {
          Issue.record("\(propertyCase) step \(step): defective, but the trace does not replay it")
          continue
        }
        Issue.record(
          """
          \(propertyCase) step \(step): \(defect) on \(engine), reproduced by:
          \(reproduction.swiftSource(solver: "engine.make()"))
          """)
      }
    }
    print("fuzz \(engine) \(shape): \(failing) of \(2 * fuzzSeedCount) cases defective")
  }

  /// The same scripts on the simplex engine with every row deferred that can be (see
  /// ``PrimalDeferralTests``): the primal simplex defers only rows of thousands of cells,
  /// which the scripts never reach.
  @Test(
    "generated scripts have no defects with every row deferred",
    arguments: SystemShape.allCases)
  func fuzzDeferringEveryRow(shape: SystemShape) throws {
    var failing = 0
    for seed in 1...max(1, fuzzSeedCount) {
      for consistent in [false, true] {
        let propertyCase = PropertyCase(
          shape: shape, seed: UInt64(seed), isConsistent: consistent)
        guard
          let step = try firstDefectiveStep(
            propertyCase, PrimalDeferralTests.deferringEveryRow(), SimplexSolver.semantics)
        else { continue }
        failing += 1
        Issue.record("\(propertyCase) step \(step): defective with every row deferred")
      }
    }
    print("fuzz deferring \(shape): \(failing) of \(2 * fuzzSeedCount) cases defective")
  }

  /// The first step after which the engine shows a ``TraceDefect`` (or a call it should
  /// accept throws), or `nil`.
  private func firstDefectiveStep(_ propertyCase: PropertyCase, _ engine: Engine) throws -> Int? {
    try firstDefectiveStep(propertyCase, engine.make(), engine.semantics)
  }

  /// ``firstDefectiveStep(_:_:)`` on `solver`, which minimises by `semantics`.
  private func firstDefectiveStep(
    _ propertyCase: PropertyCase, _ solver: any ConstraintSolver, _ semantics: SolverSemantics
  ) throws -> Int? {
    let (system, script) = propertyCase.generate()
    var runner = try ScriptRunner(solver, system: system)
    for (index, step) in script.enumerated() {
      let error = caught { try runner.apply(step.operation) }
      if case .addConflicting = step.operation {
        if error == nil { return index }
      } else if error != nil {
        return index
      }
      try runner.solve()
      let values = runner.values()
      if runner.requiredConstraints.contains(where: {
        !($0.violation { values[Int($0.id)] } <= 1e-7)
      }) {
        return index
      }
      let objective = runner.objectiveConstraints
      let mine = priorityErrors(of: objective, at: values, minimisedBy: semantics)
      let theirs = priorityErrors(of: objective, at: system.witness, minimisedBy: semantics)
      if let level = firstDifference(mine, theirs), mine[level].error > theirs[level].error {
        return index
      }
    }
    return nil
  }
}
