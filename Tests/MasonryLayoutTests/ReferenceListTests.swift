// SPDX-License-Identifier: MIT

import MasonryLayout
import Testing

/// The lists of active constraints each item keeps (for letting go of a subtree), which a
/// constraint leaves by index when it is deactivated.
@Suite struct ReferenceListTests {
  @Test func aConstraintBetweenTwoAttributesOfOneViewLeavesItsListWhole() {
    let root = LayoutView(debugName: "root")
    let view = LayoutView(debugName: "view")
    let other = LayoutView(debugName: "other")
    root.addSubview(view)
    root.addSubview(other)
    let square = LayoutConstraint(
      item: view, attribute: .width, toItem: view, attribute: .height)
    let aligned = LayoutConstraint(
      item: view, attribute: .left, toItem: other, attribute: .left)
    aligned.isActive = true
    square.isActive = true
    #expect(view._layoutNode.references.count == 3)
    square.isActive = false
    #expect(view._layoutNode.references.map(ObjectIdentifier.init) == [ObjectIdentifier(aligned)])
    square.isActive = true
    aligned.isActive = false
    square.isActive = false
    #expect(view._layoutNode.references.isEmpty)
    #expect(other._layoutNode.references.isEmpty)
  }

  @Test func removalsFollowTheMovedConstraint() {
    let root = LayoutView(debugName: "root")
    let views = (0..<4).map { LayoutView(debugName: "v\($0)") }
    for view in views { root.addSubview(view) }
    let constraints = views.dropFirst().map { view in
      LayoutConstraint(item: views[0], attribute: .top, toItem: view, attribute: .top)
    }
    LayoutConstraint.activate(constraints)
    // Out of order, so that each removal moves the last reference into the hole.
    for index in [0, 2, 1] {
      constraints[index].isActive = false
      let left = constraints.filter(\.isActive).map(ObjectIdentifier.init)
      #expect(Set(views[0]._layoutNode.references.map(ObjectIdentifier.init)) == Set(left))
      #expect(views[0]._layoutNode.references.count == left.count)
    }
  }

  /// The lists do not hold their constraints: one whose installing view goes away (with the
  /// view's list of installed constraints) goes too, and leaves the lists of the items that
  /// stay, which then neither keep it alive nor point at it.
  @Test func aConstraintWhoseViewGoesAwayLeavesTheListsOfItemsThatStay() {
    let kept = LayoutView(debugName: "kept")
    let keptAnchor = LayoutView(debugName: "keptAnchor")
    weak var gone: LayoutConstraint?
    do {
      let container = LayoutView(debugName: "container")
      container.addSubview(kept)
      container.addSubview(keptAnchor)
      let constraint = LayoutConstraint(
        item: kept, attribute: .left, toItem: keptAnchor, attribute: .left)
      constraint.isActive = true
      gone = constraint
      #expect(constraint.installedView === container)
      #expect(kept._layoutNode.references.count == 1)
    }
    #expect(gone == nil)
    #expect(kept._layoutNode.references.isEmpty)
    #expect(keptAnchor._layoutNode.references.isEmpty)
  }

  /// The list is threaded through the constraints: it keeps the order of activation through
  /// removals from anywhere in it, and a constraint activated again goes to its end.
  @Test func theListKeepsTheOrderOfActivation() {
    let root = LayoutView(debugName: "root")
    let views = (0..<5).map { LayoutView(debugName: "v\($0)") }
    for view in views { root.addSubview(view) }
    let constraints = views.dropFirst().map { view in
      LayoutConstraint(item: views[0], attribute: .top, toItem: view, attribute: .top)
    }
    LayoutConstraint.activate(constraints)
    constraints[1].isActive = false
    constraints[0].isActive = false
    constraints[1].isActive = true
    let expected = [constraints[2], constraints[3], constraints[1]]
    #expect(
      views[0]._layoutNode.references.map(ObjectIdentifier.init)
        == expected.map(ObjectIdentifier.init))
    #expect(views[0]._layoutNode.trackedConstraints.isEmpty)
  }

  /// A subview that leaves the tree takes the constraints that cross to it out of both lists
  /// (one of them listed twice in its own), and deactivating them again changes nothing.
  @Test func aViewThatLeavesTheTreeLeavesTheOtherListsWhole() {
    let root = LayoutView(debugName: "root")
    let kept = LayoutView(debugName: "kept")
    root.addSubview(kept)
    var constraints: [LayoutConstraint] = []
    do {
      let gone = LayoutView(debugName: "gone")
      root.addSubview(gone)
      constraints = [
        LayoutConstraint(item: kept, attribute: .left, toItem: gone, attribute: .left),
        LayoutConstraint(item: gone, attribute: .width, toItem: gone, attribute: .height),
        LayoutConstraint(item: gone, attribute: .top, toItem: kept, attribute: .top),
      ]
      LayoutConstraint.activate(constraints)
      #expect(gone._layoutNode.references.count == 4)
      gone.removeFromSuperview()
    }
    #expect(kept._layoutNode.references.isEmpty)
    LayoutConstraint.deactivate(constraints)
    #expect(kept._layoutNode.references.isEmpty)
  }
}
