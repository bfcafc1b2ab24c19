// SPDX-License-Identifier: MIT

import Foundation

/// Prints a line on standard error.
func printError(_ text: String) {
  FileHandle.standardError.write(Data((text + "\n").utf8))
}

/// A duration in seconds, with a unit that keeps 4 significant digits: `0.4123 µs`,
/// `123.4 µs`, `12.35 ms`, `1.235 s`.
func formatTime(_ seconds: Double) -> String {
  let (value, unit): (Double, String)
  if seconds < 1e-3 {
    (value, unit) = (seconds * 1e6, "µs")
  } else if seconds < 1 {
    (value, unit) = (seconds * 1e3, "ms")
  } else {
    (value, unit) = (seconds, "s")
  }
  return significant(value, 4) + " " + unit
}

/// `value` with `digits` significant digits, in fixed notation.
func significant(_ value: Double, _ digits: Int) -> String {
  guard value.isFinite, value != 0 else { return "0" }
  let magnitude = Int(floor(log10(abs(value))))
  let decimals = max(0, digits - 1 - magnitude)
  return String(format: "%.\(decimals)f", value)
}

/// A plain text table with a header row, columns separated by two spaces; the first
/// `leftColumns` columns are aligned left, the rest right.
func formatTable(_ header: [String], _ rows: [[String]], leftColumns: Int) -> String {
  var widths = header.map(\.count)
  for row in rows {
    for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) }
  }
  func line(_ cells: [String]) -> String {
    cells.enumerated().map { index, cell in
      let padding = String(repeating: " ", count: widths[index] - cell.count)
      return index < leftColumns ? cell + padding : padding + cell
    }.joined(separator: "  ")
  }
  let rule = widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")
  return ([line(header), rule] + rows.map(line)).joined(separator: "\n")
}
