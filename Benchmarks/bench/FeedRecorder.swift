// SPDX-License-Identifier: MIT

import MasonrySimplex
import MasonrySolving

/// A solver that hands every call on to a ``SimplexSolver`` and writes down what the layout
/// engine asked of it: the constraints it added (by handle, in order) and the constant changes
/// of each round, so that ``FeedExport`` can give the solver the same work without the engine.
final class FeedRecorder: ConstraintSolver {
  static var semantics: SolverSemantics { SimplexSolver.semantics }

  let inner = SimplexSolver()
  /// The handles of the constraints added, in order (removed ones stay, marked by
  /// ``removed``).
  private(set) var added: [ConstraintHandle] = []
  private(set) var removed: Set<ConstraintHandle> = []
  /// The constant changes since the last ``takeChanges()``, in order.
  private(set) var constantChanges: [(handle: ConstraintHandle, constant: Double)] = []
  /// Whether anything but a constant change happened since the last ``takeChanges()``.
  private(set) var structureChanged = false

  init() {}

  /// The constant changes recorded so far, and whether the structure changed; starts afresh.
  func takeChanges() -> (constants: [(handle: ConstraintHandle, constant: Double)], structure: Bool)
  {
    defer {
      constantChanges = []
      structureChanged = false
    }
    return (constantChanges, structureChanged)
  }

  var variableCount: Int { inner.variableCount }
  var constraintCount: Int { inner.constraintCount }

  func makeVariable(named name: String) -> Variable { inner.makeVariable(named: name) }
  func name(of variable: Variable) -> String { inner.name(of: variable) }

  func add(_ constraint: LinearConstraint) throws(SolverError) -> ConstraintHandle {
    let handle = try inner.add(constraint)
    added.append(handle)
    structureChanged = true
    return handle
  }

  func remove(_ handle: ConstraintHandle) throws(SolverError) {
    try inner.remove(handle)
    removed.insert(handle)
    structureChanged = true
  }

  func contains(_ handle: ConstraintHandle) -> Bool { inner.contains(handle) }
  func constraint(_ handle: ConstraintHandle) -> LinearConstraint? { inner.constraint(handle) }

  func setConstant(_ constant: Double, of handle: ConstraintHandle) throws(SolverError) {
    try inner.setConstant(constant, of: handle)
    constantChanges.append((handle, constant))
  }

  func setStrength(_ strength: Strength, of handle: ConstraintHandle) throws(SolverError) {
    try inner.setStrength(strength, of: handle)
    structureChanged = true
  }

  func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
    try inner.addEditVariable(variable, strength: strength)
    structureChanged = true
  }

  func removeEditVariable(_ variable: Variable) throws(SolverError) {
    try inner.removeEditVariable(variable)
    structureChanged = true
  }

  func hasEditVariable(_ variable: Variable) -> Bool { inner.hasEditVariable(variable) }

  func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
    try inner.suggestValue(value, for: variable)
    structureChanged = true
  }

  func solve() throws(SolverError) { try inner.solve() }
  func value(of variable: Variable) -> Double { inner.value(of: variable) }
  func ambiguities() -> [Ambiguity] { inner.ambiguities() }

  func reset() {
    inner.reset()
    added = []
    removed = []
    constantChanges = []
    structureChanged = false
  }

  func takeChangedVariables() -> [Variable]? { inner.takeChangedVariables() }
}
