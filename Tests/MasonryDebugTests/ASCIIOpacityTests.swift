// SPDX-License-Identifier: MIT

import MasonryDebug
import MasonryGeometry
import MasonryLayout
import Testing

@Suite struct ASCIIOpacityTests {
  /// A view hides what lies under it: the name of the view it covers does not show through
  /// around its own.
  @Test func aViewHidesTheNameUnderIt() {
    let root = LayoutView(frame: Rect(x: 0, y: 0, width: 20, height: 12), debugName: "r")
    let content = LayoutView(frame: Rect(x: 0, y: 0, width: 20, height: 12), debugName: "content")
    root.addSubview(content)
    content.addSubview(LayoutView(frame: Rect(x: 0, y: 0, width: 20, height: 6), debugName: "v"))
    #expect(
      root.asciiDrawing(columns: 21) == """
        +-------------------+
        |v                  |
        |                   |
        +-------------------+
        |                   |
        |                   |
        +-------------------+
        """)
  }
}
