// SPDX-License-Identifier: MIT

extension Term: CustomStringConvertible {
  /// kiwi's form, coefficient first: `2 * v0`, `-1 * v3`, `0.5 * v1`.
  public var description: String {
    "\(compactDescription(of: coefficient)) * \(variable)"
  }
}

extension Expression: CustomStringConvertible {
  /// kiwi's form: the terms in their stored order, then the constant, always present, joined
  /// by ` + `: `1 * v0 + -1 * v1 + -8`, or `5` for a constant expression.
  public var description: String {
    (terms.map(\.description) + [compactDescription(of: constant)]).joined(separator: " + ")
  }
}
