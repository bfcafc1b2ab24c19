// SPDX-License-Identifier: MIT

import MasonryGeometry
import MasonryLayout
import Testing

/// A one-line label measures its text once, until a setting changes it: a stack view reads
/// every label's intrinsic size each time it arranges its views again.
@Suite struct LabelMeasureTests {
  /// Every character as wide as `advance`, each call counted.
  final class CountingMeasurer: TextMeasuring, @unchecked Sendable {
    var advance = 10.0
    var calls = 0
    func advance(of character: Character, font: LayoutFont) -> Double {
      calls += 1
      return advance
    }
    func lineMetrics(for font: LayoutFont) -> LineMetrics {
      LineMetrics(ascent: 12, descent: 4)
    }
  }

  @Test func aLabelMeasuresItsLineOnceUntilItChanges() {
    let measurer = CountingMeasurer()
    let label = LayoutLabel(text: "Hello")
    label.textMeasurer = measurer
    #expect(label.intrinsicContentSize.width == 50)
    let measured = measurer.calls
    #expect(measured > 0)
    for _ in 0..<5 { _ = label.intrinsicContentSize }
    #expect(measurer.calls == measured)
    label.text = "Hello, world"
    #expect(label.intrinsicContentSize.width == 120)
    #expect(measurer.calls > measured)
    let again = measurer.calls
    label.font = LayoutFont(pointSize: 30)
    #expect(label.intrinsicContentSize.width == 120)
    #expect(measurer.calls > again)
    // A measurer that changes on its own is read again once the label is told.
    measurer.advance = 20
    #expect(label.intrinsicContentSize.width == 120)
    label.invalidateIntrinsicContentSize()
    #expect(label.intrinsicContentSize.width == 240)
  }
}
