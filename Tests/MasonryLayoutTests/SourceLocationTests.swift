// SPDX-License-Identifier: MIT

import MasonryLayout
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Source locations, and how a layout constraint keeps its own: a `#fileID` literal's in the
/// constraint itself (16 bytes), anything else apart.
@Suite struct SourceLocationTests {
  private func makeConstraint() -> LayoutConstraint {
    LayoutConstraint(item: LayoutView(debugName: "view"), attribute: .width, constant: 10)
  }

  @Test func aLiteralLocationIsTheSameAsItsText() {
    let literal = SourceLocation("Module/File.swift", 12)
    let text = SourceLocation(fileID: "Module/File.swift", line: 12)
    #expect(literal.fileID == "Module/File.swift")
    #expect(literal.fileName == "File.swift")
    #expect(literal.description == "File.swift#12")
    #expect(literal == text)
    #expect(Set([literal, text]).count == 1)
    #expect(literal != SourceLocation("Module/File.swift", 13))
    var renamed = literal
    renamed.fileID = "Other/Name.swift"
    #expect(renamed.description == "Name.swift#12")
  }

  @Test func aConstraintKeepsALiteralLocation() {
    let constraint = makeConstraint()
    #expect(constraint.location == nil)
    constraint.location = SourceLocation("Module/File.swift", 12)
    #expect(constraint.location?.fileID == "Module/File.swift")
    #expect(constraint.location?.line == 12)
    constraint.location = nil
    #expect(constraint.location == nil)
  }

  @Test func aConstraintKeepsTextAndLargeLinesApart() {
    let constraint = makeConstraint()
    let text = SourceLocation(fileID: "Made/Up.swift", line: 7)
    constraint.location = text
    #expect(constraint.location == text)
    let far = SourceLocation("Module/File.swift", UInt(UInt32.max) + 1)
    constraint.location = far
    #expect(constraint.location?.line == UInt(UInt32.max) + 1)
    // A literal after text replaces it, and nil clears both.
    constraint.location = text
    constraint.location = SourceLocation("Module/File.swift", 3)
    #expect(constraint.location == SourceLocation(fileID: "Module/File.swift", line: 3))
    constraint.location = text
    constraint.location = nil
    #expect(constraint.location == nil)
  }

  @Test func theIdentifierAndTheLocationAreIndependent() {
    let constraint = makeConstraint()
    constraint.identifier = "width"
    constraint.location = SourceLocation(fileID: "Made/Up.swift", line: 7)
    constraint.location = SourceLocation("Module/File.swift", 3)
    constraint.location = nil
    #expect(constraint.identifier == "width")
    constraint.location = SourceLocation(fileID: "Made/Up.swift", line: 8)
    constraint.identifier = nil
    #expect(constraint.location == SourceLocation(fileID: "Made/Up.swift", line: 8))
  }

  /// A screen makes constraints by the thousand, and their memory is what makes a large make
  /// slow: a constraint with a `#fileID` location takes a 192-byte block of glibc's allocator
  /// (184 usable bytes), not 208.
  @Test func aConstraintWithALiteralLocationFitsIn184Bytes() throws {
    #if canImport(Glibc)
      typealias UsableSize = @convention(c) (UnsafeMutableRawPointer?) -> Int
      // RTLD_DEFAULT: the symbol wherever the process has it.
      let symbol = try #require(dlsym(nil, "malloc_usable_size"))
      let usableSize = unsafeBitCast(symbol, to: UsableSize.self)
      let constraint = makeConstraint()
      constraint.location = SourceLocation("Module/File.swift", 12)
      #expect(usableSize(Unmanaged.passUnretained(constraint).toOpaque()) <= 184)
    #endif
  }
}
