// SPDX-License-Identifier: MIT

import MasonryGeometry
import MasonryLayout
import Testing

/// Wrapping, limits and truncation of ``TextLayout``, on a one-cell-per-character grid.
@Suite struct TextLayoutTests {
  let cells = FixedCellTextMeasurer()

  func layout(
    _ text: String, width: Double, lines: Int = 0, mode: LineBreakMode = .byWordWrapping
  ) -> TextLayout {
    TextLayout(
      text, font: .body, measurer: cells, width: width, maximumLines: lines, lineBreakMode: mode)
  }

  @Test func wrapsAtSpacesAndHangsThem() {
    let text = layout("the quick brown fox jumps", width: 10)
    #expect(text.lines == ["the quick ", "brown fox ", "jumps"])
    #expect(text.lineWidths == [9, 9, 5])
    #expect(text.size == Size(width: 9, height: 3))
    #expect(!text.isTruncated)
  }

  @Test func breaksAWordWiderThanALine() {
    #expect(layout("a abcdefghij", width: 4).lines == ["a ", "abcd", "efgh", "ij"])
  }

  @Test func characterWrapping() {
    let text = layout("the quick brown", width: 4, mode: .byCharWrapping)
    #expect(text.lines == ["the ", "quic", "k br", "own"])
  }

  @Test func newlinesStartParagraphs() {
    let text = layout("a\n\nb", width: 10)
    #expect(text.lines == ["a", "", "b"])
    #expect(text.size == Size(width: 1, height: 3))
    #expect(layout("", width: 10).size == .zero)
  }

  @Test func infiniteWidthDoesNotWrap() {
    #expect(layout("the quick brown", width: .infinity).lines == ["the quick brown"])
  }

  @Test func lineLimitWithEachMode() {
    let text = "the quick brown fox jumps"
    func lines(_ mode: LineBreakMode) -> [String] {
      layout(text, width: 10, lines: 2, mode: mode).lines
    }
    #expect(lines(.byWordWrapping) == ["the quick ", "brown fox "])
    #expect(lines(.byTruncatingTail) == ["the quick ", "brown fox…"])
    #expect(lines(.byTruncatingHead) == ["the quick ", "…fox jumps"])
    #expect(lines(.byTruncatingMiddle) == ["the quick ", "brown…umps"])
    #expect(lines(.byClipping) == ["the quick ", "brown fox"])
    #expect(layout(text, width: 10, lines: 2).isTruncated)
    #expect(layout(text, width: 10, lines: 2, mode: .byTruncatingTail).size.width == 10)
  }

  @Test func aCutParagraphEndsWithAnEllipsis() {
    let text = layout("Hello\nWorld", width: .infinity, lines: 1, mode: .byTruncatingTail)
    #expect(text.lines == ["Hello…"])
    #expect(text.size == Size(width: 6, height: 1))
  }

  @Test func proportionalAdvancesAndLineHeight() {
    let measurer = ProportionalTextMeasurer()
    let font = LayoutFont.systemFont(ofSize: 20)
    #expect(measurer.width(of: "Hi", font: font) == 12.5 + 5)
    #expect(measurer.width(of: "mW 1", font: font) == 16.25 + 17.5 + 5 + 11.25)
    #expect(measurer.width(of: "ft7é日", font: font) == 7.5 + 7.5 + 11.25 + 12.5 + 20)
    #expect(measurer.lineMetrics(for: font) == LineMetrics(ascent: 20, descent: 5))
    #expect(measurer.lineMetrics(for: font).lineHeight == 25)
  }

  @Test func wideCharactersTakeTwoCells() {
    #expect(cells.width(of: "日本a", font: .body) == 5)
  }
}
