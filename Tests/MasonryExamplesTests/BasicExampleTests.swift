// SPDX-License-Identifier: MIT

import Testing
import _MasonryExamples
import _MasonryTestSupport

@Suite struct BasicExampleTests {
  // Across: 10 + w + 10 + w + 10 = W, so green and red are w = (W - 30) / 2 wide. Down: green
  // and red sit 10 from the top (red's top is pinned; green's bottom is red's, blue.top - 10,
  // and the heights are equal), blue 10 from the bottom: 10 + h + 10 + h + 10 = H, so
  // h = (H - 30) / 2. Green's `top >= 10` holds with equality.
  @Test(arguments: Engine.allCases)
  func framesAtBothSizes(engine: Engine) throws {
    // 375 × 667: w = 172.5, h = 318.5.
    let upright = record(.basic, portrait, engine)
    try #require(upright.count == 1)
    expectFrames(
      upright[0],
      [
        "greenView": rect(10, 10, 172.5, 318.5), "redView": rect(192.5, 10, 172.5, 318.5),
        "blueView": rect(10, 338.5, 355, 318.5),
      ])
    // 667 × 375: w = 318.5, h = 172.5.
    let sideways = record(.basic, landscape, engine)
    try #require(sideways.count == 1)
    expectFrames(
      sideways[0],
      [
        "greenView": rect(10, 10, 318.5, 172.5), "redView": rect(338.5, 10, 318.5, 172.5),
        "blueView": rect(10, 192.5, 647, 172.5),
      ])
  }
}
