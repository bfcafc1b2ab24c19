// SPDX-License-Identifier: MIT

import MasonryGeometry
import Testing

@Suite struct RectTransformationsTests {}

extension RectTransformationsTests {
  @Test func insetMovesEachEdgeByItsOwnInset() {
    let frame = Rect(x: 0, y: 0, width: 100, height: 50)
    #expect(
      frame.inset(by: EdgeInsets(top: 5, left: 10, bottom: 15, right: 20))
        == Rect(x: 10, y: 5, width: 70, height: 30))
  }

  @Test func zeroInsetsStandardize() {
    let flipped = Rect(x: 10, y: 10, width: -10, height: -10)
    #expect(flipped.inset(by: .zero) == Rect(x: 0, y: 0, width: 10, height: 10))
  }

  @Test func insetWorksOnTheStandardizedRect() {
    let flipped = Rect(x: 100, y: 50, width: -100, height: -50)
    #expect(
      flipped.inset(by: EdgeInsets(top: 5, left: 10, bottom: 15, right: 20))
        == Rect(x: 10, y: 5, width: 70, height: 30))
  }

  @Test func negativeInsetsGrowTheRect() {
    let frame = Rect(x: 10, y: 10, width: 10, height: 10)
    #expect(frame.inset(by: EdgeInsets(all: -5)) == Rect(x: 5, y: 5, width: 20, height: 20))
  }

  @Test func crossingEdgesMeetHalfway() {
    let frame = Rect(x: 0, y: 0, width: 10, height: 10)
    // Horizontally the edges land at 8 and 4: they meet at 6. Vertically they just touch.
    #expect(
      frame.inset(by: EdgeInsets(top: 4, left: 8, bottom: 6, right: 6))
        == Rect(x: 6, y: 4, width: 0, height: 0))
    #expect(frame.insetBy(dx: 20, dy: 20) == Rect(x: 5, y: 5, width: 0, height: 0))
    #expect(frame.inset(by: EdgeInsets(all: 100)).isEmpty)
  }

  @Test func insetByIsSymmetricInset() {
    let frame = Rect(x: 0, y: 0, width: 100, height: 50)
    #expect(frame.insetBy(dx: 10, dy: 5) == Rect(x: 10, y: 5, width: 80, height: 40))
    #expect(frame.insetBy(dx: -10, dy: 0) == Rect(x: -10, y: 0, width: 120, height: 50))
    #expect(
      Rect(x: 100, y: 50, width: -100, height: -50).insetBy(dx: 10, dy: 5)
        == Rect(x: 10, y: 5, width: 80, height: 40))
  }

  @Test func offsetMovesTheOriginAndKeepsTheStoredSize() {
    #expect(
      Rect(x: 1, y: 2, width: 3, height: 4).offsetBy(dx: 10, dy: -20)
        == Rect(x: 11, y: -18, width: 3, height: 4))
    #expect(
      Rect(x: 1, y: 2, width: -3, height: -4).offsetBy(dx: 1, dy: 1)
        == Rect(x: 2, y: 3, width: -3, height: -4))
  }
}
