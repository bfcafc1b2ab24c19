// SPDX-License-Identifier: MIT

/// The canonical text of a number in descriptions: integral values without a fraction (`8`,
/// `-1`, and `0` for negative zero), anything else in Swift's shortest form that reads back to
/// the same `Double` (`0.5`, `1e+20`, `inf`, `nan`).
///
/// Swift itself switches to exponent notation above 2⁵³, so below that bound an integral value
/// prints all its digits and above it the exponent form never ends in `.0` either.
func compactDescription(of value: Double) -> String {
  if value == value.rounded(), abs(value) <= 9_007_199_254_740_992 {
    return String(Int64(value))
  }
  return String(value)
}
