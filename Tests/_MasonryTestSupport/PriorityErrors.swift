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

/// The weighted absolute error of every optional priority level in `constraints` at `values`
/// (indexed by variable id), highest priority first: Cassowary's objective, one entry per level.
public func priorityErrors(of constraints: [LinearConstraint], at values: [Double])
  -> [PriorityError]
{
  let levels = Array(Set(constraints.map(\.strength.priority).filter { $0 < 1000 }))
    .sorted(by: >)
  return levels.map { level in
    var error = 0.0
    for constraint in constraints where constraint.strength.priority == level {
      error += constraint.strength.weight * constraint.violation { values[Int($0.id)] }
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
