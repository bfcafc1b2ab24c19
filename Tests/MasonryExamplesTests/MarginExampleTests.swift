// SPDX-License-Identifier: MIT

import MasonryGeometry
import Testing
import _MasonryExamples
import _MasonryTestSupport

@Suite struct MarginExampleTests {
  // The screen's margins are the default 8, so view1 is (8, 8, W - 16, H - 16). Every view
  // has margins (5, 10, 15, 20) and the next one's edges are on them, all in the screen's
  // coordinates: view i (i > 1) is (8 + 10(i - 1), 8 + 5(i - 1), W - 16 - 30(i - 1),
  // H - 16 - 20(i - 1)). The tenth: (98, 53, 89, 471) upright, (98, 53, 381, 179) on its side.
  @Test(arguments: Engine.allCases)
  func framesAtBothSizes(engine: Engine) throws {
    for size in [portrait, landscape] {
      let stages = record(.margins, size, engine)
      try #require(stages.count == 1)
      var expected: [String: Rect] = [:]
      for i in 1...10 {
        let d = Double(i - 1)
        expected["view\(i)"] = rect(
          8 + 10 * d, 8 + 5 * d, size.width - 16 - 30 * d, size.height - 16 - 20 * d)
      }
      expectFrames(stages[0], expected)
    }
    let tenth = { (size: Size) in record(.margins, size, engine)[0].frames["view10"] ?? .zero }
    #expect(close(tenth(portrait), rect(98, 53, 89, 471)))
    #expect(close(tenth(landscape), rect(98, 53, 381, 179)))
  }
}
