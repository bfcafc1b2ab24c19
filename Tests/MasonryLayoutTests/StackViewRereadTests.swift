// SPDX-License-Identifier: MIT

import MasonryGeometry
import Testing
import _MasonryTestSupport

@testable import MasonryLayout

/// A stack view builds its rules again after an arranged view's intrinsic size changed only
/// when the rules read something of that view that changed.
@Suite struct StackViewRereadTests {
  private func column(_ engine: Engine, _ views: [LayoutView]) -> (LayoutView, LayoutStackView) {
    verticalList(engine, views, name: "list")
  }

  /// Rows that are horizontal stacks of a title and a value: a value's new text re-arranges
  /// its row, not the list, whose rules read nothing of a row's size; the value is laid out at
  /// its new width.
  @Test(arguments: Engine.allCases)
  func aRowsNewTextLeavesTheListsRules(_ engine: Engine) {
    let values = (0..<3).map { LayoutLabel(text: "On", debugName: "value\($0)") }
    let rows = values.enumerated().map { index, value in
      let row = LayoutStackView(
        arrangedSubviews: [LayoutLabel(text: "Setting \(index)"), value], debugName: "row\(index)")
      row.spacing = 8
      return row
    }
    let (root, list) = column(engine, rows)
    let before = list.constraints
    values[1].text = "Automatic"
    #expect(rows[1].needsArrangement)
    // The row's rules change (its tie-break holds the value's new width), and the row tells
    // the list that its own size may have changed.
    rows[1].updateArrangementIfNeeded()
    #expect(!rows[1].needsArrangement)
    #expect(!list.needsArrangement)
    root.layoutIfNeeded()
    #expect(list.constraints.count == before.count)
    #expect(zip(list.constraints, before).allSatisfy { $0 === $1 })
    let width = values[1].intrinsicContentSize.width
    #expect(abs(values[1].unroundedFrame.width - width) < 1e-9)
    #expect(abs(values[1].unroundedFrame.maxX - 400) < 1e-9)
  }

  /// A list of labels reads their heights (its tie-breaks hold them): a wider text leaves its
  /// rules, a larger font builds them again, and the tie-break holds the new height.
  @Test(arguments: Engine.allCases)
  func aListOfLabelsRereadsTheirHeights(_ engine: Engine) throws {
    let labels = (0..<3).map { LayoutLabel(text: "Row \($0)", debugName: "label\($0)") }
    let (root, list) = column(engine, labels)
    labels[2].text = "A much longer row"
    #expect(!list.needsArrangement)
    labels[2].font = .systemFont(ofSize: 30)
    #expect(list.needsArrangement)
    root.layoutIfNeeded()
    let height = labels[2].intrinsicContentSize.height
    let ties = labels[2].constraints.filter { $0.identifier == "stack-order" }
    let tie = try #require(ties.first { $0.relation == .lessThanOrEqual })
    #expect(tie.constant == height)
    #expect(abs(labels[2].unroundedFrame.height - height) < 1e-9)
  }

  /// A horizontal list of labels reads their widths: a new text builds its rules again.
  @Test func aRowOfLabelsRereadsTheirWidths() {
    let labels = (0..<3).map { LayoutLabel(text: "Tab \($0)", debugName: "tab\($0)") }
    let root = makeRoot(.simplex, width: 400, height: 800)
    let row = LayoutStackView(arrangedSubviews: labels, debugName: "tabs")
    root.addSubview(row)
    row.translatesAutoresizingMaskIntoConstraints = false
    LayoutConstraint.activate([pin(row, .left, .equal, root), pin(row, .top, .equal, root)])
    root.layoutIfNeeded()
    labels[1].text = "A longer tab"
    #expect(row.needsArrangement)
    root.layoutIfNeeded()
    #expect(abs(labels[1].unroundedFrame.width - labels[1].intrinsicContentSize.width) < 1e-9)
  }
}
