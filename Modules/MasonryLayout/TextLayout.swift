// SPDX-License-Identifier: MIT

public import MasonryGeometry

/// Text laid out in lines: how a ``LayoutLabel`` wraps, limits and truncates its text at a
/// width, with a ``TextMeasuring``.
///
/// ```swift
/// let layout = TextLayout(
///   "Lorem ipsum dolor sit amet", font: .body, measurer: ProportionalTextMeasurer(),
///   width: 100, maximumLines: 2, lineBreakMode: .byTruncatingTail)
/// layout.lines         // the lines as shown, an ellipsis in the last one if text was cut
/// layout.size          // the widest line by the lines' total height
/// ```
///
/// The rules:
/// - Each newline starts a paragraph; an empty paragraph is an empty line.
/// - Lines break at spaces (between any two characters for ``LineBreakMode/byCharWrapping``).
///   Spaces where a line breaks hang at its end and do not count toward its width. A word
///   wider than a line is broken between characters.
/// - A line fits when its width is at most `width` plus a millionth of a point, so a width
///   solved by a least-squares engine wraps as the exact one does.
/// - With more lines than `maximumLines` (0 for no limit), the last line shown is finished by
///   the line break mode: truncating modes join it with the rest of its paragraph and put an
///   ellipsis where text is left out (at the end alone when all of that fits); clipping joins
///   it with the rest of its paragraph and keeps the characters that fit; wrapping modes leave
///   it as wrapped.
public struct TextLayout: Hashable, Sendable {
  /// The lines as shown, without the spaces they break at.
  public let lines: [String]
  /// The widths of ``lines``.
  public let lineWidths: [Double]
  /// The height of one line.
  public let lineHeight: Double
  /// Whether text was left out: lines past the limit, or characters cut from the last line.
  public let isTruncated: Bool

  /// The size of the text: the widest line by the height of all the lines (zero for no text).
  public var size: Size {
    Size(width: lineWidths.max() ?? 0, height: Double(lines.count) * lineHeight)
  }

  /// Lays `text` out `width` wide (`.infinity` for no wrapping) in at most `maximumLines` lines
  /// (0 for any number). Empty text has no lines.
  public init(
    _ text: String, font: LayoutFont, measurer: any TextMeasuring, width: Double,
    maximumLines: Int, lineBreakMode: LineBreakMode
  ) {
    let limit = (width.isNaN ? 0 : max(0, width)) + 1e-6
    let wrapper = LineWrapper(
      measurer: measurer, font: font, limit: limit, byCharacter: lineBreakMode == .byCharWrapping)
    var lines: [[Character]] = []
    var rests: [[Character]] = []
    if !text.isEmpty {
      for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
        let chars = Array(paragraph)
        var start = 0
        for line in wrapper.wrap(chars) {
          lines.append(line)
          rests.append(Array(chars[start...]))
          start += line.count
        }
      }
    }
    var truncated = false
    if maximumLines > 0, lines.count > maximumLines {
      truncated = true
      let last = maximumLines - 1
      lines.removeSubrange(maximumLines...)
      lines[last] = wrapper.finish(line: lines[last], rest: rests[last], mode: lineBreakMode)
    }
    self.lines = lines.map { String($0) }
    self.lineWidths = lines.map { measurer.width(of: $0.trimmingTrailingSpaces, font: font) }
    self.lineHeight = measurer.lineMetrics(for: font).lineHeight
    self.isTruncated = truncated
  }
}

/// Greedy line breaking and last-line truncation for ``TextLayout``.
private struct LineWrapper {
  let measurer: any TextMeasuring
  let font: LayoutFont
  let limit: Double
  let byCharacter: Bool

  func advance(_ character: Character) -> Double { measurer.advance(of: character, font: font) }

  /// The lines of one paragraph, spaces where they break included at their ends.
  func wrap(_ paragraph: [Character]) -> [[Character]] {
    var lines: [[Character]] = []
    var current: [Character] = []
    var width = 0.0
    var lastBreak: Int?
    for character in paragraph {
      let step = advance(character)
      if character == " " {
        current.append(character)
        width += step
        lastBreak = current.count
        continue
      }
      if width + step > limit, current.contains(where: { $0 != " " }) {
        if !byCharacter, let split = lastBreak, split < current.count {
          lines.append(Array(current[..<split]))
          current = Array(current[split...])
        } else {
          lines.append(current)
          current = []
        }
        width = measurer.width(of: current, font: font)
        lastBreak = nil
      }
      current.append(character)
      width += step
    }
    lines.append(current)
    return lines
  }

  /// The last line shown when text remains after it: `line` is as wrapped, `rest` is the text
  /// of its paragraph from its start on.
  func finish(line: [Character], rest: [Character], mode: LineBreakMode) -> [Character] {
    let ellipsis: Character = "…"
    let whole = rest.trimmingTrailingSpaces
    switch mode {
    case .byWordWrapping, .byCharWrapping:
      return line
    case .byClipping:
      var kept: [Character] = []
      var width = 0.0
      for character in whole {
        width += advance(character)
        guard width <= limit else { break }
        kept.append(character)
      }
      return kept.trimmingTrailingSpaces
    case .byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle:
      let room = limit - advance(ellipsis)
      if measurer.width(of: whole, font: font) <= room { return whole + [ellipsis] }
      var head: [Character] = []
      var tail: [Character] = []
      var width = 0.0
      var front = whole.startIndex
      var back = whole.endIndex
      while front < back {
        var grew = false
        if mode != .byTruncatingHead, width + advance(whole[front]) <= room {
          width += advance(whole[front])
          head.append(whole[front])
          front += 1
          grew = true
        }
        if front < back, mode != .byTruncatingTail, width + advance(whole[back - 1]) <= room {
          width += advance(whole[back - 1])
          tail.append(whole[back - 1])
          back -= 1
          grew = true
        }
        if !grew { break }
      }
      return head.trimmingTrailingSpaces + [ellipsis] + tail.reversed().drop { $0 == " " }
    }
  }
}

extension Array where Element == Character {
  /// The characters without the spaces at the end.
  fileprivate var trimmingTrailingSpaces: [Character] {
    var end = endIndex
    while end > startIndex, self[end - 1] == " " { end -= 1 }
    return Array(self[..<end])
  }
}
