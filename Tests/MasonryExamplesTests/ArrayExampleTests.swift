// SPDX-License-Identifier: MIT

import Testing
import _MasonryExamples
import _MasonryTestSupport

@Suite struct ArrayExampleTests {
  // The stand-in buttons are 9 a character + 12 wide and 30 tall with the baseline 10 above
  // the bottom: "Raise" and "Lower" 57, "Center" 66. Lower is 10 from the left, Center
  // centred (x = W / 2 - 33), Raise 10 from the right (x = W - 67). The baselines are at
  // H / 2 + offset, so every top is H / 2 + offset - 20; the offset goes 0, -10 (raise),
  // +20 (lower three times), 0 (centre).
  @Test(arguments: Engine.allCases)
  func framesAtBothSizes(engine: Engine) throws {
    for (size, tops) in [
      (portrait, [313.5, 303.5, 333.5, 313.5]), (landscape, [167.5, 157.5, 187.5, 167.5]),
    ] {
      let stages = record(.array, size, engine)
      try #require(stages.count == 4)
      for (stage, top) in zip(stages, tops) {
        expectFrames(
          stage,
          [
            "lowerButton": rect(10, top, 57, 30),
            "centerButton": rect(size.width / 2 - 33, top, 66, 30),
            "raiseButton": rect(size.width - 67, top, 57, 30),
          ])
      }
    }
  }
}
