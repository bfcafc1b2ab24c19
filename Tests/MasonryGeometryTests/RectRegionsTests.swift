// SPDX-License-Identifier: MIT

import MasonryGeometry
import Testing

@Suite struct RectRegionsTests {
  let square = Rect(x: 0, y: 0, width: 10, height: 10)
}

// MARK: - contains(Point)

extension RectRegionsTests {
  @Test(arguments: [
    (Point(x: 0, y: 0), true),
    (Point(x: 5, y: 5), true),
    (Point(x: 9.999, y: 0), true),
    (Point(x: 10, y: 5), false),
    (Point(x: 5, y: 10), false),
    (Point(x: 10, y: 10), false),
    (Point(x: -0.001, y: 5), false),
    (Point(x: .nan, y: 5), false),
  ])
  func containsPointIsHalfOpen(point: Point, isInside: Bool) {
    #expect(square.contains(point) == isInside)
  }

  @Test func containsPointOfAFlippedRect() {
    let flipped = Rect(x: 10, y: 10, width: -10, height: -10)
    #expect(flipped.contains(Point(x: 0, y: 0)))
    #expect(!flipped.contains(Point(x: 10, y: 10)))
  }

  @Test func emptyRectsContainNoPoint() {
    #expect(!Rect.zero.contains(Point.zero))
    #expect(!Rect(x: 0, y: 0, width: 0, height: 10).contains(Point(x: 0, y: 5)))
  }
}

// MARK: - contains(Rect)

extension RectRegionsTests {
  @Test func containsRectComparesEdges() {
    #expect(square.contains(square))
    #expect(square.contains(Rect(x: 2, y: 2, width: 3, height: 3)))
    #expect(square.contains(Rect(x: 10, y: 10, width: -10, height: -10)))
    #expect(!square.contains(Rect(x: 5, y: 5, width: 10, height: 1)))
    #expect(!square.contains(Rect(x: -1, y: 0, width: 2, height: 2)))
    #expect(!Rect(x: 2, y: 2, width: 3, height: 3).contains(square))
  }

  @Test func containsRectSeesEmptyRectsWithinTheEdges() {
    #expect(square.contains(Rect(x: 10, y: 10, width: 0, height: 0)))
    #expect(square.contains(Rect(x: 0, y: 5, width: 10, height: 0)))
    #expect(!square.contains(Rect(x: 11, y: 5, width: 0, height: 0)))
  }
}

// MARK: - intersects and intersection

extension RectRegionsTests {
  @Test func overlappingRects() {
    let other = Rect(x: 5, y: 5, width: 10, height: 10)
    #expect(square.intersects(other))
    #expect(other.intersects(square))
    #expect(square.intersection(other) == Rect(x: 5, y: 5, width: 5, height: 5))
    #expect(other.intersection(square) == Rect(x: 5, y: 5, width: 5, height: 5))
  }

  @Test func nestedRects() {
    let inner = Rect(x: 2, y: 3, width: 4, height: 5)
    #expect(square.intersection(inner) == inner)
    #expect(square.intersection(square) == square)
  }

  @Test func intersectionIsStandardized() {
    let flipped = Rect(x: 15, y: 15, width: -10, height: -10)
    #expect(square.intersection(flipped) == Rect(x: 5, y: 5, width: 5, height: 5))
  }

  @Test(arguments: [
    Rect(x: 20, y: 0, width: 5, height: 5),  // apart
    Rect(x: 10, y: 0, width: 10, height: 10),  // sharing the right edge
    Rect(x: 0, y: 10, width: 10, height: 10),  // sharing the bottom edge
    Rect(x: 10, y: 10, width: 5, height: 5),  // sharing a corner
    Rect(x: 5, y: 5, width: 0, height: 0),  // an empty rect inside
    Rect(x: 2, y: -5, width: 0, height: 20),  // a line across
  ])
  func noIntersectionWithoutCommonArea(other: Rect) {
    #expect(!square.intersects(other))
    #expect(!other.intersects(square))
    #expect(square.intersection(other) == nil)
    #expect(other.intersection(square) == nil)
  }

  @Test func intersectionIsInBoth() throws {
    let a = Rect(x: -3, y: 1, width: 8, height: 4)
    let b = Rect(x: 2, y: -6, width: 3, height: 9)
    let common = try #require(a.intersection(b))
    #expect(common == Rect(x: 2, y: 1, width: 3, height: 2))
    #expect(a.contains(common))
    #expect(b.contains(common))
  }
}

// MARK: - union

extension RectRegionsTests {
  @Test func unionIsTheBoundingBox() {
    let other = Rect(x: 20, y: -5, width: 5, height: 5)
    #expect(square.union(other) == Rect(x: 0, y: -5, width: 25, height: 15))
    #expect(other.union(square) == square.union(other))
    #expect(square.union(square) == square)
  }

  @Test func unionIsStandardized() {
    let flipped = Rect(x: 10, y: 10, width: -10, height: -10)
    #expect(flipped.union(flipped) == square)
  }

  @Test func unionIncludesEmptyRects() {
    #expect(
      square.union(Rect(x: 30, y: 40, width: 0, height: 0))
        == Rect(x: 0, y: 0, width: 30, height: 40))
  }

  @Test func unionContainsBoth() {
    let a = Rect(x: -3, y: 1, width: 8, height: 4)
    let b = Rect(x: 2, y: -6, width: -3, height: 9)
    let union = a.union(b)
    #expect(union.contains(a))
    #expect(union.contains(b))
  }
}
