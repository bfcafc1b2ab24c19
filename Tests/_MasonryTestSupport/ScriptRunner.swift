// SPDX-License-Identifier: MIT

public import MasonrySolving

/// Plays a ``GeneratedSystem`` and its script on one solver, keeping the list of live
/// constraints and edit targets that the script's positions refer to.
///
/// The runner's bookkeeping changes only when the solver accepts a call, so after a refused
/// call it still describes the solver's state.
public struct ScriptRunner {
  /// The solver being driven.
  public let solver: any ConstraintSolver
  /// The handles of the live constraints, in script order.
  public private(set) var handles: [ConstraintHandle] = []
  /// The live constraints with their current constants and strengths, in script order.
  public private(set) var constraints: [LinearConstraint] = []
  /// The edit variables, each with its strength and current target.
  public private(set) var edits: [EditSpec] = []

  /// Makes the system's variables (in order, so ids match the system's), adds its constraints
  /// and edits, suggests the first values and solves.
  ///
  /// - Throws: whatever the solver throws.
  public init(_ solver: any ConstraintSolver, system: GeneratedSystem) throws(SolverError) {
    self.solver = solver
    for name in system.names { _ = solver.makeVariable(named: name) }
    for constraint in system.constraints {
      handles.append(try solver.add(constraint))
      constraints.append(constraint)
    }
    for edit in system.edits { try apply(.addEdit(edit)) }
    try solver.solve()
  }

  /// Performs one operation (without solving).
  ///
  /// - Throws: whatever the solver throws; ``SolverError/internalFailure(_:)`` when a position
  ///   is out of range (the script no longer matches the solver).
  public mutating func apply(_ operation: SolverOperation) throws(SolverError) {
    switch operation {
    case .add(let constraint), .addConflicting(let constraint):
      handles.append(try solver.add(constraint))
      constraints.append(constraint)
    case .remove(let index):
      try solver.remove(try handle(at: index))
      handles.remove(at: index)
      constraints.remove(at: index)
    case .setConstant(let constant, let index):
      try solver.setConstant(constant, of: try handle(at: index))
      constraints[index].expression.constant = constant
    case .setStrength(let strength, let index):
      try solver.setStrength(strength, of: try handle(at: index))
      constraints[index].strength = strength
    case .addEdit(let spec):
      try solver.addEditVariable(spec.variable, strength: spec.strength)
      do {
        try solver.suggestValue(spec.suggestion, for: spec.variable)
      } catch {
        try? solver.removeEditVariable(spec.variable)
        throw error
      }
      edits.append(spec)
    case .suggest(let value, let variable):
      try solver.suggestValue(value, for: variable)
      if let index = edits.firstIndex(where: { $0.variable == variable }) {
        edits[index].suggestion = value
      }
    case .removeEdit(let variable):
      try solver.removeEditVariable(variable)
      edits.removeAll { $0.variable == variable }
    }
  }

  private func handle(at index: Int) throws(SolverError) -> ConstraintHandle {
    guard handles.indices.contains(index) else {
      throw .internalFailure("script position \(index) of \(handles.count) live constraints")
    }
    return handles[index]
  }

  /// Solves.
  ///
  /// - Throws: whatever the solver throws.
  public func solve() throws(SolverError) {
    try solver.solve()
  }

  /// The value of every variable, by id.
  public func values() -> [Double] {
    (0..<solver.variableCount).map { solver.value(of: Variable(id: Int32($0))) }
  }

  /// The live required constraints.
  public var requiredConstraints: [LinearConstraint] {
    constraints.filter(\.strength.isRequired)
  }

  /// What the engines minimise: every live constraint, plus `variable == target` at the edit's
  /// strength for each edit variable.
  public var objectiveConstraints: [LinearConstraint] {
    constraints
      + edits.map {
        LinearConstraint(
          Expression($0.variable) - Expression($0.suggestion), .equal,
          strength: $0.strength)
      }
  }
}
