// SPDX-License-Identifier: MIT

/// Number formatting for descriptions and messages.
enum LayoutNumber {
  /// Integers without a fraction (`8`, `-20`), other numbers as Swift prints them (`0.5`).
  static func format(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return String(value)
  }
}
