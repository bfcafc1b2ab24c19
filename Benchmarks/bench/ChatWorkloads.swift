// SPDX-License-Identifier: MIT

import MasonrySolving

/// `chat-N`: a conversation of N message bubbles in a scrolling container, the screen of every
/// messaging app. Two messages in three are incoming: an avatar at the leading edge and the
/// bubble beside it, bottoms aligned. Every third is outgoing, its bubble against the trailing
/// edge. A bubble hugs its text and resists compression, and may not be wider than three
/// quarters of the screen (less the avatar), so that a narrow screen compresses the long
/// messages and a wide one does not: each rotation moves many bubbles across that breakpoint at
/// once. Every tenth message has a centred timestamp above it.
///
/// Message i has a bubble `x{i} y{i} w{i} h{i}` with the text's size
/// iw = 48 + ((83 i) mod 420) by ih = 16 + 18·(1 + (7 i mod 4)); an incoming one an avatar
/// `ax{i} ay{i}` of 32 × 32; a timestamped one a label `tx{i} ty{i} tw{i}` 16 high. The container
/// has width `W`, visible height `H` and content height `C`:
///
/// ```
/// edit W strong
/// edit H strong
/// # for each message i:
/// required: w >= 44;  h >= ih
/// strong:   w >= iw                                 # compression resistance 750
/// weak:     w <= iw;  h <= ih                       # hugging 250
/// # incoming (i mod 3 != 0):
/// required: ax == 8;  x == ax + 40;  ay + 32 == y + h
/// required: w <= 0.75 W - 40
/// # outgoing (i mod 3 == 0):
/// required: x + w == W - 8
/// required: w <= 0.75 W
/// # timestamped (i mod 10 == 0):
/// required: ty == 8  /  ty == y{i-1} + h{i-1} + 12
/// required: tw >= 40;  tx + 0.5 tw == 0.5 W
/// medium:   tw == 80
/// required: y == ty + 20
/// # otherwise, with gap 4 after a message of the same side and 12 after the other side:
/// required: y == y{i-1} + h{i-1} + gap
/// # then
/// required: C == y{N-1} + h{N-1} + 8;  C >= H
/// # rounds k = 0..5: W 320, 375, 414, 568, 667, 768 with H 568, 667, 736, 320, 375, 1024
/// ```
///
/// The constant update makes the middle message one line taller (edited in place), which moves
/// every message under it, and back; the churn removes and adds back the next message's width
/// hugging.
struct ChatWorkloads: WorkloadFamily {
  var workloads: [Workload] {
    // The dense engine is left out of `--quick`: chat-100's 565 variables take it about a
    // minute a build, six minutes of CI's quick run, for a row no target reads.
    [100, 1_000, 10_000].map { n in
      Workload(name: "chat-\(n)", quick: n <= 100, denseInQuick: false) { Self.chat(n) }
    }
  }

  /// The six screens the rounds rotate through, width by height (`cards-N`'s too).
  static let screens: [(Double, Double)] = [
    (320, 568), (375, 667), (414, 736), (568, 320), (667, 375), (768, 1024),
  ]

  /// The text width of message `i`.
  static func textWidth(_ i: Int) -> Double { Double(48 + (83 * i) % 420) }

  /// The text height of message `i`: one to four lines of 18 and a padding of 16.
  static func textHeight(_ i: Int) -> Double { Double(16 + 18 * (1 + (7 * i) % 4)) }

  static func chat(_ n: Int) -> WorkloadSystem {
    var b = SystemBuilder()
    b.edit("W", .strong)
    b.edit("H", .strong)
    let probe = n / 2
    var constantProbe = 0
    var probeConstant = 0.0
    var churnProbe = 0
    for i in 0..<n {
      let (x, y, w, h) = ("x\(i)", "y\(i)", "w\(i)", "h\(i)")
      let iw = Self.textWidth(i)
      let ih = Self.textHeight(i)
      let outgoing = i % 3 == 0
      b.add([(1, w)], -44, .greaterThanOrEqual)
      let height = b.add([(1, h)], -ih, .greaterThanOrEqual)
      b.add([(1, w)], -iw, .greaterThanOrEqual, .strong)
      let hugging = b.add([(1, w)], -iw, .lessThanOrEqual, .weak)
      b.add([(1, h)], -ih, .lessThanOrEqual, .weak)
      if i == probe {
        constantProbe = height
        probeConstant = -ih
      }
      if i == probe + 1 { churnProbe = hugging }
      if outgoing {
        b.add([(1, x), (1, w), (-1, "W")], 8, .equal)
        b.add([(1, w), (-0.75, "W")], 0, .lessThanOrEqual)
      } else {
        let (ax, ay) = ("ax\(i)", "ay\(i)")
        b.add([(1, ax)], -8, .equal)
        b.add([(1, x), (-1, ax)], -40, .equal)
        b.add([(1, ay), (-1, y), (-1, h)], 32, .equal)
        b.add([(1, w), (-0.75, "W")], 40, .lessThanOrEqual)
      }
      // The top: under a timestamp, or under the previous message.
      var above: [(Double, String)] = i > 0 ? [(-1, "y\(i - 1)"), (-1, "h\(i - 1)")] : []
      var gap = i == 0 ? -8.0 : (outgoing == ((i - 1) % 3 == 0) ? -4 : -12)
      if i % 10 == 0 {
        let (tx, ty, tw) = ("tx\(i)", "ty\(i)", "tw\(i)")
        b.add([(1, ty)] + above, i == 0 ? -8 : -12, .equal)
        b.add([(1, tw)], -40, .greaterThanOrEqual)
        b.add([(1, tx), (0.5, tw), (-0.5, "W")], 0, .equal)
        b.add([(1, tw)], -80, .equal, .medium)
        above = [(-1, ty)]
        gap = -20
      }
      b.add([(1, y)] + above, gap, .equal)
    }
    b.add([(1, "C"), (-1, "y\(n - 1)"), (-1, "h\(n - 1)")], -8, .equal)
    b.add([(1, "C"), (-1, "H")], 0, .greaterThanOrEqual)
    for (width, height) in screens {
      b.round([("W", width), ("H", height)])
    }
    return WorkloadSystem(
      system: b.system, constantProbe: constantProbe,
      probeConstants: (probeConstant, probeConstant - 18),
      churnProbe: churnProbe)
  }
}
