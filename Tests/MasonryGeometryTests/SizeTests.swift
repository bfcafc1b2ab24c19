// SPDX-License-Identifier: MIT

import MasonryGeometry
import Testing

@Suite struct SizeTests {}

extension SizeTests {
  @Test func storesDimensionsIncludingNegativeOnes() {
    var size = Size(width: 88, height: -44)
    #expect(size.width == 88)
    #expect(size.height == -44)
    size.width = 1
    size.height = 2
    #expect(size == Size(width: 1, height: 2))
  }

  @Test func zeroHasNoExtent() {
    #expect(Size.zero == Size(width: 0, height: 0))
  }

  @Test func equalityIsExact() {
    #expect(Size(width: 1, height: 2) != Size(width: 1, height: 2.000_000_000_001))
    #expect(Size(width: 1, height: 2) != Size(width: 2, height: 1))
  }

  @Test func scaling() {
    let size = Size(width: 88, height: 44)
    #expect(size * 2 == Size(width: 176, height: 88))
    #expect(0.5 * size == Size(width: 44, height: 22))
    #expect(size * -1 == Size(width: -88, height: -44))
  }

  @Test func hashingAgreesWithEquality() {
    #expect(Size(width: 3, height: 4).hashValue == Size(width: 3, height: 4).hashValue)
    let set: Set = [
      Size(width: 3, height: 4), Size(width: 3, height: 4), Size(width: 4, height: 3),
    ]
    #expect(set.count == 2)
  }

  @Test func codableRoundTrip() throws {
    let size = Size(width: 0.1, height: -7)
    #expect(try roundTrip(size) == size)
    #expect(try json(Size(width: 50, height: 0.5)) == #"{"height":0.5,"width":50}"#)
  }
}
