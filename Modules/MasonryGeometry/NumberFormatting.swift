// SPDX-License-Identifier: MIT

/// The canonical text of a coordinate in descriptions: integral values without a fraction
/// (`10`, `-3`, and `0` for negative zero), anything else in Swift's shortest form that reads
/// back to the same `Double` (`0.5`, `1e+20`, `inf`, `nan`).
///
/// Swift itself switches to exponent notation above 2⁵³, so below that bound an integral value
/// prints all its digits and above it the exponent form never ends in `.0` either.
func compactDescription(of value: Double) -> String {
  if value == value.rounded(), abs(value) <= 9_007_199_254_740_992 {
    return String(Int64(value))
  }
  return String(value)
}

/// The text of an initializer call, `Type(label: value, …)`, with each value in its
/// ``compactDescription(of:)``.
func initializerDescription(_ type: String, _ arguments: KeyValuePairs<String, Double>) -> String {
  let list = arguments.map { "\($0.key): \(compactDescription(of: $0.value))" }
  return "\(type)(\(list.joined(separator: ", ")))"
}
