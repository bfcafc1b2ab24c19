// SPDX-License-Identifier: MIT

/// A place in the user's source code: where a constraint was made, or where a misuse happened.
///
/// DSL entry points capture it with `fileID: StaticString = #fileID, line: UInt = #line`
/// defaults, so diagnostics point at the user's call.
public struct SourceLocation: Hashable, Sendable {
  /// The file, as `#fileID` spells it: `Module/File.swift`.
  public var fileID: String
  /// The line.
  public var line: UInt

  /// A location in `fileID` at `line`.
  public init(fileID: String, line: UInt) {
    self.fileID = fileID
    self.line = line
  }

  /// A location from the `#fileID` and `#line` of a call.
  public init(_ fileID: StaticString, _ line: UInt) {
    // Straight from the UTF-8 bytes: interpolation goes through the formatting machinery.
    let text =
      fileID.hasPointerRepresentation
      ? fileID.withUTF8Buffer { String(decoding: $0, as: UTF8.self) } : "\(fileID)"
    self.init(fileID: text, line: line)
  }

  /// The file name without its module: `File.swift`.
  public var fileName: String {
    guard let slash = fileID.lastIndex(of: "/") else { return fileID }
    return String(fileID[fileID.index(after: slash)...])
  }
}

extension SourceLocation: CustomStringConvertible {
  /// SnapKit's form: `File.swift#12`.
  public var description: String { "\(fileName)#\(line)" }
}
