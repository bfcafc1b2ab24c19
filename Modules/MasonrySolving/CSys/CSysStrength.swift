// SPDX-License-Identifier: MIT

/// STRENGTH in `.csys`: a word or a number on kiwi's scale, and back.
enum CSysStrength {
  /// Reads `required`, `strong`, `medium`, `weak` (priorities 1000, 750, 500, 250) or a
  /// positive number through ``Strength/init(kiwiStrength:)``.
  static func parse(_ word: Substring) throws(CSysMessage) -> Strength {
    switch word {
    case "required": return .required
    case "strong": return .strong
    case "medium": return .medium
    case "weak": return .weak
    default:
      let text = String(word)
      guard CSysNumber.isNumber(text) else {
        throw CSysMessage(
          "unknown strength '\(word)': expected required, strong, medium, weak or a positive"
            + " number")
      }
      let value = try CSysNumber.parseUnsigned(text)
      guard let strength = Strength(kiwiStrength: value) else {
        throw CSysMessage("the strength must be positive, found '\(word)'")
      }
      return strength
    }
  }

  /// The STRENGTH text for `strength`, which must be valid.
  ///
  /// `.csys` strengths are kiwi's single weighted number, so only some exact priorities have a
  /// faithful spelling; this is what the writer does with each:
  /// - priority 1000 or more: `required` (a required constraint's weight means nothing);
  /// - priority 750, 500 or 250 with weight 1: `strong`, `medium`, `weak`;
  /// - priority 750, 500 or 250 with another weight w: the number w × 1,000,000, w × 1,000 or
  ///   w, chosen among the neighbouring doubles so that it reads back as exactly this
  ///   strength whenever one does (a number read from a file always does);
  /// - any other priority has no kiwi equivalent: it is written as the tier it reaches, by the
  ///   same thresholds as ``Strength/init(kiwiStrength:)`` (750 and above strong, 500 and above
  ///   medium, below that weak), with its weight. Priority 600 weight 2 becomes `2000`, read
  ///   back as medium weight 2: the priority itself is lost.
  ///
  /// A weight that carries the number across a tier boundary (strong weight 0.5 is 500,000,
  /// which reads as medium weight 500; strong weight 1,001.001 reads as required) is written
  /// all the same and read back in that other tier, as kiwi would treat it.
  ///
  /// - Returns: `nil` when the number overflows.
  static func format(_ strength: Strength) -> String? {
    if strength.isRequired { return "required" }
    let tier: (priority: Double, scale: Double, word: String)
    switch strength.priority {
    case 750...: tier = (750, 1_000_000, "strong")
    case 500...: tier = (500, 1_000, "medium")
    default: tier = (250, 1, "weak")
    }
    if strength.weight == 1 { return tier.word }
    let number = strength.weight * tier.scale
    guard number.isFinite else { return nil }
    guard strength.priority == tier.priority else { return CSysNumber.format(number) }
    // w × scale / scale need not give w back exactly: look a few doubles either way for one
    // that does.
    var up = number
    var down = number
    for _ in 0..<8 {
      if Strength(kiwiStrength: up) == strength { return CSysNumber.format(up) }
      if Strength(kiwiStrength: down) == strength { return CSysNumber.format(down) }
      up = up.nextUp
      down = down.nextDown
    }
    return CSysNumber.format(number)
  }
}
