// SPDX-License-Identifier: MIT

/// Reads `EXPR OP EXPR` from a constraint line's tokens.
///
/// EXPR is a sum of terms (`NUMBER`, `NAME` or `NUMBER * NAME`) joined by `+` and `-`; a `-`
/// in front of a term negates it.
struct CSysExpressionParser {
  let tokens: [CSysToken]
  var index = 0

  init(tokens: [CSysToken]) {
    self.tokens = tokens
  }

  var atEnd: Bool { index == tokens.count }

  /// How an error message names the next token.
  var found: String {
    atEnd ? "the end of the line" : tokens[index].quoted
  }

  /// Reads a relation operator, or returns `nil` and reads nothing.
  mutating func relation() -> Relation? {
    guard !atEnd, case .relation(let relation) = tokens[index] else { return nil }
    index += 1
    return relation
  }

  /// Reads an expression up to the first token that cannot continue it.
  mutating func expression(names: inout CSysVariableTable) throws(CSysMessage) -> Expression {
    var result = Expression()
    var sign = 1.0
    while true {
      if !atEnd, tokens[index] == .minus {
        sign = -sign
        index += 1
      }
      try term(sign: sign, into: &result, names: &names)
      guard !atEnd else { return result }
      switch tokens[index] {
      case .plus: sign = 1
      case .minus: sign = -1
      default: return result
      }
      index += 1
    }
  }

  private mutating func term(
    sign: Double, into result: inout Expression, names: inout CSysVariableTable
  ) throws(CSysMessage) {
    guard !atEnd else {
      throw CSysMessage("expected a number or a variable name, found the end of the line")
    }
    switch tokens[index] {
    case .name(let name):
      index += 1
      result.terms.append(Term(names.variable(named: name), coefficient: sign))
    case .number(let value):
      index += 1
      guard !atEnd, tokens[index] == .star else {
        result.constant += sign * value
        return
      }
      index += 1
      guard !atEnd, case .name(let name) = tokens[index] else {
        throw CSysMessage("expected a variable name after '*', found \(found)")
      }
      index += 1
      result.terms.append(Term(names.variable(named: name), coefficient: sign * value))
    default:
      throw CSysMessage("expected a number or a variable name, found \(found)")
    }
  }
}

/// The variables met so far, numbered in order of first appearance.
struct CSysVariableTable {
  private(set) var names: [String] = []
  private var ids: [String: Int32] = [:]

  /// The variable called `name`, made with the next id on its first appearance.
  mutating func variable(named name: String) -> Variable {
    if let id = ids[name] { return Variable(id: id) }
    let id = Int32(names.count)
    names.append(name)
    ids[name] = id
    return Variable(id: id)
  }

  /// The variable called `name`, if it has appeared.
  func existing(_ name: String) -> Variable? {
    ids[name].map { Variable(id: $0) }
  }
}
