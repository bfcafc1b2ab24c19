// SPDX-License-Identifier: MIT

import Testing
import _MasonryExamples
import _MasonryTestSupport

@Suite struct AttributeChainingExampleTests {
  // `insets` gives left 10, right -10, top 15, bottom -15, whichever view the edge is pinned
  // to. Across: 10 + w + 10 + w + 10 = W; down: 15 + h + 15 + h + 15 = H. Upright
  // w = 172.5, h = 311; on its side w = 318.5, h = 165. Blue starts at 15 + h + 15.
  @Test(arguments: Engine.allCases)
  func framesAtBothSizes(engine: Engine) throws {
    let upright = record(.attributeChaining, portrait, engine)
    try #require(upright.count == 1)
    expectFrames(
      upright[0],
      [
        "greenView": rect(10, 15, 172.5, 311), "redView": rect(192.5, 15, 172.5, 311),
        "blueView": rect(10, 341, 355, 311),
      ])

    let sideways = record(.attributeChaining, landscape, engine)
    try #require(sideways.count == 1)
    expectFrames(
      sideways[0],
      [
        "greenView": rect(10, 15, 318.5, 165), "redView": rect(338.5, 15, 318.5, 165),
        "blueView": rect(10, 195, 647, 165),
      ])
  }
}
