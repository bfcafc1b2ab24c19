// SPDX-License-Identifier: MIT

import Foundation
import MasonrySolving
import Testing
import _MasonryTestSupport

/// How many generated `.csys` cases ``CSysFuzzTests`` plays per engine:
/// `MASONRY_CSYS_FUZZ_CASES`, 300 by default (the CI run); set thousands for a long run.
private let csysFuzzCases =
  Int(ProcessInfo.processInfo.environment["MASONRY_CSYS_FUZZ_CASES"] ?? "") ?? 300

/// Malformed and extreme `.csys` files (issue 12, deliverable 5), replayed call by call on
/// each engine. A case passes when the reader refuses the text with a line inside it, or when
/// every call either succeeds, with solutions that keep the required constraints within the
/// tolerance, or throws a typed error and leaves the solver exactly as before. A trap fails
/// the whole run, and the time limit catches a hang. The limit leaves room for long runs:
/// 300,000 cases per engine take about 90 s in a release build, and CI's 300 under a second.
@Suite(.timeLimit(.minutes(10))) struct CSysFuzzTests {
  /// What a fuzz run saw, printed for the record.
  struct Tally {
    var unreadable = 0
    var calls = 0
    var refused = 0
    var updates = 0
  }

  /// Replays `system` call by call on `solver`, checking every refusal and every update.
  static func replay(
    _ system: ConstraintSystem, on solver: any ConstraintSolver, tally: inout Tally,
    note: String
  ) {
    for name in system.variableNames { _ = solver.makeVariable(named: name) }
    var labeled: [String: ConstraintHandle] = [:]
    var installed: [ConstraintHandle] = []
    func call(_ body: () throws -> Void) {
      tally.calls += 1
      let before = SolverSnapshot(solver, handles: installed)
      guard let error = caught(body) else { return }
      tally.refused += 1
      if case .internalFailure = error { Issue.record("\(note): \(error)") }
      expectUnchanged(solver, since: before, handles: installed, note)
    }
    func add(_ labeledConstraint: ConstraintSystem.LabeledConstraint) {
      call {
        let handle = try solver.add(labeledConstraint.constraint)
        installed.append(handle)
        if let label = labeledConstraint.label { labeled[label] = handle }
      }
    }
    for step in system.build {
      switch step {
      case .edit(let variable, let strength):
        call { try solver.addEditVariable(variable, strength: strength) }
      case .constraint(let labeledConstraint):
        add(labeledConstraint)
      }
    }
    for round in system.rounds {
      for operation in round.operations {
        switch operation {
        case .suggest(let variable, let value):
          call { try solver.suggestValue(value, for: variable) }
        case .setConstant(let label, let value):
          guard let handle = labeled[label] else { continue }
          call { try solver.setConstant(value, of: handle) }
        case .remove(let label):
          guard let handle = labeled[label] else { continue }
          call {
            try solver.remove(handle)
            installed.removeAll { $0 == handle }
            labeled[label] = nil
          }
        case .add(let labeledConstraint):
          add(labeledConstraint)
        }
      }
      tally.updates += 1
      checkSolution(solver, installed, note: note)
    }
    checkSolution(solver, installed, note: note)
  }

  /// Solves and expects finite values that keep every installed required constraint.
  ///
  /// `suggestions` are the values the edit variables hold to (suggested, or their values when
  /// they were added): numbers of the system too, whose rounding spreads into every row as
  /// the constraints' constants do (API fuzz seed 22308: an edit added while its variable read
  /// -4.1e8, then outvoted by constraints whose values are near 0.1, leaves 1.8e-7 of rounding
  /// in a required row where 1.3e-7 would be allowed without it).
  static func checkSolution(
    _ solver: any ConstraintSolver, _ installed: [ConstraintHandle], note: String,
    suggestions: [Double] = []
  ) {
    if let error = caught({ try solver.solve() }) {
      Issue.record("\(note): solve() threw \(error)")
      return
    }
    let values = (0..<solver.variableCount).map { solver.value(of: Variable(id: Int32($0))) }
    let finite = values.allSatisfy { $0.isFinite }
    #expect(finite, "\(note): \(values)")
    // The documented tolerance (`SolutionTolerance`): relative to the magnitude of each
    // row's terms, plus the rounding the largest numbers of the system spread into every row.
    var largestNumber = values.reduce(0) { max($0, abs($1)) }
    for value in suggestions { largestNumber = max(largestNumber, abs(value)) }
    for handle in installed {
      guard let constraint = solver.constraint(handle) else { continue }
      largestNumber = max(largestNumber, SolutionTolerance.scaledConstant(of: constraint))
    }
    for handle in installed {
      guard let constraint = solver.constraint(handle), constraint.strength.isRequired else {
        continue
      }
      let (violation, allowed) = SolutionTolerance.scaledViolation(of: constraint) {
        values[Int($0.id)]
      }
      #expect(
        violation <= allowed + SolutionTolerance.ofLargest * largestNumber,
        "\(note): \(constraint) violated by \(violation)")
    }
  }

  @Test(arguments: Engine.allCases)
  func malformedAndExtremeFilesNeverTrap(engine: Engine) {
    var generator = CSysFuzzGenerator(seed: engine == .simplex ? 1 : 2)
    var tally = Tally()
    for index in 0..<csysFuzzCases {
      let text = generator.next()
      let note = "case \(index) on \(engine):\n\(text)"
      let system: ConstraintSystem
      do {
        system = try ConstraintSystem(csysText: text)
      } catch {
        tally.unreadable += 1
        let lineCount = text.split(separator: "\n", omittingEmptySubsequences: false).count
        #expect((1...max(1, lineCount)).contains(error.line), "\(note): \(error)")
        continue
      }
      Self.replay(system, on: engine.make(), tally: &tally, note: note)
    }
    print(
      "csys fuzz \(engine): \(csysFuzzCases) cases, \(tally.unreadable) unreadable, "
        + "\(tally.calls) calls, \(tally.refused) refused, \(tally.updates) updates")
  }
}
