// SPDX-License-Identifier: MIT

/// How much a constraint matters: an exact priority level, and a weight inside that level.
///
/// Priorities are Auto Layout's: a number in (0, 1000], where 1000 means *required*: the
/// solver satisfies it or refuses it. Priorities below 1000 are *exact*: the solver first
/// minimises the error of the highest priority in use, then, among all solutions that are
/// optimal for it, the error of the next one, and so on. No amount of error at a lower priority
/// ever outweighs any error at a higher one. Inside one priority, errors are multiplied by their
/// constraint's ``weight`` and add up.
///
/// ```swift
/// try solver.add((width == 100) | .weak)
/// try solver.add((width >= 120) | Strength(priority: 600))
/// try solver.add((width == 90) | Strength(priority: 600, weight: 3))
/// ```
///
/// A strength is plain data; solvers validate it when they receive it and throw
/// ``SolverError/invalidStrength(_:)`` for a priority outside (0, 1000] or a weight that is not
/// positive and finite.
public struct Strength: Hashable, Sendable, Codable {
  /// The priority level, in (0, 1000]. 1000 is required.
  public var priority: Double
  /// The weight of the constraint's error inside its priority level; positive. Ignored when
  /// required.
  public var weight: Double

  /// A strength of the given priority and weight.
  public init(priority: Double, weight: Double = 1) {
    self.priority = priority
    self.weight = weight
  }

  /// Priority 1000: must hold.
  public static let required = Strength(priority: 1000)
  /// Priority 750, Auto Layout's *default high*.
  public static let strong = Strength(priority: 750)
  /// Priority 500, Masonry's *default medium*.
  public static let medium = Strength(priority: 500)
  /// Priority 250, Auto Layout's *default low*.
  public static let weak = Strength(priority: 250)

  /// Whether the priority is 1000 or more.
  public var isRequired: Bool { priority >= 1000 }

  /// Whether a solver accepts the strength: a priority in (0, 1000] and, unless required, a
  /// weight in [1e-100, 1e100] (see ``SolverLimits``).
  public var isValid: Bool {
    guard priority.isFinite, priority > 0, priority <= 1000 else { return false }
    return isRequired
      || (weight >= SolverLimits.smallestMagnitude && weight <= SolverLimits.largestMagnitude)
  }

  /// The same strength with another weight.
  public func weighted(_ weight: Double) -> Strength {
    Strength(priority: priority, weight: weight)
  }

  /// Reads a kiwi strength: a single weighted number where strong is 1,000,000, medium 1,000,
  /// weak 1, and 1,001,001,000 or more is required.
  ///
  /// The number maps to the highest tier it reaches, the rest becoming the weight inside that
  /// tier: 2,500,000 is strong with weight 2.5, 1,250 is medium with weight 1.25, 0.5 is weak
  /// with weight 0.5. Returns `nil` for a number that is not positive and finite.
  public init?(kiwiStrength value: Double) {
    guard value.isFinite, value > 0 else { return nil }
    if value >= 1_001_001_000 {
      self = .required
    } else if value >= 1_000_000 {
      self = Strength(priority: 750, weight: value / 1_000_000)
    } else if value >= 1_000 {
      self = Strength(priority: 500, weight: value / 1_000)
    } else {
      self = Strength(priority: 250, weight: value)
    }
  }
}

extension Strength: CustomStringConvertible {
  /// `required`, `strong`, `medium`, `weak` or the priority number, followed by `*weight` when
  /// the weight is not 1.
  public var description: String {
    let name: String
    switch priority {
    case 1000...: return "required"
    case 750: name = "strong"
    case 500: name = "medium"
    case 250: name = "weak"
    default: name = compactDescription(of: priority)
    }
    return weight == 1 ? name : "\(name)*\(compactDescription(of: weight))"
  }
}
