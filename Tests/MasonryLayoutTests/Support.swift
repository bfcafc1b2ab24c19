// SPDX-License-Identifier: MIT

import MasonryGeometry
import MasonryLayout
import Testing
import _MasonryTestSupport

/// Collects the issues an engine reports.
final class IssueLog {
  var issues: [LayoutIssue] = []
  var messages: [String] { issues.map(\.message) }
  var kinds: [LayoutIssue.Kind] { issues.map(\.kind) }
}

/// A root of the given size on `engine`, its issues going to `log`.
func makeRoot(
  _ engine: Engine, width: Double = 400, height: Double = 300, log: IssueLog = IssueLog()
) -> LayoutView {
  let root = LayoutView(frame: Rect(x: 0, y: 0, width: width, height: height), debugName: "root")
  let layoutEngine = LayoutEngine(solver: engine.make())
  layoutEngine.issueHandler = { log.issues.append($0) }
  root.layoutEngine = layoutEngine
  return root
}

/// A subview of `parent` left to its constraints.
func makeChild(_ parent: LayoutView, _ name: String) -> LayoutView {
  let view = LayoutView(debugName: name)
  view.translatesAutoresizingMaskIntoConstraints = false
  parent.addSubview(view)
  return view
}

/// Whether two rectangles agree to 1e-6 (the dense engine rounds).
func close(_ lhs: Rect, _ rhs: Rect) -> Bool {
  lhs.isApproximatelyEqual(to: rhs, absoluteTolerance: 1e-6)
}

/// Whether two points agree to 1e-6.
func close(_ lhs: Point, _ rhs: Point) -> Bool {
  lhs.isApproximatelyEqual(to: rhs, absoluteTolerance: 1e-6)
}

/// Whether two sizes agree to 1e-6.
func close(_ lhs: Size, _ rhs: Size) -> Bool {
  lhs.isApproximatelyEqual(to: rhs, absoluteTolerance: 1e-6)
}

/// A view with a fixed natural size.
final class SizedView: LayoutView {
  var natural: Size
  var baseline: Double?

  init(_ name: String, _ natural: Size, baseline: Double? = nil) {
    self.natural = natural
    self.baseline = baseline
    super.init(debugName: name)
  }

  override var intrinsicContentSize: Size { natural }
  override var firstBaselineOffsetFromTop: Double? { baseline }
  override var lastBaselineOffsetFromBottom: Double {
    baseline.map { natural.height - $0 } ?? 0
  }
}
