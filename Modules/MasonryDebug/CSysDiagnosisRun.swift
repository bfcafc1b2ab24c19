// SPDX-License-Identifier: MIT

import Foundation
import MasonrySolving

/// A `.csys` system being built into a solver step by step, writing the report as it goes.
struct CSysDiagnosisRun {
  let system: ConstraintSystem
  let lines: CSysSourceLines
  let solver: any ConstraintSolver
  /// The solver's variable for each of the system's, by system id.
  let variables: [Variable]
  var output: [String] = []
  var conflictCount = 0
  var errorCount = 0
  /// The handle of each installed labelled constraint.
  private var labels: [String: ConstraintHandle] = [:]
  /// The line of each labelled constraint that was left out.
  private var leftOut: [String: Int] = [:]
  /// The source line of each installed constraint.
  private var lineOfHandle: [ConstraintHandle: CSysSourceLines.Line] = [:]

  init(system: ConstraintSystem, lines: CSysSourceLines, solver: any ConstraintSolver) {
    self.system = system
    self.lines = lines
    self.solver = solver
    variables = system.variableNames.map { solver.makeVariable(named: $0) }
  }

  /// Builds, solves and reports; then each round, when `rounds`.
  mutating func play(rounds: Bool) {
    let edits = system.editVariables.count
    let constraints = system.buildConstraints.count
    output.append(
      "\(count(system.variableNames.count, "variable")), \(count(constraints, "constraint")), "
        + "\(count(edits, "edit variable")), \(count(system.rounds.count, "round"))")
    output.append("")
    for (step, line) in zip(system.build, lines.build) { apply(step, line) }
    solve(after: "the build")
    guard rounds else { return }
    for (index, round) in system.rounds.enumerated() {
      for (operation, line) in zip(round.operations, lines.rounds[index]) {
        apply(operation, line)
      }
      solve(after: "round \(index + 1) (update on line \(lines.updates[index].number))")
    }
  }

  // MARK: - Steps

  private mutating func apply(_ step: ConstraintSystem.BuildStep, _ line: CSysSourceLines.Line) {
    switch step {
    case .edit(let variable, let strength):
      do {
        try solver.addEditVariable(solverVariable(variable), strength: strength)
      } catch {
        refused(line, error)
      }
    case .constraint(let labeled):
      add(labeled, line)
    }
  }

  private mutating func apply(_ operation: ConstraintSystem.Operation, _ line: CSysSourceLines.Line)
  {
    switch operation {
    case .suggest(let variable, let value):
      do { try solver.suggestValue(value, for: solverVariable(variable)) } catch {
        refused(line, error)
      }
    case .add(let labeled):
      add(labeled, line)
    case .remove(let label):
      guard let handle = installed(label, line) else { return }
      do {
        try solver.remove(handle)
        labels[label] = nil
        lineOfHandle[handle] = nil
      } catch {
        refused(line, error)
      }
    case .setConstant(let label, let value):
      guard let handle = installed(label, line) else { return }
      do { try solver.setConstant(value, of: handle) } catch {
        guard case .unsatisfiable(let conflict) = error else { return refused(line, error) }
        report(conflict, at: line, outcome: "the constant is not changed")
      }
    }
  }

  private mutating func add(
    _ labeled: ConstraintSystem.LabeledConstraint, _ line: CSysSourceLines.Line
  ) {
    var constraint = labeled.constraint
    constraint.expression.terms = constraint.expression.terms.map {
      Term(solverVariable($0.variable), coefficient: $0.coefficient)
    }
    do {
      let handle = try solver.add(constraint)
      lineOfHandle[handle] = line
      if let label = labeled.label {
        labels[label] = handle
        leftOut[label] = nil
      }
    } catch {
      if let label = labeled.label { leftOut[label] = line.number }
      guard case .unsatisfiable(let conflict) = error else { return refused(line, error) }
      report(conflict, at: line, outcome: "it is left out")
    }
  }

  /// The handle of the constraint labelled `label`, or `nil` (reported) when it was left out.
  private mutating func installed(_ label: String, _ line: CSysSourceLines.Line)
    -> ConstraintHandle?
  {
    if let handle = labels[label] { return handle }
    errorCount += 1
    let place = leftOut[label].map { " on line \($0)" } ?? ""
    output.append(
      "Error: line \(line.number): the constraint labelled '\(label)' was left out\(place);"
        + " skipped")
    output.append("    line \(line.number): \(line.text)")
    output.append("")
    return nil
  }

  private func solverVariable(_ variable: Variable) -> Variable {
    variables.indices.contains(Int(variable.id)) ? variables[Int(variable.id)] : variable
  }

  // MARK: - Report

  private mutating func report(
    _ conflict: Conflict, at line: CSysSourceLines.Line, outcome: String
  ) {
    conflictCount += 1
    var head = "line \(line.number)"
    var involved = [line]
    if let handle = conflict.handle, let changed = lineOfHandle[handle] {
      head += " (the constant of line \(changed.number))"
      involved.append(changed)
    }
    let others = conflict.conflicting.compactMap { lineOfHandle[$0] }
      .filter { other in !involved.contains { $0.number == other.number } }
    let numbers = Set(others.map(\.number)).sorted()
    let with = numbers.isEmpty ? "" : " together with \(listed(numbers))"
    output.append("Conflict: \(head) cannot hold\(with); \(outcome)")
    involved += others
    involved.sort { $0.number < $1.number }
    var seen = Set<Int>()
    for entry in involved where seen.insert(entry.number).inserted {
      output.append("    line \(entry.number): \(entry.text)")
    }
    output.append("")
  }

  private mutating func refused(_ line: CSysSourceLines.Line, _ error: SolverError) {
    errorCount += 1
    output.append("Error: line \(line.number): \(describe(error)); skipped")
    output.append("    line \(line.number): \(line.text)")
    output.append("")
  }

  private mutating func solve(after stage: String) {
    do { try solver.solve() } catch {
      errorCount += 1
      output.append("Error: the solve after \(stage) failed: \(error)")
    }
    output.append("Values after \(stage):")
    let names = system.variableNames
    let width = names.map(\.count).max() ?? 0
    for (index, name) in names.enumerated() {
      let padded = name.padding(toLength: width, withPad: " ", startingAt: 0)
      output.append("    \(padded) = \(format(solver.value(of: variables[index])))")
    }
    let ambiguities = solver.ambiguities()
    output.append("")
    output.append(ambiguities.isEmpty ? "Ambiguous: none" : "Ambiguous:")
    for ambiguity in ambiguities { output.append("    " + describe(ambiguity)) }
    output.append("")
  }

  private func describe(_ ambiguity: Ambiguity) -> String {
    let name = solver.name(of: ambiguity.variable)
    switch ambiguity.freedom {
    case .variable(let parameter) where parameter == ambiguity.variable:
      return "\(name) can move: nothing fixes it"
    case .variable(let parameter):
      return "\(name) can move with \(solver.name(of: parameter)), which nothing fixes"
    case .constraint(let handle):
      guard let line = lineOfHandle[handle] else {
        return "\(name) can move: \(handle) does not bind"
      }
      return "\(name) can move: line \(line.number) does not bind (\(line.text))"
    }
  }

  /// A solver error with the system's variable names.
  private func describe(_ error: SolverError) -> String {
    switch error {
    case .requiredEditStrength(let variable):
      return "the edit variable \(solver.name(of: variable)) cannot be required"
    case .unknownEditVariable(let variable):
      return "\(solver.name(of: variable)) is not an edit variable"
    case .duplicateEditVariable(let variable):
      return "\(solver.name(of: variable)) is already an edit variable"
    default:
      return "\(error)"
    }
  }

  /// A value with 10 significant digits, and rounding noise around zero shown as 0.
  private func format(_ value: Double) -> String {
    String(format: "%.10g", abs(value) < 1e-9 ? 0 : value)
  }

  private func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }

  /// `line 4`, `lines 4 and 6`, `lines 3, 4 and 6`.
  private func listed(_ numbers: [Int]) -> String {
    let texts = numbers.map(String.init)
    guard let last = texts.last else { return "" }
    if texts.count == 1 { return "line \(last)" }
    return "lines " + texts.dropLast().joined(separator: ", ") + " and " + last
  }
}
