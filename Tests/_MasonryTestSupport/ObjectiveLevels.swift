// SPDX-License-Identifier: MIT

public import MasonrySolving

/// The objective a solution reaches, priority level by priority level: for the optional
/// constraints of each level, the weighted sum of their violations
/// (``LinearConstraint/violation(_:)``, in the units of each constraint's own expression) under
/// both engines' semantics, and the magnitude of the terms behind them, for a tolerance.
///
/// A solver that is optimal under its ``SolverSemantics`` reaches a sequence of levels that no
/// other solution of the same required constraints beats in lexicographic order: compare it
/// with ``firstLevelWorse(than:under:tolerance:)`` against any other solution, e.g. the other
/// engine's answer to the same calls.
public struct ObjectiveLevels: Sendable {
  /// The optional priorities in use, highest first.
  public var priorities: [Double] = []
  /// `Σ w·|r|` per level: the simplex engine's objective.
  public var absolute: [Double] = []
  /// `Σ w·r²` per level: the dense engine's objective.
  public var squared: [Double] = []
  /// `Σ w·(|c| + Σ |aᵢ·xᵢ|)` per level: how large the numbers behind `absolute` are.
  public var magnitude: [Double] = []

  /// The levels that `constraints` reach at `value`; required constraints are left out.
  ///
  /// - Complexity: O(*n*·*k* + *n* log *n*) for *n* constraints of *k* terms.
  public init(_ constraints: [LinearConstraint], at value: (Variable) -> Double) {
    let optional = constraints.filter { !$0.strength.isRequired }
    priorities = Array(Set(optional.map(\.strength.priority))).sorted(by: >)
    absolute = Array(repeating: 0, count: priorities.count)
    squared = absolute
    magnitude = absolute
    for constraint in optional {
      guard let level = priorities.firstIndex(of: constraint.strength.priority) else { continue }
      let weight = constraint.strength.weight
      let violation = constraint.violation(value)
      var size = abs(constraint.expression.constant)
      for term in constraint.expression.terms {
        size += abs(term.coefficient * value(term.variable))
      }
      absolute[level] += weight * violation
      squared[level] += weight * violation * violation
      magnitude[level] += weight * size
    }
  }

  /// The first level at which these levels are worse than `other`'s under `semantics`, when
  /// `other` is not worse at a level before it; `nil` when these levels come first in
  /// lexicographic order or tie with `other`'s.
  ///
  /// At each level, worse means worse by more than `tolerance` times the level's magnitude
  /// (squared for ``SolverSemantics/leastSquares``), the larger of the two solutions'. A level
  /// decides the comparison in this solution's favour only when it is better by more than a
  /// thousandth of what errors of `tolerance` times the magnitude could change it by, so that
  /// rounding never ends a comparison that a real difference at a later level would then
  /// decide: the magnitude *M* itself for absolute errors, and for squares
  /// `M·(2·A + tolerance·M)` with *A* the larger sum of absolute errors (a sum of squares
  /// moves by `2·|r|·δ + δ²` when each error *r* moves by δ), not `M²`. Taking `M²` there
  /// called a real gain of 1.6e-4 at a level of squares near 2.7 with terms near 2,000 a tie
  /// (its threshold was 4e-4), and the comparison went on to a lower level, which the other
  /// solution won only because it had given up that gain: the dense engine's answer, the
  /// exact lexicographic optimum, was reported as not optimal (API fuzz optimality seeds 33450
  /// and 46169).
  public func firstLevelWorse(
    than other: ObjectiveLevels, under semantics: SolverSemantics, tolerance: Double = 1e-7
  ) -> Int? {
    precondition(priorities == other.priorities, "the two solutions solve different systems")
    for level in priorities.indices {
      let size = max(magnitude[level], other.magnitude[level], 1)
      let (own, theirs, scale, deciding) =
        switch semantics {
        case .weightedAbsoluteError: (absolute[level], other.absolute[level], size, size)
        case .leastSquares:
          (
            squared[level], other.squared[level], size * size,
            size * (2 * max(absolute[level], other.absolute[level]) + tolerance * size)
          )
        }
      if own > theirs + tolerance * scale { return level }
      if own < theirs - tolerance / 1000 * deciding { return nil }
    }
    return nil
  }
}
