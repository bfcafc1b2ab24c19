// SPDX-License-Identifier: MIT

import Masonry
import Testing

/// The README's stack view example, as written there.
@Suite struct ReadmeStackViewTests {
  @Test func stackViewExample() {
    let root = LayoutView(frame: Rect(x: 0, y: 0, width: 320, height: 480), debugName: "root")
    let icon = LayoutView(debugName: "icon")
    let title = LayoutView(debugName: "title")
    let row = LayoutStackView(arrangedSubviews: [icon, title], debugName: "row")
    row.axis = .horizontal
    row.alignment = .center
    row.spacing = 8
    root.addSubview(row)
    row.mas.makeConstraints { make in
      make.top.left.right.equalTo(root).insets(EdgeInsets(top: 20, left: 16, bottom: 0, right: 16))
    }
    icon.mas.makeConstraints { make in
      make.width.height.equalTo(40)
    }
    title.mas.makeConstraints { make in
      make.height.equalTo(20)
    }
    root.layoutIfNeeded()
    // row: (16 20; 288 40), icon: (0 0; 40 40), title: (48 10; 240 20)

    icon.isHidden = true
    root.layoutIfNeeded()
    // row: (16 20; 288 20), title: (0 0; 288 20): the icon and its gap are gone
    let hidden = (row.frame, title.frame)
    icon.isHidden = false
    root.layoutIfNeeded()

    #expect(row.frame == Rect(x: 16, y: 20, width: 288, height: 40))
    #expect(icon.frame == Rect(x: 0, y: 0, width: 40, height: 40))
    #expect(title.frame == Rect(x: 48, y: 10, width: 240, height: 20))
    #expect(hidden.0 == Rect(x: 16, y: 20, width: 288, height: 20))
    #expect(hidden.1 == Rect(x: 0, y: 0, width: 288, height: 20))
  }
}
