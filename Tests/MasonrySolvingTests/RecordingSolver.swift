// SPDX-License-Identifier: MIT

import MasonrySolving

/// A solver that solves nothing: it logs the calls it gets, in `.csys`-like words, and refuses
/// the constraints `refuse` picks, so that replay tests can see exactly what a replay does.
final class RecordingSolver: ConstraintSolver {
  static var semantics: SolverSemantics { .weightedAbsoluteError }

  var log: [String] = []
  var names: [String] = []
  var constraints: [LinearConstraint?] = []
  var edits: [Variable] = []
  var values: [Double] = []
  /// The error to throw for a constraint, or `nil` to accept it.
  var refuse: (LinearConstraint) -> SolverError? = { _ in nil }

  init() {}

  var variableCount: Int { names.count }

  func makeVariable(named name: String) -> Variable {
    names.append(name)
    values.append(0)
    log.append("make \(name)")
    return Variable(id: Int32(names.count - 1))
  }

  func name(of variable: Variable) -> String { names[Int(variable.id)] }

  func add(_ constraint: LinearConstraint) throws(SolverError) -> ConstraintHandle {
    if let error = refuse(constraint) { throw error }
    constraints.append(constraint)
    let terms = constraint.expression.terms.map { "\($0.coefficient)*\(name(of: $0.variable))" }
    log.append(
      "add c\(constraints.count - 1): \(terms.joined(separator: " ")) \(constraint.relation)")
    return ConstraintHandle(index: Int32(constraints.count - 1), generation: 0)
  }

  func remove(_ handle: ConstraintHandle) throws(SolverError) {
    guard contains(handle) else { throw .unknownConstraint(handle) }
    constraints[Int(handle.index)] = nil
    log.append("remove \(handle)")
  }

  func contains(_ handle: ConstraintHandle) -> Bool {
    handle.index >= 0 && Int(handle.index) < constraints.count
      && constraints[Int(handle.index)] != nil
  }

  func constraint(_ handle: ConstraintHandle) -> LinearConstraint? {
    contains(handle) ? constraints[Int(handle.index)] : nil
  }

  var constraintCount: Int { constraints.count { $0 != nil } }

  func setConstant(_ constant: Double, of handle: ConstraintHandle) throws(SolverError) {
    guard contains(handle) else { throw .unknownConstraint(handle) }
    log.append("constant \(handle) \(constant)")
  }

  func setStrength(_ strength: Strength, of handle: ConstraintHandle) throws(SolverError) {
    log.append("strength \(handle)")
  }

  func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
    edits.append(variable)
    log.append("edit \(name(of: variable)) \(strength)")
  }

  func removeEditVariable(_ variable: Variable) throws(SolverError) {
    edits.removeAll { $0 == variable }
  }

  func hasEditVariable(_ variable: Variable) -> Bool { edits.contains(variable) }

  func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
    guard hasEditVariable(variable) else { throw .unknownEditVariable(variable) }
    values[Int(variable.id)] = value
    log.append("suggest \(name(of: variable)) \(value)")
  }

  func solve() throws(SolverError) { log.append("solve") }

  func value(of variable: Variable) -> Double { values[Int(variable.id)] }

  func ambiguities() -> [Ambiguity] { [] }

  func reset() {}
}
