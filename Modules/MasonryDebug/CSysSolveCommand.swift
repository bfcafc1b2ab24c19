// SPDX-License-Identifier: MIT

import MasonrySolving

/// The `csys-solve` command line, apart from the process: arguments in, texts and an exit
/// status out, so that tests can run it.
package struct CSysSolveCommand {
  /// What the command prints and how it exits.
  package struct Outcome: Equatable {
    /// What goes to standard output.
    package var output = ""
    /// What goes to standard error.
    package var errorOutput = ""
    /// 0 when every step could be taken, 1 when there were conflicts or refused steps, 2 when
    /// the arguments or the input are wrong.
    package var status: Int32 = 0

    /// An outcome of the given parts.
    package init(output: String = "", errorOutput: String = "", status: Int32 = 0) {
      self.output = output
      self.errorOutput = errorOutput
      self.status = status
    }
  }

  /// The text of `--help`.
  package static let usage = """
    usage: csys-solve [--engine simplex|gauss] [--rounds] [FILE]

    Solves the constraint system in FILE (standard input without it, or with -) and prints the
    values, each conflict with the line numbers of the constraints involved, and the variables
    the constraints leave free.

      --engine simplex|gauss  the solver (default: simplex)
      --rounds                also play the rounds after the build, reporting after each update
      --help                  this text

    """

  /// Runs the command.
  ///
  /// - Parameters:
  ///   - arguments: the arguments, without the program name.
  ///   - read: the bytes of a file, or of standard input for `nil`; `nil` when it cannot be
  ///     read. They must be UTF-8; other bytes are reported with their line and offset.
  ///   - makeSolver: a new solver for an engine name, `nil` for an unknown name.
  package static func run(
    _ arguments: [String], read: (String?) -> [UInt8]?,
    makeSolver: (String) -> (any ConstraintSolver)?
  ) -> Outcome {
    var engine = "simplex"
    var playsRounds = false
    var path: String?
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      switch argument {
      case "--engine":
        guard let value = rest.popFirst() else { return failure("--engine needs simplex or gauss") }
        engine = value
      case "--rounds": playsRounds = true
      case "--help", "-h": return Outcome(output: usage)
      default:
        guard path == nil, argument == "-" || !argument.hasPrefix("-") else {
          return failure("unexpected argument '\(argument)'\n\(usage)")
        }
        path = argument
      }
    }
    guard let solver = makeSolver(engine) else {
      return failure("unknown engine '\(engine)': use simplex or gauss")
    }
    let file = path == "-" ? nil : path
    guard let bytes = read(file) else { return failure("cannot read '\(file ?? "-")'") }
    do {
      let text = try ConstraintSystem.csysText(fromBytes: bytes)
      let diagnosis = try ConstraintSystemDiagnosis(
        csysText: text, solver: solver, playsRounds: playsRounds)
      return Outcome(output: diagnosis.report, status: diagnosis.isClean ? 0 : 1)
    } catch {
      return Outcome(
        errorOutput: "\(file ?? "-"):\(error.line): error: \(error.message)\n", status: 2)
    }
  }

  private static func failure(_ message: String) -> Outcome {
    Outcome(errorOutput: "csys-solve: \(message)\n", status: 2)
  }
}
