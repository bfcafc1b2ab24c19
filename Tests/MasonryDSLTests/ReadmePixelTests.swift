// SPDX-License-Identifier: MIT

import MasonryDSL
import MasonryGeometry
import MasonryLayout
import Testing

/// The README's `sizeThatFits` line and its section on pixels, as written there.
@Suite struct ReadmePixelTests {
  @Test func sizeThatFitsOfALabel() {
    let caption = LayoutLabel(text: "Masonry for Swift", debugName: "caption")
    #expect(
      caption.sizeThatFits(Size(width: 320, height: 0)) == Size(width: 134.9375, height: 21.25))
    #expect(caption.textLayout(width: 320).lines.count == 1)
  }

  @Test func thirdsOnHalfPoints() {
    let strip = LayoutView(frame: Rect(x: 0, y: 0, width: 100, height: 40), debugName: "strip")
    strip.contentScaleFactor = 2
    let thirds = ["a", "b", "c"].map { LayoutView(debugName: $0) }
    for third in thirds { strip.addSubview(third) }
    thirds.mas.distributeViews(along: .horizontal, fixedSpacing: 0, leadSpacing: 0, tailSpacing: 0)
    thirds.mas.makeConstraints { make in make.top.bottom.equalTo(strip) }
    strip.layoutIfNeeded()
    #expect(thirds.map(\.frame.origin.x) == [0, 33.5, 66.5])
    #expect(thirds.map(\.frame.size.width) == [33.5, 33, 33.5])
    #expect(abs(thirds[1].unroundedFrame.origin.x - 100.0 / 3) < 1e-9)
  }
}
