// SPDX-License-Identifier: MIT

import MasonryGeometry
import MasonryLayout
import Testing
import _MasonryTestSupport

/// A container 80 wide at x = 10.3 in a root, holding three views side by side that share its
/// width (80 / 3 each) and a guide over the middle one: no edge but the root's is on a pixel.
private struct Thirds {
  let root: LayoutView
  let container: LayoutView
  let views: [LayoutView]
  let guide: LayoutGuide
  let left: LayoutConstraint
  let log = IssueLog()

  init(_ engine: Engine, scale: Double?) {
    root = makeRoot(engine, width: 200, height: 100, log: log)
    if let scale { root.contentScaleFactor = scale }
    let container = makeChild(root, "container")
    self.container = container
    views = ["a", "b", "c"].map { makeChild(container, $0) }
    guide = LayoutGuide(debugName: "middle")
    container.addLayoutGuide(guide)
    left = pin(container, .left, .equal, root, plus: 10.3)
    var constraints = [
      left, pin(container, .top, .equal, root, plus: 5.4),
      pin(container, .width, plus: 80), pin(container, .height, plus: 20.2),
      pin(views[0], .left, .equal, container), pin(views[2], .right, .equal, container),
      pin(guide, .left, .equal, views[1]), pin(guide, .right, .equal, views[1]),
      pin(guide, .top, .equal, container), pin(guide, .height, plus: 7.1),
    ]
    for (view, next) in zip(views, views.dropFirst()) {
      constraints += [pin(next, .left, .equal, view, .right), pin(next, .width, .equal, view)]
    }
    for view in views {
      constraints += [pin(view, .top, .equal, container), pin(view, .bottom, .equal, container)]
    }
    LayoutConstraint.activate(constraints)
    root.layoutIfNeeded()
  }
}

/// `value` on the grid of `scale`, halves up: what the tests expect of every edge.
private func onGrid(_ value: Double, _ scale: Double) -> Double {
  (value * scale + 0.5).rounded(.down) / scale
}

/// Whether `value` is a whole number of pixels at `scale`.
private func isOnGrid(_ value: Double, _ scale: Double) -> Bool {
  abs(value * scale - (value * scale).rounded()) < 1e-9
}

@Suite struct PixelRoundingTests {
  @Test(arguments: Engine.allCases, [1.0, 2, 3])
  func edgesGoToTheNearestPixelAndNeighboursStillTouch(engine: Engine, scale: Double) {
    let thirds = Thirds(engine, scale: scale)
    // The container's edges, and the views' edges inside it, in the root's space.
    let containerX = onGrid(10.3, scale)
    #expect(thirds.container.frame.origin.x == containerX)
    #expect(thirds.container.frame.origin.y == onGrid(5.4, scale))
    #expect(thirds.container.frame.size.width == onGrid(90.3, scale) - containerX)
    #expect(thirds.container.frame.size.height == onGrid(25.6, scale) - onGrid(5.4, scale))
    for (index, view) in thirds.views.enumerated() {
      let minX = onGrid(10.3 + 80 * Double(index) / 3, scale)
      let maxX = onGrid(10.3 + 80 * Double(index + 1) / 3, scale)
      #expect(abs(view.frame.origin.x - (minX - containerX)) < 1e-9)
      #expect(abs(view.frame.size.width - (maxX - minX)) < 1e-9)
      for value in [view.frame.origin.x, view.frame.size.width, view.frame.size.height] {
        #expect(isOnGrid(value, scale))
      }
    }
    for (view, next) in zip(thirds.views, thirds.views.dropFirst()) {
      #expect(view.frame.maxX == next.frame.origin.x)
    }
    #expect(thirds.views[2].frame.maxX == thirds.container.frame.size.width)
    // The guide over the middle view has the view's rounded frame, whatever its height.
    #expect(thirds.guide.layoutFrame.origin.x == thirds.views[1].frame.origin.x)
    #expect(thirds.guide.layoutFrame.size.width == thirds.views[1].frame.size.width)
    #expect(thirds.guide.layoutFrame.size.height == onGrid(12.5, scale) - onGrid(5.4, scale))
    #expect(thirds.log.issues.isEmpty)
  }

  @Test(arguments: Engine.allCases)
  func theFramesAtScaleTwoAreTheHalfPointsAUserWouldWork(engine: Engine) {
    let thirds = Thirds(engine, scale: 2)
    // 10.3 → 10.5; 10.3 + 26.67 = 36.97 → 37; 63.63 → 63.5; 90.3 → 90.5.
    #expect(thirds.container.frame == Rect(x: 10.5, y: 5.5, width: 80, height: 20))
    #expect(thirds.views.map(\.frame.origin.x) == [0, 26.5, 53])
    #expect(thirds.views.map(\.frame.size.width) == [26.5, 26.5, 27])
  }

  @Test(arguments: Engine.allCases)
  func theSolversExactValuesStayReadable(engine: Engine) {
    let thirds = Thirds(engine, scale: 3)
    #expect(close(thirds.container.unroundedFrame, Rect(x: 10.3, y: 5.4, width: 80, height: 20.2)))
    for (index, view) in thirds.views.enumerated() {
      let exact = Rect(x: 80 * Double(index) / 3, y: 0, width: 80.0 / 3, height: 20.2)
      #expect(close(view.unroundedFrame, exact))
    }
    #expect(
      close(
        thirds.guide.unroundedLayoutFrame, Rect(x: 80.0 / 3, y: 0, width: 80.0 / 3, height: 7.1)))
  }

  @Test(arguments: Engine.allCases)
  func roundingCanBeTurnedOff(engine: Engine) {
    let thirds = Thirds(engine, scale: 2)
    #expect(thirds.root.roundsFramesToPixels)
    thirds.root.roundsFramesToPixels = false
    thirds.root.layoutIfNeeded()
    #expect(close(thirds.container.frame, Rect(x: 10.3, y: 5.4, width: 80, height: 20.2)))
    #expect(close(thirds.views[1].frame, Rect(x: 80.0 / 3, y: 0, width: 80.0 / 3, height: 20.2)))
    thirds.root.roundsFramesToPixels = true
    thirds.root.layoutIfNeeded()
    #expect(thirds.container.frame == Rect(x: 10.5, y: 5.5, width: 80, height: 20))
  }

  @Test(arguments: Engine.allCases)
  func aNewScaleRewritesTheFramesWithoutOtherChanges(engine: Engine) {
    let thirds = Thirds(engine, scale: nil)
    #expect(thirds.root.contentScaleFactor == 1)
    #expect(thirds.views[1].contentScaleFactor == 1)
    #expect(thirds.container.frame == Rect(x: 10, y: 5, width: 80, height: 21))
    thirds.root.contentScaleFactor = 2
    #expect(thirds.views[1].contentScaleFactor == 2)  // a subview has its root's scale
    thirds.root.layoutIfNeeded()
    #expect(thirds.container.frame == Rect(x: 10.5, y: 5.5, width: 80, height: 20))
    #expect(thirds.views.map(\.frame.size.width) == [26.5, 26.5, 27])
  }

  @Test(arguments: Engine.allCases)
  func aMoveByAConstantChangeIsRoundedAgain(engine: Engine) {
    let thirds = Thirds(engine, scale: 2)
    thirds.left.constant = 10.8  // 10.8 → 11; 37.47 → 37.5; 64.13 → 64; 90.8 → 91
    thirds.root.layoutIfNeeded()
    #expect(thirds.container.frame == Rect(x: 11, y: 5.5, width: 80, height: 20))
    #expect(thirds.views.map(\.frame.origin.x) == [0, 26.5, 53])
    #expect(thirds.views.map(\.frame.size.width) == [26.5, 26.5, 27])
  }

  @Test func aScaleThatIsNotAPositiveNumberIsRefused() {
    let log = IssueLog()
    let root = makeRoot(.simplex, log: log)
    root.contentScaleFactor = 3
    for bad in [0, -2, Double.nan, .infinity] {
      root.contentScaleFactor = bad
      #expect(root.contentScaleFactor == 3)
    }
    #expect(log.issues.count == 4)
    #expect(log.issues.allSatisfy { $0.kind == .misuse })
    #expect(log.issues.first?.message.contains("contentScaleFactor") == true)
  }
}

/// Rounding where a view's bounds do not start at zero: a scrolled scroll view.
@Suite struct PixelRoundingInScrollViewsTests {
  @Test(arguments: Engine.allCases, [2.0, 3])
  func scrolledContentIsOnPixelsOnScreen(engine: Engine, scale: Double) {
    let log = IssueLog()
    let root = makeRoot(engine, width: 200, height: 100, log: log)
    root.contentScaleFactor = scale
    let scrollView = LayoutScrollView(debugName: "scrollView")
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(scrollView)
    let rows = (0..<3).map { makeChild(scrollView, "row\($0)") }
    var constraints = edges(scrollView, root, EdgeInsets(top: 0.3, left: 0, bottom: 0, right: 0))
    for (index, row) in rows.enumerated() {
      constraints += [
        pin(row, .left, .equal, scrollView.contentLayoutGuide),
        pin(row, .width, .equal, scrollView.frameLayoutGuide),
        pin(row, .height, plus: 100.0 / 3),
        index == 0
          ? pin(row, .top, .equal, scrollView.contentLayoutGuide, plus: 0.4)
          : pin(row, .top, .equal, rows[index - 1], .bottom),
      ]
    }
    constraints.append(pin(rows[2], .bottom, .equal, scrollView.contentLayoutGuide))
    LayoutConstraint.activate(constraints)
    root.layoutIfNeeded()
    scrollView.contentOffset = Point(x: 0, y: 10.3)
    root.layoutIfNeeded()
    // Where the rows are on screen (in the root), each edge on a pixel, the rows touching.
    let onScreen = rows.map { $0.convert($0.bounds, to: root) }
    for rect in onScreen {
      for value in [rect.origin.y, rect.maxY] {
        #expect(abs(value * scale - (value * scale).rounded()) < 1e-9)
      }
    }
    for (row, next) in zip(onScreen, onScreen.dropFirst()) {
      #expect(abs(row.maxY - next.origin.y) < 1e-9)
    }
    // The exact values are the solver's: the offset moves nothing but the bounds.
    #expect(abs(rows[1].unroundedFrame.origin.y - (0.4 + 100.0 / 3)) < 1e-9)
    #expect(log.issues.isEmpty)
  }
}
