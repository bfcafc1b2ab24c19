// SPDX-License-Identifier: MIT

import MasonryDSL
import MasonryGeometry
import MasonryLayout
import Testing
import _MasonryTestSupport

/// Numbers outside `LayoutLimits` given to the layout engine (issue 12: R1, R13, R14 and the
/// DSL cases) never trap: each is reported as a `LayoutIssue` naming the line where the
/// constraint was made, the previous value is kept, and layout goes on as before.
@Suite struct ValueLimitsTests {
  /// A box pinned inside the root's safe area, and its constraint.
  static func pinnedBox(
    _ engine: Engine, _ log: IssueLog
  ) -> (LayoutView, LayoutView, Constraint?, UInt) {
    let root = makeRoot(engine, log: log)
    let box = addView(root, "box")
    var edges: Constraint?
    let line: UInt = #line + 2
    box.mas.makeConstraints { make in
      edges = make.edges.equalTo(root.safeAreaLayoutGuide).insets(EdgeInsets(all: 10))
    }
    root.layoutIfNeeded()
    return (root, box, edges, line)
  }

  static let boxFrame = Rect(x: 10, y: 10, width: 380, height: 280)

  /// R1: NaN or infinite safe area insets and margins are refused (no endless recursion).
  @Test(arguments: Engine.allCases)
  func nonFiniteInsetsAndMarginsAreRefused(engine: Engine) {
    let log = IssueLog()
    let (root, box, _, _) = Self.pinnedBox(engine, log)
    let bad: [Double] = [.nan, .infinity, -.infinity, 1e300]
    for value in bad {
      root.safeAreaInsets = EdgeInsets(top: value, left: 0, bottom: 0, right: 0)
      root.layoutMargins = EdgeInsets(top: 0, left: value, bottom: 0, right: 0)
      root.directionalLayoutMargins = DirectionalEdgeInsets(
        top: 0, leading: 0, bottom: value, trailing: 0)
      root.layoutIfNeeded()
    }
    #expect(log.kinds == Array(repeating: .invalidValue, count: 3 * bad.count))
    #expect(root.safeAreaInsets == .zero)
    #expect(close(box.frame, Self.boxFrame))
  }

  /// NaN, infinite and huge offsets, insets and priorities through the DSL after installation
  /// are refused at the line of each call (where the bad value was written, not where the
  /// constraint was made); the layout is unchanged.
  @Test(arguments: Engine.allCases)
  func nonFiniteDSLChangesAreReportedAtTheirLine(engine: Engine) throws {
    let log = IssueLog()
    let (root, box, made, madeAt) = Self.pinnedBox(engine, log)
    let edges = try #require(made)
    let line: UInt = #line + 1
    edges.offset(.nan)
    edges.insets(EdgeInsets(top: .infinity, left: 1e300, bottom: -.infinity, right: .nan))
    edges.priority(LayoutPriority(.nan))
    root.layoutIfNeeded()
    // One issue per DSL call, listing the four constraints of `edges` (issue 11, item 7).
    #expect(log.kinds == Array(repeating: .invalidConstraint, count: 3))
    #expect(log.issues.map(\.constraints.count) == [4, 4, 4])
    #expect(log.issues.map { $0.location?.line } == [line, line + 1, line + 2])
    #expect(line != madeAt)
    #expect(close(box.frame, Self.boxFrame))
    #expect(edges.layoutConstraints.allSatisfy { $0.constant.isFinite && $0.priority.isValid })
  }

  /// R13: a zero multiplier set on an active location constraint is refused, as activation
  /// refuses it; out-of-range multipliers and constants too.
  @Test(arguments: Engine.allCases)
  func multipliersSetAfterActivationAreChecked(engine: Engine) throws {
    let log = IssueLog()
    let root = makeRoot(engine, log: log)
    let box = addView(root, "box")
    var left: Constraint?
    var width: Constraint?
    let line: UInt = #line + 2
    box.mas.makeConstraints { make in
      left = make.left.equalTo(root).offset(20)
      width = make.width.equalTo(root).multipliedBy(0.5)
      make.top.height.equalTo(root)
    }
    root.layoutIfNeeded()
    let frame = Rect(x: 20, y: 0, width: 200, height: 300)
    #expect(close(box.frame, frame))
    let changedAt: UInt = #line + 1
    try #require(left).multipliedBy(0)
    try #require(width).multipliedBy(1e9)
    try #require(width).offset(1e20)
    root.layoutIfNeeded()
    #expect(log.kinds == Array(repeating: .invalidConstraint, count: 3))
    // At the line of each change, not the block's (`line`) that made the constraints.
    #expect(log.issues.map { $0.location?.line } == [changedAt, changedAt + 1, changedAt + 2])
    #expect(changedAt != line)
    #expect(close(box.frame, frame))
    #expect(try #require(left).layoutConstraints.first?.multiplier == 1)
  }

  /// R14: an intrinsic size beyond the limits is reported and treated as none.
  @Test(arguments: Engine.allCases)
  func hugeIntrinsicSizesAreReported(engine: Engine) {
    let log = IssueLog()
    let root = makeRoot(engine, log: log)
    let view = SizedView("huge", Size(width: 1e308, height: 20))
    root.addSubview(view)
    view.mas.makeConstraints { make in
      make.left.top.equalTo(root)
    }
    root.layoutIfNeeded()
    #expect(log.kinds == [.invalidValue])
    #expect(view.frame.size.width == 0)
    #expect(view.frame.size.height == 20)
  }

  /// F2 through the layout engine: a width 100, then 1e308 (refused at its line), then 50 ends
  /// at 50; a width at the limit and back ends exactly where it should too.
  @Test(arguments: Engine.allCases)
  func aWidthThroughAHugeValueAndBackEndsWhereItShould(engine: Engine) throws {
    let log = IssueLog()
    let root = makeRoot(engine, log: log)
    let box = addView(root, "box")
    var width: Constraint?
    box.mas.makeConstraints { make in
      make.left.top.equalTo(root)
      make.height.equalTo(10)
      width = make.width.equalTo(100)
    }
    root.layoutIfNeeded()
    let constraint = try #require(width)
    constraint.offset(1e308)
    root.layoutIfNeeded()
    #expect(log.kinds == [.invalidConstraint])
    #expect(box.frame.size.width == 100)
    constraint.offset(LayoutLimits.largestLength)
    root.layoutIfNeeded()
    #expect(box.frame.size.width == LayoutLimits.largestLength)
    constraint.offset(50)
    root.layoutIfNeeded()
    #expect(box.frame.size.width == 50)
    #expect(log.issues.count == 1)
  }
}
