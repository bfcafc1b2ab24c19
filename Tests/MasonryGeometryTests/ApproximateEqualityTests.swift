// SPDX-License-Identifier: MIT

import MasonryGeometry
import Testing

@Suite struct ApproximateEqualityTests {}

extension ApproximateEqualityTests {
  @Test func pointsWithinTheTolerance() {
    let a = Point(x: 1, y: 2)
    #expect(a.isApproximatelyEqual(to: Point(x: 1 + 1e-10, y: 2 - 1e-10), absoluteTolerance: 1e-9))
    #expect(a.isApproximatelyEqual(to: Point(x: 1.5, y: 2.5), absoluteTolerance: 0.5))
    #expect(!a.isApproximatelyEqual(to: Point(x: 1.5, y: 2.6), absoluteTolerance: 0.5))
    #expect(!a.isApproximatelyEqual(to: Point(x: 1.6, y: 2), absoluteTolerance: 0.5))
  }

  @Test func sizesWithinTheTolerance() {
    let a = Size(width: 100, height: 50)
    #expect(a.isApproximatelyEqual(to: Size(width: 100.1, height: 49.9), absoluteTolerance: 0.2))
    #expect(!a.isApproximatelyEqual(to: Size(width: 100, height: 49.7), absoluteTolerance: 0.2))
    #expect(!a.isApproximatelyEqual(to: Size(width: 100.3, height: 50), absoluteTolerance: 0.2))
  }

  @Test func rectsCompareEveryStoredComponent() {
    let a = Rect(x: 0, y: 10, width: 50, height: 100)
    #expect(
      a.isApproximatelyEqual(
        to: Rect(x: 1e-7, y: 10, width: 50, height: 100 - 1e-7), absoluteTolerance: 1e-6))
    for changed in [
      Rect(x: 1, y: 10, width: 50, height: 100), Rect(x: 0, y: 11, width: 50, height: 100),
      Rect(x: 0, y: 10, width: 51, height: 100), Rect(x: 0, y: 10, width: 50, height: 101),
    ] {
      #expect(!a.isApproximatelyEqual(to: changed, absoluteTolerance: 0.5))
    }
  }

  @Test func rectsAreNotStandardizedFirst() {
    let flipped = Rect(x: 10, y: 0, width: -10, height: 5)
    let plain = Rect(x: 0, y: 0, width: 10, height: 5)
    #expect(!flipped.isApproximatelyEqual(to: plain, absoluteTolerance: 1))
  }

  @Test func specialValues() {
    let infinite = Point(x: .infinity, y: -.infinity)
    #expect(infinite.isApproximatelyEqual(to: infinite, absoluteTolerance: 0))
    #expect(!infinite.isApproximatelyEqual(to: Point(x: 1e308, y: -1e308), absoluteTolerance: 1))
    let nan = Point(x: .nan, y: 0)
    #expect(!nan.isApproximatelyEqual(to: nan, absoluteTolerance: .infinity))
    let a = Size(width: 1, height: 1)
    #expect(a.isApproximatelyEqual(to: a, absoluteTolerance: -1))
    #expect(!a.isApproximatelyEqual(to: Size(width: 1, height: 1.5), absoluteTolerance: -1))
    #expect(!a.isApproximatelyEqual(to: Size(width: 1, height: 1.5), absoluteTolerance: .nan))
    #expect(a.isApproximatelyEqual(to: Size(width: 1, height: 1.5), absoluteTolerance: .infinity))
  }

  @Test func zeroToleranceIsExactEquality() {
    let a = Point(x: 0.1 + 0.2, y: 0)
    #expect(!a.isApproximatelyEqual(to: Point(x: 0.3, y: 0), absoluteTolerance: 0))
    #expect(a.isApproximatelyEqual(to: a, absoluteTolerance: 0))
  }

  @Test func theRelationIsNotTransitive() {
    let a = Point(x: 0, y: 0)
    let b = Point(x: 1, y: 0)
    let c = Point(x: 2, y: 0)
    #expect(a.isApproximatelyEqual(to: b, absoluteTolerance: 1))
    #expect(b.isApproximatelyEqual(to: c, absoluteTolerance: 1))
    #expect(!a.isApproximatelyEqual(to: c, absoluteTolerance: 1))
  }
}
