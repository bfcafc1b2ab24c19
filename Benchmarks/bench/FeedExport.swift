// SPDX-License-Identifier: MIT

import MasonryGeometry
import MasonryLayout
import MasonrySolving

/// The solver's share of a feed: the constraints the layout engine hands its solver for the
/// first layout of `feed-N`, and the constant changes of a rotation (to landscape, and back) as
/// two rounds, recorded through a ``FeedRecorder``. `bench export feed-N` prints it as `.csys`;
/// the feed table replays it for the solver's own time of the first layout and of a rotation.
enum FeedExport {
  /// The label of the `k`-th constraint a rotation changes.
  static func label(_ k: Int) -> String { "rotation_\(k)" }

  /// The system of `cells` cells: the build of the first layout, and the two rotation rounds.
  static func system(cells: Int) throws -> ConstraintSystem {
    let recorder = FeedRecorder()
    let screen = FeedScreen(cells: cells)
    screen.root.layoutEngine = LayoutEngine(solver: recorder)
    screen.makeConstraints()
    screen.root.layoutIfNeeded()
    try FeedHandLayout.check(screen, FeedState(), after: "the recorded first layout")
    _ = recorder.takeChanges()
    var rounds: [[(handle: ConstraintHandle, constant: Double)]] = []
    for width in [667.0, FeedScreen.portrait.width] {
      screen.root.frame.size = Size(width: width, height: 1042 - width)
      screen.root.layoutIfNeeded()
      let changes = recorder.takeChanges()
      guard !changes.structure else {
        throw BenchError("a rotation changed more than constants: it cannot be replayed")
      }
      rounds.append(changes.constants)
    }
    var labels: [ConstraintHandle: String] = [:]
    for change in rounds.joined() where labels[change.handle] == nil {
      labels[change.handle] = label(labels.count)
    }
    let solver = recorder.inner
    var system = ConstraintSystem()
    for id in 0..<solver.variableCount {
      _ = system.addVariable(named: solver.name(of: Variable(id: Int32(id))))
    }
    // The build carries each constraint as the first layout left it (the constants of the
    // portrait state the rounds end in).
    for handle in recorder.added where !recorder.removed.contains(handle) {
      guard var constraint = solver.constraint(handle) else { continue }
      // As a .csys file has them: the variables without the recording solver's tag, which the
      // solvers of the replay would refuse.
      for index in constraint.expression.terms.indices {
        let variable = constraint.expression.terms[index].variable
        constraint.expression.terms[index].variable = Variable(id: variable.id)
      }
      system.build.append(.constraint(.init(constraint, label: labels[handle])))
    }
    system.rounds = rounds.map { round in
      ConstraintSystem.Round(
        round.compactMap { change in
          labels[change.handle].map { .setConstant(label: $0, change.constant) }
        })
    }
    return system
  }
}
