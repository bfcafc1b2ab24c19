// SPDX-License-Identifier: MIT

import MasonryGeometry
import MasonryLayout
import Testing
import _MasonryTestSupport

/// What holds views and guides weakly (through their nodes, with no weak reference) lets go of
/// them when they go away, as weak references would.
@Suite struct ItemLifetimeTests {
  @Test(arguments: Engine.allCases)
  func constraintsSubviewsGuidesAndEnginesOutliveTheirItems(_ engine: Engine) {
    let root = LayoutView(frame: Rect(x: 0, y: 0, width: 100, height: 100), debugName: "root")
    root.layoutEngine = LayoutEngine(solver: engine.make())
    weak var gone: LayoutView?
    let child = LayoutView(debugName: "child")
    let guide = LayoutGuide(debugName: "guide")
    var kept: [LayoutConstraint] = []
    do {
      let container = LayoutView(debugName: "container")
      gone = container
      root.addSubview(container)
      container.addSubview(child)
      container.addLayoutGuide(guide)
      kept = [
        LayoutConstraint(item: container, attribute: .left, toItem: root, attribute: .left),
        LayoutConstraint(item: child, attribute: .top, toItem: container, attribute: .top),
        LayoutConstraint(item: guide, attribute: .width, toItem: child, attribute: .width),
      ]
      LayoutConstraint.activate(kept)
      root.layoutIfNeeded()
      #expect(kept[1].installedView === container)
      #expect(child.superview === container)
      #expect(guide.owningView === container)
      container.removeFromSuperview()
    }
    #expect(gone == nil)
    #expect(child.superview == nil)
    #expect(guide.owningView == nil)
    #expect(kept[0].firstItem == nil)
    #expect(kept[0].secondItem === root)
    #expect(kept[1].secondItem == nil)
    #expect(kept[1].installedView == nil)
    #expect(kept[2].firstItem === guide)
    // The tree that is left lays out, and its engine still serves it.
    root.layoutIfNeeded()
    #expect(root.layoutEngine.root === root)
    LayoutConstraint.deactivate(kept)
    #expect(kept.allSatisfy { !$0.isActive })
  }

  @Test func anEngineOutlivesItsRootAndTheRootItsEngine() {
    var root: LayoutView? = LayoutView(debugName: "root")
    let engine = LayoutEngine()
    root?.layoutEngine = engine
    #expect(engine.root === root)
    root = nil
    #expect(engine.root == nil)
  }

  /// What a tree asks of its next pass (a layout after a subview left, constraints to update,
  /// an intrinsic size to read again) does not keep it alive: a tree let go of before that
  /// pass goes away. Its engine's queues used to hold their views, and the root holds the
  /// engine, so such a tree lived on in a cycle.
  @Test(arguments: Engine.allCases, 0..<3)
  func aTreeWithPendingWorkGoesAwayWithoutAPass(_ engine: Engine, request: Int) {
    weak var goneRoot: LayoutView?
    weak var goneChild: LayoutView?
    weak var goneEngine: LayoutEngine?
    do {
      let root = makeRoot(engine)
      let a = makeChild(root, "a")
      let b = makeChild(root, "b")
      LayoutConstraint.activate([
        a.widthAnchor.constraint(equalToConstant: 40),
        b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
      ])
      root.layoutIfNeeded()
      switch request {
      case 0: b.removeFromSuperview()
      case 1: a.setNeedsUpdateConstraints()
      default: a.invalidateIntrinsicContentSize()
      }
      (goneRoot, goneChild, goneEngine) = (root, a, root.layoutEngine)
    }
    #expect(goneRoot == nil)
    #expect(goneChild == nil)
    #expect(goneEngine == nil)
  }

  /// The views' lists of installed constraints and the engine's queue of constraints for the
  /// next pass hold their constraints through references they retain and release themselves:
  /// a constraint deactivated, or whose view or engine went away (queued or solved), is freed
  /// once its caller lets it go, and one still active is not.
  @Test(arguments: Engine.allCases, 0..<4)
  func constraintsGoAwayWithTheirLastHolder(_ engine: Engine, request: Int) {
    weak var gone: LayoutConstraint?
    let root = makeRoot(engine)
    let a = makeChild(root, "a")
    do {
      // 0 and 1 deactivate a constraint of `a`; 2 and 3 let go of a view that holds one.
      let view = request < 2 ? a : makeChild(root, "c")
      let made = view.widthAnchor.constraint(equalToConstant: 40)
      gone = made
      made.isActive = true
      // Queued for the next pass: 0 and 2 solve it first.
      if request % 2 == 0 { root.layoutIfNeeded() }
      if request < 2 { made.isActive = false } else { view.removeFromSuperview() }
    }
    root.layoutIfNeeded()
    #expect(gone == nil)

    weak var kept: LayoutConstraint?
    do {
      let made = a.heightAnchor.constraint(equalToConstant: 20)
      kept = made
      made.isActive = true
    }
    #expect(kept != nil, "an active constraint is held by its view")
    weak var goneEngine: LayoutEngine?
    weak var queued: LayoutConstraint?
    do {
      let other = makeRoot(engine)
      let b = makeChild(other, "b")
      let made = b.widthAnchor.constraint(equalToConstant: 10)
      made.isActive = true
      (goneEngine, queued) = (other.layoutEngine, made)
    }
    #expect(goneEngine == nil)
    #expect(queued == nil, "a tree let go of before its pass frees its queued constraints")
  }
}
