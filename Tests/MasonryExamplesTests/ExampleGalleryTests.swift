// SPDX-License-Identifier: MIT

import Foundation
import Testing
import _MasonryExamples

@Suite struct ExampleGalleryTests {
  @Test func theGalleryHasBothSizesOfEveryExampleAndAnIndexWithTheSources() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("masonry-gallery-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let examples = [Example.basic, Example.remake]
    var written: [String] = []
    try ExampleGallery(examples: examples).write(to: folder) { written.append($0) }
    #expect(
      written == [
        "basic-portrait.svg", "basic-landscape.svg", "remake-portrait.svg",
        "remake-landscape.svg", "index.html",
      ])
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(files == written.sorted())
    let index = try String(
      contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
    // A table of contents links to each example's section.
    #expect(index.contains(##"<nav><a href="#basic">Basic</a> · <a href="#remake">"##))
    #expect(index.contains(#"<section id="remake">"#))
    #expect(index.contains(#"<img src="basic-portrait.svg""#))
    #expect(index.contains(#"<img src="remake-landscape.svg""#))
    // The sources are shown, escaped.
    #expect(index.contains("make.top.greaterThanOrEqualTo(superview.mas.top).offset(padding)"))
    #expect(index.contains("public final class ExampleRemakeView: LayoutView, ExampleScreen"))
    // So are the frames of every stage, with HTML's special characters escaped.
    #expect(index.contains("== 1. tap &quot;Move Me!&quot;"))
    #expect(index.contains("*ExampleButton:movingButton (265 557; 100 100)"))
    let svg = try String(
      contentsOf: folder.appendingPathComponent("remake-portrait.svg"), encoding: .utf8)
    #expect(svg == Example.remake.svg(size: portrait))
  }
}
