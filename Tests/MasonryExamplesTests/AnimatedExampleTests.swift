// SPDX-License-Identifier: MIT

import MasonryGeometry
import Testing
import _MasonryExamples
import _MasonryTestSupport

@Suite struct AnimatedExampleTests {
  // With padding p on a W × H screen the required constraints put view2 p right of view1 and
  // view3 p below both, all three as tall and the two on top as wide; the low-priority edges
  // (every view's, p in from the superview's) disagree with them, and the engine keeps the
  // ones it can.
  //
  // Auto Layout (the simplex engine) minimises the sum of the low-priority errors: view1's
  // left and top, view2's right, view3's left, right and bottom hold. So each top view is
  // w = (W - 3p) / 2 wide, every view h = (H - 3p) / 2 tall:
  //   view1 (p, p, w, h), view2 (2p + w, p, w, h), view3 (p, 2p + h, W - 2p, h).
  // Upright, p = 10: w = 172.5, h = 318.5; p = 100: w = 37.5, h = 183.5. On its side, p = 10:
  // w = 318.5, h = 172.5; p = 100: w = 183.5, h = 37.5.
  //
  // The Gauss engine minimises the sum of their squares instead (SOLVER.md §4), which splits
  // the vertical disagreement. With y the top views' top, c = H - p and d = H - 2p, the
  // errors are y - p and y + h - c (twice: view1 and view2), y + h (view3's top, y + h + p,
  // less p) and y + 2h - d (view3's bottom, y + 2h + p, less H - p). Setting the derivatives
  // of their squares' sum to zero gives 6y + 5h = 2p + 2c + d and 5y + 7h = 2c + 2d, so
  //   y = (7(2p + 2c + d) - 5(2c + 2d)) / 17,  h = (6(2c + 2d) - 5(2p + 2c + d)) / 17
  // (upright, p = 10: y = 827 / 17 = 48.647, h = 5743 / 17 = 337.82). Across, the simplex
  // frames are already the least-squares ones: view3 spans the width exactly, and for view1
  // and view2 the errors 0, -(W - p) / 2, (W - p) / 2 and 0 have zero derivatives.
  func expected(_ size: Size, padding p: Double, engine: Engine) -> [String: Rect] {
    let w = (size.width - 3 * p) / 2
    var y = p
    var h = (size.height - 3 * p) / 2
    if engine == .gauss {
      let c = size.height - p
      let d = size.height - 2 * p
      y = (7 * (2 * p + 2 * c + d) - 5 * (2 * c + 2 * d)) / 17
      h = (6 * (2 * c + 2 * d) - 5 * (2 * p + 2 * c + d)) / 17
    }
    return [
      "view1": rect(p, y, w, h), "view2": rect(2 * p + w, y, w, h),
      "view3": rect(p, y + h + p, size.width - 2 * p, h),
    ]
  }

  @Test(arguments: Engine.allCases)
  func framesAtBothSizes(engine: Engine) throws {
    let upright = record(.animated, portrait, engine)
    try #require(upright.count == 3)
    expectFrames(upright[0], expected(portrait, padding: 10, engine: engine))
    expectFrames(upright[1], expected(portrait, padding: 100, engine: engine))
    expectFrames(upright[2], expected(portrait, padding: 10, engine: engine))
    if engine == .simplex {
      #expect(upright[1].frames["view3"] == rect(100, 383.5, 175, 183.5))
    } else {
      #expect(close(upright[0].frames["view1"]?.origin.y ?? 0, 827.0 / 17))
    }

    let sideways = record(.animated, landscape, engine)
    try #require(sideways.count == 3)
    expectFrames(sideways[0], expected(landscape, padding: 10, engine: engine))
    expectFrames(sideways[1], expected(landscape, padding: 100, engine: engine))
    expectFrames(sideways[2], expected(landscape, padding: 10, engine: engine))
  }
}
