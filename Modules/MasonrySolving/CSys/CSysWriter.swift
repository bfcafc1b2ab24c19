// SPDX-License-Identifier: MIT

extension ConstraintSystem {
  /// The system as `.csys` text (`shared/bench/FORMAT.md`), one line per step, each round
  /// followed by `update`.
  ///
  /// A constraint is written with every term on the left and the constant on the right:
  /// `x == y + 8` becomes `x - y == 8`. Numbers are written so that they read back exactly.
  /// Strengths follow kiwi's scale: see `CSysStrength.format(_:)` for what becomes of a
  /// priority other than 1000, 750, 500 or 250, which the format cannot express.
  ///
  /// Reading the text back gives this system again (`ConstraintSystem(csysText:)`), provided
  /// its variables are numbered in order of first appearance and each is used, as the reader
  /// numbers them, and its strengths have a `.csys` spelling; a required constraint's weight
  /// is not kept. The writer checks the syntax only: a label the rounds misuse is written
  /// as it is, and the reader reports it.
  ///
  /// - Throws: ``CSysError`` with the line that could not be written: a name that is not
  ///   `[A-Za-z_][A-Za-z0-9_.]*`, an unknown variable, a label that is empty or holds a space
  ///   or `:` or starts with `#`, a NaN or infinite number, an invalid strength.
  /// - Complexity: O(*n*) for *n* steps and terms.
  public func csysText() throws(CSysError) -> String {
    var writer = CSysWriter(system: self)
    for step in build {
      switch step {
      case .edit(let variable, let strength):
        try writer.line { w throws(CSysMessage) in
          "edit \(try w.name(variable)) \(try w.strength(strength))"
        }
      case .constraint(let constraint):
        try writer.line { w throws(CSysMessage) in try w.constraint(constraint) }
      }
    }
    for round in rounds {
      for operation in round.operations {
        try writer.line { w throws(CSysMessage) in try w.operation(operation) }
      }
      try writer.line { _ throws(CSysMessage) in "update" }
    }
    return writer.text
  }
}

/// The text written so far.
private struct CSysWriter {
  let system: ConstraintSystem
  var text = ""
  var lineCount = 0

  init(system: ConstraintSystem) {
    self.system = system
  }

  mutating func line(_ make: (CSysWriter) throws(CSysMessage) -> String) throws(CSysError) {
    lineCount += 1
    do {
      text += try make(self)
      text += "\n"
    } catch {
      throw CSysError(line: lineCount, message: error.text)
    }
  }

  func operation(_ operation: ConstraintSystem.Operation) throws(CSysMessage) -> String {
    switch operation {
    case .suggest(let variable, let value):
      return "suggest \(try name(variable)) \(try number(value, signed: true))"
    case .remove(let label):
      return "remove \(try checked(label))"
    case .setConstant(let label, let value):
      return "constant \(try checked(label)) \(try number(value, signed: true))"
    case .add(let constraint):
      return try self.constraint(constraint)
    }
  }

  func constraint(_ labeled: ConstraintSystem.LabeledConstraint) throws(CSysMessage) -> String {
    let constraint = labeled.constraint
    var line = ""
    if let label = labeled.label { line += try checked(label) + " " }
    line += try strength(constraint.strength) + ": "
    let terms = constraint.expression.terms
    if terms.isEmpty { line += "0" }
    for (index, term) in terms.enumerated() {
      let negative = term.coefficient < 0
      let magnitude = abs(term.coefficient)
      if index == 0 {
        line += negative ? "-" : ""
      } else {
        line += negative ? " - " : " + "
      }
      if magnitude != 1 { line += try number(magnitude, signed: false) + " * " }
      line += try name(term.variable)
    }
    line += " \(constraint.relation) "
    line += try number(-constraint.expression.constant, signed: true)
    return line
  }

  func name(_ variable: Variable) throws(CSysMessage) -> String {
    let index = Int(variable.id)
    guard system.variableNames.indices.contains(index) else {
      throw CSysMessage("unknown variable \(variable)")
    }
    let name = system.variableNames[index]
    guard CSysName.isValid(name) else {
      throw CSysMessage("invalid variable name '\(name)'")
    }
    return name
  }

  func checked(_ label: String) throws(CSysMessage) -> String {
    guard !label.isEmpty, label.first != "#",
      !label.contains(where: { $0.isWhitespace || $0 == ":" })
    else { throw CSysMessage("invalid label '\(label)'") }
    return label
  }

  func strength(_ strength: Strength) throws(CSysMessage) -> String {
    guard strength.isValid, let text = CSysStrength.format(strength) else {
      throw CSysMessage(
        "invalid strength: priority \(strength.priority), weight \(strength.weight)")
    }
    return text
  }

  func number(_ value: Double, signed: Bool) throws(CSysMessage) -> String {
    guard value.isFinite else { throw CSysMessage("non-finite number \(value)") }
    return signed ? CSysNumber.formatSigned(value) : CSysNumber.format(value)
  }
}

extension ConstraintSystem {
  /// The `.csys` line of a build step, for messages (terms after the first few left out when it
  /// is long: see `abbreviatedForMessage`); a plain description when it
  /// cannot be written.
  func csysLine(_ step: BuildStep) -> String {
    let writer = CSysWriter(system: self)
    do {
      switch step {
      case .edit(let variable, let strength):
        return "edit \(try writer.name(variable)) \(try writer.strength(strength))"
      case .constraint(let constraint):
        return abbreviatedForMessage(try writer.constraint(constraint))
      }
    } catch {
      return abbreviatedForMessage("\(step)")
    }
  }

  /// The `.csys` line of a round's operation, for messages (abbreviated as a build step's); a
  /// plain description when it cannot be written.
  func csysLine(_ operation: Operation) -> String {
    do {
      return abbreviatedForMessage(try CSysWriter(system: self).operation(operation))
    } catch {
      return abbreviatedForMessage("\(operation)")
    }
  }
}
