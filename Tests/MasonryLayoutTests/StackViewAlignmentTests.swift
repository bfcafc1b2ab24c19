// SPDX-License-Identifier: MIT

import MasonryGeometry
import MasonryLayout
import Testing
import _MasonryTestSupport

/// The frames of each alignment, in both axes.
@Suite struct StackViewAlignmentTests {
  /// The arranged views' cross-axis spans: (origin, length) pairs across the axis.
  private func across(_ fixture: StackViewFixture) -> [[Double]] {
    fixture.spans(fixture.stack.axis.perpendicular)
  }

  @Test(arguments: Engine.allCases, Axis.allCases)
  func fillStretchesEveryViewAcross(_ engine: Engine, _ axis: Axis) {
    let fixture = StackViewFixture(engine, axis: axis)
    let expected: [[Double]] =
      axis == .horizontal ? [[0, 200], [0, 200], [0, 200]] : [[0, 160], [0, 160], [0, 160]]
    #expect(sameSpans(across(fixture), expected))
  }

  @Test(arguments: Engine.allCases, Axis.allCases)
  func leadingTrailingAndCenterPlaceViewsAtTheirIntrinsicSize(_ engine: Engine, _ axis: Axis) {
    let fixture = StackViewFixture(engine, axis: axis)
    let full = axis == .horizontal ? 200.0 : 160
    let sizes = axis == .horizontal ? [200.0, 100, 50] : [160.0, 80, 40]
    fixture.stack.alignment = axis == .horizontal ? .top : .leading
    #expect(sameSpans(across(fixture), sizes.map { [0, $0] }))
    fixture.stack.alignment = .center
    #expect(sameSpans(across(fixture), sizes.map { [(full - $0) / 2, $0] }))
    fixture.stack.alignment = axis == .horizontal ? .bottom : .trailing
    #expect(sameSpans(across(fixture), sizes.map { [full - $0, $0] }))
    // The stack is as thick as its thickest view.
    let thickness =
      axis == .horizontal ? fixture.stackFrame.size.height : fixture.stackFrame.size.width
    #expect(close(thickness, full))
    #expect(fixture.stack.layoutGuides.map(\.debugName) == ["UISV-alignment-spanner"])
    fixture.stack.alignment = .fill
    fixture.root.layoutIfNeeded()
    #expect(fixture.stack.layoutGuides.isEmpty)
    #expect(fixture.log.issues.isEmpty)
  }

  @Test(arguments: Engine.allCases)
  func alignmentInAThickerStackKeepsTheEdge(_ engine: Engine) {
    let fixture = StackViewFixture(engine, height: 300)
    fixture.stack.alignment = .top
    #expect(sameSpans(across(fixture), [[0, 200], [0, 100], [0, 50]]))
    fixture.stack.alignment = .center
    #expect(sameSpans(across(fixture), [[50, 200], [100, 100], [125, 50]]))
    fixture.stack.alignment = .bottom
    #expect(sameSpans(across(fixture), [[100, 200], [200, 100], [250, 50]]))
  }

  /// Views whose baselines sit 20, 30 and 15 from their tops (10, 20 and 5 from their bottoms).
  private func baselineFixture(_ engine: Engine) -> StackViewFixture {
    let fixture = StackViewFixture(
      engine,
      sizes: [
        Size(width: 40, height: 30), Size(width: 40, height: 50), Size(width: 40, height: 20),
      ])
    for (view, baseline) in zip(fixture.views, [20.0, 30, 15]) { view.baseline = baseline }
    return fixture
  }

  @Test(arguments: Engine.allCases)
  func firstBaselineLinesUpTheFirstBaselines(_ engine: Engine) {
    let fixture = baselineFixture(engine)
    fixture.stack.alignment = .firstBaseline
    let frames = fixture.frames()
    #expect(sameSpans(across(fixture), [[10, 30], [0, 50], [15, 20]]))
    let baselines = zip(frames, [20.0, 30, 15]).map { $0.origin.y + $1 }
    #expect(baselines.allSatisfy { close($0, 30) })
    #expect(close(fixture.stackFrame.size.height, 50))
    // The stack's own first baseline is its first view's.
    #expect(fixture.stack.forFirstBaselineLayout === fixture.views[0])
  }

  @Test(arguments: Engine.allCases)
  func lastBaselineLinesUpTheLastBaselines(_ engine: Engine) {
    let fixture = baselineFixture(engine)
    fixture.stack.alignment = .lastBaseline
    #expect(sameSpans(across(fixture), [[10, 30], [0, 50], [15, 20]]))
    #expect(close(fixture.stackFrame.size.height, 50))
    // A view without text lines up its bottom edge instead.
    fixture.views[1].baseline = nil
    fixture.views[1].invalidateIntrinsicContentSize()
    #expect(sameSpans(across(fixture), [[20, 30], [0, 50], [25, 20]]))
    #expect(fixture.stack.forLastBaselineLayout === fixture.views[2])
  }

  @Test(arguments: Engine.allCases)
  func aViewWithoutABaselineAlignsByItsTop(_ engine: Engine) {
    let fixture = baselineFixture(engine)
    fixture.views[1].baseline = nil
    fixture.stack.alignment = .firstBaseline
    #expect(sameSpans(across(fixture), [[0, 30], [0, 50], [5, 20]]))
  }

  @Test(arguments: Engine.allCases)
  func baselineAlignmentOfAVerticalStackIsReportedAndLeading(_ engine: Engine) {
    let fixture = StackViewFixture(engine, axis: .vertical)
    fixture.stack.alignment = .firstBaseline
    #expect(sameSpans(across(fixture), [[0, 160], [0, 80], [0, 40]]))
    #expect(fixture.log.kinds == [.misuse])
    #expect(fixture.log.messages.first?.contains("only valid for horizontal stack views") == true)
  }
}
