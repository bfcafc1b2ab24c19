// SPDX-License-Identifier: MIT

import MasonryGeometry
import MasonryLayout
import Testing
import _MasonryTestSupport

/// `rootView` remembers the root it found; every way a view changes trees must forget it.
@Suite struct RootLookupTests {
  /// A chain of `count` views under `top`, each the only subview of the one before.
  func chain(under top: LayoutView, _ count: Int) -> [LayoutView] {
    var views: [LayoutView] = []
    var parent = top
    for _ in 0..<count {
      let view = LayoutView()
      parent.addSubview(view)
      views.append(view)
      parent = view
    }
    return views
  }

  @Test func aDeepChainFindsItsRoot() {
    let root = LayoutView(debugName: "root")
    let views = chain(under: root, 50)
    for view in views.reversed() { #expect(view.rootView === root) }
    #expect(views[49].isDescendant(of: root))
    #expect(views[49].isDescendant(of: views[10]))
    #expect(!views[10].isDescendant(of: views[49]))
    #expect(!root.isDescendant(of: views[0]))
  }

  @Test func aSubtreeThatLeavesHasItsOwnRoot() {
    let root = LayoutView(debugName: "root")
    let views = chain(under: root, 6)
    #expect(views[5].rootView === root)
    views[2].removeFromSuperview()
    #expect(views[5].rootView === views[2])
    #expect(views[1].rootView === root)
    #expect(!views[5].isDescendant(of: root))
    #expect(views[5].isDescendant(of: views[2]))
  }

  @Test func aViewMovedOutOfAnAttachedSubtreeForgetsThatSubtreesRoot() {
    // s is a root whose descendants remember it; s joins another tree, d moves out of s's
    // subtree, s leaves again: d's root is the other tree's, not s.
    let root = LayoutView(debugName: "root")
    let other = LayoutView(debugName: "other")
    let s = LayoutView(debugName: "s")
    let d = chain(under: s, 3)[2]
    #expect(d.rootView === s)
    root.addSubview(s)
    #expect(d.rootView === root)
    other.addSubview(d)
    #expect(d.rootView === other)
    s.removeFromSuperview()
    #expect(s.rootView === s)
    #expect(d.rootView === other)
    #expect(!d.isDescendant(of: s))
  }

  @Test func aRootThatJoinsATreeHandsOverToItsRoot() {
    let top = LayoutView(debugName: "top")
    let s = LayoutView(debugName: "s")
    let views = chain(under: s, 4)
    #expect(views[3].rootView === s)
    let middle = chain(under: top, 2)[1]
    middle.addSubview(s)
    #expect(views[3].rootView === top)
    #expect(views[3].isDescendant(of: top))
    #expect(!middle.isDescendant(of: s))
  }

  @Test func aViewWhoseRootIsGoneIsItsOwnRoot() {
    var root: LayoutView? = LayoutView(debugName: "root")
    let child = LayoutView(debugName: "child")
    let grandchild = LayoutView(debugName: "grandchild")
    root?.addSubview(child)
    child.addSubview(grandchild)
    #expect(grandchild.rootView === root)
    root = nil
    #expect(child.superview == nil)
    #expect(grandchild.rootView === child)
  }

  @Test func insertingAnAncestorIntoItsOwnSubtreeIsRefused() {
    let log = IssueLog()
    let root = makeRoot(.simplex, log: log)
    let views = chain(under: root, 5)
    views[4].addSubview(views[1])
    #expect(views[1].superview === views[0])
    views[4].addSubview(root)
    #expect(root.superview == nil)
    #expect(log.kinds == [.misuse, .misuse])
  }
}
