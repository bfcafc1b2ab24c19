// SPDX-License-Identifier: MIT

import MasonryGeometry
import Testing
import _MasonryExamples
import _MasonryTestSupport

@Suite struct BottomBarExampleTests {
  // The bar is W - 40 wide, 200 tall, on the bottom: (20, H - 200, W - 40, 200). Each button
  // is a third of the bar less 80/3, (W - 40 - 80) / 3, and 160 tall (20 in from the top and
  // bottom); they start 20, 40 + w and 60 + 2w from the bar's left, which leaves 20 on the
  // right. Upright the bar is 335 wide and the buttons 85; on its side 627 and 182.3333.
  @Test(arguments: Engine.allCases)
  func framesAtBothSizes(engine: Engine) throws {
    let upright = record(.bottomBar, portrait, engine)
    try #require(upright.count == 1)
    expectFrames(
      upright[0],
      [
        "bottomBar": rect(20, 467, 335, 200), "button1": rect(20, 20, 85, 160),
        "button2": rect(125, 20, 85, 160), "button3": rect(230, 20, 85, 160),
      ])
    let sideways = record(.bottomBar, landscape, engine)
    try #require(sideways.count == 1)
    let w = 547.0 / 3
    expectFrames(
      sideways[0],
      [
        "bottomBar": rect(20, 175, 627, 200), "button1": rect(20, 20, w, 160),
        "button2": rect(40 + w, 20, w, 160), "button3": rect(60 + 2 * w, 20, w, 160),
      ])
  }

  /// The frames worked out by hand, beside the example, agree with the engine's at any size.
  @Test(arguments: Engine.allCases)
  func theHandWrittenArithmeticGivesTheSameFrames(engine: Engine) throws {
    for size in [
      portrait, landscape, Size(width: 320, height: 480), Size(width: 1024, height: 768),
    ] {
      let stages = record(.bottomBar, size, engine)
      try #require(stages.count == 1)
      expectFrames(stages[0], ExampleBottomBarView.frames(in: size))
    }
  }
}
