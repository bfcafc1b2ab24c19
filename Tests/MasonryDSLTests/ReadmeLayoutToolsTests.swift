// SPDX-License-Identifier: MIT

import Masonry
import Testing

/// The README's sections on anchors, SnapKit's spelling, the visual format and autoresizing
/// masks, as written there.
@Suite struct ReadmeLayoutToolsTests {
  @Test func layoutAnchors() {
    let root = LayoutView(frame: Rect(x: 0, y: 0, width: 320, height: 480), debugName: "root")
    let title = LayoutView(debugName: "title")
    let body = LayoutView(debugName: "body")
    for view in [title, body] {
      root.addSubview(view)
      view.translatesAutoresizingMaskIntoConstraints = false
    }
    LayoutConstraint.activate([
      title.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 20),
      title.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
      title.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
      title.heightAnchor.constraint(equalToConstant: 44),
      body.topAnchor.constraint(equalToSystemSpacingBelow: title.bottomAnchor, multiplier: 1),
      body.leadingAnchor.constraint(equalTo: title.leadingAnchor),
      body.widthAnchor.constraint(equalTo: title.widthAnchor, multiplier: 0.5),
      body.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -20),
    ])
    root.layoutIfNeeded()
    #expect(title.frame == Rect(x: 8, y: 20, width: 304, height: 44))
    #expect(body.frame == Rect(x: 8, y: 72, width: 152, height: 388))
  }

  @Test func snapKitSpelling() {
    let root = LayoutView(frame: Rect(x: 0, y: 0, width: 320, height: 480), debugName: "root")
    let box = LayoutView(debugName: "box")
    root.addSubview(box)
    var width: Constraint?
    box.snp.makeConstraints { make in
      make.top.left.equalToSuperview().inset(20)
      width = make.width.equalTo(100).labeled("boxWidth").constraint
      make.height.equalTo(50)
    }
    width?.update(offset: 120)
    root.layoutIfNeeded()
    #expect(box.frame == Rect(x: 20, y: 20, width: 120, height: 50))
  }
}
