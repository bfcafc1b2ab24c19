// SPDX-License-Identifier: MIT

public import MasonrySolving

/// The total weighted error of the constraints of one priority level at some values.
public struct PriorityError: Hashable, Sendable, CustomStringConvertible {
  /// The priority level, below 1000.
  public var priority: Double
  /// The sum of weight × violation over the level's constraints.
  public var error: Double

  /// The error `error` at level `priority`.
  public init(priority: Double, error: Double) {
    self.priority = priority
    self.error = error
  }

  public var description: String { "\(priority): \(error)" }
}

/// The weighted error of every optional priority level in `constraints` at `values` (indexed by
/// variable id), highest priority first, one entry per level: the sum of weight × violation
/// (Cassowary's objective) or, when `squared`, of weight × violation² (least squares).
public func priorityErrors(
  of constraints: [LinearConstraint], at values: [Double], squared: Bool = false
) -> [PriorityError] {
  let levels = Array(Set(constraints.map(\.strength.priority).filter { $0 < 1000 }))
    .sorted(by: >)
  return levels.map { level in
    var error = 0.0
    for constraint in constraints where constraint.strength.priority == level {
      let violation = constraint.violation { values[Int($0.id)] }
      error += constraint.strength.weight * (squared ? violation * violation : violation)
    }
    return PriorityError(priority: level, error: error)
  }
}

/// The first position where two lists of per-level errors over the same levels differ by more
/// than `tolerance` relative to `max(1, |a|, |b|)`; `nil` when they agree everywhere.
public func firstDifference(
  _ lhs: [PriorityError], _ rhs: [PriorityError], tolerance: Double = 1e-6
) -> Int? {
  zip(lhs, rhs).enumerated().first { _, pair in
    abs(pair.0.error - pair.1.error) > tolerance * max(1, abs(pair.0.error), abs(pair.1.error))
  }?.offset
}

/// The per-level errors that `semantics` minimises: absolute for
/// ``SolverSemantics/weightedAbsoluteError``, squared for ``SolverSemantics/leastSquares``.
public func priorityErrors(
  of constraints: [LinearConstraint], at values: [Double], minimisedBy semantics: SolverSemantics
) -> [PriorityError] {
  priorityErrors(of: constraints, at: values, squared: semantics == .leastSquares)
}
