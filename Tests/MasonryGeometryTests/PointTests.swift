// SPDX-License-Identifier: MIT

import MasonryGeometry
import Testing

@Suite struct PointTests {}

extension PointTests {
  @Test func storesCoordinates() {
    var point = Point(x: 3, y: -4.5)
    #expect(point.x == 3)
    #expect(point.y == -4.5)
    point.x = 7
    point.y = 8
    #expect(point == Point(x: 7, y: 8))
  }

  @Test func zeroIsTheOrigin() {
    #expect(Point.zero == Point(x: 0, y: 0))
  }

  @Test func equalityIsExact() {
    #expect(Point(x: 1, y: 2) != Point(x: 1, y: 2.000_000_000_001))
    #expect(Point(x: 1, y: 2) != Point(x: 2, y: 1))
    #expect(Point(x: 0, y: 0) == Point(x: -0.0, y: -0.0))
    #expect(Point(x: .nan, y: 0) != Point(x: .nan, y: 0))
  }

  @Test func arithmetic() {
    let a = Point(x: 10, y: 20)
    let b = Point(x: 1.5, y: -2)
    #expect(a + b == Point(x: 11.5, y: 18))
    #expect(a - b == Point(x: 8.5, y: 22))
    #expect(-b == Point(x: -1.5, y: 2))
    #expect(a * 0.5 == Point(x: 5, y: 10))
    #expect(-2 * b == Point(x: -3, y: 4))
    var c = a
    c += b
    #expect(c == a + b)
    c -= b
    #expect(c == a)
  }

  @Test func hashingAgreesWithEquality() {
    #expect(Point(x: 1, y: 2).hashValue == Point(x: 1, y: 2).hashValue)
    #expect(Point(x: 0, y: 0).hashValue == Point(x: -0.0, y: -0.0).hashValue)
    let set: Set = [Point(x: 1, y: 2), Point(x: 1, y: 2), Point(x: 2, y: 1)]
    #expect(set.count == 2)
  }

  @Test func codableRoundTrip() throws {
    let point = Point(x: -1.25, y: 1e300)
    #expect(try roundTrip(point) == point)
    #expect(try json(Point(x: 1, y: 2.5)) == #"{"x":1,"y":2.5}"#)
    #expect(try decode(Point.self, from: #"{"y":4,"x":3}"#) == Point(x: 3, y: 4))
  }
}
