// SPDX-License-Identifier: MIT

import MasonryGeometry
import Testing
import _MasonryExamples
import _MasonryTestSupport

@Suite struct ScrollViewExampleTests {
  // The scroll view is the screen, W × H. The content view's edges are the content area's and
  // its width the scroll view's, so it is (0, 0, W, h) with h the stack's height: the views
  // are 25, 50, ..., 250 high, the k-th at y = 25 × (k - 1) × k / 2 (0, 25, 75, ..., 1125),
  // and h = 25 × (1 + ... + 10) = 1375, the content size's height. Frames inside a scroll
  // view are in its bounds, so they stay put as it scrolls; the content guide is (0, 0, W,
  // 1375) and the frame guide is the bounds, (0, offset, W, H).
  //
  // A tap on view10 (1125 to 1375) scrolls as little as shows its bottom: offset 1375 - H,
  // 708 upright and 1000 on its side, the largest offset. A tap on view5 (250 to 375), above
  // the window then, scrolls up to its top: offset 250.
  func expected(_ size: Size, offset: Double) -> [String: Rect] {
    var frames = [
      "scrollView": rect(0, 0, size.width, size.height),
      "contentView": rect(0, 0, size.width, 1375),
      "contentLayoutGuide": rect(0, 0, size.width, 1375),
      "frameLayoutGuide": rect(0, offset, size.width, size.height),
    ]
    for k in 1...10 {
      frames["view\(k)"] = rect(0, 25 * Double((k - 1) * k / 2), size.width, 25 * Double(k))
    }
    return frames
  }

  @Test(arguments: Engine.allCases)
  func framesAtBothSizes(engine: Engine) throws {
    let upright = record(.scrollView, portrait, engine)
    try #require(upright.count == 3)
    #expect(upright.map(\.caption) == ["", "tap view10", "tap view5"])
    expectFrames(upright[0], expected(portrait, offset: 0))
    expectFrames(upright[1], expected(portrait, offset: 708))
    expectFrames(upright[2], expected(portrait, offset: 250))

    let sideways = record(.scrollView, landscape, engine)
    try #require(sideways.count == 3)
    expectFrames(sideways[0], expected(landscape, offset: 0))
    expectFrames(sideways[1], expected(landscape, offset: 1000))
    expectFrames(sideways[2], expected(landscape, offset: 250))
  }

  /// The drawing adds the whole content, scaled to the screen's height to a hundredth, with
  /// the window of each stage outlined: 667 / 1375 is 0.485..., so 0.48 upright.
  @Test func theDrawingShowsTheWholeContentWithEachWindow() {
    let svg = Example.scrollView.svg(size: portrait)
    #expect(svg.contains("content 375 × 1375, ×0.48"))
    // The windows at offsets 0, 708 and 250: 8 + 0.48 × offset from the panel's top.
    for y in ["8", "347.84", "128"] {
      #expect(svg.contains(#"<rect x="8" y="\#(y)" width="180" height="320.16""#))
    }
    #expect(!Example.basic.svg(size: portrait).contains("content "))
  }
}
