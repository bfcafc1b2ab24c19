// SPDX-License-Identifier: MIT

/// Why a solver refused a call. Every throwing solver call leaves the solver exactly as it was
/// before the call.
///
/// Every input is either solved to within the tolerance of ``SolutionTolerance`` (every
/// required constraint holds to 1e-7 of the magnitude of its scaled row's terms, plus 1e-13 of
/// the largest number of the system) or refused with one of these cases: a number that is not
/// finite (``nonFiniteNumber(_:_:)``), a number outside the range of ``SolverLimits``
/// (``outOfRange(_:)``: magnitudes of coefficients and weights within 1e-100...1e100, of scaled
/// constants and suggested values up to 1e10, coefficients of one constraint within a ratio of
/// 1e8), an answer the doubles cannot hold or cannot hold to the tolerance (``outOfRange(_:)``
/// with ``RangeViolation/Reason/overflow`` or ``RangeViolation/Reason/precision``), a handle or
/// variable of another solver or of an earlier ``ConstraintSolver/reset()``
/// (``unknownConstraint(_:)``, ``unknownVariable(_:)``), or a system larger than the engine
/// takes (``tooLarge(variables:limit:)``).
public enum SolverError: Error, Hashable, Sendable {
  /// A required constraint cannot hold together with the required constraints already there.
  /// The ``Conflict`` names an irreducible set of them.
  case unsatisfiable(Conflict)
  /// The handle does not name a constraint of this solver (never added, removed since, made by
  /// another solver, or from before the last ``ConstraintSolver/reset()``).
  case unknownConstraint(ConstraintHandle)
  /// The variable was not made by this solver (or was made before its last
  /// ``ConstraintSolver/reset()``).
  case unknownVariable(Variable)
  /// The variable is already an edit variable.
  case duplicateEditVariable(Variable)
  /// The variable is not an edit variable.
  case unknownEditVariable(Variable)
  /// Edit variables must be optional: an edit at priority 1000 is refused.
  case requiredEditStrength(Variable)
  /// The strength's priority is outside (0, 1000], or its weight is outside [1e-100, 1e100].
  case invalidStrength(Strength)
  /// A coefficient, constant or suggested value is NaN or infinite.
  case nonFiniteNumber(Double, NumberRole)
  /// A finite number is outside the range every engine solves reliably (see
  /// ``SolverLimits``); the violation names the constraint and the reason.
  case outOfRange(RangeViolation)
  /// The system has more variables than the engine takes (the dense engine's limit); refused
  /// before anything is allocated.
  case tooLarge(variables: Int, limit: Int)
  /// The solver gave up instead of looping forever or returning garbage: an iteration cap was
  /// reached or the numbers broke down. The message says where.
  case internalFailure(String)

  /// Where a non-finite number was found.
  public enum NumberRole: Hashable, Sendable {
    /// The coefficient of this variable in a constraint.
    case coefficient(Variable)
    /// A constraint's constant.
    case constant
    /// A value suggested for this edit variable.
    case suggestion(Variable)
  }
}

extension SolverError: CustomStringConvertible {
  public var description: String {
    switch self {
    case .unsatisfiable(let conflict): return "unsatisfiable: \(conflict)"
    case .unknownConstraint(let handle): return "unknown constraint \(handle)"
    case .unknownVariable(let variable): return "unknown variable \(variable)"
    case .duplicateEditVariable(let variable): return "\(variable) is already an edit variable"
    case .unknownEditVariable(let variable): return "\(variable) is not an edit variable"
    case .requiredEditStrength(let variable):
      return "the edit variable \(variable) cannot be required"
    case .invalidStrength(let strength):
      let priority = compactDescription(of: strength.priority)
      let weight = compactDescription(of: strength.weight)
      return "invalid strength \(priority) (weight \(weight)): "
        + "the priority must be in (0, 1000] and the weight in [1e-100, 1e100]"
    case .nonFiniteNumber(let value, let role):
      switch role {
      case .coefficient(let variable): return "non-finite coefficient \(value) of \(variable)"
      case .constant: return "non-finite constant \(value)"
      case .suggestion(let variable): return "non-finite value \(value) suggested for \(variable)"
      }
    case .outOfRange(let violation): return "out of range: \(violation)"
    case .tooLarge(let variables, let limit):
      return "too large: \(variables) variables, more than the engine's limit of \(limit)"
    case .internalFailure(let message): return "internal solver failure: \(message)"
    }
  }
}

/// The explanation of an unsatisfiable required constraint.
///
/// ``constraint`` together with the installed constraints in ``conflicting`` cannot all hold,
/// and the set is irreducible: dropping any one of them (or the new constraint) leaves a set
/// that can.
public struct Conflict: Hashable, Sendable {
  /// The constraint that was refused, as it was given (for a constant change, with the
  /// constant that was asked for).
  public var constraint: LinearConstraint
  /// The handle of the refused constraint when it was already installed (a constant or
  /// strength change); `nil` for a new constraint.
  public var handle: ConstraintHandle?
  /// The installed required constraints it conflicts with, in ascending handle order.
  public var conflicting: [ConstraintHandle]
  /// For a refusal inside an all-or-none ``ConstraintSolver/add(_:)->[ConstraintHandle]``:
  /// the positions, in the array given, of earlier constraints of the same call that take part
  /// in the conflict (ascending). They were withdrawn with the call, so no handle names them.
  /// Empty otherwise.
  public var conflictingInBatch: [Int]

  /// An explanation of `constraint` conflicting with `conflicting` (and with the members of
  /// its all-or-none call at `conflictingInBatch`).
  public init(
    constraint: LinearConstraint, handle: ConstraintHandle? = nil, conflicting: [ConstraintHandle],
    conflictingInBatch: [Int] = []
  ) {
    self.constraint = constraint
    self.handle = handle
    self.conflicting = conflicting
    self.conflictingInBatch = conflictingInBatch
  }
}

extension Conflict: CustomStringConvertible {
  public var description: String {
    var others = conflicting.map(\.description)
    others += conflictingInBatch.map { "batch[\($0)]" }
    let quoted = abbreviatedForMessage(constraint.description)
    return "\(quoted) conflicts with [\(others.joined(separator: ", "))]"
  }
}

extension SolverError {
  /// The same error, for a refusal inside an all-or-none add that had installed `handles`
  /// (in order) before it failed: a conflict names those by their positions in
  /// ``Conflict/conflictingInBatch`` instead of by handles the call withdraws.
  package func withdrawing(_ handles: [ConstraintHandle]) -> SolverError {
    guard case .unsatisfiable(var conflict) = self, !handles.isEmpty else { return self }
    var kept: [ConstraintHandle] = []
    for handle in conflict.conflicting {
      if let position = handles.firstIndex(of: handle) {
        conflict.conflictingInBatch.append(position)
      } else {
        kept.append(handle)
      }
    }
    conflict.conflicting = kept
    conflict.conflictingInBatch.sort()
    return .unsatisfiable(conflict)
  }
}
