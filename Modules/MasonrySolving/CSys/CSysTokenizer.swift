// SPDX-License-Identifier: MIT

/// One token of a constraint's `EXPR OP EXPR`.
enum CSysToken: Equatable {
  case number(Double)
  case name(String)
  case plus
  case minus
  case star
  case relation(Relation)
  /// A character that has no meaning here, kept for the error message.
  case other(String)

  /// How an error message quotes the token.
  var quoted: String {
    switch self {
    case .number(let value): return "'\(CSysNumber.format(value))'"
    case .name(let name): return "'\(name)'"
    case .plus: return "'+'"
    case .minus: return "'-'"
    case .star: return "'*'"
    case .relation(let relation): return "'\(relation)'"
    case .other(let text): return "'\(text)'"
    }
  }
}

/// Splits the text after a constraint's `:` into tokens.
enum CSysTokenizer {
  /// The tokens of `text`.
  ///
  /// - Throws: a message for a malformed or out-of-range number.
  static func tokens(_ text: Substring) throws(CSysMessage) -> [CSysToken] {
    let scalars = Array(text.unicodeScalars)
    var tokens: [CSysToken] = []
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == " " || scalar == "\t" || scalar == "\r" {
        index += 1
      } else if CSysNumber.startsNumber(scalar) {
        let end = CSysNumber.endOfNumberLikeRun(scalars, from: index)
        let text = String(String.UnicodeScalarView(scalars[index..<end]))
        tokens.append(.number(try CSysNumber.parseUnsigned(text)))
        index = end
      } else if CSysName.startsName(scalar) {
        var end = index + 1
        while end < scalars.count, CSysName.continuesName(scalars[end]) { end += 1 }
        tokens.append(.name(String(String.UnicodeScalarView(scalars[index..<end]))))
        index = end
      } else {
        let next: Unicode.Scalar? = index + 1 < scalars.count ? scalars[index + 1] : nil
        switch (scalar, next) {
        case ("=", "="): tokens.append(.relation(.equal))
        case ("<", "="): tokens.append(.relation(.lessThanOrEqual))
        case (">", "="): tokens.append(.relation(.greaterThanOrEqual))
        case ("+", _): tokens.append(.plus)
        case ("-", _): tokens.append(.minus)
        case ("*", _): tokens.append(.star)
        default: tokens.append(.other(String(scalar)))
        }
        if case .relation = tokens.last { index += 2 } else { index += 1 }
      }
    }
    return tokens
  }
}

/// A reader error message, before the line number is attached.
struct CSysMessage: Error {
  var text: String

  init(_ text: String) {
    self.text = text
  }
}

/// The grammar of NAME: `[A-Za-z_][A-Za-z0-9_.]*`.
enum CSysName {
  static func startsName(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_"
  }

  static func continuesName(_ scalar: Unicode.Scalar) -> Bool {
    startsName(scalar) || ("0"..."9").contains(scalar) || scalar == "."
  }

  /// Whether `text` is a NAME.
  static func isValid(_ text: some StringProtocol) -> Bool {
    guard let first = text.unicodeScalars.first, startsName(first) else { return false }
    return text.unicodeScalars.dropFirst().allSatisfy(continuesName)
  }
}
