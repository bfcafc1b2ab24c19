// SPDX-License-Identifier: MIT

import MasonryDSL
import MasonryGeometry
import MasonryLayout
import Testing
import _MasonryTestSupport

/// Collects the issues an engine reports.
final class IssueLog {
  var issues: [LayoutIssue] = []
  var kinds: [LayoutIssue.Kind] { issues.map(\.kind) }
}

/// A root of the given size on `engine`, its issues going to `log`.
func makeRoot(
  _ engine: Engine, width: Double = 400, height: Double = 300, log: IssueLog = IssueLog(),
  name: String = "root"
) -> LayoutView {
  let root = LayoutView(frame: Rect(x: 0, y: 0, width: width, height: height), debugName: name)
  let layoutEngine = LayoutEngine(solver: engine.make())
  layoutEngine.issueHandler = { log.issues.append($0) }
  root.layoutEngine = layoutEngine
  return root
}

/// A named subview of `parent`.
@discardableResult
func addView(_ parent: LayoutView, _ name: String) -> LayoutView {
  let view = LayoutView(debugName: name)
  parent.addSubview(view)
  return view
}

/// Replaces every `0x…` address with `0x…`, for texts that name unnamed objects.
func maskingAddresses(_ text: String) -> String {
  var result = ""
  var rest = Substring(text)
  while let range = rest.range(of: "0x") {
    result += rest[..<range.lowerBound] + "0x…"
    rest = rest[range.upperBound...].drop { $0.isHexDigit }
  }
  return result + rest
}

/// The view class of Masonry's debugging example.
final class DebuggingView: LayoutView {}

/// A view with a text's natural size.
final class Label: LayoutView {
  var natural = Size(width: 120, height: 20)

  override var intrinsicContentSize: Size { natural }
}

/// Whether two numbers agree to 1e-6 (the dense engine rounds).
func close(_ lhs: Double, _ rhs: Double) -> Bool {
  abs(lhs - rhs) <= 1e-6
}

/// Whether two rectangles agree to 1e-6.
func close(_ lhs: Rect, _ rhs: Rect) -> Bool {
  lhs.isApproximatelyEqual(to: rhs, absoluteTolerance: 1e-6)
}
