// SPDX-License-Identifier: MIT

/// A linear expression: a sum of terms plus a constant.
///
/// Expressions are values. Arithmetic appends terms without merging them (as kiwi does), so
/// `x + x` holds two terms; solvers merge duplicates when they read a constraint, and
/// ``normalized()`` does the same on demand.
///
/// ```swift
/// let right = x + width + 8        // 1*x + 1*width + 8
/// let half = 0.5 * (left + right)  // 0.5*left + 0.5*right
/// ```
public struct Expression: Hashable, Sendable, Codable {
  /// The summands, in the order they were written.
  public var terms: [Term]
  /// The constant summand.
  public var constant: Double

  /// An expression `Σ terms + constant`.
  public init(terms: [Term] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  /// The expression `1 * variable`.
  public init(_ variable: Variable) {
    self.init(terms: [Term(variable)], constant: 0)
  }

  /// The constant expression `constant`.
  public init(_ constant: Double) {
    self.init(terms: [], constant: constant)
  }

  /// The same expression with duplicate variables merged, zero coefficients dropped, and terms
  /// sorted by variable id.
  ///
  /// - Complexity: O(*n* log *n*) for *n* terms.
  public func normalized() -> Expression {
    let sorted = terms.sorted { $0.variable.id < $1.variable.id }
    var merged: [Term] = []
    merged.reserveCapacity(sorted.count)
    for term in sorted {
      if let last = merged.last, last.variable == term.variable {
        merged[merged.count - 1].coefficient += term.coefficient
      } else {
        merged.append(term)
      }
    }
    merged.removeAll { $0.coefficient == 0 }
    return Expression(terms: merged, constant: constant)
  }

  /// The value of the expression when each variable takes the value `value(variable)`.
  public func evaluate(_ value: (Variable) -> Double) -> Double {
    var sum = constant
    for term in terms { sum += term.coefficient * value(term.variable) }
    return sum
  }

  /// Whether the constant and every coefficient are finite.
  public var isFinite: Bool {
    constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
  }
}
