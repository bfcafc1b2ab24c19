// SPDX-License-Identifier: MIT

import MasonryGeometry
import MasonryLayout
import Testing
import _MasonryTestSupport

/// Records the order of `layoutSubviews` calls, and runs per-view actions inside them.
final class CallLog {
  var calls: [String] = []
  var actions: [String: () -> Void] = [:]
}

/// A view that logs its `layoutSubviews` calls (after the base has written the frames).
final class LoggingView: LayoutView {
  let log: CallLog

  init(_ name: String, log: CallLog, frame: Rect = .zero) {
    self.log = log
    super.init(frame: frame, debugName: name)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let name = debugName ?? "?"
    log.calls.append(name)
    log.actions[name]?()
  }
}

/// The numbers of a ``StackFixture``, per cell.
struct StackConstants: Equatable {
  var rootWidth = 400.0
  var insets: [Double]
  var heights: [Double]
  var buttonTops: [Double]
  var markerLefts: [Double]

  init(cells: Int) {
    insets = Array(repeating: 0, count: cells)
    heights = Array(repeating: 30, count: cells)
    buttonTops = Array(repeating: 5, count: cells)
    markerLefts = Array(repeating: 50, count: cells)
  }
}

/// A feed-like tree: cells stacked in a root 300 high (400 wide by default), each inset from the root's sides, with
/// a button at its top right, a label on its margins (cells preserve the root's margins, 20 on
/// the sides), a
/// marker and a guide placed horizontally from the root (so they stay when the cell moves
/// sideways).
final class StackFixture {
  let log = CallLog()
  let root: LoggingView
  let engine: LayoutEngine
  private(set) var cells: [LoggingView] = []
  private(set) var buttons: [LoggingView] = []
  private(set) var labels: [LoggingView] = []
  private(set) var markers: [LoggingView] = []
  private(set) var guides: [LayoutGuide] = []
  /// Per cell: the left and right insets, the height, the button's top, the marker's left.
  private(set) var lefts: [LayoutConstraint] = []
  private(set) var rights: [LayoutConstraint] = []
  private(set) var heights: [LayoutConstraint] = []
  private(set) var buttonTops: [LayoutConstraint] = []
  private(set) var markerLefts: [LayoutConstraint] = []

  init(_ engine: Engine, _ constants: StackConstants, safeArea: Bool = false) {
    root = LoggingView(
      "root", log: log, frame: Rect(x: 0, y: 0, width: constants.rootWidth, height: 300))
    self.engine = LayoutEngine(solver: engine.make())
    self.engine.issueHandler = { issue in Issue.record("unexpected issue: \(issue.message)") }
    root.layoutEngine = self.engine
    // Wider than the cells' own: a cell less than 12 from the side grows its margins to these.
    root.layoutMargins = EdgeInsets(top: 4, left: 20, bottom: 4, right: 20)
    if safeArea { root.safeAreaInsets = EdgeInsets(top: 20, left: 12, bottom: 0, right: 0) }
    for index in constants.heights.indices { addCell(index, constants) }
  }

  private func addCell(_ index: Int, _ constants: StackConstants) {
    let cell = child(of: root, "c\(index)")
    cell.preservesSuperviewLayoutMargins = true
    let button = child(of: cell, "b\(index)")
    let label = child(of: cell, "l\(index)")
    let marker = child(of: cell, "m\(index)")
    let guide = LayoutGuide(debugName: "g\(index)")
    cell.addLayoutGuide(guide)
    let inset = constants.insets[index]
    let top =
      cells.last.map { pin(cell, .top, .equal, $0, .bottom) } ?? pin(cell, .top, .equal, root)
    let made = [
      pin(cell, .left, .equal, root, plus: inset), pin(cell, .right, .equal, root, plus: -inset),
      pin(cell, .height, plus: constants.heights[index]),
      pin(button, .top, .equal, cell, plus: constants.buttonTops[index]),
      pin(marker, .left, .equal, root, plus: constants.markerLefts[index]),
    ]
    LayoutConstraint.activate(
      made + [
        top, pin(button, .right, .equal, cell, plus: -8), pin(button, .width, plus: 40),
        pin(button, .height, plus: 20), pin(label, .left, .equal, cell, .leftMargin),
        pin(label, .top, .equal, cell, .topMargin), pin(label, .width, plus: 20),
        pin(label, .height, plus: 10), pin(marker, .top, .equal, cell, plus: 2),
        pin(marker, .width, plus: 4), pin(marker, .height, plus: 4),
        pin(guide, .left, .equal, root, plus: 30), pin(guide, .top, .equal, cell),
        pin(guide, .width, plus: 5), pin(guide, .height, plus: 5),
      ])
    cells.append(cell)
    buttons.append(button)
    labels.append(label)
    markers.append(marker)
    guides.append(guide)
    lefts.append(made[0])
    rights.append(made[1])
    heights.append(made[2])
    buttonTops.append(made[3])
    markerLefts.append(made[4])
  }

  private func child(of parent: LayoutView, _ name: String) -> LoggingView {
    let view = LoggingView(name, log: log)
    view.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(view)
    return view
  }

  /// Sets the root's width and the constants of the live constraints.
  func apply(_ constants: StackConstants) {
    root.frame = Rect(x: 0, y: 0, width: constants.rootWidth, height: 300)
    for index in cells.indices {
      lefts[index].constant = constants.insets[index]
      rights[index].constant = -constants.insets[index]
      heights[index].constant = constants.heights[index]
      buttonTops[index].constant = constants.buttonTops[index]
      markerLefts[index].constant = constants.markerLefts[index]
    }
  }

  /// Every frame of the tree (views in tree order, then each cell's guide and margins guide),
  /// as the last layout wrote them.
  var frames: [Rect] {
    var result: [Rect] = []
    var stack: [LayoutView] = [root]
    while let view = stack.popLast() {
      result.append(view.frame)
      stack.append(contentsOf: view.subviews.reversed())
    }
    for (cell, guide) in zip(cells, guides) {
      result += [guide.layoutFrame, cell.layoutMarginsGuide.layoutFrame]
    }
    return result
  }
}

/// Whether two lists of frames agree to 1e-6, frame by frame.
func close(_ lhs: [Rect], _ rhs: [Rect]) -> Bool {
  lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { close($0, $1) }
}
