// SPDX-License-Identifier: MIT

extension ConstraintSystem {
  /// Reads a `.csys` text (`shared/bench/FORMAT.md`).
  ///
  /// Besides the grammar, the reader checks what a replay needs: an `edit` line only in the
  /// build, no edit variable twice, `suggest` only for edit variables, labels that name an
  /// installed constraint, a label on every constraint added after the build, a last round
  /// that ends with `update`, and rounds that can be replayed in a cycle (every constraint
  /// removed after the build is added back, and every one added after it is removed again).
  ///
  /// ```swift
  /// let system = try ConstraintSystem(csysText: "edit W strong\nrequired: x + 8 <= W\n")
  /// ```
  ///
  /// - Throws: ``CSysError`` with the 1-based line number of the first problem.
  /// - Complexity: O(*n*) for a text of *n* characters.
  public init(csysText text: String) throws(CSysError) {
    var reader = CSysReader()
    var number = 0
    for line in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
      number += 1
      do {
        try reader.read(line, number: number)
      } catch {
        throw CSysError(line: number, message: error.text)
      }
    }
    self = try reader.finish()
  }
}

/// The state of a reading in progress.
private struct CSysReader {
  var system = ConstraintSystem()
  var names = CSysVariableTable()
  /// The line of each edit variable's `edit` line.
  var edits: [Int32: Int] = [:]
  var labels: [String: LabelState] = [:]
  /// The labels installed when the build ended, with their lines.
  var labelsAfterBuild: [String: Int] = [:]
  var inRounds = false
  var round: [ConstraintSystem.Operation] = []
  /// The line of the first operation of the round in progress.
  var roundStart = 0
  /// The line being read.
  var line = 0

  enum LabelState {
    case installed(line: Int)
    case removed(line: Int)
  }

  mutating func read(_ text: Substring, number: Int) throws(CSysMessage) {
    line = number
    let trimmed = text.drop { $0 == " " || $0 == "\t" }
    if trimmed.isEmpty || trimmed.first == "#" || trimmed.allSatisfy(\.isWhitespace) { return }
    if let colon = trimmed.firstIndex(of: ":") {
      let constraint = try readConstraint(
        head: trimmed[..<colon], body: trimmed[trimmed.index(after: colon)...])
      if inRounds {
        guard constraint.label != nil else {
          throw CSysMessage(
            "a constraint added after the build needs a label, so that a later round can remove"
              + " it")
        }
        append(.add(constraint))
      } else {
        system.build.append(.constraint(constraint))
      }
      return
    }
    let words = trimmed.split(whereSeparator: \.isWhitespace)
    switch words[0] {
    case "edit": try readEdit(words)
    case "suggest": try readSuggest(words)
    case "update": try readUpdate(words)
    case "remove": try readRemove(words)
    case "constant": try readConstant(words)
    default:
      throw CSysMessage(
        "expected a constraint ('[LABEL] STRENGTH: EXPR OP EXPR') or a line starting with edit,"
          + " suggest, update, remove or constant, found '\(words[0])'")
    }
  }

  // MARK: - Constraints

  mutating func readConstraint(head: Substring, body: Substring)
    throws(CSysMessage) -> ConstraintSystem.LabeledConstraint
  {
    let words = head.split(whereSeparator: \.isWhitespace)
    guard words.count == 1 || words.count == 2 else {
      if words.isEmpty { throw CSysMessage("expected a strength before ':'") }
      let found = words.joined(separator: " ")
      throw CSysMessage("expected '[LABEL] STRENGTH' before ':', found '\(found)'")
    }
    let strength = try CSysStrength.parse(words[words.count - 1])
    let label = words.count == 2 ? String(words[0]) : nil
    var parser = CSysExpressionParser(tokens: try CSysTokenizer.tokens(body))
    let left = try parser.expression(names: &names)
    guard let relation = parser.relation() else {
      throw CSysMessage(
        "expected '==', '<=' or '>=' after the left-hand side, found \(parser.found)")
    }
    let right = try parser.expression(names: &names)
    guard parser.atEnd else {
      throw CSysMessage(
        "expected '+', '-' or the end of the line after the right-hand side, found"
          + " \(parser.found)")
    }
    if let label {
      if case .installed(let first) = labels[label] {
        throw CSysMessage("the label '\(label)' is already in use (line \(first))")
      }
      labels[label] = .installed(line: line)
    }
    return ConstraintSystem.LabeledConstraint(
      LinearConstraint(left, relation, right, strength: strength), label: label)
  }

  // MARK: - Keyword lines

  mutating func readEdit(_ words: [Substring]) throws(CSysMessage) {
    guard words.count == 3 else { throw CSysMessage("expected 'edit NAME STRENGTH'") }
    guard !inRounds else {
      throw CSysMessage(
        "'edit' lines belong to the build, before the first suggest, update, remove or constant"
          + " line")
    }
    let variable = try name(words[1])
    let strength = try CSysStrength.parse(words[2])
    if let first = edits[variable.id] {
      throw CSysMessage("'\(words[1])' is already an edit variable (line \(first))")
    }
    edits[variable.id] = line
    system.build.append(.edit(variable, strength))
  }

  mutating func readSuggest(_ words: [Substring]) throws(CSysMessage) {
    guard words.count == 3 else { throw CSysMessage("expected 'suggest NAME VALUE'") }
    guard CSysName.isValid(words[1]) else {
      throw CSysMessage("invalid variable name '\(words[1])'")
    }
    guard let variable = names.existing(String(words[1])), edits[variable.id] != nil else {
      throw CSysMessage("'\(words[1])' is not an edit variable")
    }
    append(.suggest(variable, try CSysNumber.parseSigned(words[2])))
  }

  mutating func readUpdate(_ words: [Substring]) throws(CSysMessage) {
    guard words.count == 1 else { throw CSysMessage("unexpected '\(words[1])' after 'update'") }
    beginRounds()
    system.rounds.append(ConstraintSystem.Round(round))
    round = []
    roundStart = 0
  }

  mutating func readRemove(_ words: [Substring]) throws(CSysMessage) {
    guard words.count == 2 else { throw CSysMessage("expected 'remove LABEL'") }
    let label = try installedLabel(words[1])
    append(.remove(label: label))
    labels[label] = .removed(line: line)
  }

  mutating func readConstant(_ words: [Substring]) throws(CSysMessage) {
    guard words.count == 3 else { throw CSysMessage("expected 'constant LABEL VALUE'") }
    let label = try installedLabel(words[1])
    append(.setConstant(label: label, try CSysNumber.parseSigned(words[2])))
  }

  func installedLabel(_ word: Substring) throws(CSysMessage) -> String {
    let label = String(word)
    switch labels[label] {
    case nil: throw CSysMessage("unknown label '\(label)'")
    case .removed(let removal)?:
      throw CSysMessage("the constraint labelled '\(label)' was removed on line \(removal)")
    case .installed?: return label
    }
  }

  mutating func name(_ word: Substring) throws(CSysMessage) -> Variable {
    guard CSysName.isValid(word) else { throw CSysMessage("invalid variable name '\(word)'") }
    return names.variable(named: String(word))
  }

  /// Adds an operation to the round in progress; the first one ends the build.
  mutating func append(_ operation: ConstraintSystem.Operation) {
    beginRounds()
    if round.isEmpty { roundStart = line }
    round.append(operation)
  }

  /// Ends the build, remembering which labels it installed.
  mutating func beginRounds() {
    guard !inRounds else { return }
    inRounds = true
    for (label, state) in labels {
      if case .installed(let first) = state { labelsAfterBuild[label] = first }
    }
  }

  /// Checks the end of the text and returns the system.
  func finish() throws(CSysError) -> ConstraintSystem {
    guard round.isEmpty else {
      throw CSysError(line: roundStart, message: "the last round does not end with 'update'")
    }
    var problems: [CSysError] = []
    for (label, state) in labels {
      switch state {
      case .removed(let removal) where labelsAfterBuild[label] != nil:
        problems.append(
          CSysError(
            line: removal,
            message: "the constraint labelled '\(label)' is removed and never added back, so the"
              + " rounds cannot be replayed in a cycle"))
      case .installed(let addition) where inRounds && labelsAfterBuild[label] == nil:
        problems.append(
          CSysError(
            line: addition,
            message: "the constraint labelled '\(label)' is added after the build and never"
              + " removed, so the rounds cannot be replayed in a cycle"))
      default: break
      }
    }
    // The earliest line decides, not the dictionary's order.
    if let first = problems.min(by: { ($0.line, $0.message) < ($1.line, $1.message) }) {
      throw first
    }
    var system = system
    system.variableNames = names.names
    return system
  }
}
