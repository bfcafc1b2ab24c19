// SPDX-License-Identifier: MIT

import MasonryGeometry
import MasonryLayout
import Testing
import _MasonryTestSupport

/// ``LayoutScrollView``: content size from constraints, offsets, insets.
@Suite struct LayoutScrollViewTests {
  /// A scroll view filling a 400 × 300 root, with three 200-high rows stacked 10 apart inside
  /// a content view as wide as the frame guide.
  struct Fixture {
    let root: LayoutView
    let scrollView: LayoutScrollView
    let content: LayoutView
    let rows: [LayoutView]
    let log: IssueLog

    init(_ engine: Engine) {
      log = IssueLog()
      root = makeRoot(engine, width: 400, height: 300, log: log)
      scrollView = LayoutScrollView(debugName: "scrollView")
      scrollView.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(scrollView)
      let content = makeChild(scrollView, "content")
      let rows = (0..<3).map { makeChild(content, "row\($0)") }
      self.content = content
      self.rows = rows
      var constraints = edges(scrollView, root) + edges(content, scrollView.contentLayoutGuide)
      constraints.append(pin(content, .width, .equal, scrollView.frameLayoutGuide))
      for (index, row) in rows.enumerated() {
        constraints += [
          pin(row, .left, .equal, content), pin(row, .right, .equal, content),
          pin(row, .height, plus: 200),
          index == 0
            ? pin(row, .top, .equal, content, plus: 10)
            : pin(row, .top, .equal, rows[index - 1], .bottom, plus: 10),
        ]
      }
      constraints.append(pin(rows[2], .bottom, .equal, content, plus: -10))
      LayoutConstraint.activate(constraints)
    }
  }

  @Test(arguments: Engine.allCases)
  func contentSizeFromTheContentGuide(engine: Engine) {
    let fixture = Fixture(engine)
    fixture.root.layoutIfNeeded()
    #expect(close(fixture.scrollView.frame, Rect(x: 0, y: 0, width: 400, height: 300)))
    #expect(close(fixture.scrollView.contentSize, Size(width: 400, height: 640)))
    #expect(close(fixture.content.frame, Rect(x: 0, y: 0, width: 400, height: 640)))
    #expect(close(fixture.rows[2].frame, Rect(x: 0, y: 430, width: 400, height: 200)))
    #expect(close(fixture.scrollView.frameLayoutGuide.layoutFrame, fixture.scrollView.bounds))
    #expect(fixture.log.issues.isEmpty)
  }

  @Test(arguments: Engine.allCases)
  func scrollingMovesTheContentNotItsFrames(engine: Engine) {
    let fixture = Fixture(engine)
    let scrollView = fixture.scrollView
    fixture.root.layoutIfNeeded()
    scrollView.contentOffset = Point(x: 0, y: 250)
    fixture.root.layoutIfNeeded()
    #expect(scrollView.bounds == Rect(x: 0, y: 250, width: 400, height: 300))
    #expect(close(fixture.rows[1].frame, Rect(x: 0, y: 220, width: 400, height: 200)))
    #expect(close(fixture.rows[1].convert(Point.zero, to: nil), Point(x: 0, y: -30)))
    #expect(
      close(fixture.root.convert(Point(x: 0, y: 0), to: fixture.rows[2]), Point(x: 0, y: -180)))
    #expect(
      close(
        scrollView.frameLayoutGuide.layoutFrame, Rect(x: 0, y: 250, width: 400, height: 300)))
    #expect(close(scrollView.contentLayoutGuide.layoutFrame.origin, .zero))
    #expect(close(scrollView.maximumContentOffset, Point(x: 0, y: 340)))
  }

  @Test(arguments: Engine.allCases)
  func aViewPinnedToTheFrameGuideStaysOnScreen(engine: Engine) {
    let fixture = Fixture(engine)
    let badge = makeChild(fixture.scrollView, "badge")
    LayoutConstraint.activate([
      pin(badge, .top, .equal, fixture.scrollView.frameLayoutGuide, plus: 8),
      pin(badge, .right, .equal, fixture.scrollView.frameLayoutGuide, plus: -8),
      pin(badge, .width, plus: 20), pin(badge, .height, plus: 20),
    ])
    fixture.root.layoutIfNeeded()
    fixture.scrollView.contentOffset = Point(x: 0, y: 100)
    fixture.root.layoutIfNeeded()
    #expect(close(badge.frame, Rect(x: 372, y: 108, width: 20, height: 20)))
    #expect(close(badge.convert(Point.zero, to: nil), Point(x: 372, y: 8)))
  }

  /// Before iOS 11: edges pinned to the scroll view itself make the content size; the width
  /// equal to the scroll view's is its frame's.
  @Test(arguments: Engine.allCases)
  func edgesPinnedToTheScrollViewMakeTheContentSize(engine: Engine) {
    let log = IssueLog()
    let root = makeRoot(engine, width: 320, height: 480, log: log)
    let scrollView = LayoutScrollView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
    root.addSubview(scrollView)
    let tall = makeChild(scrollView, "tall")
    LayoutConstraint.activate(
      edges(tall, scrollView, EdgeInsets(top: 20, left: 0, bottom: 20, right: 0)) + [
        pin(tall, .width, .equal, scrollView), pin(tall, .height, plus: 1000),
      ])
    root.layoutIfNeeded()
    #expect(close(scrollView.frame, Rect(x: 0, y: 0, width: 320, height: 480)))
    #expect(close(scrollView.contentSize, Size(width: 320, height: 1040)))
    #expect(close(tall.frame, Rect(x: 0, y: 20, width: 320, height: 1000)))
    #expect(log.issues.isEmpty)
  }

  @Test(arguments: Engine.allCases)
  func undecidedContentSizeIsZero(engine: Engine) {
    let root = makeRoot(engine)
    let scrollView = LayoutScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 300))
    root.addSubview(scrollView)
    root.layoutIfNeeded()
    #expect(close(scrollView.contentSize, .zero))
    #expect(!scrollView.isScrollable(along: .vertical))
  }

  @Test(arguments: Engine.allCases)
  func adjustedContentInsetAddsTheSafeArea(engine: Engine) {
    let fixture = Fixture(engine)
    let scrollView = fixture.scrollView
    fixture.root.safeAreaInsets = EdgeInsets(top: 44, left: 10, bottom: 34, right: 10)
    scrollView.contentInset = EdgeInsets(top: 5, left: 0, bottom: 5, right: 0)
    fixture.root.layoutIfNeeded()
    #expect(scrollView.safeAreaInsets == EdgeInsets(top: 44, left: 10, bottom: 34, right: 10))
    #expect(scrollView.isScrollable(along: .vertical))
    #expect(!scrollView.isScrollable(along: .horizontal))
    #expect(scrollView.adjustedContentInset == EdgeInsets(top: 49, left: 0, bottom: 39, right: 0))
    scrollView.contentInsetAdjustmentBehavior = .always
    #expect(
      scrollView.adjustedContentInset == EdgeInsets(top: 49, left: 10, bottom: 39, right: 10))
    scrollView.contentInsetAdjustmentBehavior = .never
    #expect(scrollView.adjustedContentInset == scrollView.contentInset)
    scrollView.alwaysBounceHorizontal = true
    scrollView.contentInsetAdjustmentBehavior = .scrollableAxes
    #expect(
      scrollView.adjustedContentInset == EdgeInsets(top: 49, left: 10, bottom: 39, right: 10))
    #expect(close(scrollView.minimumContentOffset, Point(x: -10, y: -49)))
  }
}
