// SPDX-License-Identifier: MIT

import MasonryGeometry
import MasonryLayout
import Testing
import _MasonryTestSupport

/// Spacing, hidden views, insertion and removal, margins, baselines and nesting.
@Suite struct StackViewArrangementTests {
  @Test(arguments: Engine.allCases)
  func customSpacingReplacesTheSpacingAfterOneView(_ engine: Engine) {
    let fixture = StackViewFixture(engine)
    let stack = fixture.stack
    stack.spacing = 10
    #expect(stack.customSpacing(after: fixture.views[0]) == LayoutStackView.spacingUseDefault)
    stack.setCustomSpacing(30, after: fixture.views[0])
    #expect(stack.customSpacing(after: fixture.views[0]) == 30)
    #expect(sameSpans(fixture.spans(), [[0, 160], [190, 80], [280, 40]]))
    stack.setCustomSpacing(LayoutStackView.spacingUseSystem, after: fixture.views[1])
    #expect(sameSpans(fixture.spans(), [[0, 160], [190, 80], [278, 40]]))
    stack.setCustomSpacing(LayoutStackView.spacingUseDefault, after: fixture.views[0])
    #expect(sameSpans(fixture.spans(), [[0, 160], [170, 80], [258, 40]]))
    #expect(fixture.log.issues.isEmpty)
  }

  @Test(arguments: Engine.allCases)
  func aHiddenViewTakesNoRoomAndItsSpacingGoes(_ engine: Engine) {
    let fixture = StackViewFixture(engine)
    fixture.stack.spacing = 10
    fixture.views[1].isHidden = true
    #expect(sameSpans(fixture.spans(), [[0, 160], [165, 0], [170, 40]]))
    #expect(close(fixture.stackFrame.size.width, 210))
    fixture.views[1].isHidden = false
    #expect(sameSpans(fixture.spans(), [[0, 160], [170, 80], [260, 40]]))
    fixture.views[0].isHidden = true
    #expect(sameSpans(fixture.spans(), [[0, 0], [0, 80], [90, 40]]))
    fixture.views[0].isHidden = false
    fixture.views[2].isHidden = true
    #expect(sameSpans(fixture.spans(), [[0, 160], [170, 80], [250, 0]]))
    #expect(close(fixture.stackFrame.size.width, 250))
    #expect(fixture.log.issues.isEmpty)
  }

  @Test(arguments: Engine.allCases)
  func theGapAfterAHiddenViewIsThePrecedingVisibleViews(_ engine: Engine) {
    let fixture = StackViewFixture(engine)
    fixture.stack.spacing = 10
    fixture.stack.setCustomSpacing(20, after: fixture.views[0])
    fixture.stack.setCustomSpacing(50, after: fixture.views[1])
    fixture.views[1].isHidden = true
    #expect(sameSpans(fixture.spans(), [[0, 160], [170, 0], [180, 40]]))
  }

  @Test(arguments: Engine.allCases)
  func allHiddenCollapsesTheStack(_ engine: Engine) {
    let fixture = StackViewFixture(engine)
    for view in fixture.views { view.isHidden = true }
    fixture.root.layoutIfNeeded()
    #expect(close(fixture.stackFrame.size.width, 0))
    #expect(fixture.views.allSatisfy { close($0.frame.size.width, 0) })
  }

  @Test(arguments: Engine.allCases)
  func insertingMovingAndRemovingArrangedViews(_ engine: Engine) {
    let fixture = StackViewFixture(engine)
    let stack = fixture.stack
    let (a, b, c) = (fixture.views[0], fixture.views[1], fixture.views[2])
    let d = SizedView("d", Size(width: 20, height: 10))
    stack.insertArrangedSubview(d, at: 1)
    #expect(stack.arrangedSubviews.map(\.debugName) == ["a", "d", "b", "c"])
    #expect(d.superview === stack && !d.translatesAutoresizingMaskIntoConstraints)
    fixture.root.layoutIfNeeded()
    #expect(
      sameSpans(
        [a, d, b, c].map { [$0.frame.origin.x, $0.frame.size.width] },
        [[0, 160], [160, 20], [180, 80], [260, 40]]))
    stack.insertArrangedSubview(a, at: 3)
    #expect(stack.arrangedSubviews.map(\.debugName) == ["d", "b", "c", "a"])
    stack.removeArrangedSubview(b)
    #expect(stack.arrangedSubviews.map(\.debugName) == ["d", "c", "a"])
    // Still a subview, as in UIKit, and no longer in any of the stack's constraints.
    #expect(b.superview === stack)
    #expect(!stack.constraints.contains { $0.firstItem === b || $0.secondItem === b })
    fixture.root.layoutIfNeeded()
    #expect(
      sameSpans(
        [d, c, a].map { [$0.frame.origin.x, $0.frame.size.width] },
        [[0, 20], [20, 40], [60, 160]]))
    c.removeFromSuperview()
    #expect(stack.arrangedSubviews.map(\.debugName) == ["d", "a"])
    #expect(c.constraints.isEmpty)
    fixture.root.layoutIfNeeded()
    #expect(close(a.frame.origin.x, 20))
    #expect(fixture.log.issues.isEmpty)
  }

  @Test(arguments: Engine.allCases)
  func marginsRelativeArrangementInsetsTheViews(_ engine: Engine) {
    let fixture = StackViewFixture(engine)
    let stack = fixture.stack
    #expect(stack.layoutMargins == .zero)
    stack.layoutMargins = EdgeInsets(top: 5, left: 10, bottom: 15, right: 20)
    #expect(close(fixture.frames()[0], rect(0, 0, 160, 200)))
    stack.isLayoutMarginsRelativeArrangement = true
    #expect(close(fixture.frames()[0], rect(10, 5, 160, 200)))
    #expect(close(fixture.stackFrame, rect(0, 0, 310, 220)))
  }

  @Test(arguments: Engine.allCases)
  func baselineRelativeArrangementSpacesBaselines(_ engine: Engine) {
    let sizes = [Size(width: 40, height: 30), Size(width: 40, height: 50)]
    let fixture = StackViewFixture(engine, axis: .vertical, sizes: sizes)
    fixture.views[0].baseline = 20
    fixture.views[1].baseline = 30
    fixture.stack.spacing = 25
    fixture.stack.isBaselineRelativeArrangement = true
    // The last baseline of the first view is at 20; the first baseline of the next is 25 lower.
    #expect(sameSpans(fixture.spans(.vertical), [[0, 30], [15, 50]]))
    fixture.stack.isBaselineRelativeArrangement = false
    #expect(sameSpans(fixture.spans(.vertical), [[0, 30], [55, 50]]))
  }

  @Test(arguments: Engine.allCases)
  func stacksNest(_ engine: Engine) {
    let root = makeRoot(engine, width: 400, height: 400)
    let title = SizedView("title", Size(width: 100, height: 20))
    let icon = SizedView("icon", Size(width: 30, height: 30))
    let row = LayoutStackView(arrangedSubviews: [icon, title], debugName: "row")
    row.spacing = 8
    row.alignment = .center
    let body = SizedView("body", Size(width: 200, height: 60))
    let column = LayoutStackView(arrangedSubviews: [row, body], debugName: "column")
    column.axis = .vertical
    column.spacing = 12
    column.alignment = .leading
    root.addSubview(column)
    column.translatesAutoresizingMaskIntoConstraints = false
    LayoutConstraint.activate([
      pin(column, .left, .equal, root, plus: 10), pin(column, .top, .equal, root, plus: 10),
    ])
    root.layoutIfNeeded()
    #expect(close(row.frame, rect(0, 0, 138, 30)))
    #expect(close(icon.frame, rect(0, 0, 30, 30)))
    #expect(close(title.frame, rect(38, 5, 100, 20)))
    #expect(close(body.frame, rect(0, 42, 200, 60)))
    #expect(close(column.frame, rect(10, 10, 200, 102)))
    // Hiding every view of the inner stack collapses it, and its spacing in the outer one.
    icon.isHidden = true
    title.isHidden = true
    row.isHidden = true
    root.layoutIfNeeded()
    #expect(close(body.frame, rect(0, 0, 200, 60)))
    #expect(close(column.frame, rect(10, 10, 200, 60)))
  }

  @Test(arguments: Engine.allCases)
  func rightToLeftStacksRunFromTheRight(_ engine: Engine) {
    let fixture = StackViewFixture(engine, width: 300)
    fixture.stack.semanticContentAttribute = .forceRightToLeft
    fixture.stack.distribution = .equalSpacing
    #expect(sameSpans(fixture.spans(), [[140, 160], [50, 80], [0, 40]]))
  }

  @Test(arguments: Engine.allCases)
  func fittingSizeSeesTheArrangementBeforeALayout(_ engine: Engine) {
    let fixture = StackViewFixture(engine)
    fixture.stack.spacing = 5
    let size = fixture.stack.systemLayoutSizeFitting(LayoutView.layoutFittingCompressedSize)
    #expect(close(size, Size(width: 290, height: 200)))
  }
}
