// SPDX-License-Identifier: MIT

import MasonryDSL
import MasonryLayout
import Testing

/// A kept `Constraint` handle holds its views weakly, as Masonry's does: the DSL holds them
/// strongly only while a block is being made.
@Suite struct HandleLifetimeTests {
  /// A root and a child with a DSL constraint between them; the handle is returned, the views
  /// only weakly.
  private static func made(prepareOnly: Bool) -> (Constraint?, weak: [() -> LayoutView?]) {
    let root = LayoutView(debugName: "root")
    let child = LayoutView(debugName: "child")
    root.addSubview(child)
    var kept: Constraint?
    let block: (ConstraintMaker) -> Void = { make in
      kept = make.top.equalTo(root.mas.top).offset(8)
      make.height.equalTo(20)
    }
    if prepareOnly {
      child.mas.prepareConstraints(block)
    } else {
      child.mas.makeConstraints(block)
    }
    return (kept, [{ [weak root] in root }, { [weak child] in child }])
  }

  @Test(arguments: [false, true])
  func aKeptHandleDoesNotKeepItsViews(prepareOnly: Bool) {
    let (handle, views) = Self.made(prepareOnly: prepareOnly)
    #expect(handle != nil)
    #expect(views.allSatisfy { $0() == nil })
    #expect(
      handle?.layoutConstraints.allSatisfy { $0.firstItem == nil && $0.secondItem == nil } == true)
    // The handle of views that are gone takes a new constant without trapping.
    handle?.offset(4)
  }

  @Test func aPreparedHandleStillInstallsWhileItsViewsLive() {
    let root = LayoutView(frame: .init(x: 0, y: 0, width: 100, height: 100), debugName: "root")
    let child = LayoutView(debugName: "child")
    root.addSubview(child)
    let prepared = child.mas.prepareConstraints { make in
      make.left.top.equalTo(root).offset(5)
      make.width.height.equalTo(10)
    }
    for constraint in prepared { constraint.install() }
    root.layoutIfNeeded()
    #expect(child.frame == .init(x: 5, y: 5, width: 10, height: 10))
  }
}
