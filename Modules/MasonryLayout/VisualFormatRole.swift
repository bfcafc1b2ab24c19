// SPDX-License-Identifier: MIT

package import MasonryGeometry

/// The piece of a visual format a constraint was made from, so that descriptions can print it
/// the way Auto Layout does (`H:[a]-(8)-[b]`, `H:|-(20)-[a]`, `V:[a(>=50)]`).
package enum VisualFormatRole: Hashable, Sendable {
  /// A connection along `axis`. The first item is the later one in the format (the superview
  /// for a connection to the trailing `|`), or the earlier one when the format runs
  /// `reversed` (right to left).
  case connection(Axis, reversed: Bool)
  /// A predicate on the first item's size along `axis`.
  case size(Axis)
}
