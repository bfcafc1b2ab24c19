// SPDX-License-Identifier: MIT

import Masonry
import Testing
import _MasonryTestSupport

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

extension ReadmeLayoutToolsTests {
  @Test func visualFormat() {
    let log = IssueLog()
    let form = LayoutView(frame: Rect(x: 0, y: 0, width: 400, height: 100), debugName: "form")
    form.layoutEngine.issueHandler = { log.issues.append($0) }
    let find = LayoutView(debugName: "find")
    let findNext = LayoutView(debugName: "findNext")
    let findField = LayoutView(debugName: "findField")
    for view in [find, findNext, findField] {
      form.addSubview(view)
      view.translatesAutoresizingMaskIntoConstraints = false
    }
    let views = ["find": find, "findNext": findNext, "findField": findField]
    LayoutConstraint.activate(
      LayoutConstraint.constraints(
        withVisualFormat: "|-[find(w)]-[findNext(w)]-[findField(>=20)]-|",
        options: [.alignAllTop, .alignAllBottom], metrics: ["w": 60], views: views)
        + LayoutConstraint.constraints(withVisualFormat: "V:|-[find(30)]", views: views))
    form.layoutIfNeeded()
    #expect(findField.frame == Rect(x: 156, y: 20, width: 224, height: 30))

    let made = LayoutConstraint.constraints(
      withVisualFormat: "V|[backgroundBox]|", views: ["backgroundBox": find])
    #expect(made.isEmpty)
    #expect(
      log.issues.map(\.message) == [
        """
        Unable to parse constraint format: Expected ':' after 'V' to specify vertical arrangement (column 2)
        V|[backgroundBox]|
         ^
        """
      ])
  }
}

extension ReadmeLayoutToolsTests {
  @Test func autoresizingMasks() {
    let screen = LayoutView(frame: Rect(x: 0, y: 0, width: 320, height: 480), debugName: "screen")
    let bar = LayoutView(frame: Rect(x: 10, y: 0, width: 300, height: 44), debugName: "bar")
    bar.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
    let badge = LayoutView(frame: Rect(x: 150, y: 7, width: 60, height: 30), debugName: "badge")
    badge.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
    screen.addSubview(bar)
    bar.addSubview(badge)
    screen.layoutIfNeeded()
    screen.frame.size.width = 480
    screen.layoutIfNeeded()
    #expect(bar.frame == Rect(x: 10, y: 0, width: 460, height: 44))
    #expect(badge.frame == Rect(x: 250, y: 7, width: 60, height: 30))
  }
}
