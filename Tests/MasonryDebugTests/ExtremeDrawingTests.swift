// SPDX-License-Identifier: MIT

import MasonryDebug
import MasonryGeometry
import MasonryLayout
import Testing
import _MasonryTestSupport

/// Extreme sizes and text metrics never trap when converted to counts (issue 12).
@Suite struct ExtremeDrawingTests {
  /// A measurer whose lines are almost no height at all.
  struct FlatMeasurer: TextMeasuring {
    func advance(of character: Character, font: LayoutFont) -> Double { 1 }
    func lineMetrics(for font: LayoutFont) -> LineMetrics {
      LineMetrics(ascent: 1e-300, descent: 0)
    }
  }

  @Test func aViewFarTallerThanWideDrawsABoundedStrip() {
    let root = LayoutView(frame: Rect(x: 0, y: 0, width: 1e-300, height: 100), debugName: "thin")
    let drawing = root.asciiDrawing(columns: 10)
    let lines = drawing.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 41)
  }

  @Test func aLabelWithFlatLinesCountsABoundedNumberOfLines() {
    let label = LayoutLabel(text: "one two three four", debugName: "flat")
    label.textMeasurer = FlatMeasurer()
    label.numberOfLines = 0
    label.frame = Rect(x: 0, y: 0, width: 4, height: 1e9)
    let layout = label.displayedTextLayout
    // Every line fits: the whole text shows, none of it truncated.
    #expect(layout.lines.joined().filter { $0 != " " } == "onetwothreefour")
  }
}
