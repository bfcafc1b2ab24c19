// SPDX-License-Identifier: MIT

import MasonryGeometry
import MasonryLayout
import Testing
import _MasonryTestSupport

/// ``LayoutView/readableContentGuide`` and ``LayoutView/keyboardLayoutGuide``.
@Suite struct ContentGuidesTests {
  /// The readable guide is min(margins width, 672) wide, centred in the margins, as tall.
  @Test(arguments: Engine.allCases, [(320.0, 304.0), (688, 672), (1024, 672)])
  func readableWidth(engine: Engine, sizes: (width: Double, readable: Double)) {
    let log = IssueLog()
    let root = makeRoot(engine, width: sizes.width, height: 500, log: log)
    root.safeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 30, right: 0)
    let text = makeChild(root, "text")
    LayoutConstraint.activate(edges(text, root.readableContentGuide))
    root.layoutIfNeeded()
    let x = (sizes.width - sizes.readable) / 2
    let expected = Rect(x: x, y: 28, width: sizes.readable, height: 500 - 28 - 38)
    #expect(close(text.frame, expected))
    #expect(close(root.readableContentGuide.layoutFrame, expected))
    #expect(root.layoutGuides.contains { $0 === root.readableContentGuide })
    #expect(log.issues.isEmpty)
  }

  @Test(arguments: Engine.allCases)
  func readableGuideFollowsAResize(engine: Engine) {
    let root = makeRoot(engine, width: 1024, height: 300)
    let guide = root.readableContentGuide
    root.layoutIfNeeded()
    #expect(close(guide.layoutFrame.size.width, 672))
    root.frame.size.width = 500
    root.layoutIfNeeded()
    #expect(close(guide.layoutFrame, Rect(x: 8, y: 8, width: 484, height: 284)))
  }

  @Test(arguments: Engine.allCases)
  func keyboardGuideFollowsTheSafeAreaThenTheKeyboard(engine: Engine) {
    let log = IssueLog()
    let root = makeRoot(engine, width: 400, height: 800, log: log)
    root.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    let field = makeChild(root, "field")
    LayoutConstraint.activate([
      pin(field, .left, .equal, root, plus: 16), pin(field, .right, .equal, root, plus: -16),
      pin(field, .height, plus: 44),
      pin(field, .bottom, .equal, root.keyboardLayoutGuide, .top, plus: -8),
    ])
    root.layoutIfNeeded()
    #expect(root.keyboardHeight == 0)
    #expect(close(root.keyboardLayoutGuide.layoutFrame, Rect(x: 0, y: 766, width: 400, height: 34)))
    #expect(close(field.frame, Rect(x: 16, y: 714, width: 368, height: 44)))

    root.showKeyboard(height: 336)
    root.layoutIfNeeded()
    #expect(root.keyboardHeight == 336)
    #expect(
      close(root.keyboardLayoutGuide.layoutFrame, Rect(x: 0, y: 464, width: 400, height: 336)))
    #expect(close(field.frame.origin.y, 412))

    root.showKeyboard(height: 260)
    root.layoutIfNeeded()
    #expect(close(field.frame.origin.y, 488))

    root.hideKeyboard()
    root.layoutIfNeeded()
    #expect(close(field.frame.origin.y, 714))
    #expect(log.issues.isEmpty)
  }

  @Test(arguments: Engine.allCases)
  func aKeyboardShownBeforeTheGuideIsMade(engine: Engine) {
    let root = makeRoot(engine, width: 400, height: 800)
    root.showKeyboard(height: 300)
    let guide = root.keyboardLayoutGuide
    root.layoutIfNeeded()
    #expect(close(guide.layoutFrame, Rect(x: 0, y: 500, width: 400, height: 300)))
  }

  @Test(arguments: Engine.allCases)
  func theKeyboardAnimates(engine: Engine) {
    let root = makeRoot(engine, width: 400, height: 800)
    let bar = makeChild(root, "bar")
    LayoutConstraint.activate([
      pin(bar, .left, .equal, root), pin(bar, .right, .equal, root), pin(bar, .height, plus: 50),
      pin(bar, .bottom, .equal, root.keyboardLayoutGuide, .top),
    ])
    root.layoutIfNeeded()
    let animation = root.animate(duration: 0.25, curve: .linear) {
      root.showKeyboard(height: 300)
      root.layoutIfNeeded()
    }
    #expect(animation.frame(of: bar, at: 0.125).map { close($0.origin.y, 600) } == true)
  }

  @Test(arguments: Engine.allCases)
  func aBadKeyboardHeightIsReportedWithTheLine(engine: Engine) {
    let log = IssueLog()
    let root = makeRoot(engine, width: 400, height: 800, log: log)
    let guide = root.keyboardLayoutGuide
    root.showKeyboard(height: 100)
    let line: UInt = #line + 1
    root.showKeyboard(height: -5)
    root.layoutIfNeeded()
    #expect(log.messages == ["A keyboard's height must be a finite number not below 0, not -5.0"])
    #expect(log.issues.first?.location?.line == line)
    #expect(log.issues.first?.kind == .misuse)
    #expect(root.keyboardHeight == 0)
    #expect(close(guide.layoutFrame.size.height, 0))
  }

  /// `isHidden` leaves constraints in force: a hidden view is laid out and others still lean
  /// on it, before and after it is hidden.
  @Test(arguments: Engine.allCases)
  func hiddenViewsKeepTheirConstraints(engine: Engine) {
    let root = makeRoot(engine)
    let hidden = makeChild(root, "hidden")
    let next = makeChild(root, "next")
    let constraints =
      place(hidden, in: root, Rect(x: 10, y: 10, width: 100, height: 50))
      + [
        pin(next, .left, .equal, hidden, .right, plus: 5), pin(next, .top, .equal, hidden),
        pin(next, .width, .equal, hidden), pin(next, .height, .equal, hidden),
      ]
    LayoutConstraint.activate(constraints)
    root.layoutIfNeeded()
    hidden.isHidden = true
    constraints[0].constant = 20
    root.layoutIfNeeded()
    #expect(constraints.allSatisfy { $0.isActive })
    #expect(close(hidden.frame, Rect(x: 20, y: 10, width: 100, height: 50)))
    #expect(close(next.frame, Rect(x: 125, y: 10, width: 100, height: 50)))
  }
}
