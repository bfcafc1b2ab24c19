// SPDX-License-Identifier: MIT

import MasonryGeometry
import MasonryLayout
import Testing
import _MasonryTestSupport

/// A constraint waiting for the next pass is marked with its engine's serial (no reference to
/// the engine): an engine that takes over the tree before that pass, or one made after the
/// first is gone, still queues and solves it.
@Suite struct PendingQueueTests {
  @Test(arguments: Engine.allCases)
  func aConstraintQueuedInAReplacedEngineIsSolvedByTheNextOne(engine: Engine) {
    let root = makeRoot(engine)
    let view = LayoutView(debugName: "view")
    root.addSubview(view)
    view.translatesAutoresizingMaskIntoConstraints = false
    let constraints = [
      LayoutConstraint(item: view, attribute: .left, toItem: root, attribute: .left, constant: 7),
      LayoutConstraint(item: view, attribute: .top, toItem: root, attribute: .top, constant: 9),
      LayoutConstraint(item: view, attribute: .width, constant: 30),
      LayoutConstraint(item: view, attribute: .height, constant: 40),
    ]
    LayoutConstraint.activate(constraints)
    // Queued in the first engine; each replacement takes them over before any pass.
    for _ in 0..<3 { root.layoutEngine = LayoutEngine(solver: engine.make()) }
    root.layoutIfNeeded()
    #expect(view.frame == Rect(x: 7, y: 9, width: 30, height: 40))
    // Deactivated and activated again in the engine now in place: queued once more.
    LayoutConstraint.deactivate([constraints[2]])
    constraints[2].constant = 50
    LayoutConstraint.activate([constraints[2]])
    root.layoutIfNeeded()
    #expect(view.frame == Rect(x: 7, y: 9, width: 50, height: 40))
  }

  /// More constraints queued at once than one segment of the queue holds (1,024): each is
  /// solved, the ones in later segments too.
  @Test func aQueueLongerThanASegmentSolvesEveryConstraint() {
    let root = makeRoot(.simplex, width: 1_000, height: 100)
    var views: [LayoutView] = []
    var constraints: [LayoutConstraint] = []
    for index in 0..<300 {
      let view = LayoutView()
      root.addSubview(view)
      view.translatesAutoresizingMaskIntoConstraints = false
      views.append(view)
      constraints += [
        LayoutConstraint(
          item: view, attribute: .left, toItem: root, attribute: .left, constant: Double(index)),
        LayoutConstraint(item: view, attribute: .top, toItem: root, attribute: .top),
        LayoutConstraint(item: view, attribute: .width, constant: Double(1 + index % 3)),
        LayoutConstraint(item: view, attribute: .height, constant: 2),
      ]
    }
    LayoutConstraint.activate(constraints)
    root.layoutIfNeeded()
    for (index, view) in views.enumerated() {
      #expect(view.frame == Rect(x: Double(index), y: 0, width: Double(1 + index % 3), height: 2))
    }
  }
}
