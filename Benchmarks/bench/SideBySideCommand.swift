// SPDX-License-Identifier: MIT

import MasonrySimplex
import MasonrySolving

/// `bench side-by-side WORKLOAD [--copies K] [--samples S]`: tells the solver's own growth
/// from the memory's.
///
/// A system K times larger than `WORKLOAD` (`cards-10000` for `cards-1000`, K = 10) costs more
/// than K times as much on a real machine even for an engine whose work is exactly linear: its
/// data outgrows the caches (and the TLB) that the smaller one fits in, and a shared machine's
/// neighbours take a varying share of them. So the command also builds K copies of
/// `WORKLOAD` into K separate simplex solvers, side by side (every copy takes a build step
/// before any takes the next; every copy plays a round before any plays the next), which is K
/// times the work on K times the data, by solvers that share nothing: the growth a solver
/// whose cost per system is fixed pays on this machine. The three (one `WORKLOAD`, K copies
/// side by side, one K times larger) are timed in turn, sample after sample, so that the
/// machine's load moves all three alike; the table gives their medians and three ratios:
///
/// - `growth`: the larger system over one copy (what issue 7's growth targets measure);
/// - `copies / one`: the K copies side by side over one (the memory's part of the growth);
/// - `larger / copies`: the larger system over the K copies: about 1 when the solver's own
///   cost is linear, above 1 by what it adds beyond K separate solvers.
///
/// The copies must end the build with the values of the one copy, bit for bit (the same calls
/// in the same order); the command fails otherwise.
///
/// For a feed (`feed-1000`) the command also times the layout's make, first layout and
/// rotation the same way: one screen, K screens side by side (each takes a step before any
/// takes the next), one screen K times larger; the screens' frames are checked against the
/// hand-written arithmetic after the rotations.
enum SideBySideCommand {
  struct Options: Equatable {
    var workload: String
    var copies = 10
    var samples = 5
  }

  /// Runs the command; returns the exit status.
  static func run(_ options: Options, registry: Registry) -> Int32 {
    do {
      guard let dash = options.workload.lastIndex(of: "-"),
        let size = Int(options.workload[options.workload.index(after: dash)...])
      else {
        throw BenchError("'\(options.workload)' is not a workload name of the form family-N")
      }
      let larger = "\(options.workload[..<dash])-\(size * options.copies)"
      let small = try ReplayPlan(try system(named: options.workload, registry))
      let large = try ReplayPlan(try system(named: larger, registry))
      print(
        report(
          try measure(small, large, options), workload: options.workload, larger: larger,
          copies: options.copies, samples: options.samples, what: "the solver alone, simplex"))
      if let layout = registry.layoutWorkloads.first(where: { $0.name == options.workload }) {
        let rows = try measureScreens(cells: layout.cells, options)
        print(
          report(
            rows, workload: options.workload, larger: larger, copies: options.copies,
            samples: options.samples, what: "screens laid out by the layout engine"))
      }
      return 0
    } catch {
      printError("bench side-by-side: \(error)")
      return 1
    }
  }

  /// The `.csys` system of a workload, or the solver's part of a feed (`bench export feed-N`).
  static func system(named name: String, _ registry: Registry) throws -> ConstraintSystem {
    if let layout = registry.layoutWorkloads.first(where: { $0.name == name }) {
      return try FeedExport.system(cells: layout.cells)
    }
    guard let workload = registry.workloads.first(where: { $0.name == name }) else {
      throw BenchError("no workload '\(name)' (bench export lists them)")
    }
    return try workload.make().system
  }

  /// A task's medians, in seconds: of one copy, of the copies side by side, and of the larger.
  typealias Times = (one: Double, apart: Double, larger: Double)

  /// The medians of a build, and of one round (a pass through the rounds over their count).
  static func measure(_ small: ReplayPlan, _ large: ReplayPlan, _ options: Options) throws
    -> [(task: String, times: Times)]
  {
    let clock = ContinuousClock()
    // The time of `body` alone: what it made is freed after the clock stops.
    func timed<T>(_ body: () throws -> T) rethrows -> Double {
      let start = clock.now
      let made = try body()
      let time = (clock.now - start).inSeconds
      withExtendedLifetime(made) {}
      return time
    }
    var one: [Double] = []
    var apart: [Double] = []
    var larger: [Double] = []
    for _ in 0..<options.samples {
      one.append(try timed { try ConstraintSystemReplay(small, into: SimplexSolver()) })
      let solvers = (0..<options.copies).map { _ in SimplexSolver() }
      apart.append(try timed { try ConstraintSystemReplay.sideBySide(small, into: solvers) })
      larger.append(try timed { try ConstraintSystemReplay(large, into: SimplexSolver()) })
    }
    var rows = [(task: "build", times: (median(one), median(apart), median(larger)))]
    guard small.roundCount > 0, large.roundCount > 0 else { return rows }

    var single = [try ConstraintSystemReplay(small, into: SimplexSolver())]
    var copies = try ConstraintSystemReplay.sideBySide(
      small, into: (0..<options.copies).map { _ in SimplexSolver() })
    let expected = single[0].values().map(\.value)
    guard copies.allSatisfy({ $0.values().map(\.value) == expected }) else {
      throw BenchError("a copy built side by side ended with other values than one built alone")
    }
    var big = [try ConstraintSystemReplay(large, into: SimplexSolver())]
    // One warm pass each, which also sets how many passes make a sample last 2 ms.
    func passes(_ replays: inout [ConstraintSystemReplay<SimplexSolver>]) throws -> Int {
      let time = try clock.measure { try pass(&replays, 1) }.inSeconds
      return max(1, Int((2e-3 / max(time, 1e-9)).rounded(.up)))
    }
    let counts = (try passes(&single), try passes(&copies), try passes(&big))
    one = []
    apart = []
    larger = []
    for _ in 0..<options.samples {
      one.append(try clock.measure { try pass(&single, counts.0) }.inSeconds / Double(counts.0))
      apart.append(try clock.measure { try pass(&copies, counts.1) }.inSeconds / Double(counts.1))
      larger.append(try clock.measure { try pass(&big, counts.2) }.inSeconds / Double(counts.2))
    }
    let round = (
      median(one) / Double(small.roundCount), median(apart) / Double(small.roundCount),
      median(larger) / Double(large.roundCount)
    )
    rows.append((task: "round", times: round))
    return rows
  }

  /// The layout's make, first layout and rotation (medians, in seconds) of one screen of
  /// `cells` cells, of `options.copies` such screens side by side, and of one screen that many
  /// times larger.
  static func measureScreens(cells: Int, _ options: Options) throws -> [(
    task: String, times: Times
  )] {
    let clock = ContinuousClock()
    let sizes = [(cells, 1), (cells, options.copies), (cells * options.copies, 1)]
    var make: [[Double]] = [[], [], []]
    var first: [[Double]] = [[], [], []]
    var rotation: [[Double]] = [[], [], []]
    for _ in 0..<options.samples {
      for (k, (n, count)) in sizes.enumerated() {
        let screens = (0..<count).map { _ in FeedScreen(cells: n) }
        make[k].append(
          clock.measure { for screen in screens { screen.makeConstraints() } }.inSeconds)
        first[k].append(
          clock.measure { for screen in screens { screen.root.layoutIfNeeded() } }.inSeconds)
        // A rotation to landscape and back, as the feed's rotation task alternates them.
        var state = FeedState()
        var times: [Double] = []
        for _ in 0..<2 {
          let size = state.rotate()
          times.append(
            clock.measure {
              for screen in screens {
                screen.root.frame.size = size
                screen.root.layoutIfNeeded()
              }
            }.inSeconds)
        }
        rotation[k].append(times.reduce(0, +) / 2)
        for screen in screens { try FeedHandLayout.check(screen, state, after: "a rotation") }
      }
    }
    func medians(_ samples: [[Double]]) -> Times {
      (median(samples[0]), median(samples[1]), median(samples[2]))
    }
    return [
      ("make", medians(make)), ("first layout", medians(first)), ("rotation", medians(rotation)),
    ]
  }

  /// Plays every round `count` times, each round on every replay before the next round.
  @inline(never)
  private static func pass(
    _ replays: inout [ConstraintSystemReplay<SimplexSolver>], _ count: Int
  ) throws {
    for _ in 0..<count {
      for round in 0..<replays[0].plan.roundCount {
        for k in replays.indices { try replays[k].play(round: round) }
      }
    }
  }

  static func report(
    _ tasks: [(task: String, times: Times)], workload: String, larger: String, copies: Int,
    samples: Int, what: String
  ) -> String {
    let header = [
      "task", "one \(workload)", "\(copies) copies", "one \(larger)", "growth", "copies / one",
      "larger / copies",
    ]
    let rows = tasks.map { task, times in
      [
        task, formatTime(times.one), formatTime(times.apart), formatTime(times.larger),
        "x" + significant(times.larger / times.one, 3),
        "x" + significant(times.apart / times.one, 3),
        "x" + significant(times.larger / times.apart, 3),
      ]
    }
    let medians = samples == 1 ? "one sample" : "medians of \(samples) samples, taken in turn"
    return """
      side by side: one \(workload), \(copies) copies of it built and played side by side, one \
      \(larger) (\(what); \(medians))
      \(formatTable(header, rows, leftColumns: 1))
      growth: \(larger) over \(workload); copies / one: the \(copies) copies over one (the \
      memory's part of the growth); larger / copies: \(larger) over the copies (about x1 when \
      the solver's own cost grows linearly)
      """
  }
}
