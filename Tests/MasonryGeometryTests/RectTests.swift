// SPDX-License-Identifier: MIT

import MasonryGeometry
import Testing

@Suite struct RectTests {}

extension RectTests {
  @Test func initializersAgree() {
    let rect = Rect(x: 1, y: 2, width: 3, height: 4)
    #expect(rect.origin == Point(x: 1, y: 2))
    #expect(rect.size == Size(width: 3, height: 4))
    #expect(rect == Rect(origin: Point(x: 1, y: 2), size: Size(width: 3, height: 4)))
  }

  @Test func zeroIsAnEmptyRectAtTheOrigin() {
    #expect(Rect.zero == Rect(x: 0, y: 0, width: 0, height: 0))
    #expect(Rect.zero.isEmpty)
  }

  @Test func edgesOfAPositiveRect() {
    let rect = Rect(x: 0, y: 10, width: 50, height: 100)
    #expect(rect.minX == 0)
    #expect(rect.midX == 25)
    #expect(rect.maxX == 50)
    #expect(rect.minY == 10)
    #expect(rect.midY == 60)
    #expect(rect.maxY == 110)
    #expect(rect.width == 50)
    #expect(rect.height == 100)
  }

  @Test func edgesOfANegativeRectAreThoseOfItsStandardizedForm() {
    let rect = Rect(x: 10, y: 20, width: -4, height: -6)
    #expect(rect.minX == 6)
    #expect(rect.midX == 8)
    #expect(rect.maxX == 10)
    #expect(rect.minY == 14)
    #expect(rect.midY == 17)
    #expect(rect.maxY == 20)
    #expect(rect.width == 4)
    #expect(rect.height == 6)
    #expect(rect.size == Size(width: -4, height: -6))
  }

  @Test func standardizedFlipsNegativeSizes() {
    #expect(
      Rect(x: 10, y: 10, width: -4, height: 6).standardized
        == Rect(x: 6, y: 10, width: 4, height: 6))
    #expect(
      Rect(x: 10, y: 10, width: 4, height: -6).standardized
        == Rect(x: 10, y: 4, width: 4, height: 6))
    let positive = Rect(x: 1, y: 2, width: 3, height: 4)
    #expect(positive.standardized == positive)
  }

  @Test func equalityComparesStoredValuesNotRegions() {
    let flipped = Rect(x: 10, y: 0, width: -10, height: 5)
    let plain = Rect(x: 0, y: 0, width: 10, height: 5)
    #expect(flipped != plain)
    #expect(flipped.standardized == plain)
  }

  @Test(arguments: [
    (Rect(x: 0, y: 0, width: 0, height: 5), true),
    (Rect(x: 0, y: 0, width: 5, height: 0), true),
    (Rect(x: 3, y: 3, width: 0, height: 0), true),
    (Rect(x: 0, y: 0, width: .nan, height: 5), true),
    (Rect(x: 0, y: 0, width: 1, height: 1), false),
    (Rect(x: 0, y: 0, width: -1, height: -1), false),
    (Rect(x: 0, y: 0, width: 1e-300, height: 1e-300), false),
  ])
  func isEmptyWhenEitherExtentIsZero(rect: Rect, isEmpty: Bool) {
    #expect(rect.isEmpty == isEmpty)
  }

  @Test func hashingAgreesWithEquality() {
    let a = Rect(x: 1, y: 2, width: 3, height: 4)
    #expect(a.hashValue == Rect(x: 1, y: 2, width: 3, height: 4).hashValue)
    let set: Set = [a, a, a.standardized, Rect(x: 4, y: 3, width: 2, height: 1)]
    #expect(set.count == 2)
  }

  @Test func codableRoundTrip() throws {
    let rect = Rect(x: -1, y: 0.5, width: -3, height: 1e-9)
    #expect(try roundTrip(rect) == rect)
    #expect(
      try json(Rect(x: 1, y: 2, width: 3, height: 4))
        == #"{"origin":{"x":1,"y":2},"size":{"height":4,"width":3}}"#)
  }
}
