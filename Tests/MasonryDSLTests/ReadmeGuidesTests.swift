// SPDX-License-Identifier: MIT

import Masonry
import Testing

/// The README's section on readable content, the keyboard and alignment rectangles, as
/// written there.
@Suite struct ReadmeGuidesTests {
  @Test func readableContentAndKeyboard() {
    let root = LayoutView(frame: Rect(x: 0, y: 0, width: 1024, height: 768), debugName: "root")
    root.safeAreaInsets = EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
    let article = LayoutLabel(text: "A long article.", debugName: "article")
    article.numberOfLines = 0
    let field = LayoutView(debugName: "field")
    root.addSubview(article)
    root.addSubview(field)
    article.mas.makeConstraints { make in
      make.top.left.right.equalTo(root.readableContentGuide)
    }
    field.mas.makeConstraints { make in
      make.left.right.equalTo(root.layoutMarginsGuide)
      make.bottom.equalTo(root.keyboardLayoutGuide.mas.top).offset(-8)
      make.height.equalTo(44)
    }
    root.layoutIfNeeded()
    #expect(article.frame.origin.x == 176)
    #expect(field.frame.maxY == 740)

    root.showKeyboard(height: 398)
    root.layoutIfNeeded()
    #expect(field.frame.maxY == 362)
  }
}
