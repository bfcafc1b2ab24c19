// SPDX-License-Identifier: MIT

import MasonryGeometry
import Testing

@Suite struct DirectionalEdgeInsetsTests {}

extension DirectionalEdgeInsetsTests {
  @Test func storesEachSide() {
    let insets = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    #expect(insets.top == 1)
    #expect(insets.leading == 2)
    #expect(insets.bottom == 3)
    #expect(insets.trailing == 4)
  }

  @Test func uniformInsets() {
    #expect(
      DirectionalEdgeInsets(all: 7)
        == DirectionalEdgeInsets(top: 7, leading: 7, bottom: 7, trailing: 7))
    #expect(
      DirectionalEdgeInsets.zero
        == DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
  }

  @Test func sums() {
    let insets = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: -4)
    #expect(insets.horizontal == -2)
    #expect(insets.vertical == 4)
  }

  @Test func resolvedLeftToRight() {
    let insets = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    #expect(
      insets.resolved(for: .leftToRight) == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
  }

  @Test func resolvedRightToLeftSwapsTheSides() {
    let insets = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    #expect(
      insets.resolved(for: .rightToLeft) == EdgeInsets(top: 1, left: 4, bottom: 3, right: 2))
  }

  @Test(arguments: LayoutDirection.allCases)
  func resolvingKeepsTheSums(direction: LayoutDirection) {
    let insets = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    let physical = insets.resolved(for: direction)
    #expect(physical.horizontal == insets.horizontal)
    #expect(physical.vertical == insets.vertical)
  }

  @Test func equalityAndHashing() {
    let insets = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    #expect(insets != DirectionalEdgeInsets(top: 1, leading: 4, bottom: 3, trailing: 2))
    #expect(Set([insets, insets, .zero]).count == 2)
  }

  @Test func codableRoundTrip() throws {
    let insets = DirectionalEdgeInsets(top: 1, leading: -2, bottom: 0.5, trailing: 4)
    #expect(try roundTrip(insets) == insets)
    #expect(try json(insets) == #"{"bottom":0.5,"leading":-2,"top":1,"trailing":4}"#)
  }
}
