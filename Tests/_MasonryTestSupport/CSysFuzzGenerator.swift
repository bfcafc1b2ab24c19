// SPDX-License-Identifier: MIT

/// A seeded generator of `.csys` texts for the robustness fuzz: small systems of valid shape
/// whose numbers are, one time in ten, extreme (huge, tiny, denormal, beyond a double, or not
/// numbers at all), and whose text is, one time in five, mutated (a character dropped or
/// inserted, NUL and non-ASCII included, lines swapped, duplicated or cut short).
public struct CSysFuzzGenerator {
  var rng: SplitMix64

  /// A generator for case `seed`.
  public init(seed: UInt64) {
    rng = SplitMix64(seed: seed &* 0x9E37_79B9 &+ 12)
  }

  static let extremes = [
    "0", "1e-300", "-1e300", "1e300", "1.7e308", "-1.7976931348623157e308", "4.9e-324",
    "1e999", "-1e999", "1e100", "1e-100", "1e15", "-1e16", "2.2e-308", "1e-9", "123456789012",
  ]
  static let strengths = ["strong", "medium", "weak", "1250", "1e-300", "1e300", "2e9"]
  static let badStrengths = ["0", "-1", "nan", "required2"]
  static let relations = ["==", "<=", ">="]

  mutating func number() -> String {
    if rng.chance(0.1) { return rng.pick(Self.extremes) ?? "0" }
    return String(rng.int(in: -500...500))
  }

  /// A number without a sign, for a term (the sign is the operator before it).
  mutating func magnitude() -> String {
    let text = number()
    return text.hasPrefix("-") ? String(text.dropFirst()) : text
  }

  mutating func strength() -> String {
    if rng.chance(0.03) { return rng.pick(Self.badStrengths) ?? "0" }
    return rng.pick(Self.strengths) ?? "weak"
  }

  mutating func name(_ count: Int) -> String { "v\(rng.below(count))" }

  mutating func expression(_ count: Int) -> String {
    var text = ""
    for index in 0..<rng.int(in: 1...3) {
      let sign = index == 0 ? (rng.chance(0.3) ? "-" : "") : (rng.chance(0.5) ? " + " : " - ")
      let term =
        switch rng.below(3) {
        case 0: magnitude()
        case 1: name(count)
        default: "\(magnitude()) * \(name(count))"
        }
      text += sign + term
    }
    return text
  }

  /// The text of the next case.
  public mutating func next() -> String {
    let count = rng.int(in: 1...6)
    var lines: [String] = []
    var labels: [String] = []
    var edits: [String] = []
    for index in 0..<rng.int(in: 0...2) where index < count {
      let variable = "v\(index)"
      edits.append(variable)
      lines.append("edit \(variable) \(strength())")
    }
    for index in 0..<rng.int(in: 2...10) {
      let label = rng.chance(0.4) ? "c\(index) " : ""
      if !label.isEmpty { labels.append("c\(index)") }
      let strength = rng.chance(0.5) ? "required" : strength()
      let relation = rng.pick(Self.relations) ?? "=="
      lines.append("\(label)\(strength): \(expression(count)) \(relation) \(expression(count))")
    }
    for _ in 0..<rng.int(in: 0...3) {
      for _ in 0..<rng.int(in: 1...3) {
        switch rng.below(3) {
        case 0 where !edits.isEmpty:
          lines.append("suggest \(rng.pick(edits) ?? "v0") \(number())")
        case 1 where !labels.isEmpty:
          lines.append("constant \(rng.pick(labels) ?? "c0") \(number())")
        default:
          break
        }
      }
      lines.append("update")
    }
    var text = lines.joined(separator: "\n") + "\n"
    if rng.chance(0.2) { text = mutate(text) }
    return text
  }

  static let insertions: [Character] = ["\0", "é", "∑", ":", "*", "-", "e", "9", "\n", " ", "#"]

  mutating func mutate(_ text: String) -> String {
    var characters = Array(text)
    for _ in 0..<rng.int(in: 1...3) where !characters.isEmpty {
      let at = rng.below(characters.count)
      switch rng.below(5) {
      case 0: characters.remove(at: at)
      case 1: characters.insert(rng.pick(Self.insertions) ?? "\0", at: at)
      case 2: characters = Array(characters.prefix(at))
      default:
        var lines = String(characters).split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count > 1 else { continue }
        let i = rng.below(lines.count)
        let j = rng.below(lines.count)
        if rng.chance(0.5) { lines.swapAt(i, j) } else { lines.insert(lines[i], at: j) }
        characters = Array(lines.joined(separator: "\n"))
      }
    }
    return String(characters)
  }
}
