// SPDX-License-Identifier: MIT

import MasonrySolving

/// Where each step of a `.csys` text is: the line number and text of every build step, round
/// operation and `update`, in the order `ConstraintSystem` holds them.
///
/// The reader keeps no line numbers, so the text is scanned again the way the reader scans it:
/// blank lines and comments are skipped, and every other line is the next step.
struct CSysSourceLines {
  /// A line of the text.
  struct Line {
    /// The 1-based line number.
    var number: Int
    /// The line, without surrounding white space, its terms after the first few left out when
    /// it is long (it is quoted in messages).
    var text: String
  }

  /// The line of each build step.
  var build: [Line] = []
  /// For each round, the line of each operation.
  var rounds: [[Line]] = []
  /// For each round, the line of its `update`.
  var updates: [Line] = []

  /// The lines of `text`, which `system` was read from.
  init(_ text: String, of system: ConstraintSystem) {
    var steps: [Line] = []
    var number = 0
    for line in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
      number += 1
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      if trimmed.isEmpty || trimmed.first == "#" || trimmed.allSatisfy(\.isWhitespace) { continue }
      var kept = String(trimmed)
      while kept.last?.isWhitespace == true { kept.removeLast() }
      steps.append(Line(number: number, text: abbreviatedForMessage(kept)))
    }
    var next = steps[...]
    func take() -> Line { next.popFirst() ?? Line(number: 0, text: "") }
    build = system.build.map { _ in take() }
    for round in system.rounds {
      rounds.append(round.operations.map { _ in take() })
      updates.append(take())
    }
  }
}
