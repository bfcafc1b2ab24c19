// SPDX-License-Identifier: MIT

package import MasonryGeometry

/// The piece of a visual format a constraint was made from, so that descriptions can print it
/// the way Auto Layout does (`H:[a]-(8)-[b]`, `H:|-(20)-[a]`, `V:[a(>=50)]`).
package enum VisualFormatRole: Hashable, Sendable {
  /// A connection between two views: the first item follows the second along `axis`.
  case spacing(Axis)
  /// A connection from the superview's leading (or top) edge: the first item is the view.
  case leadingSuperview(Axis)
  /// A connection to the superview's trailing (or bottom) edge: the first item is the
  /// superview.
  case trailingSuperview(Axis)
  /// A predicate on a view's size along `axis`.
  case size(Axis)
}
