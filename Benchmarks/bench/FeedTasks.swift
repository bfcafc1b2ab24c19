// SPDX-License-Identifier: MIT

import Foundation
import MasonryGeometry
import MasonryLayout
import MasonrySimplex
import MasonrySolving

/// The tasks of a layout workload, in table order.
enum LayoutTask: String, CaseIterable, Sendable, Codable {
  case make = "make"
  case firstLayout = "first layout"
  case rotation = "rotation"
  case animationFrame = "animation frame"
  case remake = "remake"
  case handWritten = "hand-written"
  /// The second floor: the hand-written arithmetic written into the views through `frame`.
  case frames = "frames"
  /// The solver alone: the first layout's constraints replayed from `.csys`.
  case solverBuild = "solver build"
  /// The solver alone: a rotation's constant changes replayed, and the changed values read.
  case solverRotation = "solver rotation"

  /// The key in the JSON document.
  var jsonKey: String {
    rawValue.replacingOccurrences(of: " ", with: "_").replacingOccurrences(of: "-", with: "_")
  }
}

/// One line of the layout table: a feed on an engine.
struct LayoutRow: Codable {
  var workload: String
  var engine: BenchEngine
  var views = 0
  var constraints = 0
  var variables = 0
  var outcomes: [LayoutTask: Outcome] = [:]
  /// The process that measured the row (a worker's, see ``Isolation``).
  var process = ProcessInfo.processInfo.processIdentifier

  func outcome(_ task: LayoutTask) -> Outcome { outcomes[task] ?? .skipped("not run") }
}

/// Runs the feed's tasks (see ``FeedWorkloads``) on the default engine (``SimplexSolver``).
enum FeedTasks {
  static func run(_ workload: LayoutWorkload, sampling: Sampling) -> LayoutRow {
    var row = LayoutRow(workload: workload.name, engine: .simplex)
    let n = workload.cells
    row.outcomes[.make] = outcome {
      try measureFresh(sampling, setup: { FeedScreen(cells: n) }) { $0.makeConstraints() }
    }
    row.outcomes[.firstLayout] = outcome {
      let setup = {
        let screen = FeedScreen(cells: n)
        screen.makeConstraints()
        return screen
      }
      return try measureFresh(sampling, setup: setup) { $0.root.layoutIfNeeded() }
    }
    let screen = FeedScreen(cells: n)
    screen.makeConstraints()
    screen.root.layoutIfNeeded()
    var state = FeedState()
    do {
      try FeedHandLayout.check(screen, state, after: "the first layout")
    } catch {
      for task in LayoutTask.allCases where row.outcomes[task] == nil {
        row.outcomes[task] = .failed("\(error)")
      }
      return row
    }
    let solver = screen.root.layoutEngine.solver
    row.views = screen.viewCount
    row.constraints = solver.constraintCount
    row.variables = solver.variableCount
    row.outcomes[.rotation] = outcome {
      try measureAndCheck(sampling, screen, &state, "rotation") { state in
        screen.root.frame.size = state.rotate()
      }
    }
    row.outcomes[.animationFrame] = outcome {
      guard let top = screen.cells[screen.probe].buttonTop else {
        throw BenchError("the probe cell kept no button-top constraint")
      }
      return try measureAndCheck(sampling, screen, &state, "an animation frame") { state in
        state.probeOffset = state.probeOffset == 0 ? 6 : 0
        top.offset(state.probeOffset)
      }
    }
    row.outcomes[.remake] = outcome {
      try measureAndCheck(sampling, screen, &state, "a remake") { state in
        state.probeInset = state.probeInset == 0 ? 12 : 0
        screen.remakeProbe(inset: state.probeInset)
      }
    }
    row.outcomes[.handWritten] = outcome {
      var frames = [Rect](repeating: .zero, count: 5 * n)
      let contents = screen.contents
      let probe = screen.probe
      let portrait = FeedState()
      return try measure(sampling) { count in
        for _ in 0..<count {
          FeedHandLayout.layout(contents, portrait, probe: probe, into: &frames)
          blackHole(frames)
        }
      }
    }
    row.outcomes[.frames] = outcome {
      let manual = FeedScreen(cells: n)
      var frames = [Rect](repeating: .zero, count: 5 * n)
      var state = FeedState()
      let measurement = try measure(sampling) { count in
        for _ in 0..<count {
          // Alternating widths, so that every write changes a frame, as a rotation does.
          _ = state.rotate()
          FeedFrameLayout.layout(manual, state, scratch: &frames)
        }
      }
      try FeedHandLayout.check(manual, state, after: "the manual layout")
      return measurement
    }
    measureSolver(n, sampling, into: &row)
    return row
  }

  /// The solver's own times for the feed (see ``FeedExport``): the first layout's build, and a
  /// rotation's round with the changed values read.
  private static func measureSolver(_ n: Int, _ sampling: Sampling, into row: inout LayoutRow) {
    let plan: ReplayPlan
    do {
      plan = try ReplayPlan(try FeedExport.system(cells: n))
    } catch {
      row.outcomes[.solverBuild] = .failed("\(error)")
      row.outcomes[.solverRotation] = .failed("\(error)")
      return
    }
    row.outcomes[.solverBuild] = outcome {
      try measure(sampling) { count in try solverBuildLoop(plan, count) }
    }
    row.outcomes[.solverRotation] = outcome {
      var replay = try ConstraintSystemReplay(plan, into: SimplexSolver())
      _ = replay.solver.takeChangedVariables()
      var next = 0
      return try measure(sampling, granularity: plan.roundCount) { count in
        try solverRoundLoop(&replay, &next, count)
      }
    }
  }

  @inline(never)
  private static func solverBuildLoop(_ plan: ReplayPlan, _ count: Int) throws {
    for _ in 0..<count {
      let replay = try ConstraintSystemReplay(plan, into: SimplexSolver())
      var sum = 0.0
      for variable in replay.variables { sum += replay.solver.value(of: variable) }
      precondition(sum.isFinite, "the replayed build has a value that is not finite")
      blackHole(replay)
    }
  }

  @inline(never)
  private static func solverRoundLoop(
    _ replay: inout ConstraintSystemReplay<SimplexSolver>, _ next: inout Int, _ count: Int
  ) throws {
    for _ in 0..<count {
      try replay.play(round: next)
      next = 1 - next
      let sum = readChangedValues(replay.solver, replay.variables)
      precondition(sum.isFinite, "a replayed rotation left a value that is not finite")
    }
  }

  /// Times `change` plus `layoutIfNeeded()`, then checks every frame against the hand-written
  /// layout of the state the changes left.
  private static func measureAndCheck(
    _ sampling: Sampling, _ screen: FeedScreen, _ state: inout FeedState, _ task: String,
    _ change: (inout FeedState) -> Void
  ) throws -> Measurement {
    let measurement = try measure(sampling) { count in
      for _ in 0..<count {
        change(&state)
        screen.root.layoutIfNeeded()
      }
    }
    try FeedHandLayout.check(screen, state, after: task)
    return measurement
  }

  private static func outcome(_ body: () throws -> Measurement) -> Outcome {
    do {
      return .measured(try body())
    } catch {
      return .failed("\(error)")
    }
  }
}

/// Times `body` on a fresh subject from `setup` each time (setup and teardown untimed) and
/// returns the median. The first run warms up; it is the only sample when it is slow.
func measureFresh<T>(
  _ sampling: Sampling, setup: () throws -> T, _ body: (T) throws -> Void
) throws -> Measurement {
  let clock = ContinuousClock()
  var samples: [Double] = []
  let start = clock.now
  var warm = false
  while samples.count < sampling.maxSamples {
    let subject = try setup()
    let time = try clock.measure { try body(subject) }.inSeconds
    blackHole(subject)
    if !warm {
      warm = true
      if time >= sampling.slowSample.inSeconds {
        return Measurement(seconds: time, best: time, samples: 1, operationsPerSample: 1)
      }
      continue
    }
    samples.append(time)
    let spent = clock.now - start
    if samples.count >= sampling.minSamples, spent >= sampling.budget { break }
    if samples.count >= 3, spent >= sampling.slowSample * 4 { break }
  }
  return Measurement(
    seconds: median(samples), best: samples.min() ?? 0, samples: samples.count,
    operationsPerSample: 1)
}
