// SPDX-License-Identifier: MIT

/// `text` (a constraint in `.csys` or kiwi's form, or any line of a message) with its terms
/// after the first `keeping` left out when it is long: `x0 + x1 + … and 99992 more terms ==
/// 0 | required`. A message that quotes a constraint over 100,000 variables stays short.
///
/// Terms are the parts between ` + ` and ` - ` before the relation (the last ` == `, ` <= ` or
/// ` >= `); the constant counts as one. Text of at most `limit` UTF-8 bytes comes back as it is.
///
/// - Complexity: O(*n*) for the *n* bytes of `text`.
package func abbreviatedForMessage(_ text: String, keeping: Int = 8, limit: Int = 240) -> String {
  let bytes = Array(text.utf8)
  guard bytes.count > limit else { return text }
  // The relation: the last ` == `, ` <= ` or ` >= `.
  var relation = bytes.count
  var i = bytes.count - 4
  while i >= 0 {
    if bytes[i] == 0x20, bytes[i + 3] == 0x20, bytes[i + 2] == 0x3D,
      bytes[i + 1] == 0x3D || bytes[i + 1] == 0x3C || bytes[i + 1] == 0x3E
    {
      relation = i
      break
    }
    i -= 1
  }
  // The separators ` + ` and ` - ` before it.
  var cut = -1
  var separators = 0
  var j = 0
  while j + 2 < relation {
    if bytes[j] == 0x20, bytes[j + 2] == 0x20, bytes[j + 1] == 0x2B || bytes[j + 1] == 0x2D {
      separators += 1
      if separators == keeping { cut = j }
      j += 3
    } else {
      j += 1
    }
  }
  let omitted = separators + 1 - keeping
  guard cut >= 0, omitted > 0 else {
    // Few terms but long: cut the text itself.
    return String(decoding: bytes[0..<limit], as: UTF8.self) + " … (\(bytes.count) bytes)"
  }
  let head = String(decoding: bytes[0..<cut], as: UTF8.self)
  let tail = String(decoding: bytes[relation...], as: UTF8.self)
  let noun = omitted == 1 ? "term" : "terms"
  return "\(head) … and \(omitted) more \(noun)\(tail)"
}
