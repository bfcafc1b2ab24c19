// SPDX-License-Identifier: MIT

import MasonrySolving

extension SystemGenerator {
  /// The bench's `random-N` shape (issue 7) at property-test sizes: `count / 2` views with a
  /// position and a size on one axis, each of size class 0 or 1 (about 40 or 80 wide). Each
  /// view after the first relates to one to three of the 24 views before it: its size pinned
  /// to a multiple 2^(class difference) of another's or on its own, its position pinned
  /// adjacent to another view, centred on it, or on its own; then up to two more relations of
  /// the same kinds (equalities or inequalities, any strength). Sizes are never negative, and
  /// the positions of up to two spread-out views are edited.
  static func random(_ count: Int, _ builder: inout SystemBuilder) {
    let views = max(2, count / 2)
    var positions: [Variable] = []
    var sizes: [Variable] = []
    var classes: [Int] = []
    for i in 0..<views {
      let sizeClass = builder.rng.int(in: 0...1)
      let width = 40 * Double(1 << sizeClass) + Double(builder.rng.int(in: 0...39))
      let s = builder.variable("s\(i)", witness: width)
      let p = builder.variable("p\(i)", witness: Double(builder.rng.int(in: 0...3999)) / 2)
      builder.add(s >= 0.0)
      guard i > 0 else {
        builder.pin(Expression(s), requiredChance: 0.2)
        builder.pin(Expression(p), requiredChance: 0.2)
        positions.append(p)
        sizes.append(s)
        classes.append(sizeClass)
        continue
      }
      func neighbour() -> (p: Variable, s: Variable, multiplier: Double) {
        let j = i - 1 - builder.rng.below(min(i, 24))
        return (positions[j], sizes[j], Double(1 << sizeClass) / Double(1 << classes[j]))
      }
      let sizeLink = neighbour()
      if builder.rng.chance(0.6) {
        builder.pin(s - sizeLink.multiplier * sizeLink.s, requiredChance: 0.5)
      } else {
        builder.pin(Expression(s), requiredChance: 0.2)
      }
      let positionLink = neighbour()
      switch builder.rng.below(3) {
      case 0: builder.pin(p - positionLink.p - positionLink.s, requiredChance: 0.5)
      case 1:
        builder.pin(
          p + 0.5 * s - positionLink.p - 0.5 * positionLink.s, requiredChance: 0.5)
      default: builder.pin(Expression(p), requiredChance: 0.2)
      }
      for _ in 0..<builder.rng.int(in: 0...2) {
        let other = neighbour()
        switch builder.rng.below(3) {
        case 0: builder.relate(p - other.p - other.s, requiredChance: 0.5)
        case 1: builder.relate(s - other.multiplier * other.s, requiredChance: 0.5)
        default: builder.relate(p + 0.5 * s - other.p - 0.5 * other.s, requiredChance: 0.5)
        }
      }
      positions.append(p)
      sizes.append(s)
      classes.append(sizeClass)
    }
    builder.edit(positions[views / 4], strength: .strong)
    if views >= 4 { builder.edit(positions[3 * views / 4], strength: .strong) }
  }
}
