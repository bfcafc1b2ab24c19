// SPDX-License-Identifier: MIT

public import MasonryGeometry
public import MasonryLayout

/// Collects the issues an engine reports.
public final class IssueLog {
  /// Every issue, in order.
  public var issues: [LayoutIssue] = []
  /// The issues' messages.
  public var messages: [String] { issues.map(\.message) }
  /// The issues' kinds.
  public var kinds: [LayoutIssue.Kind] { issues.map(\.kind) }

  public init() {}
}

/// A root of the given size on `engine`, its issues going to `log`.
public func makeRoot(
  _ engine: Engine, width: Double = 400, height: Double = 300, log: IssueLog = IssueLog(),
  name: String = "root"
) -> LayoutView {
  let root = LayoutView(frame: Rect(x: 0, y: 0, width: width, height: height), debugName: name)
  let layoutEngine = LayoutEngine(solver: engine.make())
  layoutEngine.issueHandler = { log.issues.append($0) }
  root.layoutEngine = layoutEngine
  return root
}

/// A named subview of `parent`, left to the DSL (which turns off its frame translation).
@discardableResult
public func addView(_ parent: LayoutView, _ name: String) -> LayoutView {
  let view = LayoutView(debugName: name)
  parent.addSubview(view)
  return view
}

/// A subview of `parent` left to its constraints.
public func makeChild(_ parent: LayoutView, _ name: String) -> LayoutView {
  let view = LayoutView(debugName: name)
  view.translatesAutoresizingMaskIntoConstraints = false
  parent.addSubview(view)
  return view
}

/// `count` rows of `height` stacked down from the top of `root`, each as wide as it, held by
/// anchors (top to the row above, or to the root).
public func stackedRows(in root: LayoutView, count: Int, height: Double) -> [LayoutView] {
  var rows: [LayoutView] = []
  for index in 0..<count {
    let row = makeChild(root, "row\(index)")
    LayoutConstraint.activate([
      row.leftAnchor.constraint(equalTo: root.leftAnchor),
      row.rightAnchor.constraint(equalTo: root.rightAnchor),
      row.topAnchor.constraint(equalTo: rows.last?.bottomAnchor ?? root.topAnchor),
      row.heightAnchor.constraint(equalToConstant: height),
    ])
    rows.append(row)
  }
  return rows
}

/// Whether two rectangles agree to 1e-6 (the dense engine rounds).
public func close(_ lhs: Rect, _ rhs: Rect) -> Bool {
  lhs.isApproximatelyEqual(to: rhs, absoluteTolerance: 1e-6)
}

/// Whether two points agree to 1e-6.
public func close(_ lhs: Point, _ rhs: Point) -> Bool {
  lhs.isApproximatelyEqual(to: rhs, absoluteTolerance: 1e-6)
}

/// Whether two sizes agree to 1e-6.
public func close(_ lhs: Size, _ rhs: Size) -> Bool {
  lhs.isApproximatelyEqual(to: rhs, absoluteTolerance: 1e-6)
}

/// Whether two numbers agree to 1e-6.
public func close(_ lhs: Double, _ rhs: Double) -> Bool {
  abs(lhs - rhs) <= 1e-6
}

/// A view with a fixed natural size and, optionally, a baseline.
public final class SizedView: LayoutView {
  /// The intrinsic content size.
  public var natural: Size
  /// The first baseline's distance from the top, if any.
  public var baseline: Double?

  public init(_ name: String, _ natural: Size, baseline: Double? = nil) {
    self.natural = natural
    self.baseline = baseline
    super.init(debugName: name)
  }

  public override var intrinsicContentSize: Size { natural }
  public override var firstBaselineOffsetFromTop: Double? { baseline }
  public override var lastBaselineOffsetFromBottom: Double {
    baseline.map { natural.height - $0 } ?? 0
  }
}

/// Replaces every `0x…` address with `0x…`, for texts that name unnamed objects.
public func maskingAddresses(_ text: String) -> String {
  var result = ""
  var rest = Substring(text)
  while let range = rest.range(of: "0x") {
    result += rest[..<range.lowerBound] + "0x…"
    rest = rest[range.upperBound...].drop { $0.isHexDigit }
  }
  return result + rest
}
