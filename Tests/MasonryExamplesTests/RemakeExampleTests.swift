// SPDX-License-Identifier: MIT

import Testing
import _MasonryExamples
import _MasonryTestSupport

@Suite struct RemakeExampleTests {
  // 100 × 100, 10 from the top left; after a tap 10 from the bottom right, at
  // (W - 110, H - 110); after another, back. Remaking leaves no trace of the old corner: any
  // constraint left over would over-determine the button and be reported.
  @Test(arguments: Engine.allCases)
  func framesAtBothSizes(engine: Engine) throws {
    let upright = record(.remake, portrait, engine)
    try #require(upright.count == 3)
    expectFrames(upright[0], ["movingButton": rect(10, 10, 100, 100)])
    expectFrames(upright[1], ["movingButton": rect(265, 557, 100, 100)])
    expectFrames(upright[2], ["movingButton": rect(10, 10, 100, 100)])

    let sideways = record(.remake, landscape, engine)
    try #require(sideways.count == 3)
    expectFrames(sideways[0], ["movingButton": rect(10, 10, 100, 100)])
    expectFrames(sideways[1], ["movingButton": rect(557, 265, 100, 100)])
    expectFrames(sideways[2], ["movingButton": rect(10, 10, 100, 100)])
  }
}
