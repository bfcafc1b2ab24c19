// SPDX-License-Identifier: MIT

import MasonryGeometry
import Testing

@Suite struct DescriptionsTests {}

extension DescriptionsTests {
  @Test func point() {
    #expect(Point(x: 10, y: 2.5).description == "Point(x: 10, y: 2.5)")
    #expect("\(Point.zero)" == "Point(x: 0, y: 0)")
  }

  @Test func size() {
    #expect(Size(width: 50, height: 0.5).description == "Size(width: 50, height: 0.5)")
  }

  @Test func rectPrintsTheStoredValues() {
    #expect(
      Rect(x: 0, y: 10, width: 50, height: 100).description
        == "Rect(x: 0, y: 10, width: 50, height: 100)")
    #expect(
      Rect(x: 10, y: 0, width: -10, height: 5).description
        == "Rect(x: 10, y: 0, width: -10, height: 5)")
  }

  @Test func insets() {
    #expect(
      EdgeInsets(top: 8, left: 16, bottom: 8, right: 16).description
        == "EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)")
    #expect(
      DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0.25, trailing: 8).description
        == "DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0.25, trailing: 8)")
  }

  @Test(arguments: [
    (0.0, "0"), (-0.0, "0"), (10, "10"), (-3, "-3"), (2.5, "2.5"), (0.1, "0.1"),
    (1.0 / 3, "0.3333333333333333"), (123_456_789_012_345, "123456789012345"),
    (1e15, "1000000000000000"), (9_007_199_254_740_992, "9007199254740992"),
    (9_007_199_254_740_994, "9.007199254740994e+15"), (1e-7, "1e-07"), (-1e20, "-1e+20"),
    (.infinity, "inf"), (-.infinity, "-inf"), (.nan, "nan"),
  ])
  func numbers(value: Double, text: String) {
    #expect(Point(x: value, y: 1).description == "Point(x: \(text), y: 1)")
  }
}
