// SPDX-License-Identifier: MIT

/// A constraint system and the edits made to it afterwards: the model of a `.csys` file.
///
/// The **build** lists edit variables and constraints in the order a solver receives them; the
/// **rounds** are what happens afterwards, each ending where the file says `update`. Variables
/// are numbered densely from zero in the order they first appear, and ``variableNames`` holds
/// their names, so ``Variable/id`` indexes it. A solver asked for variables in that order hands
/// out the same ids (see ``ConstraintSystemReplay``).
///
/// ```swift
/// var system = ConstraintSystem()
/// let x = system.variable(named: "x")
/// system.build.append(.constraint(LinearConstraint(Expression(x), .greaterThanOrEqual, 8)))
/// let text = try system.csysText()  // "required: x >= 8\n"
/// ```
public struct ConstraintSystem: Hashable, Sendable {
  /// The variable names; `variableNames[v.id]` names variable `v`.
  public var variableNames: [String]
  /// The edit variables and constraints of the build, in order.
  public var build: [BuildStep]
  /// What happens after the build, round by round.
  public var rounds: [Round]

  /// A system of the given parts.
  public init(variableNames: [String] = [], build: [BuildStep] = [], rounds: [Round] = []) {
    self.variableNames = variableNames
    self.build = build
    self.rounds = rounds
  }

  /// The variable called `name`, made (with the next id) if the system has none of that name.
  ///
  /// - Complexity: O(*n*) for *n* variables; generators that make many variables should keep
  ///   their own ids and call ``addVariable(named:)``.
  public mutating func variable(named name: String) -> Variable {
    if let index = variableNames.firstIndex(of: name) { return Variable(id: Int32(index)) }
    return addVariable(named: name)
  }

  /// Makes a new variable with the next id. The caller keeps names unique.
  ///
  /// - Complexity: O(1) amortised.
  public mutating func addVariable(named name: String) -> Variable {
    variableNames.append(name)
    return Variable(id: Int32(variableNames.count - 1))
  }

  /// The name of `variable`, or its description when the system has no such variable.
  public func name(of variable: Variable) -> String {
    let index = Int(variable.id)
    return variableNames.indices.contains(index) ? variableNames[index] : variable.description
  }

  /// The constraints of the build, in order, without the edit variables.
  public var buildConstraints: [LabeledConstraint] {
    build.compactMap { step in
      if case .constraint(let constraint) = step { return constraint }
      return nil
    }
  }

  /// The edit variables of the build and their strengths, in order.
  public var editVariables: [(variable: Variable, strength: Strength)] {
    build.compactMap { step in
      if case .edit(let variable, let strength) = step { return (variable, strength) }
      return nil
    }
  }
}

extension ConstraintSystem {
  /// One line of the build.
  public enum BuildStep: Hashable, Sendable {
    /// `edit NAME STRENGTH`: make the variable an edit variable of that strength.
    case edit(Variable, Strength)
    /// `[LABEL] STRENGTH: EXPR OP EXPR`: add the constraint.
    case constraint(LabeledConstraint)
  }

  /// A constraint, and the label later lines name it by, if any.
  public struct LabeledConstraint: Hashable, Sendable {
    /// The label: no spaces, no `:`, not starting with `#`; `nil` when the line has none.
    public var label: String?
    /// The constraint, as `left - right OP 0`.
    public var constraint: LinearConstraint

    /// A constraint with an optional label.
    public init(_ constraint: LinearConstraint, label: String? = nil) {
      self.label = label
      self.constraint = constraint
    }
  }

  /// The changes of one round, which ends by solving (the `update` line).
  public struct Round: Hashable, Sendable {
    /// The changes, in order.
    public var operations: [Operation]

    /// A round of the given changes.
    public init(_ operations: [Operation] = []) {
      self.operations = operations
    }
  }

  /// One change inside a round.
  public enum Operation: Hashable, Sendable {
    /// `suggest NAME VALUE`: suggest a value for an edit variable.
    case suggest(Variable, Double)
    /// `remove LABEL`: remove the constraint with that label.
    case remove(label: String)
    /// `constant LABEL VALUE`: set the constant of `left - right` of that constraint.
    case setConstant(label: String, Double)
    /// `LABEL STRENGTH: EXPR OP EXPR` after the build: add a constraint (usually one removed
    /// earlier, so that the rounds can be replayed in a cycle).
    case add(LabeledConstraint)
  }
}

extension ConstraintSystem.BuildStep {
  /// The constraint step `[label] strength: constraint`.
  public static func constraint(_ constraint: LinearConstraint, label: String? = nil) -> Self {
    .constraint(ConstraintSystem.LabeledConstraint(constraint, label: label))
  }
}
