// SPDX-License-Identifier: MIT

public import MasonrySolving

// TEMPORARY STUB so the package builds while the engine is written. Replaced by the real engine.
public final class SimplexSolver: ConstraintSolver {
  public static var semantics: SolverSemantics { .weightedAbsoluteError }
  private var names: [String] = []
  public init() {}
  public var variableCount: Int { names.count }
  public func makeVariable(named name: String) -> Variable {
    names.append(name)
    return Variable(id: Int32(names.count - 1))
  }
  public func name(of variable: Variable) -> String { names[Int(variable.id)] }
  public func add(_ constraint: LinearConstraint) throws(SolverError) -> ConstraintHandle {
    throw .internalFailure("stub")
  }
  public func remove(_ handle: ConstraintHandle) throws(SolverError) { throw .unknownConstraint(handle) }
  public func contains(_ handle: ConstraintHandle) -> Bool { false }
  public func constraint(_ handle: ConstraintHandle) -> LinearConstraint? { nil }
  public var constraintCount: Int { 0 }
  public func setConstant(_ constant: Double, of handle: ConstraintHandle) throws(SolverError) {
    throw .unknownConstraint(handle)
  }
  public func setStrength(_ strength: Strength, of handle: ConstraintHandle) throws(SolverError) {
    throw .unknownConstraint(handle)
  }
  public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
    throw .internalFailure("stub")
  }
  public func removeEditVariable(_ variable: Variable) throws(SolverError) { throw .unknownEditVariable(variable) }
  public func hasEditVariable(_ variable: Variable) -> Bool { false }
  public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
    throw .unknownEditVariable(variable)
  }
  public func solve() throws(SolverError) {}
  public func value(of variable: Variable) -> Double { 0 }
  public func ambiguities() -> [Ambiguity] { [] }
  public func reset() { names = [] }
}
