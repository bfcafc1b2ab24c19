// SPDX-License-Identifier: MIT

import Foundation
import MasonrySolving

/// `enaml`: kiwi's enaml-like form (111 constraints, 2 edit variables, 6 rounds), read from
/// `Benchmarks/workloads/enaml.csys`, the shared file.
///
/// The constant update and the churn use the required left margin
/// `-left + contents_left - 10 == 0`, whose constant alternates between -10 and -14.
struct EnamlWorkloads: WorkloadFamily {
  var workloads: [Workload] {
    [Workload(name: "enaml", quick: true) { try Self.enaml() }]
  }

  static func enaml() throws -> WorkloadSystem {
    let text = try WorkloadFile.read("enaml.csys")
    let system = try ConstraintSystem(csysText: text)
    let margin = system.buildConstraints.firstIndex { labelled in
      let constraint = labelled.constraint
      let terms = constraint.expression.terms.map { (system.name(of: $0.variable), $0.coefficient) }
      return constraint.strength.isRequired && constraint.relation == .equal
        && constraint.expression.constant == -10 && terms.count == 2
        && terms[0] == ("left", -1) && terms[1] == ("contents_left", 1)
    }
    guard let margin else { throw BenchError("enaml.csys has no left margin constraint") }
    return WorkloadSystem(
      system: system, constantProbe: margin, probeConstants: (-10, -14), churnProbe: margin)
  }
}

/// The files under `Benchmarks/`, found from this source file's location (so that
/// `swift run -c release bench` works from a fresh clone) or from the current directory.
enum WorkloadFile {
  /// The directory `Benchmarks/`, if it can be found.
  static func benchmarksDirectory() -> URL? {
    let fromSource = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent()
    let fromDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
      .appendingPathComponent("Benchmarks")
    return [fromSource, fromDirectory].first { directory in
      FileManager.default.fileExists(atPath: directory.appendingPathComponent("workloads").path)
    }
  }

  /// The text of `Benchmarks/workloads/NAME`.
  static func read(_ name: String) throws -> String {
    guard let directory = benchmarksDirectory() else {
      throw BenchError(
        "cannot find Benchmarks/workloads/\(name); run the bench from the package root")
    }
    let url = directory.appendingPathComponent("workloads").appendingPathComponent(name)
    return try String(contentsOf: url, encoding: .utf8)
  }
}

/// A failure of the bench itself, with a message for the user.
struct BenchError: Error, CustomStringConvertible {
  var description: String

  init(_ description: String) {
    self.description = description
  }
}
