// SPDX-License-Identifier: MIT

import MasonryGeometry
import Testing
import _MasonryTestSupport

@testable import MasonryLayout

/// A pass writes a frame from the values the engine noted at the solver's last report, when
/// nothing has changed since, and notes them again in its own epoch (what lets a later report
/// of the same value move nothing).
@Suite struct NotedValuesTests {
  @Test(arguments: Engine.allCases)
  func aWalkNotesTheValuesItWritesFramesFromInItsEpoch(_ engine: Engine) throws {
    let root = LayoutView(frame: Rect(x: 0, y: 0, width: 320, height: 480), debugName: "root")
    root.layoutEngine = LayoutEngine(solver: engine.make())
    var boxes: [LayoutView] = []
    for k in 0..<8 {
      let box = LayoutView(debugName: "box\(k)")
      box.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(box)
      LayoutConstraint.activate([
        LayoutConstraint(
          item: box, attribute: .left, toItem: root, attribute: .left, constant: 10),
        LayoutConstraint(
          item: box, attribute: .top, toItem: root, attribute: .top, constant: Double(30 * k)),
        LayoutConstraint(item: box, attribute: .width, constant: 100),
        LayoutConstraint(item: box, attribute: .height, constant: 20),
      ])
      boxes.append(box)
    }
    root.layoutIfNeeded()
    let layout = root.layoutEngine
    // A new epoch with nothing to solve: the walk lays out every view again, from the notes.
    layout.layoutEpoch += 1
    layout.walkPending = true
    root.layoutIfNeeded()
    #expect(!layout.needsSolve)
    for (k, box) in boxes.enumerated() {
      #expect(box.frame == Rect(x: 10, y: Double(30 * k), width: 100, height: 20))
      let variables = try #require(layout.existingVariables(of: box))
      for variable in [variables.minX, variables.minY, variables.width, variables.height] {
        let owner = layout.variableOwners[Int(variable.id)]
        #expect(owner.seenEpoch == layout.layoutEpoch, "box \(k), variable \(variable.id)")
      }
    }
  }
}
