// SPDX-License-Identifier: MIT

/// A variable whose value the constraints do not pin down, and the freedom that lets it move.
///
/// A variable is ambiguous when the set of optimal solutions (every required constraint
/// satisfied, every priority's error minimal) holds more than one value for it.
public struct Ambiguity: Hashable, Sendable {
  /// The variable that can move.
  public var variable: Variable
  /// What lets it move.
  public var freedom: Freedom

  /// An ambiguity of `variable` through `freedom`.
  public init(variable: Variable, freedom: Freedom) {
    self.variable = variable
    self.freedom = freedom
  }

  /// The degree of freedom behind an ambiguity.
  public enum Freedom: Hashable, Sendable {
    /// This variable is a free parameter: nothing fixes it, and the ambiguous variable moves
    /// with it (it may be the ambiguous variable itself).
    case variable(Variable)
    /// This constraint does not bind: its inequality can slacken, or its error can change,
    /// without making any priority's error worse.
    case constraint(ConstraintHandle)
  }
}

/// What a solver minimises, so that generic code and tests know which answers two engines
/// share.
public enum SolverSemantics: Hashable, Sendable {
  /// Cassowary: the sum of weighted absolute errors, priority by priority. Optimal solutions
  /// are vertices; conflicts inside one priority resolve to one side (the weighted median).
  case weightedAbsoluteError
  /// Hierarchical least squares: the sum of weighted squared errors, priority by priority.
  /// Conflicts inside one priority resolve to the weighted mean.
  case leastSquares
}
