// SPDX-License-Identifier: MIT

import Testing
import _MasonryExamples
import _MasonryTestSupport

@Suite struct LayoutGuideExampleTests {
  // The top guide covers the first 64 points, the bottom one the last 49. The top bar starts
  // where the top guide ends (y = 64) and is 40 tall across the screen; the square in it is
  // 20 × 20, centred across its bar, at the same y = 64 (0 in its bar). The bottom bar ends
  // where the bottom guide starts: y = H - 49 - 40.
  @Test(arguments: Engine.allCases)
  func framesAtBothSizes(engine: Engine) throws {
    let upright = record(.layoutGuides, portrait, engine)
    try #require(upright.count == 1)
    expectFrames(
      upright[0],
      [
        "topLayoutGuide": rect(0, 0, 375, 64), "bottomLayoutGuide": rect(0, 618, 375, 49),
        "topView": rect(0, 64, 375, 40), "topSubview": rect(177.5, 0, 20, 20),
        "bottomView": rect(0, 578, 375, 40),
      ])

    let sideways = record(.layoutGuides, landscape, engine)
    try #require(sideways.count == 1)
    expectFrames(
      sideways[0],
      [
        "topLayoutGuide": rect(0, 0, 667, 64), "bottomLayoutGuide": rect(0, 326, 667, 49),
        "topView": rect(0, 64, 667, 40), "topSubview": rect(323.5, 0, 20, 20),
        "bottomView": rect(0, 286, 667, 40),
      ])
  }
}
