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

  /// An error on `line`.
  public init(line: Int, message: String) {
    self.line = line
    self.message = message
  }
}

extension CSysError: CustomStringConvertible {
  /// `line N: message`.
  public var description: String { "line \(line): \(message)" }
}
