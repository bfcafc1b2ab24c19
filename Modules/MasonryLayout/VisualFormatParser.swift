// SPDX-License-Identifier: MIT

import MasonryGeometry
import MasonrySolving

/// A visual format, parsed: the axis, the views in order with their size predicates, and the
/// connections before, between and after them.
struct VisualFormat {
  /// One `[name(predicates)]`.
  struct Element {
    var view: LayoutView
    var name: String
    var predicates: [Predicate]
    var column: Int
  }

  /// What joins two neighbours: nothing (flush), `-` (the standard spacing), or predicates.
  enum Connection {
    case flush
    case standard
    case predicates([Predicate])
  }

  /// `relation object @priority`, the object a number (a metric's value) or a view.
  struct Predicate {
    var relation: Relation
    var constant: Double
    var view: LayoutView?
    var priority: LayoutPriority
  }

  var axis: Axis = .horizontal
  /// The connection from the superview's leading edge to the first view, when the format
  /// starts with `|`.
  var leadingSuperview: Connection?
  /// The column of the leading `|`.
  var leadingBarColumn = 0
  var elements: [Element] = []
  /// The connection from each element to the next.
  var connections: [Connection] = []
  /// The connection from the last view to the superview's trailing edge, when the format
  /// ends with `|`.
  var trailingSuperview: Connection?
  /// The column of the trailing `|`.
  var trailingBarColumn = 0
}

/// A syntax or lookup error at a column (counted in characters from 0).
struct VisualFormatError: Error {
  var reason: String
  var column: Int
}

/// A recursive-descent parser for Apple's visual format grammar (Auto Layout Guide, "Visual
/// Format Language"). Spaces between tokens are skipped.
struct VisualFormatParser {
  private let text: [Character]
  private var index = 0
  private let metrics: [String: Double]
  private let views: [String: LayoutView]

  init(_ format: String, metrics: [String: Double], views: [String: LayoutView]) {
    self.text = Array(format)
    self.metrics = metrics
    self.views = views
  }

  mutating func parse() throws(VisualFormatError) -> VisualFormat {
    var format = VisualFormat()
    try parseOrientation(into: &format)
    skipSpaces()
    if peek == "|" {
      format.leadingBarColumn = index
      index += 1
      format.leadingSuperview = try parseConnection()
    }
    format.elements.append(try parseView())
    while true {
      skipSpaces()
      guard let next = peek else { break }
      if next == "|" {
        format.trailingBarColumn = index
        format.trailingSuperview = .flush
        index += 1
        break
      }
      let connection: VisualFormat.Connection
      if next == "[" {
        connection = .flush
      } else if next == "-" {
        connection = try parseConnection()
        skipSpaces()
        if peek == "|" {
          format.trailingBarColumn = index
          format.trailingSuperview = connection
          index += 1
          break
        }
      } else {
        throw fail("Expected a view, a connection ('-') or the superview ('|')")
      }
      format.connections.append(connection)
      format.elements.append(try parseView())
    }
    skipSpaces()
    if peek != nil { throw fail("Expected the end of the format after the superview ('|')") }
    return format
  }

  private mutating func parseOrientation(into format: inout VisualFormat) throws(VisualFormatError)
  {
    skipSpaces()
    guard let first = peek, first == "H" || first == "V" else { return }
    index += 1
    guard peek == ":" else {
      let arrangement = first == "H" ? "horizontal" : "vertical"
      throw fail("Expected ':' after '\(first)' to specify \(arrangement) arrangement")
    }
    index += 1
    format.axis = first == "H" ? .horizontal : .vertical
  }

  /// A connection after `|` or a view: nothing, `-`, `-number-`, `-metric-` or `-(...)-`.
  private mutating func parseConnection() throws(VisualFormatError) -> VisualFormat.Connection {
    skipSpaces()
    guard peek == "-" else { return .flush }
    index += 1
    skipSpaces()
    if peek == "[" || peek == "|" { return .standard }
    let predicates: [VisualFormat.Predicate]
    if peek == "(" {
      predicates = try parsePredicateList(allowsViews: false)
    } else {
      let constant = try parseConstant(allowsSign: false)
      predicates = [
        VisualFormat.Predicate(relation: .equal, constant: constant, priority: .required)
      ]
    }
    skipSpaces()
    guard peek == "-" else { throw fail("Expected '-' to end the spacing") }
    index += 1
    return .predicates(predicates)
  }

  /// `[name]` or `[name(predicates)]`.
  private mutating func parseView() throws(VisualFormatError) -> VisualFormat.Element {
    skipSpaces()
    guard peek == "[" else { throw fail("Expected a view ('[')") }
    index += 1
    skipSpaces()
    let column = index
    guard let name = identifier() else { throw fail("Expected a view name after '['") }
    guard let view = views[name] else {
      throw VisualFormatError(
        reason: "\(name) is not a key in the views dictionary", column: column)
    }
    skipSpaces()
    var predicates: [VisualFormat.Predicate] = []
    if peek == "(" { predicates = try parsePredicateList(allowsViews: true) }
    skipSpaces()
    guard peek == "]" else { throw fail("Expected ']' to end the view \(name)") }
    index += 1
    return VisualFormat.Element(view: view, name: name, predicates: predicates, column: column)
  }

  /// `(predicate, predicate, ...)`.
  private mutating func parsePredicateList(allowsViews: Bool) throws(VisualFormatError)
    -> [VisualFormat.Predicate]
  {
    index += 1
    var predicates: [VisualFormat.Predicate] = []
    while true {
      predicates.append(try parsePredicate(allowsViews: allowsViews))
      skipSpaces()
      if peek == "," {
        index += 1
        continue
      }
      guard peek == ")" else { throw fail("Expected ',' or ')' in the predicate list") }
      index += 1
      return predicates
    }
  }

  /// `(==|<=|>=)? (number | metric | view) (@ (number | metric))?`.
  private mutating func parsePredicate(allowsViews: Bool) throws(VisualFormatError)
    -> VisualFormat.Predicate
  {
    skipSpaces()
    var relation = Relation.equal
    if let first = peek, "=<>".contains(first) {
      guard index + 1 < text.count, text[index + 1] == "=" else {
        throw fail("Expected a relation: '==', '<=' or '>='")
      }
      relation = first == "<" ? .lessThanOrEqual : first == ">" ? .greaterThanOrEqual : .equal
      index += 2
      skipSpaces()
    }
    var predicate = VisualFormat.Predicate(relation: relation, constant: 0, priority: .required)
    let column = index
    if let name = identifier() {
      if let value = metrics[name] {
        predicate.constant = value
      } else if allowsViews, let view = views[name] {
        predicate.view = view
      } else {
        let dictionary = allowsViews ? "metrics or views" : "metrics"
        throw VisualFormatError(
          reason: "\(name) is not a key in the \(dictionary) dictionary", column: column)
      }
    } else {
      predicate.constant = try parseConstant(allowsSign: true)
    }
    skipSpaces()
    if peek == "@" {
      index += 1
      skipSpaces()
      let priorityColumn = index
      let value = try parseConstant(allowsSign: false)
      let priority = LayoutPriority(value)
      guard priority.isValid else {
        throw VisualFormatError(
          reason: "The priority \(LayoutNumber.format(value)) is not in (0, 1000]",
          column: priorityColumn)
      }
      predicate.priority = priority
    }
    return predicate
  }

  /// A number or a metric's name.
  private mutating func parseConstant(allowsSign: Bool) throws(VisualFormatError) -> Double {
    skipSpaces()
    let column = index
    if let name = identifier() {
      guard let value = metrics[name] else {
        throw VisualFormatError(
          reason: "\(name) is not a key in the metrics dictionary", column: column)
      }
      return value
    }
    var end = index
    if allowsSign, end < text.count, text[end] == "-" || text[end] == "+" { end += 1 }
    let digitsStart = end
    while end < text.count, text[end].isASCII, text[end].isNumber || text[end] == "." { end += 1 }
    if end > digitsStart, end < text.count, text[end] == "e" || text[end] == "E" {
      var exponent = end + 1
      if exponent < text.count, text[exponent] == "-" || text[exponent] == "+" { exponent += 1 }
      let exponentDigits = exponent
      while exponent < text.count, text[exponent].isASCII, text[exponent].isNumber {
        exponent += 1
      }
      if exponent > exponentDigits { end = exponent }
    }
    guard end > digitsStart, let value = Double(String(text[index..<end])), value.isFinite else {
      throw fail("Expected a number or a metric name")
    }
    index = end
    return value
  }

  /// A C identifier at the cursor, consumed; `nil` (nothing consumed) when there is none.
  private mutating func identifier() -> String? {
    guard let first = peek, first.isASCII, first.isLetter || first == "_" else { return nil }
    var end = index + 1
    while end < text.count, text[end].isASCII,
      text[end].isLetter || text[end].isNumber
        || text[end] == "_"
    {
      end += 1
    }
    defer { index = end }
    return String(text[index..<end])
  }

  private var peek: Character? { index < text.count ? text[index] : nil }

  private mutating func skipSpaces() {
    while index < text.count, text[index] == " " { index += 1 }
  }

  private func fail(_ reason: String) -> VisualFormatError {
    VisualFormatError(reason: reason, column: index)
  }
}
