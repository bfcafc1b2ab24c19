// SPDX-License-Identifier: MIT

import MasonryGeometry
import Testing
import _MasonryExamples
import _MasonryTestSupport

@Suite struct DistributeExampleTests {
  // Case 0, across with gaps of 20 and 5 at the ends: 5 + 4w + 3 × 20 + 5 = W, so
  // w = (W - 70) / 4 (76.25 upright, 149.25 on its side), view i at 5 + (i - 1)(w + 20),
  // 60 down, 60 tall. Case 1 is the same down the screen, 60 wide at x = 0. Case 2, across
  // 30 long with 200 before and 30 after: 200 + 4 × 30 + 3g + 30 = W, so g = (W - 350) / 3
  // (8.3333 upright, 105.6667 on its side), view i at 200 + (i - 1)(30 + g). Case 3 is down,
  // 30 before and 200 after: the same gap formula in H, view i at 30 + (i - 1)(30 + g).
  @Test(arguments: Engine.allCases)
  func framesAtBothSizes(engine: Engine) throws {
    for size in [portrait, landscape] {
      let (width, height) = (size.width, size.height)
      let stages = record(.distribute, size, engine)
      try #require(stages.count == 4)
      let across = (width - 70) / 4
      let down = (height - 70) / 4
      let gapAcross = (width - 350) / 3
      let gapDown = (height - 350) / 3
      var cases: [[String: Rect]] = [[:], [:], [:], [:]]
      for i in 1...4 {
        let k = Double(i - 1)
        cases[0]["view\(i)"] = rect(5 + k * (across + 20), 60, across, 60)
        cases[1]["view\(i)"] = rect(0, 5 + k * (down + 20), 60, down)
        cases[2]["view\(i)"] = rect(200 + k * (30 + gapAcross), 60, 30, 60)
        cases[3]["view\(i)"] = rect(0, 30 + k * (30 + gapDown), 60, 30)
      }
      for (stage, expected) in zip(stages, cases) { expectFrames(stage, expected) }
    }
    let upright = record(.distribute, portrait, engine)
    #expect(close(upright[0].frames["view2"] ?? .zero, rect(101.25, 60, 76.25, 60)))
    #expect(close(upright[3].frames["view4"] ?? .zero, rect(0, 437, 60, 30)))
  }
}
