// SPDX-License-Identifier: MIT

import Testing

/// Expects the non-empty `rooms` (stretches of one arena, each owned by a row, a column or a
/// list) not to overlap, and, with `end`, each to lie below it: what the stores that keep many
/// lists in one arena (`RowStore`, `ColumnStore`, `DependentStore`) must hold after any edits.
func expectDisjointRooms(_ rooms: [Range<Int>], within end: Int? = nil) {
  let sorted = rooms.filter { !$0.isEmpty }.sorted { $0.lowerBound < $1.lowerBound }
  for (a, b) in zip(sorted, sorted.dropFirst()) { #expect(a.upperBound <= b.lowerBound) }
  if let end { #expect(sorted.allSatisfy { $0.upperBound <= end }) }
}
