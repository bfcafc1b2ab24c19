// SPDX-License-Identifier: MIT

/// How a constraint's expression compares with zero.
public enum Relation: String, Hashable, Sendable, Codable, CaseIterable {
  /// `expression <= 0`.
  case lessThanOrEqual = "<="
  /// `expression == 0`.
  case equal = "=="
  /// `expression >= 0`.
  case greaterThanOrEqual = ">="
}

extension Relation: CustomStringConvertible {
  /// The operator: `<=`, `==` or `>=`.
  public var description: String { rawValue }
}
