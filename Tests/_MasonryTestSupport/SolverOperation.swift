// SPDX-License-Identifier: MIT

public import MasonrySolving

/// One call of a generated script, solver-independent. Constraints are named by their position
/// in the list of live constraints (initial ones first, then each successful add appended, each
/// removal closing the gap), which is the same for every engine that accepts the same calls.
public enum SolverOperation: Hashable, Sendable {
  /// Adds a constraint that the solver must accept.
  case add(LinearConstraint)
  /// Adds a required constraint that contradicts the installed ones: the solver must throw
  /// ``SolverError/unsatisfiable(_:)`` and keep its state.
  case addConflicting(LinearConstraint)
  /// Removes the live constraint at this position.
  case remove(at: Int)
  /// Sets the constant of the live constraint at this position.
  case setConstant(Double, at: Int)
  /// Sets the strength of the live constraint at this position.
  case setStrength(Strength, at: Int)
  /// Adds an edit variable and suggests its first value.
  case addEdit(EditSpec)
  /// Suggests a value for an edit variable.
  case suggest(Double, for: Variable)
  /// Removes an edit variable.
  case removeEdit(Variable)
}

/// A script step: the operation and what the generator knows about the system after it.
public struct ScriptStep: Hashable, Sendable {
  /// The call.
  public var operation: SolverOperation
  /// Whether, after this step, every live constraint and edit target holds at the system's
  /// witness while the pins fix every variable, so that the optimum is unique and is the
  /// witness under every engine's semantics.
  public var isConsistent: Bool

  /// A step performing `operation`.
  public init(_ operation: SolverOperation, isConsistent: Bool) {
    self.operation = operation
    self.isConsistent = isConsistent
  }
}
