// SPDX-License-Identifier: MIT

import Testing
import _MasonryExamples
import _MasonryTestSupport

@Suite struct GallerySnapshotTests {
  /// Every example's drawing, upright and on its side, as the gallery shows it. Re-record with
  /// `RECORD_SNAPSHOTS=1 swift test --filter GallerySnapshotTests`.
  @Test(arguments: Example.all.map(\.name))
  func drawing(name: String) throws {
    let example = try #require(Example.named(name))
    for (label, size) in [("portrait", portrait), ("landscape", landscape)] {
      let svg = maskingAddresses(example.svg(size: size))
      expectSnapshot(svg, named: "\(name)-\(label)", pathExtension: "svg")
      #expect(svg.hasPrefix("<?xml"))
      #expect(svg.contains(example.title))
    }
  }

  /// The safe area example shades what lies outside the safe area; screens without one have
  /// nothing shaded.
  @Test func theUnsafeAreaIsShaded() {
    let svg = Example.safeArea.svg(size: portrait)
    #expect(svg.contains(#"<g class="unsafe-area""#))
    // 44 at the top and 34 at the bottom, moved by the drawing's padding of 8.
    #expect(svg.contains(#"<rect x="8" y="8" width="375" height="44"/>"#))
    #expect(svg.contains(#"<rect x="8" y="641" width="375" height="34"/>"#))
    #expect(!Example.basic.svg(size: portrait).contains("unsafe-area"))
  }

  @Test func namesAreUniqueAndSourcesAreFound() throws {
    let names = Example.all.map(\.name)
    #expect(Set(names).count == names.count)
    for example in Example.all {
      #expect(example.sourcePath.hasSuffix(".swift"))
      let source = try String(contentsOfFile: example.sourcePath, encoding: .utf8)
      #expect(source.contains("Example("))
    }
  }
}
