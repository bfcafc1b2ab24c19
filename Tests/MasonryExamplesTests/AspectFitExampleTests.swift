// SPDX-License-Identifier: MIT

import Testing
import _MasonryExamples
import _MasonryTestSupport

@Suite struct AspectFitExampleTests {
  // The halves are W × H/2. In the top half the inner view has w = 3h, w <= W, h <= H/2, and
  // would like w = W and h = H/2 (low priority). Upright (375 × 333.5) the width binds:
  // w = 375, h = 125, centred at y = (333.5 - 125) / 2 = 104.25. Moving off that corner only
  // adds error at the low priority, in absolute and squared terms alike (the squared optimum,
  // h = 145.85, lies past the bound). On its side (667 × 187.5) the height binds: h = 187.5,
  // w = 562.5, x = 52.25. The bottom inner view has h = 3w: upright h = 333.5, w = 111.1667,
  // x = (375 - 111.1667) / 2 = 131.9167; on its side h = 187.5, w = 62.5, x = 302.25.
  @Test(arguments: Engine.allCases)
  func framesAtBothSizes(engine: Engine) throws {
    let upright = record(.aspectFit, portrait, engine)
    try #require(upright.count == 1)
    let narrow = 333.5 / 3
    expectFrames(
      upright[0],
      [
        "topView": rect(0, 0, 375, 333.5), "topInnerView": rect(0, 104.25, 375, 125),
        "bottomView": rect(0, 333.5, 375, 333.5),
        "bottomInnerView": rect((375 - narrow) / 2, 0, narrow, 333.5),
      ])

    let sideways = record(.aspectFit, landscape, engine)
    try #require(sideways.count == 1)
    expectFrames(
      sideways[0],
      [
        "topView": rect(0, 0, 667, 187.5), "topInnerView": rect(52.25, 0, 562.5, 187.5),
        "bottomView": rect(0, 187.5, 667, 187.5),
        "bottomInnerView": rect(302.25, 0, 62.5, 187.5),
      ])
  }
}
