// SPDX-License-Identifier: MIT

/// Why a ``ConstraintSystem`` could not be replayed: the system names something it does not
/// have, or a solver refused one of its steps.
///
/// The message speaks `.csys`: variables by name, constraints as their lines, for example
/// `build step 7 (required: x >= 10): unsatisfiable: conflicts with required: x <= 5`.
public struct ReplayError: Error, Hashable, Sendable {
  /// The solver's error when the solver refused a step; `nil` when the system itself is
  /// malformed (an unknown variable or label).
  public var solverError: SolverError?
  /// What went wrong.
  public var message: String

  /// An error with the given message.
  public init(solverError: SolverError? = nil, message: String) {
    self.solverError = solverError
    self.message = message
  }
}

extension ReplayError: CustomStringConvertible {
  /// The message.
  public var description: String { message }
}
