// SPDX-License-Identifier: MIT

import MasonryDSL
import MasonryGeometry
import MasonryLayout

/// A view with a fixed natural size: a label's text or a button's title, measured.
final class IntrinsicView: LayoutView {
  let natural: Size

  init(_ natural: Size) {
    self.natural = natural
    super.init()
  }

  override var intrinsicContentSize: Size { natural }
}

/// One cell of the feed (see ``FeedWorkloads``).
final class FeedCell: LayoutView {
  let image = LayoutView()
  let title: IntrinsicView
  let subtitle: IntrinsicView
  let button: IntrinsicView
  /// The button's top, kept for the animation frame.
  var buttonTop: Constraint?

  init(_ content: FeedCellContent) {
    title = IntrinsicView(Size(width: content.title.width, height: content.title.height))
    subtitle = IntrinsicView(Size(width: content.subtitle.width, height: content.subtitle.height))
    button = IntrinsicView(
      Size(width: FeedCellContent.button.width, height: FeedCellContent.button.height))
    super.init()
    let m = FeedCellContent.margins
    layoutMargins = EdgeInsets(top: m.top, left: m.left, bottom: m.bottom, right: m.right)
    for view in [image, title, subtitle, button] { addSubview(view) }
    title.setContentHuggingPriority(251, for: .horizontal)
    subtitle.setContentCompressionResistancePriority(749, for: .horizontal)
    button.setContentCompressionResistancePriority(.required, for: .horizontal)
  }

  /// The constraints of the cell's contents, all in the cell.
  func makeContentConstraints() {
    let (cell, image, title, button) = (self, self.image, self.title, self.button)
    image.mas.makeConstraints { make in
      make.leading.equalTo(cell.mas.leadingMargin)
      make.top.equalTo(cell.mas.topMargin)
      make.size.equalTo(Size(width: FeedCellContent.imageSide, height: FeedCellContent.imageSide))
      make.bottom.lessThanOrEqualTo(cell.mas.bottomMargin)
      make.bottom.equalTo(cell.mas.bottomMargin).priorityLow()
    }
    title.mas.makeConstraints { make in
      make.leading.equalTo(image.mas.trailing).offset(FeedCellContent.imageGap)
      make.top.equalTo(cell.mas.topMargin)
      make.trailing.lessThanOrEqualTo(button.mas.leading).offset(-FeedCellContent.buttonGap)
    }
    subtitle.mas.makeConstraints { make in
      make.leading.equalTo(title)
      make.top.equalTo(title.mas.bottom).offset(FeedCellContent.lineGap)
      make.trailing.lessThanOrEqualTo(button.mas.leading).offset(-FeedCellContent.buttonGap)
      make.bottom.lessThanOrEqualTo(cell.mas.bottomMargin)
    }
    button.mas.makeConstraints { make in
      make.trailing.equalTo(cell.mas.trailingMargin)
      buttonTop = make.top.equalTo(cell.mas.topMargin)
      make.bottom.lessThanOrEqualTo(cell.mas.bottomMargin)
    }
  }

  /// The cell's own constraints: under `previous` (the root's top for the first cell), the
  /// root's width inset by `inset` on both sides.
  func placementBlock(in root: LayoutView, under previous: LayoutView?, inset: Double)
    -> (ConstraintMaker) -> Void
  {
    { make in
      if let previous {
        make.top.equalTo(previous.mas.bottom)
      } else {
        make.top.equalTo(root.mas.top)
      }
      make.leading.equalTo(root.mas.leading).offset(inset)
      make.trailing.equalTo(root.mas.trailing).offset(-inset)
    }
  }
}

/// The whole screen: the root and its cells.
final class FeedScreen {
  /// The portrait size of the root; rotation swaps it.
  static let portrait = Size(width: 375, height: 667)

  let root: LayoutView
  let cells: [FeedCell]
  let contents: [FeedCellContent]

  /// A fresh tree of views, without constraints.
  init(cells count: Int) {
    root = LayoutView(
      frame: Rect(origin: .zero, size: Self.portrait), debugName: "feed")
    contents = (0..<count).map { FeedCellContent(index: $0) }
    cells = contents.map { FeedCell($0) }
    for cell in cells { root.addSubview(cell) }
  }

  /// The cell the animation frame and the remake change.
  var probe: Int { cells.count / 2 }

  /// Every `mas.makeConstraints` block of the screen.
  func makeConstraints() {
    for (index, cell) in cells.enumerated() {
      let previous = index == 0 ? nil : cells[index - 1]
      cell.mas.makeConstraints(cell.placementBlock(in: root, under: previous, inset: 0))
      cell.makeContentConstraints()
    }
  }

  /// The probe cell's `mas.remakeConstraints`, with the given horizontal inset.
  func remakeProbe(inset: Double) {
    let index = probe
    let previous = index == 0 ? nil : cells[index - 1]
    cells[index].mas.remakeConstraints(
      cells[index].placementBlock(in: root, under: previous, inset: inset))
  }

  /// How many views the screen has, the root included.
  var viewCount: Int { 1 + 5 * cells.count }
}
