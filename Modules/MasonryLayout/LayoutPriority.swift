// SPDX-License-Identifier: MIT

public import MasonrySolving

/// How much a constraint matters, Auto Layout's way: a number in (0, 1000], where 1000 means
/// the constraint is required.
///
/// ```swift
/// constraint.priority = .defaultHigh
/// constraint.priority = 600
/// ```
///
/// Priorities are exact: the engine satisfies a higher priority before any amount of error at a
/// lower one. A priority outside (0, 1000] or not finite is reported as a ``LayoutIssue`` when a
/// constraint that has it is activated.
public struct LayoutPriority: RawRepresentable, Hashable, Sendable, Comparable {
  /// The number, in (0, 1000].
  public var rawValue: Double

  /// A priority of `rawValue`.
  public init(rawValue: Double) {
    self.rawValue = rawValue
  }

  /// A priority of `value`.
  public init(_ value: Double) {
    self.rawValue = value
  }

  /// 1000: the constraint must hold.
  public static let required = LayoutPriority(1000)
  /// 999: the priority the engine gives a required constraint it had to break.
  public static let broken = LayoutPriority(999)
  /// 750: Auto Layout's default high, the default compression resistance.
  public static let defaultHigh = LayoutPriority(750)
  /// 500: Masonry's medium.
  public static let medium = LayoutPriority(500)
  /// 250: Auto Layout's default low, the default content hugging.
  public static let defaultLow = LayoutPriority(250)
  /// 50: the priority `systemLayoutSizeFitting(_:)` pulls toward its target size with.
  public static let fittingSizeLevel = LayoutPriority(50)

  /// Whether the priority is 1000 or more.
  public var isRequired: Bool { rawValue >= 1000 }

  /// Whether the priority is finite and in (0, 1000].
  public var isValid: Bool {
    // Finite without a test of its own: a NaN fails both comparisons, an infinity one of them.
    // The activation of every constraint asks (a feed-1000 make 30.91 M -> 30.64 M
    // instructions, callgrind).
    rawValue > 0 && rawValue <= 1000
  }

  /// The solver strength of this priority.
  public var strength: Strength {
    isRequired ? .required : Strength(priority: rawValue)
  }

  public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// The priority `amount` above `priority`, as UIKit writes one just above another:
  /// `.defaultHigh + 1` is 751.
  ///
  /// The amount is written as a number literal (a priority of that value): an operator that
  /// took a `Double` would make `[Double]`'s `reduce(0, +)` ambiguous in every file that
  /// imports this module, `0` being a priority too.
  public static func + (priority: LayoutPriority, amount: LayoutPriority) -> LayoutPriority {
    LayoutPriority(priority.rawValue + amount.rawValue)
  }

  /// The priority `amount` below `priority`, as UIKit writes one just below another:
  /// `.defaultLow - 1` is 249, `.required - 1` is 999.
  public static func - (priority: LayoutPriority, amount: LayoutPriority) -> LayoutPriority {
    LayoutPriority(priority.rawValue - amount.rawValue)
  }
}

extension LayoutPriority: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
  /// The priority written as a number: `600`.
  public init(floatLiteral value: Double) {
    self.init(value)
  }

  /// The priority written as a number: `600`.
  public init(integerLiteral value: Int) {
    self.init(Double(value))
  }
}

extension LayoutPriority: CustomStringConvertible {
  /// Masonry's name where one matches (`required`, `high`, `medium`, `low`, `fitting size`),
  /// otherwise the number.
  public var description: String {
    switch rawValue {
    case 1000: return "required"
    case 750: return "high"
    case 500: return "medium"
    case 250: return "low"
    case 50: return "fitting size"
    default: return LayoutNumber.format(rawValue)
    }
  }
}
