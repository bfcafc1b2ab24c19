// SPDX-License-Identifier: MIT

/// A place in the user's source code: where a constraint was made, or where a misuse happened.
///
/// DSL entry points capture it with `fileID: StaticString = #fileID, line: UInt = #line`
/// defaults, so diagnostics point at the user's call. A location made from a `StaticString`
/// keeps where its bytes are and makes the `String` only when asked: making constraints copies
/// locations all the time and reads them only for diagnostics.
public struct SourceLocation: Hashable, Sendable {
  /// The file: the literal of the call, or text.
  private enum File: Sendable {
    /// The UTF-8 bytes of a literal, which live as long as the process, by address and length.
    case literal(address: UInt, count: Int)
    case text(String)
  }

  private var file: File
  /// The line.
  public var line: UInt

  /// A location in `fileID` at `line`.
  public init(fileID: String, line: UInt) {
    self.file = .text(fileID)
    self.line = line
  }

  /// A location from the `#fileID` and `#line` of a call.
  public init(_ fileID: StaticString, _ line: UInt) {
    self.file =
      fileID.hasPointerRepresentation
      ? .literal(address: UInt(bitPattern: fileID.utf8Start), count: fileID.utf8CodeUnitCount)
      : .text("\(fileID)")
    self.line = line
  }

  /// A location whose file is the `count` UTF-8 bytes at `address`, those of a literal that
  /// lives as long as the process (what ``literalBytes`` gave).
  package init(literalAddress address: UInt, count: Int, line: UInt) {
    self.file = .literal(address: address, count: count)
    self.line = line
  }

  /// Where the UTF-8 bytes of the file are when they live as long as the process (a
  /// `StaticString` literal's): a holder may keep their address and length rather than the
  /// location, and make it again with ``init(literalAddress:count:line:)``.
  package var literalBytes: (address: UInt, count: Int)? {
    guard case .literal(let address, let count) = file else { return nil }
    return (address, count)
  }

  /// The file, as `#fileID` spells it: `Module/File.swift`.
  public var fileID: String {
    get {
      switch file {
      case .text(let text): return text
      case .literal(let address, let count):
        // Straight from the UTF-8 bytes: interpolation goes through the formatting machinery.
        return String(
          decoding: UnsafeRawBufferPointer(
            start: UnsafeRawPointer(bitPattern: address), count: count),
          as: UTF8.self)
      }
    }
    set { file = .text(newValue) }
  }

  /// The file name without its module: `File.swift`.
  public var fileName: String {
    let fileID = fileID
    guard let slash = fileID.lastIndex(of: "/") else { return fileID }
    return String(fileID[fileID.index(after: slash)...])
  }

  /// The same file and line, however the file was given.
  public static func == (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    lhs.line == rhs.line && lhs.fileID == rhs.fileID
  }

  /// Hashes the file and the line.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(fileID)
    hasher.combine(line)
  }
}

extension SourceLocation: CustomStringConvertible {
  /// SnapKit's form: `File.swift#12`.
  public var description: String { "\(fileName)#\(line)" }
}
