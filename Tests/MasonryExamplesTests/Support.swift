// SPDX-License-Identifier: MIT

import MasonryGeometry
import MasonryLayout
import Testing
import _MasonryExamples
import _MasonryTestSupport

/// A phone upright, the first size every example is checked at.
let portrait = Size(width: 375, height: 667)
/// The phone on its side, the second size.
let landscape = Size(width: 667, height: 375)

/// What a test reads of a stage of an example.
struct StageRecord {
  /// The step's caption; empty for the first layout.
  let caption: String
  /// The frame of every view below the screen (in its superview) and the layout frame of every
  /// guide the user added, by name, at the solver's exact values (before pixel rounding).
  let frames: [String: Rect]
  /// The issues the engine reported during the stage.
  let issues: [LayoutIssue]
  /// The names of the views whose layout the constraints leave ambiguous.
  let ambiguous: [String]
  /// The descriptions of the constraints the engine broke, addresses masked, taken while the
  /// views are alive.
  let broken: [String]
}

/// Runs `example` at `size` on `engine` and records every stage.
func record(
  _ example: Example, _ size: Size, _ engine: Engine,
  direction: LayoutDirection = .leftToRight
) -> [StageRecord] {
  var records: [StageRecord] = []
  example.run(size: size, direction: direction, solver: engine.make()) { stage in
    var frames: [String: Rect] = [:]
    var ambiguous: [String] = []
    var pending = [stage.view]
    while let view = pending.popLast() {
      for guide in view.layoutGuides { frames[guide.debugName ?? "?"] = guide.unroundedLayoutFrame }
      for subview in view.subviews {
        frames[subview.debugName ?? "?"] = subview.unroundedFrame
        if subview.hasAmbiguousLayout { ambiguous.append(subview.debugName ?? "?") }
        pending.append(subview)
      }
    }
    records.append(
      StageRecord(
        caption: stage.caption, frames: frames, issues: stage.issues, ambiguous: ambiguous,
        broken: stage.issues.compactMap(\.brokenConstraint).map {
          maskingAddresses($0.description)
        }))
  }
  return records
}

/// Expects `stage` to hold exactly the views and guides of `expected`, each within 1e-6 of its
/// frame there, laid out without issues or ambiguity.
func expectFrames(
  _ stage: StageRecord, _ expected: [String: Rect],
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  #expect(
    stage.frames.keys.sorted() == expected.keys.sorted(), sourceLocation: sourceLocation)
  for (name, frame) in expected.sorted(by: { $0.key < $1.key }) {
    let actual = stage.frames[name] ?? .zero
    #expect(
      close(actual, frame), "\(name): \(actual) is not \(frame)", sourceLocation: sourceLocation)
  }
  #expect(stage.issues.isEmpty, sourceLocation: sourceLocation)
  #expect(stage.ambiguous.isEmpty, sourceLocation: sourceLocation)
}

/// A rectangle, shorter to write.
func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
  Rect(x: x, y: y, width: width, height: height)
}
