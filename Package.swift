// swift-tools-version: 6.1
// SPDX-License-Identifier: MIT

import Foundation
import PackageDescription

/// The public modules, bottom up. Each one becomes a library product of the same name.
let publicModules: [(name: String, dependencies: [String])] = [
  ("MasonryGeometry", []),
  ("MasonrySolving", []),
  ("MasonrySimplex", ["MasonrySolving"]),
  ("MasonryGauss", ["MasonrySolving"]),
  ("MasonryLayout", ["MasonryGeometry", "MasonrySolving", "MasonrySimplex"]),
  ("MasonryDSL", ["MasonryLayout"]),
  ("MasonryDebug", ["MasonryGeometry", "MasonrySolving", "MasonryLayout"]),
  (
    "Masonry",
    [
      "MasonryGeometry", "MasonrySolving", "MasonrySimplex", "MasonryGauss", "MasonryLayout",
      "MasonryDSL", "MasonryDebug",
    ]
  ),
]

/// Whether this manifest is the root of the build: `swift build` or `swift test` run in this
/// folder, not an app that depends on the package (its builds run in its own folder).
let isRootPackage: Bool = {
  guard let workingDirectory = Context.environment["PWD"] else { return false }
  func canonical(_ path: String) -> String {
    URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path
  }
  return canonical(workingDirectory) == canonical(Context.packageDirectory)
}()

/// Compiles the solvers' invariant checker (every mutating call re-checks the whole tableau)
/// into debug builds: of this package's own builds and tests, always; of an app that depends
/// on it, only when the app asks with the `InternalChecks` trait. Release builds never have it.
let internalChecks: [SwiftSetting] =
  isRootPackage
  ? [.define("MASONRY_INTERNAL_CHECKS", .when(configuration: .debug))]
  : [.define("MASONRY_INTERNAL_CHECKS", .when(configuration: .debug, traits: ["InternalChecks"]))]

func module(_ name: String, _ dependencies: [String]) -> Target {
  .target(
    name: name, dependencies: dependencies.map { .target(name: $0) },
    path: "Modules/\(name)", swiftSettings: internalChecks,
    linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))])
}

func tests(_ name: String, _ dependencies: [String]) -> Target {
  .testTarget(
    name: "\(name)Tests",
    dependencies: ([name, "_MasonryTestSupport"] + dependencies).map { .target(name: $0) },
    path: "Tests/\(name)Tests", swiftSettings: internalChecks)
}

let package = Package(
  name: "Masonry",
  products: publicModules.map { .library(name: $0.name, targets: [$0.name]) },
  traits: [
    .trait(
      name: "InternalChecks",
      description:
        "Debug builds re-check the solvers' invariants after every call (slow: for debugging"
        + " Masonry itself). On for this package's own builds; a dependent opts in with"
        + " `traits: [\"InternalChecks\"]`.")
  ],
  targets: publicModules.map { module($0.name, $0.dependencies) } + [
    .target(
      name: "_MasonryTestSupport",
      dependencies: [
        "MasonryGeometry", "MasonrySolving", "MasonrySimplex", "MasonryGauss", "MasonryLayout",
      ],
      path: "Tests/_MasonryTestSupport"),
    tests("MasonryGeometry", []),
    tests("MasonrySolving", []),
    tests("MasonrySimplex", ["MasonrySolving", "MasonryGauss"]),
    tests("MasonryGauss", ["MasonrySolving", "MasonrySimplex"]),
    tests("MasonryLayout", ["MasonryGeometry", "MasonrySolving", "MasonryGauss"]),
    tests("MasonryDSL", ["MasonryLayout", "MasonryGeometry", "MasonryGauss", "Masonry"]),
    .testTarget(
      name: "MasonryDebugTests",
      dependencies: [
        "MasonryDebug", "_MasonryTestSupport", "MasonryDSL", "MasonryLayout", "MasonryGeometry",
        "MasonrySolving", "MasonrySimplex", "MasonryGauss", "Masonry",
      ],
      path: "Tests/MasonryDebugTests", exclude: ["Snapshots"], swiftSettings: internalChecks),
    .target(
      name: "_MasonryExamples",
      dependencies: [
        "MasonryDSL", "MasonryDebug", "MasonryGeometry", "MasonryLayout", "MasonrySimplex",
        "MasonrySolving",
      ],
      path: "Tools/MasonryExamples"),
    .testTarget(
      name: "MasonryExamplesTests",
      dependencies: [
        "_MasonryExamples", "_MasonryTestSupport", "MasonryDSL", "MasonryDebug", "MasonryGeometry",
        "MasonryLayout", "MasonrySolving", "examples",
      ],
      path: "Tests/MasonryExamplesTests", exclude: ["Snapshots"]),
    .executableTarget(
      name: "examples",
      dependencies: [
        "_MasonryExamples", "MasonryGauss", "MasonryGeometry", "MasonryLayout", "MasonrySimplex",
        "MasonrySolving",
      ],
      path: "Tools/examples"),
    .executableTarget(
      name: "csys-solve",
      dependencies: ["MasonryDebug", "MasonrySolving", "MasonrySimplex", "MasonryGauss"],
      path: "Tools/csys-solve"),
    .executableTarget(
      name: "bench",
      dependencies: [
        "MasonrySolving", "MasonrySimplex", "MasonryGauss", "MasonryGeometry", "MasonryLayout",
        "MasonryDSL",
      ],
      path: "Benchmarks/bench", swiftSettings: internalChecks),
  ],
  swiftLanguageModes: [.v6]
)
