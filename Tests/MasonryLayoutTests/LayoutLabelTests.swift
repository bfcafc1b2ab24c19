// SPDX-License-Identifier: MIT

import MasonryGeometry
import MasonryLayout
import Testing
import _MasonryTestSupport

/// ``LayoutLabel``: intrinsic sizes, two-pass layout of wrapping text, self-sizing, baselines.
@Suite struct LayoutLabelTests {
  /// Twenty four-letter words: 99 cells on one line.
  static let words = Array(repeating: "abcd", count: 20).joined(separator: " ")

  /// A label on a 10 × 10 grid (so a width of W points holds W / 10 characters).
  func gridLabel(_ text: String = Self.words, lines: Int = 0) -> LayoutLabel {
    let label = LayoutLabel(text: text, debugName: "label")
    label.textMeasurer = FixedCellTextMeasurer(cellWidth: 10, cellHeight: 10)
    label.numberOfLines = lines
    label.translatesAutoresizingMaskIntoConstraints = false
    return label
  }

  @Test func singleLineIntrinsicSize() {
    let label = LayoutLabel(text: "Hi", debugName: "label")
    label.font = .systemFont(ofSize: 20)
    #expect(label.intrinsicContentSize == Size(width: 17.5, height: 25))
    label.text = ""
    #expect(label.intrinsicContentSize == .zero)
    label.textMeasurer = FixedCellTextMeasurer()
    label.text = "Ready"
    #expect(label.intrinsicContentSize == Size(width: 5, height: 1))
  }

  /// A label pinned to the top, left and right of a root `width` wide, 10 inside.
  @Test(arguments: Engine.allCases, [(400.0, 30.0), (200, 70), (100, 200)])
  func heightFollowsTheSolvedWidth(engine: Engine, case: (width: Double, height: Double)) {
    let log = IssueLog()
    let root = makeRoot(engine, width: `case`.width, height: 600, log: log)
    let label = gridLabel()
    root.addSubview(label)
    LayoutConstraint.activate([
      pin(label, .top, .equal, root, plus: 10),
      pin(label, .left, .equal, root, plus: 10),
      pin(label, .right, .equal, root, plus: -10),
    ])
    root.layoutIfNeeded()
    let width = `case`.width - 20
    #expect(close(label.frame, Rect(x: 10, y: 10, width: width, height: `case`.height)))
    #expect(label.displayedTextLayout.lines.count == Int(`case`.height / 10))
    #expect(!label.displayedTextLayout.isTruncated)
    #expect(log.issues.isEmpty)
  }

  @Test(arguments: Engine.allCases)
  func widthChangesRelayoutTheHeight(engine: Engine) {
    let root = makeRoot(engine, width: 400, height: 600)
    let label = gridLabel()
    root.addSubview(label)
    let right = pin(label, .right, .equal, root, plus: -10)
    LayoutConstraint.activate([
      pin(label, .top, .equal, root, plus: 10), pin(label, .left, .equal, root, plus: 10), right,
    ])
    root.layoutIfNeeded()
    #expect(close(label.frame.size.height, 30))
    right.constant = -210
    root.layoutIfNeeded()
    #expect(close(label.frame.size, Size(width: 180, height: 70)))
    #expect(close(label.intrinsicContentSize.height, 70))
    label.text = "abcd"
    root.layoutIfNeeded()
    #expect(close(label.frame.size.height, 10))
  }

  @Test(arguments: Engine.allCases)
  func numberOfLinesLimitsTheHeight(engine: Engine) {
    let root = makeRoot(engine, width: 200, height: 600)
    let label = gridLabel(lines: 2)
    label.lineBreakMode = .byTruncatingTail
    root.addSubview(label)
    LayoutConstraint.activate([
      pin(label, .top, .equal, root), pin(label, .left, .equal, root),
      pin(label, .width, plus: 180),
    ])
    root.layoutIfNeeded()
    #expect(close(label.frame, Rect(x: 0, y: 0, width: 180, height: 20)))
    let shown = label.displayedTextLayout
    #expect(shown.lines == ["abcd abcd abcd ", "abcd abcd abcd ab…"])
    #expect(shown.isTruncated)
    label.numberOfLines = 0
    root.layoutIfNeeded()
    #expect(close(label.frame.size.height, 70))
  }

  @Test(arguments: Engine.allCases)
  func preferredMaxLayoutWidthWraps(engine: Engine) {
    let root = makeRoot(engine, width: 400, height: 600)
    let label = gridLabel()
    label.preferredMaxLayoutWidth = 100
    root.addSubview(label)
    LayoutConstraint.activate([pin(label, .top, .equal, root), pin(label, .left, .equal, root)])
    root.layoutIfNeeded()
    #expect(close(label.frame, Rect(x: 0, y: 0, width: 90, height: 100)))
  }

  @Test(arguments: Engine.allCases)
  func aSingleLineLabelIsTruncatedWhenCompressed(engine: Engine) {
    let root = makeRoot(engine, width: 100, height: 100)
    let label = gridLabel("abcd abcd abcd", lines: 1)
    root.addSubview(label)
    LayoutConstraint.activate([
      pin(label, .top, .equal, root), pin(label, .left, .equal, root),
      pin(label, .right, .lessThanOrEqual, root),
    ])
    root.layoutIfNeeded()
    #expect(close(label.frame, Rect(x: 0, y: 0, width: 100, height: 10)))
    #expect(label.intrinsicContentSize.width == 140)
    #expect(label.displayedTextLayout.lines == ["abcd abcd…"])
  }

  /// A self-sizing cell: the content view's height at a fixed width.
  @Test(arguments: Engine.allCases, [(200.0, 78.0), (400, 38)])
  func selfSizingGivesTheTextHeight(engine: Engine, case: (width: Double, height: Double)) {
    let cell = LayoutView(debugName: "cell")
    cell.layoutEngine = LayoutEngine(solver: engine.make())
    let label = gridLabel()
    cell.addSubview(label)
    LayoutConstraint.activate(edges(label, cell, EdgeInsets(top: 4, left: 8, bottom: 4, right: 8)))
    let size = cell.systemLayoutSizeFitting(
      Size(width: `case`.width, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(close(size, Size(width: `case`.width, height: `case`.height)))
    #expect(label.frame == .zero)
  }

  @Test(arguments: Engine.allCases)
  func baselinesComeFromTheMeasurer(engine: Engine) {
    let root = makeRoot(engine)
    let label = LayoutLabel(text: "Name", debugName: "label")
    label.font = .systemFont(ofSize: 20)
    let field = SizedView("field", Size(width: 50, height: 30), baseline: 22)
    field.translatesAutoresizingMaskIntoConstraints = false
    label.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(label)
    root.addSubview(field)
    LayoutConstraint.activate([
      pin(label, .left, .equal, root), pin(label, .top, .equal, root, plus: 40),
      pin(field, .left, .equal, label, .right, plus: 8),
      pin(field, .firstBaseline, .equal, label, .firstBaseline),
    ])
    root.layoutIfNeeded()
    #expect(label.firstBaselineOffsetFromTop == 20)
    #expect(label.lastBaselineOffsetFromBottom == 5)
    #expect(close(label.frame.size.height, 25))
    #expect(close(field.frame.origin.y, 40 + 20 - 22))
  }
}
