// SPDX-License-Identifier: MIT

/// NUMBER in `.csys`: digits with an optional fraction and exponent (`8`, `0.5`, `.5`,
/// `1.67772e+07`), unsigned; a VALUE may carry a sign in front.
enum CSysNumber {
  static func startsNumber(_ scalar: Unicode.Scalar) -> Bool {
    isDigit(scalar) || scalar == "."
  }

  static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
    ("0"..."9").contains(scalar)
  }

  /// The end of the number that starts at `start`, extended over any letters, digits, `_` or
  /// `.` glued to it, so that `2x` is reported as one bad number rather than two tokens.
  static func endOfNumberLikeRun(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
    var end = start
    while end < scalars.count, isDigit(scalars[end]) || scalars[end] == "." { end += 1 }
    if end < scalars.count, scalars[end] == "e" || scalars[end] == "E" {
      var exponent = end + 1
      if exponent < scalars.count, scalars[exponent] == "+" || scalars[exponent] == "-" {
        exponent += 1
      }
      if exponent < scalars.count, isDigit(scalars[exponent]) {
        end = exponent
        while end < scalars.count, isDigit(scalars[end]) { end += 1 }
      }
    }
    while end < scalars.count, CSysName.continuesName(scalars[end]) { end += 1 }
    return end
  }

  /// Whether `text` is exactly one NUMBER.
  static func isNumber(_ text: String) -> Bool {
    let scalars = Array(text.unicodeScalars)
    var index = 0
    var digits = 0
    while index < scalars.count, isDigit(scalars[index]) {
      index += 1
      digits += 1
    }
    if index < scalars.count, scalars[index] == "." {
      index += 1
      while index < scalars.count, isDigit(scalars[index]) {
        index += 1
        digits += 1
      }
    }
    guard digits > 0 else { return false }
    if index < scalars.count, scalars[index] == "e" || scalars[index] == "E" {
      index += 1
      if index < scalars.count, scalars[index] == "+" || scalars[index] == "-" { index += 1 }
      guard index < scalars.count, isDigit(scalars[index]) else { return false }
      while index < scalars.count, isDigit(scalars[index]) { index += 1 }
    }
    return index == scalars.count
  }

  /// The value of an unsigned NUMBER.
  ///
  /// - Throws: `invalid number 'TEXT'`, or `number out of range 'TEXT'` when it overflows.
  static func parseUnsigned(_ text: String) throws(CSysMessage) -> Double {
    guard isNumber(text), let value = Double(text) else {
      throw CSysMessage("invalid number '\(text)'")
    }
    guard value.isFinite else { throw CSysMessage("number out of range '\(text)'") }
    return value
  }

  /// The value of a VALUE: a NUMBER with an optional `+` or `-` in front.
  static func parseSigned(_ text: Substring) throws(CSysMessage) -> Double {
    if let first = text.first, first == "-" || first == "+" {
      let magnitude = text.dropFirst()
      guard isNumber(String(magnitude)) else { throw CSysMessage("invalid number '\(text)'") }
      let value = try parseUnsigned(String(magnitude))
      return first == "-" ? -value : value
    }
    return try parseUnsigned(String(text))
  }

  /// The shortest text that reads back as `value` (finite, not negative): integers without a
  /// fraction, everything else as Swift prints it (`0.5`, `1e-05`, `1.5e+20`).
  static func format(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 9_007_199_254_740_992 {
      return String(Int64(value))
    }
    return value.description
  }

  /// `value` with a leading `-` when negative.
  static func formatSigned(_ value: Double) -> String {
    value < 0 ? "-" + format(-value) : format(value)
  }
}
