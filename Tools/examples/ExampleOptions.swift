// SPDX-License-Identifier: MIT

import Foundation
import MasonryGauss
import MasonryGeometry
import MasonryLayout
import MasonrySimplex
import MasonrySolving
import _MasonryExamples

/// The command line of `examples`, parsed.
struct ExampleOptions {
  /// A command line the tool does not understand.
  struct UsageError: Error {
    let message: String
  }

  var name: String?
  var all = false
  var width = 375.0
  var height = 667.0
  var rightToLeft = false
  var gauss = false
  var ascii = false
  var svgFile: String?
  var svgDirectory: String?
  var showsConstraints = false

  init(_ arguments: [String]) throws(UsageError) {
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      switch argument {
      case "--all": all = true
      case "--rtl": rightToLeft = true
      case "--ascii": ascii = true
      case "--constraints": showsConstraints = true
      case "--width": width = try Self.number(rest.popFirst(), for: argument)
      case "--height": height = try Self.number(rest.popFirst(), for: argument)
      case "--svg": svgFile = try Self.value(rest.popFirst(), for: argument)
      case "--svg-dir": svgDirectory = try Self.value(rest.popFirst(), for: argument)
      case "--engine":
        switch try Self.value(rest.popFirst(), for: argument) {
        case "simplex": gauss = false
        case "gauss": gauss = true
        case let other: throw UsageError(message: "unknown engine '\(other)'")
        }
      case "-h", "--help": throw UsageError(message: "help")
      default:
        guard !argument.hasPrefix("-"), name == nil else {
          throw UsageError(message: "unexpected argument '\(argument)'")
        }
        name = argument
      }
    }
    if all, svgDirectory == nil { throw UsageError(message: "--all needs --svg-dir DIR") }
  }

  private static func value(_ value: String?, for option: String) throws(UsageError) -> String {
    guard let value else { throw UsageError(message: "\(option) needs a value") }
    return value
  }

  private static func number(_ text: String?, for option: String) throws(UsageError) -> Double {
    let text = try value(text, for: option)
    guard let number = Double(text), number.isFinite, number > 0 else {
      throw UsageError(message: "\(option) needs a positive number, not '\(text)'")
    }
    return number
  }

  /// A fresh solver of the chosen engine.
  func makeSolver() -> any ConstraintSolver {
    gauss ? GaussSolver() : SimplexSolver()
  }

  func run() throws {
    if all, let svgDirectory {
      let folder = URL(fileURLWithPath: svgDirectory)
      try ExampleGallery(showsConstraints: showsConstraints).write(to: folder) { file in
        print("wrote \(folder.appendingPathComponent(file).path)")
      }
      return
    }
    guard let name else {
      for example in Example.all {
        let padded = example.name.padding(toLength: 24, withPad: " ", startingAt: 0)
        print("\(padded)\(example.summary)")
      }
      return
    }
    guard let example = Example.named(name) else {
      throw UsageError(message: "no example named '\(name)'; `examples` lists them")
    }
    let size = Size(width: width, height: height)
    let direction: LayoutDirection = rightToLeft ? .rightToLeft : .leftToRight
    if let svgFile {
      let svg = example.svg(
        size: size, direction: direction, showsConstraints: showsConstraints,
        solver: makeSolver())
      try Data(svg.utf8).write(to: URL(fileURLWithPath: svgFile))
      print("wrote \(svgFile)")
    }
    if svgFile == nil || ascii {
      print(
        example.report(size: size, direction: direction, ascii: ascii, solver: makeSolver()),
        terminator: "")
    }
  }
}
