// SPDX-License-Identifier: MIT

/// The command line: `bench [OPTIONS]` or `bench replay FILE [--engine E] [--values]`.
enum Command: Equatable {
  case run(RunOptions)
  case replay(ReplayOptions)
  /// `bench export WORKLOAD`: the workload's `.csys` text on standard output.
  case export(String)
  /// `bench profile WORKLOAD TASK [COUNT]`: one feed task, unmeasured, for a profiler.
  case profile(workload: String, task: String, count: Int)
  /// `bench scale CASE N [--engine E]`: one of issue 12's load cases, timed once.
  case scale(case: String, size: Int, engine: BenchEngine)
  /// `bench side-by-side WORKLOAD [--copies K] [--samples S]`: one workload, K copies of it
  /// in K solvers, and one K times larger, timed in turn.
  case sideBySide(SideBySideCommand.Options)
  case help

  static let usage = """
    usage: bench [--quick] [--filter SUBSTRING] [--json FILE] [--peer kiwi] [--engine E]
                 [--peer-max-size N] [--targets] [--large] [--in-process]
           bench replay FILE.csys [--engine simplex|gauss] [--values] [--passes N] [--quick]
                 [--stats]
           bench export WORKLOAD
           bench profile feed-N make|first-layout|rotation|animation-frame|remake|frames
                 |hand-written [COUNT]
           bench scale conflict-chain|deep-tree|weak-chain|priority-row|shared-priority-row
                 |gesture|list-removal|stack-list|stack-proportional N [--engine simplex|gauss]
           bench side-by-side WORKLOAD [--copies K] [--samples S]

    Measures every workload (enaml, chain-N, grid-N, nested-N, nested2-N, nested8-N,
    nested-remake-N, random-N, random2-N, random3-N, form-N, stack-N, table-N, chat-N,
    cards-N, gallery-N, toolbar-N, drag-N, tree-N, type-N, accordion-N, waterfall-N,
    centred-N) on every engine: build, round, constant update and churn, as medians; then the
    layout workloads (feed-N, simplex only): make, first layout, rotation, animation frame,
    remake, and two floors: the hand-written arithmetic, and the same frames written into the
    views through `frame`. Each workload is measured in a process of its own (the bench runs
    itself once per workload): what the C allocator kept from the workloads before does not
    move the figures. Build with `-c release`: debug numbers mean nothing.

      --quick             few repetitions, small workloads only (a smoke test for CI)
      --filter SUBSTRING  only the rows whose `workload/engine` contains SUBSTRING
                          (`chain`, `/gauss`, `chain-1000/` for exactly chain-1000, `feed`)
      --json FILE         also write the results to FILE as JSON
      --peer kiwi         also replay each workload with kiwisolver (Python) and add
                          our/kiwi ratio columns
      --peer-max-size N   skip the peer for workload sizes above N (default 1000:
                          kiwi takes minutes per build at 10,000)
      --engine E          only this engine (simplex or gauss)
      --large             also run random*-10000, whose builds take some ten seconds each
                          (skipped by default)
      --targets           also check the issues' performance targets (PASS/FAIL lines), where
                          the run has the rows they need
      --in-process        measure every workload in this one process, one after the other
                          (the larger workloads then run on the heap the smaller ones left)

    replay: builds FILE.csys, plays its rounds, and ends with
      replay engine=E constraints=C variables=V build_us=B round_us=R
      --stats             (simplex) build once, play the rounds once, then twice more
                          (BENCH_STATS_PASSES times), then, on an exported workload's
                          probes, BENCH_STATS_OPERATIONS (100) constant updates and as many
                          churns, each phase timed once, printing the page faults it took
                          (where the platform counts them), the tableau's sizes and pivot
                          counts after each phase; for a profiler:
                          valgrind --tool=callgrind --toggle-collect='*statisticsBuild*'
                          (or '*statisticsLaterPasses*', '*statisticsConstant*',
                          '*statisticsChurn*') .build/release/bench replay F --stats;
                          with BENCH_STATS_DUMP set, also the whole tableau (objective, rows,
                          definitions) after the build and after the first pass;
                          with BENCH_STATS_BUILDS=K, K builds before the measured one
                          (a small system's steady state, not its first build); with
                          BENCH_STATS_READS set, each step after the build reads the values
                          it changed, as the bench's tasks do; BENCH_STATS_CONSTANT=C, the
                          probe's other constant (default: 4 less); with
                          BENCH_STATS_PER_ROUND set, the first pass one round at a time,
                          each round's time, pivots and cells substituted on a line; with
                          BENCH_STATS_MEMORY set, after the build and after the first pass,
                          the bytes each of the solver's stores takes and has room for, and
                          the bytes per constraint and per symbol id
      --values            print `NAME VALUE` for every variable (sorted by name) after the
                          build and one pass through the rounds
      --passes N          play the rounds N times (default 1) before --values prints them:
                          the last round is the same, so is the optimum, and a later pass
                          can take a path through the tableau the first did not

    export: prints a workload (enaml, chain-100, grid-1000, ...) as .csys, with the
    constraints of the constant-update and churn tasks labelled, as the peers receive it; a
    feed (feed-1000) as the constraints its first layout hands the solver, and a rotation to
    landscape and back as two rounds of constant changes (`bench replay` times the solver alone)

    profile: runs one task of a feed COUNT times (default 1), unmeasured, for a profiler:
      valgrind --tool=callgrind .build/release/bench profile feed-1000 make

    scale: builds one size of a load case once and prints each phase's time in ms:
      conflict-chain  a chain of N + 1 required equalities closed by a contradiction
                      (build_ms, explain_ms: the refused add and its explanation)
      deep-tree       N views nested N deep, one makeConstraints each (simplex only;
                      make_ms, layout_ms)
      weak-chain      N constraints on a chain, one in three weak, squeezed by an edit
                      (build_ms, suggest_ms, read_ms)
      priority-row    N constraints: a row of labels too narrow for their text, each at a
                      priority of its own, one level a label (build_ms, suggest_ms, read_ms)
      shared-priority-row  the same row, every label at one priority
      gesture         N / 4 views in a column, each top defined over the one above it: an
                      edit added on every top, a round, the edits removed (edits_ms,
                      suggest_ms, remove_ms)
      list-removal    N rows in a list, one makeConstraints each, then the last quarter
                      taken away one by one from the end and the first quarter from the
                      front (simplex only; make_ms, layout_ms, tail_ms, head_ms)
      stack-list      N labels in a vertical stack view in a scroll view (simplex only;
                      make_ms, layout_ms, edit_ms: 20 rows out of the middle and 20 in)
      stack-proportional  the same list, .fillProportionally (simplex only)

    side-by-side: tells the solver's growth from the memory's: times, in turn, a build and a
    round of WORKLOAD (cards-1000, feed-1000, ...), of K copies of it (default 10) built and
    played side by side in K separate simplex solvers, and of the workload K times larger
    (cards-10000), S times each (default 5); prints their medians, the growth (larger over
    one), the K copies over one (what K times the work on K times the data costs solvers that
    share nothing: the memory's part), and the larger over the K copies (about x1 when the
    solver's own cost grows linearly); for a feed (feed-1000), also the layout's make, first
    layout and rotation of one screen, K screens side by side and one K times larger
    """

  /// Reads the arguments (without the program name).
  static func parse(_ arguments: [String]) throws -> Command {
    if arguments.first == "replay" {
      return .replay(try ReplayOptions.parse(arguments.dropFirst()))
    }
    if arguments.first == "profile" {
      guard arguments.count == 3 || arguments.count == 4 else {
        throw BenchError("profile needs a feed, a task and optionally a count")
      }
      let count = arguments.count == 4 ? Int(arguments[3]) : 1
      guard let count, count > 0 else { throw BenchError("bad count '\(arguments[3])'") }
      return .profile(workload: arguments[1], task: arguments[2], count: count)
    }
    if arguments.first == "scale" {
      guard arguments.count == 3 || arguments.count == 5, let size = Int(arguments[2]), size > 0
      else { throw BenchError("scale needs a case and a size, then optionally --engine E") }
      var engine = BenchEngine.simplex
      if arguments.count == 5 {
        guard arguments[3] == "--engine" else {
          throw BenchError("unexpected argument '\(arguments[3])'")
        }
        engine = try Command.engine(arguments[4])
      }
      return .scale(case: arguments[1], size: size, engine: engine)
    }
    if arguments.first == "side-by-side" {
      var rest = arguments.dropFirst()
      guard let workload = rest.popFirst(), !workload.hasPrefix("-") else {
        throw BenchError("side-by-side needs a workload")
      }
      var options = SideBySideCommand.Options(workload: workload)
      while let argument = rest.popFirst() {
        guard argument == "--copies" || argument == "--samples" else {
          throw BenchError("unexpected argument '\(argument)'")
        }
        let text = try value(of: argument, &rest)
        guard let number = Int(text), number > 0 else {
          throw BenchError("bad number '\(text)' for \(argument)")
        }
        if argument == "--copies" { options.copies = number } else { options.samples = number }
      }
      return .sideBySide(options)
    }
    if arguments.first == "export" {
      guard arguments.count == 2 else { throw BenchError("export needs one workload name") }
      return .export(arguments[1])
    }
    var options = RunOptions()
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      switch argument {
      case "--help", "-h": return .help
      case "--quick": options.quick = true
      case "--targets": options.targets = true
      case "--large": options.large = true
      case "--in-process": options.inProcess = true
      case "--worker": options.worker = try value(of: argument, &rest)
      case "--worker-output": options.workerOutput = try value(of: argument, &rest)
      case "--filter": options.filter = try value(of: argument, &rest)
      case "--json": options.json = try value(of: argument, &rest)
      case "--peer":
        let peer = try value(of: argument, &rest)
        guard peer == "kiwi" else { throw BenchError("unknown peer '\(peer)': only kiwi") }
        options.peerKiwi = true
      case "--peer-max-size":
        let text = try value(of: argument, &rest)
        guard let size = Int(text), size > 0 else { throw BenchError("bad size '\(text)'") }
        options.peerMaxSize = size
      case "--engine": options.engine = try engine(try value(of: argument, &rest))
      default: throw BenchError("unknown argument '\(argument)'")
      }
    }
    return .run(options)
  }

  static func value(of option: String, _ rest: inout ArraySlice<String>) throws -> String {
    guard let value = rest.popFirst() else { throw BenchError("\(option) needs a value") }
    return value
  }

  static func engine(_ text: String) throws -> BenchEngine {
    guard let engine = BenchEngine(rawValue: text) else {
      throw BenchError("unknown engine '\(text)': simplex or gauss")
    }
    return engine
  }
}

/// The options of a measuring run.
struct RunOptions: Equatable {
  var quick = false
  var filter: String?
  var json: String?
  var peerKiwi = false
  var peerMaxSize = 1_000
  var engine: BenchEngine?
  /// Print the PASS/FAIL lines of the registered target groups.
  var targets = false
  /// Also run the workloads whose build takes some ten seconds (`random*-10000`).
  var large = false
  /// Measure every workload in this process instead of one process per workload.
  var inProcess = false
  /// (Not in the usage: how the bench runs itself.) Measure only the workload or layout
  /// workload of this name, in this process, and write the results to ``workerOutput``.
  var worker: String?
  var workerOutput: String?
}

/// The options of `bench replay`.
struct ReplayOptions: Equatable {
  var file = ""
  var engine = BenchEngine.simplex
  var values = false
  /// How many times the rounds are played before the values are printed.
  var passes = 1
  var quick = false
  /// Build once and play the rounds a few times, each phase timed once, printing the tableau's
  /// statistics after each, instead of the medians.
  var stats = false

  static func parse(_ arguments: ArraySlice<String>) throws -> ReplayOptions {
    var options = ReplayOptions()
    var file: String?
    var rest = arguments
    while let argument = rest.popFirst() {
      switch argument {
      case "--engine": options.engine = try Command.engine(try Command.value(of: argument, &rest))
      case "--values": options.values = true
      case "--passes":
        let text = try Command.value(of: argument, &rest)
        guard let passes = Int(text), passes > 0 else {
          throw BenchError("bad number '\(text)' for --passes")
        }
        options.passes = passes
      case "--quick": options.quick = true
      case "--stats": options.stats = true
      default:
        guard file == nil, !argument.hasPrefix("--") else {
          throw BenchError("unexpected argument '\(argument)'")
        }
        file = argument
      }
    }
    guard let file else { throw BenchError("replay needs a .csys file") }
    options.file = file
    return options
  }
}
