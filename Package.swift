// swift-tools-version: 6.0
// SPDX-License-Identifier: MIT

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

/// Compiles the invariant checker into the solvers. Tests turn it on; the bench never does.
let internalChecks: [SwiftSetting] = [
  .define("MASONRY_INTERNAL_CHECKS", .when(configuration: .debug))
]

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
      path: "Benchmarks/bench"),
  ],
  swiftLanguageModes: [.v6]
)
