// SPDX-License-Identifier: MIT

/// A place in the user's source code: where a constraint was made, or where a misuse happened.
///
/// DSL entry points capture it with `fileID: StaticString = #fileID, line: UInt = #line`
/// defaults, so diagnostics point at the user's call. A location made from a `StaticString`
/// keeps it as it is and makes the `String` only when asked: making constraints copies
/// locations all the time and reads them only for diagnostics.
public struct SourceLocation: Hashable, Sendable {
  /// The file: the literal of the call, or text.
  private enum File: Sendable {
    case literal(StaticString)
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
    self.file = .literal(fileID)
    self.line = line
  }

  /// The file, as `#fileID` spells it: `Module/File.swift`.
  public var fileID: String {
    get {
      switch file {
      case .text(let text): return text
      case .literal(let literal):
        // Straight from the UTF-8 bytes: interpolation goes through the formatting machinery.
        return literal.hasPointerRepresentation
          ? literal.withUTF8Buffer { String(decoding: $0, as: UTF8.self) } : "\(literal)"
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
