// SPDX-License-Identifier: MIT

import MasonryGeometry
import Testing

@Suite struct EdgeInsetsTests {}

extension EdgeInsetsTests {
  @Test func storesEachSide() {
    let insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(insets.top == 1)
    #expect(insets.left == 2)
    #expect(insets.bottom == 3)
    #expect(insets.right == 4)
  }

  @Test func uniformInsets() {
    #expect(EdgeInsets(all: 7) == EdgeInsets(top: 7, left: 7, bottom: 7, right: 7))
    #expect(EdgeInsets.zero == EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
  }

  @Test func sums() {
    let insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: -4)
    #expect(insets.horizontal == -2)
    #expect(insets.vertical == 4)
  }

  @Test func equalityAndHashing() {
    let insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(insets != EdgeInsets(top: 4, left: 3, bottom: 2, right: 1))
    #expect(insets.hashValue == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4).hashValue)
    #expect(Set([insets, insets, .zero]).count == 2)
  }

  @Test func codableRoundTrip() throws {
    let insets = EdgeInsets(top: 1, left: -2, bottom: 0.5, right: 4)
    #expect(try roundTrip(insets) == insets)
    #expect(try json(insets) == #"{"bottom":0.5,"left":-2,"right":4,"top":1}"#)
  }
}
