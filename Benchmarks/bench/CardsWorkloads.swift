// SPDX-License-Identifier: MIT

import MasonrySolving

/// `cards-N`: a feed of N cards written the way a view controller often writes it, one loop
/// that lays out each card's content and a second that stacks the cards. Each card has an
/// image, a title and a body; the content is placed against the card's top and edges, the
/// card's bottom stays below the image and the body (inequalities in which the card's top
/// cancels), and only then does a line place each card under the one above. The same
/// constraints in the other order (each card stacked as it is made) are what `feed-N` and
/// `chat-N` measure; this family keeps the engine honest about the order people write.
///
/// Card i has a top `y{i}` and a height `h{i}`; an image `ix{i} iy{i}` of 48 × 48; a title
/// `tx{i} ty{i} tw{i}` 20 high whose text is tw = 60 + ((97 i) mod 260) wide; a body
/// `bx{i} by{i} bw{i} bh{i}` of lines 1 + (5 i mod 4) lines of 18. The container has width
/// `W`, visible height `H` and content height `C`:
///
/// ```
/// edit W strong
/// edit H strong
/// # for each card i (all of them first):
/// required: ix == 12;  iy == y + 12
/// required: tx == ix + 60;  ty == y + 12
/// required: tx + tw <= W - 12;  tw >= 0
/// strong:   tw >= text width                         # compression resistance 750
/// weak:     tw <= text width                         # hugging 250
/// required: bx == tx;  bx + bw == W - 12;  by == ty + 24
/// required: bh >= lines · 18
/// weak:     bh <= lines · 18
/// required: iy + 48 <= y + h - 12;  by + bh <= y + h - 12
/// weak:     h <= 0                                   # the card hugs its content
/// # then the stack:
/// required: y0 == 0;  y{i} == y{i-1} + h{i-1} + 8
/// required: C == y{N-1} + h{N-1};  C >= H
/// # rounds k = 0..5: W 320, 375, 414, 568, 667, 768 with H 568, 667, 736, 320, 375, 1024
/// ```
///
/// The constant update makes the middle card's body a line taller, which moves every card
/// under it, and back; the churn removes and adds back the next card's title hugging.
struct CardsWorkloads: WorkloadFamily {
  var workloads: [Workload] {
    [100, 1_000, 10_000].map { n in
      Workload(name: "cards-\(n)", quick: n <= 100) { Self.cards(n) }
    }
  }

  /// The title's text width of card `i`.
  static func titleWidth(_ i: Int) -> Double { Double(60 + (97 * i) % 260) }

  /// The body's height of card `i`: one to four lines of 18.
  static func bodyHeight(_ i: Int) -> Double { Double(18 * (1 + (5 * i) % 4)) }

  static func cards(_ n: Int) -> WorkloadSystem {
    var b = SystemBuilder()
    b.edit("W", .strong)
    b.edit("H", .strong)
    let probe = n / 2
    var constantProbe = 0
    var churnProbe = 0
    for i in 0..<n {
      let (y, h) = ("y\(i)", "h\(i)")
      let (ix, iy) = ("ix\(i)", "iy\(i)")
      let (tx, ty, tw) = ("tx\(i)", "ty\(i)", "tw\(i)")
      let (bx, by, bw, bh) = ("bx\(i)", "by\(i)", "bw\(i)", "bh\(i)")
      b.add([(1, ix)], -12, .equal)
      b.add([(1, iy), (-1, y)], -12, .equal)
      b.add([(1, tx), (-1, ix)], -60, .equal)
      b.add([(1, ty), (-1, y)], -12, .equal)
      b.add([(1, tx), (1, tw), (-1, "W")], 12, .lessThanOrEqual)
      b.add([(1, tw)], 0, .greaterThanOrEqual)
      b.add([(1, tw)], -Self.titleWidth(i), .greaterThanOrEqual, .strong)
      let hugging = b.add([(1, tw)], -Self.titleWidth(i), .lessThanOrEqual, .weak)
      if i == probe + 1 { churnProbe = hugging }
      b.add([(1, bx), (-1, tx)], 0, .equal)
      b.add([(1, bx), (1, bw), (-1, "W")], 12, .equal)
      b.add([(1, by), (-1, ty)], -24, .equal)
      let body = b.add([(1, bh)], -Self.bodyHeight(i), .greaterThanOrEqual)
      if i == probe { constantProbe = body }
      b.add([(1, bh)], -Self.bodyHeight(i), .lessThanOrEqual, .weak)
      b.add([(1, iy), (-1, y), (-1, h)], 60, .lessThanOrEqual)
      b.add([(1, by), (1, bh), (-1, y), (-1, h)], 12, .lessThanOrEqual)
      b.add([(1, h)], 0, .lessThanOrEqual, .weak)
    }
    for i in 0..<n {
      if i == 0 {
        b.add([(1, "y0")], 0, .equal)
      } else {
        b.add([(1, "y\(i)"), (-1, "y\(i - 1)"), (-1, "h\(i - 1)")], -8, .equal)
      }
    }
    b.add([(1, "C"), (-1, "y\(n - 1)"), (-1, "h\(n - 1)")], 0, .equal)
    b.add([(1, "C"), (-1, "H")], 0, .greaterThanOrEqual)
    for (width, height) in ChatWorkloads.screens {
      b.round([("W", width), ("H", height)])
    }
    let probeConstant = -Self.bodyHeight(probe)
    return WorkloadSystem(
      system: b.system, constantProbe: constantProbe,
      probeConstants: (probeConstant, probeConstant - 18),
      churnProbe: churnProbe)
  }
}
