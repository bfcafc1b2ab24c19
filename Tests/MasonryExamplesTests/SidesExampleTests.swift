// SPDX-License-Identifier: MIT

import MasonryGeometry
import Testing
import _MasonryExamples
import _MasonryTestSupport

@Suite struct SidesExampleTests {
  // Each view is (5, 10, 15, 20) inside the one before, all in the screen's coordinates, so
  // view i is 10i from the left, 5i from the top, 20i from the right and 15i from the bottom:
  // (10i, 5i, W - 30i, H - 20i). The tenth: (100, 50, 75, 467) upright, (100, 50, 367, 175)
  // on its side.
  @Test(arguments: Engine.allCases)
  func framesAtBothSizes(engine: Engine) throws {
    for size in [portrait, landscape] {
      let stages = record(.sides, size, engine)
      try #require(stages.count == 1)
      var expected: [String: Rect] = [:]
      for i in 1...10 {
        let d = Double(i)
        expected["view\(i)"] = rect(10 * d, 5 * d, size.width - 30 * d, size.height - 20 * d)
      }
      expectFrames(stages[0], expected)
    }
    let tenth = { (size: Size) in record(.sides, size, engine)[0].frames["view10"] ?? .zero }
    #expect(close(tenth(portrait), rect(100, 50, 75, 467)))
    #expect(close(tenth(landscape), rect(100, 50, 367, 175)))
  }
}
