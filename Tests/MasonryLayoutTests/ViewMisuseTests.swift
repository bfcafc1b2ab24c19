// SPDX-License-Identifier: MIT

import MasonryGeometry
import MasonryLayout
import Testing
import _MasonryTestSupport

/// Misuses of labels, scroll views and translated frames: reported, never trapping, with the
/// user's line where a call carries one, and the setting left as it was.
@Suite struct ViewMisuseTests {
  @Test(arguments: Engine.allCases)
  func labelSettingsOutOfRange(engine: Engine) {
    let log = IssueLog()
    let root = makeRoot(engine, log: log)
    let label = LayoutLabel(text: "Hello there", debugName: "title")
    label.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(label)
    LayoutConstraint.activate([pin(label, .left, .equal, root), pin(label, .top, .equal, root)])
    label.numberOfLines = 2
    label.numberOfLines = -1
    label.font = LayoutFont(pointSize: .nan)
    label.preferredMaxLayoutWidth = -10
    #expect(
      log.messages == [
        "A number of lines of -1 is not valid for LayoutLabel:title; it keeps 2",
        "A font size of nan is not valid for LayoutLabel:title; it keeps 17.0",
        "A preferred maximum layout width of -10.0 is not valid for LayoutLabel:title; it keeps 0.0",
      ])
    #expect(log.kinds == [.misuse, .misuse, .misuse])
    #expect(label.numberOfLines == 2 && label.font == .body && label.preferredMaxLayoutWidth == 0)
    root.layoutIfNeeded()
    // The text on one line, at 17 points (21.25 high), to the pixel.
    let text = label.textSize(fittingWidth: .infinity)
    #expect(abs(label.frame.size.width - text.width) <= 0.5)
    #expect(abs(label.frame.size.height - 21.25) <= 0.5)
  }

  @Test(arguments: Engine.allCases)
  func scrollViewOffsetsThatAreNotFinite(engine: Engine) {
    let log = IssueLog()
    let root = makeRoot(engine, log: log)
    let scrollView = LayoutScrollView(
      frame: Rect(x: 0, y: 0, width: 100, height: 100), debugName: "list")
    root.addSubview(scrollView)
    scrollView.setContentOffset(Point(x: 0, y: 40))
    let line: UInt = #line + 1
    scrollView.setContentOffset(Point(x: 0, y: .infinity))
    scrollView.contentOffset = Point(x: .nan, y: 0)
    scrollView.contentInset = EdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
    #expect(log.issues.count == 3)
    #expect(log.kinds == [.misuse, .misuse, .misuse])
    #expect(log.issues.first?.location?.line == line)
    #expect(
      log.messages.first?.hasSuffix("of LayoutScrollView:list is not finite; it is ignored") == true
    )
    #expect(scrollView.contentOffset == Point(x: 0, y: 40))
    #expect(scrollView.contentInset == .zero)
    root.layoutIfNeeded()
    #expect(scrollView.bounds.origin == Point(x: 0, y: 40))
  }

  /// Constraining a view that still translates its frame conflicts with the frame's
  /// constraints, as in Auto Layout; the report breaks the user's constraint and names its line.
  @Test(arguments: Engine.allCases)
  func aConstraintAgainstATranslatedFrame(engine: Engine) {
    let log = IssueLog()
    let root = makeRoot(engine, log: log)
    let box = LayoutView(frame: Rect(x: 10, y: 10, width: 100, height: 40), debugName: "box")
    box.autoresizingMask = [.flexibleWidth]
    root.addSubview(box)
    let line: UInt = #line + 1
    let width = box.widthAnchor.constraint(equalToConstant: 50)
    width.isActive = true
    root.layoutIfNeeded()
    #expect(log.kinds == [.unsatisfiableConstraints])
    #expect(log.issues.first?.brokenConstraint === width)
    #expect(log.issues.first?.location?.line == line)
    #expect(close(box.frame, Rect(x: 10, y: 10, width: 100, height: 40)))
  }
}
