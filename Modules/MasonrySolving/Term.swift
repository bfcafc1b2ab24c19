// SPDX-License-Identifier: MIT

/// A variable times a coefficient, one summand of an ``Expression``.
public struct Term: Hashable, Sendable, Codable {
  /// The variable.
  public var variable: Variable
  /// The factor the variable is multiplied by.
  public var coefficient: Double

  /// A term `coefficient * variable`.
  public init(_ variable: Variable, coefficient: Double = 1) {
    self.variable = variable
    self.coefficient = coefficient
  }
}
