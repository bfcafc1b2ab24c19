// SPDX-License-Identifier: MIT

import Testing
import _MasonryExamples
import _MasonryTestSupport

@Suite struct UpdateExampleTests {
  // The button is centred, and as close to `buttonSize` as the required `<=` the screen lets
  // it be: s = 100 at first, 130 after a tap, 100 × 1.3⁶ = 482.6809 after six. Only the
  // sixth tap reaches an edge: upright the width stops at 375, on its side the height at
  // 375, and the other side keeps 482.6809, centred: (667 - 482.6809) / 2 = 92.15955.
  @Test(arguments: Engine.allCases)
  func framesAtBothSizes(engine: Engine) throws {
    let grown = 100 * 1.3 * 1.3 * 1.3 * 1.3 * 1.3 * 1.3
    let offset = (667 - grown) / 2
    let upright = record(.update, portrait, engine)
    try #require(upright.count == 3)
    expectFrames(upright[0], ["growingButton": rect(137.5, 283.5, 100, 100)])
    expectFrames(upright[1], ["growingButton": rect(122.5, 268.5, 130, 130)])
    expectFrames(upright[2], ["growingButton": rect(0, offset, 375, grown)])
    #expect(close(offset, 92.15955))

    let sideways = record(.update, landscape, engine)
    try #require(sideways.count == 3)
    expectFrames(sideways[0], ["growingButton": rect(283.5, 137.5, 100, 100)])
    expectFrames(sideways[1], ["growingButton": rect(268.5, 122.5, 130, 130)])
    expectFrames(sideways[2], ["growingButton": rect(offset, 0, grown, 375)])
  }
}
