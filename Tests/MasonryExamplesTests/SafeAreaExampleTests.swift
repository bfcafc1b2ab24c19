// SPDX-License-Identifier: MIT

import MasonryGeometry
import Testing
import _MasonryExamples
import _MasonryTestSupport

@Suite struct SafeAreaExampleTests {
  // Upright the safe area is (0, 44, 375, 589): 44 off the top, 34 off the bottom. On its
  // side it is (44, 0, 579, 354): 44 off each side, 21 off the bottom. view1 is the safe area
  // inset by 10, view2 centred and 40 smaller (20 in), view3 60 smaller (30 in). The 50-point
  // tags sit in its corners, on the middles of its edges and in its centre.
  @Test(arguments: Engine.allCases)
  func framesAtBothSizes(engine: Engine) throws {
    for (size, safe) in [(portrait, rect(0, 44, 375, 589)), (landscape, rect(44, 0, 579, 354))] {
      let stages = record(.safeArea, size, engine)
      try #require(stages.count == 1)
      let (left, top, right, bottom) = (safe.minX, safe.minY, safe.maxX - 50, safe.maxY - 50)
      let (midX, midY) = (safe.midX - 25, safe.midY - 25)
      expectFrames(
        stages[0],
        [
          "view1": inset(safe, 10), "view2": inset(safe, 20), "view3": inset(safe, 30),
          "LT": rect(left, top, 50, 50), "TX": rect(midX, top, 50, 50),
          "RT": rect(right, top, 50, 50), "LY": rect(left, midY, 50, 50),
          "XY": rect(midX, midY, 50, 50), "RY": rect(right, midY, 50, 50),
          "LB": rect(left, bottom, 50, 50), "BX": rect(midX, bottom, 50, 50),
          "RB": rect(right, bottom, 50, 50),
        ])
    }
    // Upright, the bottom right tag: x = 375 - 50, y = 44 + 589 - 50.
    #expect(
      close(record(.safeArea, portrait, engine)[0].frames["RB"] ?? .zero, rect(325, 583, 50, 50)))
  }

  private func inset(_ frame: Rect, _ amount: Double) -> Rect {
    rect(
      frame.minX + amount, frame.minY + amount, frame.size.width - 2 * amount,
      frame.size.height - 2 * amount)
  }
}
