// SPDX-License-Identifier: MIT

/// Why a `.csys` text could not be read or written: the 1-based line and what is wrong there.
///
/// ```swift
/// do {
///   _ = try ConstraintSystem(csysText: "required: x = 8\n")
/// } catch {
///   print(error)  // line 1: expected '==', '<=' or '>=' after the left-hand side, found '='
/// }
/// ```
public struct CSysError: Error, Hashable, Sendable {
  /// The 1-based line number: the line that was read, or the line that would have been written.
  public var line: Int
  /// What is wrong, without the line number.
  public var message: String

  /// An error on `line`. Control characters in `message` (a NUL byte quoted from the file, say)
  /// are written as `\u{…}` escapes, so that the message prints as one readable line.
  public init(line: Int, message: String) {
    self.line = line
    self.message = ""
    for scalar in message.unicodeScalars {
      if scalar.properties.generalCategory == .control {
        self.message += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        self.message.unicodeScalars.append(scalar)
      }
    }
  }
}

extension CSysError: CustomStringConvertible {
  /// `line N: message`.
  public var description: String { "line \(line): \(message)" }
}
