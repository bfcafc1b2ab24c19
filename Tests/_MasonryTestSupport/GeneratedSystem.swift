// SPDX-License-Identifier: MIT

public import MasonrySolving

/// A constraint system made by ``SystemGenerator``, independent of any solver.
///
/// Variables are numbered from zero in the order of ``names``, which is the order in which a
/// solver hands out ids, so `Variable(id: i)` names the same variable in every solver that made
/// the variables in order (``ScriptRunner`` does).
public struct GeneratedSystem: Sendable {
  /// The debug names of the variables, by id.
  public var names: [String]
  /// A point that satisfies every required constraint; in a consistent system it satisfies
  /// every constraint and edit target, and it is the unique optimum.
  public var witness: [Double]
  /// The constraints, in the order they are added.
  public var constraints: [LinearConstraint]
  /// Which of ``constraints`` are pins: equalities that, taken together, fix every variable
  /// (each one fixes a variable given the variables before it).
  public var isPin: [Bool]
  /// The edit variables, added after the constraints.
  public var edits: [EditSpec]
  /// Whether every constraint and edit target holds at ``witness``.
  public var isConsistent: Bool

  /// The variables, by id.
  public var variables: [Variable] {
    names.indices.map { Variable(id: Int32($0)) }
  }

  /// An empty system.
  public init(isConsistent: Bool) {
    names = []
    witness = []
    constraints = []
    isPin = []
    edits = []
    self.isConsistent = isConsistent
  }
}

/// An edit variable with its strength and the first value suggested for it.
public struct EditSpec: Hashable, Sendable {
  /// The edit variable.
  public var variable: Variable
  /// Its (optional) strength.
  public var strength: Strength
  /// The value suggested right after the edit is added.
  public var suggestion: Double

  /// An edit of `variable` at `strength`, suggesting `suggestion` first.
  public init(variable: Variable, strength: Strength, suggestion: Double) {
    self.variable = variable
    self.strength = strength
    self.suggestion = suggestion
  }
}
