// SPDX-License-Identifier: MIT

import Testing
import _MasonryExamples
import _MasonryTestSupport

@Suite struct LabelExampleTests {
  // The default measurer at 17 points: a line is 21.25 tall (ascent 17, descent 4.25), and
  // "Bacon" is (0.625 + 4 × 0.5) × 17 = 44.625 wide, so the short label sits at
  // x = W - 10 - 44.625. The long label wraps at the room left of it, x - 10 - 10:
  // 300.375 upright, into six lines, the widest 274.125 ("Bacon ipsum dolor sit amet spare
  // ribs", as is "Tenderloin frankfurter chicken biltong"):
  //   Bacon ipsum dolor sit amet spare ribs        274.125
  //   fatback kielbasa salami, tri-tip jowl        259.25
  //   pastrami flank short loin rump sirloin.      272
  //   Tenderloin frankfurter chicken biltong       274.125
  //   rump chuck filet mignon pork t-bone          263.5
  //   flank ham hock.                              113.6875
  // so it is 274.125 × 127.5 at (10, 10). On its side it wraps at 592.375 into three lines
  // (537.625, 591.8125 and 340 wide): 591.8125 × 63.75. The short label's top is the long
  // one's last baseline, 4.25 above its bottom: 10 + 127.5 - 4.25 = 133.25 upright,
  // 10 + 63.75 - 4.25 = 69.5 on its side.
  @Test(arguments: Engine.allCases)
  func framesAtBothSizes(engine: Engine) throws {
    let upright = record(.labels, portrait, engine)
    try #require(upright.count == 1)
    expectFrames(
      upright[0],
      [
        "longLabel": rect(10, 10, 274.125, 127.5),
        "shortLabel": rect(320.375, 133.25, 44.625, 21.25),
      ])

    let sideways = record(.labels, landscape, engine)
    try #require(sideways.count == 1)
    expectFrames(
      sideways[0],
      [
        "longLabel": rect(10, 10, 591.8125, 63.75),
        "shortLabel": rect(612.375, 69.5, 44.625, 21.25),
      ])
  }
}
