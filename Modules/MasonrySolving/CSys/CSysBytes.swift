// SPDX-License-Identifier: MIT

extension ConstraintSystem {
  /// Reads a `.csys` file's bytes: UTF-8, checked before the text is parsed, so that a file in
  /// another encoding is refused with the line and the byte offset of its first invalid byte.
  ///
  /// ```swift
  /// let system = try ConstraintSystem(csysBytes: Array("required: x == 8\n".utf8))
  /// ```
  ///
  /// - Throws: ``CSysError`` for bytes that are not UTF-8 (the message names the 0-based byte
  ///   offset in the file), or for a text that does not read (see ``init(csysText:)``).
  public init(csysBytes bytes: [UInt8]) throws(CSysError) {
    self = try ConstraintSystem(csysText: try Self.csysText(fromBytes: bytes))
  }

  /// The text of a `.csys` file's bytes.
  ///
  /// - Throws: ``CSysError`` naming the line and the byte offset of the first byte that is not
  ///   part of valid UTF-8.
  /// - Complexity: O(*n*) for *n* bytes.
  public static func csysText(fromBytes bytes: [UInt8]) throws(CSysError) -> String {
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var offset = 0
    var line = 1
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded):
        if encoded.count == 1, encoded.first == UInt8(ascii: "\n") { line += 1 }
        offset += encoded.count
      case .error(let length):
        let shown = bytes[offset..<min(offset + max(length, 1), bytes.count)]
          .map { "0x" + String($0, radix: 16, uppercase: true) }.joined(separator: " ")
        throw CSysError(
          line: line, message: "the file is not UTF-8: byte \(offset) (\(shown)) is invalid")
      case .emptyInput:
        return String(decoding: bytes, as: UTF8.self)
      }
    }
  }
}
