// SPDX-License-Identifier: MIT

import Foundation
import MasonrySolving

/// kiwisolver's times for one workload, from `Benchmarks/peers/kiwi_replay.py`.
struct KiwiTimes: Codable {
  /// Median microseconds, as the script measured them (Python's calls included).
  var build: Double?
  var round: Double?
  var constant: Double?
  var churn: Double?
  /// Python's cost of one call into kiwi, in microseconds.
  var callOverhead: Double
  /// Calls into kiwi per repetition of each task.
  var calls: [String: Double]
  /// The script's JSON line, kept for `--json`.
  var raw: [String: Any]

  /// A task's time with Python's call overhead taken off, the fair comparison with our native
  /// calls (it can only make kiwi look faster).
  func net(_ task: String) -> Double? {
    let time: Double?
    switch task {
    case "build": time = build
    case "round": time = round
    case "constant": time = constant
    default: time = churn
    }
    guard let time else { return nil }
    return max(time - callOverhead * (calls[task] ?? 0), time * 0.01)
  }
}

// In an extension, so that the memberwise initialiser stays.
extension KiwiTimes {
  private enum CodingKeys: String, CodingKey {
    case build, round, constant, churn, callOverhead, calls, raw
  }

  // The script's line goes through a worker's results as its JSON text (`Any` is not
  // `Codable`).
  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    build = try container.decodeIfPresent(Double.self, forKey: .build)
    round = try container.decodeIfPresent(Double.self, forKey: .round)
    constant = try container.decodeIfPresent(Double.self, forKey: .constant)
    churn = try container.decodeIfPresent(Double.self, forKey: .churn)
    callOverhead = try container.decode(Double.self, forKey: .callOverhead)
    calls = try container.decode([String: Double].self, forKey: .calls)
    let text = try container.decode(String.self, forKey: .raw)
    raw = (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] ?? [:]
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(build, forKey: .build)
    try container.encodeIfPresent(round, forKey: .round)
    try container.encodeIfPresent(constant, forKey: .constant)
    try container.encodeIfPresent(churn, forKey: .churn)
    try container.encode(callOverhead, forKey: .callOverhead)
    try container.encode(calls, forKey: .calls)
    let data = try JSONSerialization.data(withJSONObject: raw, options: [.sortedKeys])
    try container.encode(String(decoding: data, as: UTF8.self), forKey: .raw)
  }
}

/// What the kiwi peer gave for one workload.
enum KiwiOutcome: Codable {
  case measured(KiwiTimes)
  case skipped(String)
  case failed(String)
}

/// Runs the kiwi peer: exports a workload to `.csys` and replays it with kiwisolver.
struct KiwiPeer {
  let script: URL
  let directory: URL
  let quick: Bool

  /// How long kiwi may take over one workload, in seconds: kiwi's rounds on some systems run
  /// for many minutes (it did not finish `random2-100` in ten), and a run with `--peer kiwi`
  /// should report that and go on rather than wait.
  var timeLimit: Int { quick ? 60 : 300 }

  /// The peer, or the reason it cannot run (which skips it, with exit status 0).
  static func make(quick: Bool) -> Result<KiwiPeer, BenchError> {
    guard let benchmarks = WorkloadFile.benchmarksDirectory() else {
      return .failure(BenchError("cannot find Benchmarks/peers/kiwi_replay.py"))
    }
    let script = benchmarks.appendingPathComponent("peers/kiwi_replay.py")
    let check = runPython(["-c", "import kiwisolver"])
    guard check.status == 0 else {
      return .failure(
        BenchError(
          "kiwi peer skipped: python3 with kiwisolver is not available (pip install kiwisolver)"))
    }
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("masonry-bench-\(ProcessInfo.processInfo.processIdentifier)")
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      return .failure(BenchError("kiwi peer skipped: cannot make \(directory.path): \(error)"))
    }
    return .success(KiwiPeer(script: script, directory: directory, quick: quick))
  }

  /// Replays `workload` with kiwi.
  func run(_ name: String, _ workload: WorkloadSystem) -> KiwiOutcome {
    let file = directory.appendingPathComponent("\(name).csys")
    do {
      try workload.labelled().csysText().write(to: file, atomically: true, encoding: .utf8)
    } catch {
      return .failed("cannot export \(name): \(error)")
    }
    defer { try? FileManager.default.removeItem(at: file) }
    let (a, b) = workload.probeConstants
    let arguments = [
      script.path, file.path, "--name", name,
      "--constant", WorkloadSystem.constantLabel, "\(a)", "\(b)",
      "--churn", workload.churnLabel,
      "--budget", quick ? "0.02" : "0.4", "--min-reps", quick ? "3" : "7",
      "--time-limit", "\(timeLimit)",
    ]
    let result = Self.runPython(arguments)
    if result.status == SIGALRM {
      return .failed("kiwi did not finish within \(timeLimit) s (the peer's time limit)")
    }
    guard result.status == 0,
      let line = result.output.split(separator: "\n").last,
      let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)),
      let json = object as? [String: Any]
    else {
      return .failed("kiwi_replay.py failed (status \(result.status)): \(result.error)")
    }
    let calls = (json["calls"] as? [String: Any] ?? [:]).compactMapValues(Self.number)
    return .measured(
      KiwiTimes(
        build: Self.number(json["build_us"]), round: Self.number(json["round_us"]),
        constant: Self.number(json["constant_us"]), churn: Self.number(json["churn_us"]),
        callOverhead: Self.number(json["call_overhead_us"]) ?? 0, calls: calls, raw: json))
  }

  /// A JSON number as a `Double`, however Foundation decoded it.
  static func number(_ value: Any?) -> Double? {
    switch value {
    case let value as Double: return value
    case let value as Int: return Double(value)
    case let value as NSNumber: return value.doubleValue
    default: return nil
    }
  }

  /// Removes the temporary directory.
  func finish() {
    try? FileManager.default.removeItem(at: directory)
  }

  /// Runs `python3 ARGUMENTS`; the status is -1 when python3 cannot be started.
  static func runPython(_ arguments: [String]) -> (status: Int32, output: String, error: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3"] + arguments
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    do {
      try process.run()
    } catch {
      return (-1, "", "\(error)")
    }
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationStatus, String(decoding: outputData, as: UTF8.self),
      String(decoding: errorData, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    )
  }
}
