// SPDX-License-Identifier: MIT

import Testing
import _MasonryExamples
import _MasonryTestSupport

@Suite struct ConstantsExampleTests {
  // Purple: numbers on edges are offsets from the superview's edges, (20, 20, W - 40, H - 40).
  // Orange: 200 × 100 with its centre at (W / 2, H / 2 + 50), so its origin is
  // (W / 2 - 100, H / 2).
  @Test(arguments: Engine.allCases)
  func framesAtBothSizes(engine: Engine) throws {
    let upright = record(.constants, portrait, engine)
    try #require(upright.count == 1)
    expectFrames(
      upright[0],
      ["purpleView": rect(20, 20, 335, 627), "orangeView": rect(87.5, 333.5, 200, 100)])

    let sideways = record(.constants, landscape, engine)
    try #require(sideways.count == 1)
    expectFrames(
      sideways[0],
      ["purpleView": rect(20, 20, 627, 335), "orangeView": rect(233.5, 187.5, 200, 100)])
  }
}
