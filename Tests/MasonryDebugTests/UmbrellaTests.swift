// SPDX-License-Identifier: MIT

import Masonry
import Testing

@Suite struct UmbrellaTests {
  @Test func importingMasonryBringsTheDebuggingAids() {
    let superview = LayoutView(frame: Rect(x: 0, y: 0, width: 40, height: 20), debugName: "root")
    let box = LayoutView(debugName: "box")
    superview.addSubview(box)
    box.mas.makeConstraints { make in
      make.left.top.equalTo(superview).offset(5)
      make.size.equalTo(Size(width: 10, height: 10))
    }
    #expect(
      superview.layoutTrace() == "•LayoutView:root (0 0; 40 20)\n|   *LayoutView:box (5 5; 10 10)")
    #expect(box.description == "<LayoutView:box; frame = (5 5; 10 10)>")
    #expect(superview.ambiguityReport().isEmpty)
  }
}
