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

  // Masonry animates with UIKit's default curve, ease in and out: the cubic Bézier through
  // (0, 0), (0.42, 0), (0.58, 1) and (1, 1). A second in, at time t, each frame is
  // from + (to - from) × p(t), where p(t) is the Bézier's y at the parameter s where its x is
  // t: p(0.5) = 0.5 by symmetry; x(s) = 0.25 at s = 0.22507, where y = 0.12916 = p(0.25); and
  // p(0.75) = 1 - p(0.25) = 0.87084, again by symmetry.
  //
  // UIKit animates the frames on screen, which are rounded to pixels (edges to the nearest
  // point, halves up): upright at p = 10, view1's right edge 182.5 shows at 183 and view3's
  // top 338.5 at 339; so the moments in between run from and to the rounded frames.
  func easeInOut(_ t: Double) -> Double {
    func bezier(_ s: Double, _ a: Double, _ b: Double) -> Double {
      3 * (1 - s) * (1 - s) * s * a + 3 * (1 - s) * s * s * b + s * s * s
    }
    var (low, high) = (0.0, 1.0)
    for _ in 0..<60 {
      let middle = (low + high) / 2
      if bezier(middle, 0.42, 0.58) < t { low = middle } else { high = middle }
    }
    return bezier(low, 0, 1)
  }

  /// `frame` as shown: each edge at the nearest whole point, halves up.
  func shown(_ frame: Rect) -> Rect {
    let left = (frame.minX + 0.5).rounded(.down)
    let top = (frame.minY + 0.5).rounded(.down)
    return rect(
      left, top, (frame.maxX + 0.5).rounded(.down) - left, (frame.maxY + 0.5).rounded(.down) - top
    )
  }

  func between(_ from: [String: Rect], _ to: [String: Rect], _ p: Double) -> [String: Rect] {
    from.merging(to) { a, b in
      rect(
        a.origin.x + (b.origin.x - a.origin.x) * p, a.origin.y + (b.origin.y - a.origin.y) * p,
        a.size.width + (b.size.width - a.size.width) * p,
        a.size.height + (b.size.height - a.size.height) * p)
    }
  }

  @Test(arguments: Engine.allCases)
  func framesAtBothSizes(engine: Engine) throws {
    #expect(abs(easeInOut(0.25) - 0.12916) < 1e-5 && abs(easeInOut(0.5) - 0.5) < 1e-12)
    #expect(abs(easeInOut(0.75) - 0.87084) < 1e-5)
    for size in [portrait, landscape] {
      let stages = record(.animated, size, engine)
      try #require(stages.count == 5)
      let from = expected(size, padding: 10, engine: engine)
      let to = expected(size, padding: 100, engine: engine)
      expectFrames(stages[0], from)
      for (index, time) in [0.25, 0.5, 0.75].enumerated() {
        let moment = between(from.mapValues(shown), to.mapValues(shown), easeInOut(time))
        expectFrames(stages[index + 1], moment)
      }
      expectFrames(stages[4], to)
    }
    let upright = record(.animated, portrait, engine)
    if engine == .simplex {
      // Half way upright: view1 from (10, 10, 173, 319) to (100, 100, 38, 184) as shown.
      #expect(close(upright[2].frames["view1"] ?? .zero, rect(55, 55, 105.5, 251.5)))
      #expect(upright[4].frames["view3"] == rect(100, 383.5, 175, 183.5))
    } else {
      #expect(close(upright[0].frames["view1"]?.origin.y ?? 0, 827.0 / 17))
    }
  }
}
