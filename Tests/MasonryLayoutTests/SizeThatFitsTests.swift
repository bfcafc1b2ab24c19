// SPDX-License-Identifier: MIT

import MasonryGeometry
import MasonryLayout
import Testing
import _MasonryTestSupport

/// A view that knows the size it wants, as `UISwitch` does.
private final class Toggle: LayoutView {
  override func sizeThatFits(_ size: Size) -> Size { Size(width: 51, height: 31) }
}

/// A view with an intrinsic size and nothing else.
private final class Badge: LayoutView {
  override var intrinsicContentSize: Size { Size(width: 24, height: 16) }
}

/// `sizeThatFits(_:)` and `sizeToFit()`, as UIKit has them next to `systemLayoutSizeFitting`.
@Suite struct SizeThatFitsTests {
  /// Twenty four-letter words on a 10 × 10 grid: 99 cells on one line, 4 words (190 points)
  /// a line at a width of 200.
  func gridLabel(lines: Int = 0) -> LayoutLabel {
    let label = LayoutLabel(
      text: Array(repeating: "abcd", count: 20).joined(separator: " "), debugName: "label")
    label.textMeasurer = FixedCellTextMeasurer(cellWidth: 10, cellHeight: 10)
    label.numberOfLines = lines
    return label
  }

  @Test func aPlainViewAnswersItsExistingSize() {
    let view = LayoutView(frame: Rect(x: 5, y: 6, width: 40, height: 30))
    for asked in [Size.zero, Size(width: 1000, height: 1000), Size(width: -1, height: .nan)] {
      #expect(view.sizeThatFits(asked) == Size(width: 40, height: 30))
    }
    // Not its intrinsic size: that is the constraints' business.
    let badge = Badge(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    #expect(badge.sizeThatFits(.zero) == Size(width: 10, height: 10))
    #expect(
      badge.systemLayoutSizeFitting(LayoutView.layoutFittingCompressedSize)
        == Size(width: 24, height: 16))
  }

  @Test(arguments: Engine.allCases)
  func aLaidOutViewAnswersTheSizeItWasGiven(engine: Engine) {
    let root = makeRoot(engine, width: 300, height: 200)
    let box = makeChild(root, "box")
    LayoutConstraint.activate(
      edges(box, root, EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)))
    root.layoutIfNeeded()
    #expect(box.sizeThatFits(.zero) == Size(width: 240, height: 160))
  }

  @Test func aLabelAnswersItsTextsSizeInTheGivenWidth() {
    let label = gridLabel()
    #expect(label.sizeThatFits(Size(width: 200, height: 0)) == Size(width: 190, height: 50))
    // The height is no limit, as in UIKit.
    #expect(label.sizeThatFits(Size(width: 200, height: 10)) == Size(width: 190, height: 50))
    // No usable width: one line.
    for width in [0, -5, Double.infinity, .nan] {
      #expect(label.sizeThatFits(Size(width: width, height: 0)) == Size(width: 990, height: 10))
    }
    label.numberOfLines = 2  // two lines, the second cut by an ellipsis that fills the width
    #expect(label.sizeThatFits(Size(width: 200, height: 0)) == Size(width: 200, height: 20))
    #expect(label.textLayout(width: 200).isTruncated)
    label.numberOfLines = 1
    #expect(label.sizeThatFits(Size(width: 200, height: 0)) == Size(width: 990, height: 10))
    label.text = ""
    #expect(label.sizeThatFits(Size(width: 200, height: 0)) == .zero)
  }

  @Test func sizeToFitAppliesTheAnswerAndKeepsTheOrigin() {
    let label = gridLabel()
    label.frame = Rect(x: 7, y: 8, width: 200, height: 5)
    label.sizeToFit()
    #expect(label.frame == Rect(x: 7, y: 8, width: 190, height: 50))
    let toggle = Toggle(frame: Rect(x: 1, y: 2, width: 3, height: 4))
    toggle.sizeToFit()
    #expect(toggle.frame == Rect(x: 1, y: 2, width: 51, height: 31))
    let plain = LayoutView(frame: Rect(x: 1, y: 2, width: 3, height: 4))
    plain.sizeToFit()
    #expect(plain.frame == Rect(x: 1, y: 2, width: 3, height: 4))
  }

  @Test(arguments: Engine.allCases)
  func aLabelAgreesWithTheConstraintsFittingSize(engine: Engine) {
    let root = makeRoot(engine, width: 300, height: 200)
    let cell = makeChild(root, "cell")
    let label = gridLabel()
    label.translatesAutoresizingMaskIntoConstraints = false
    cell.addSubview(label)
    LayoutConstraint.activate(edges(label, cell) + [pin(cell, .width, plus: 200)])
    let fitting = cell.systemLayoutSizeFitting(
      Size(width: 200, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(close(Rect(origin: .zero, size: fitting), Rect(x: 0, y: 0, width: 200, height: 50)))
    #expect(abs(label.sizeThatFits(Size(width: 200, height: 0)).height - fitting.height) < 1e-9)
  }
}
