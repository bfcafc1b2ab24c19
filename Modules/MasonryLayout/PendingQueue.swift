// SPDX-License-Identifier: MIT

/// The constraints an engine queued for its next pass, in order, each retained by the queue
/// until the pass takes it (see `LayoutEngine.sync()`).
///
/// In segments rather than one array: a make of a large screen queues every constraint it
/// activates (a feed of 10,000 cells, 190,000), and an array that doubles copies them all
/// again at each doubling, into memory that is new each time. The first segment grows as an
/// array does, so that a small tree's engine takes no more than it needs; each later one is
/// made at its full size and never moves: a feed-1000 make 30.07 M -> 29.73 M instructions
/// (callgrind), and some 700 fewer page faults in each make of feed-10000. The references are
/// unmanaged because an array of class references appends through the standard library's
/// shared, unspecialized code (two calls per append), where this one's append is inlined.
struct PendingQueue {
  /// How many constraints a segment holds: 8 KB of references.
  static let segmentSize = 1_024

  /// The full segments, oldest first.
  private var full: [[Unmanaged<LayoutConstraint>]] = []
  /// The segment being filled.
  private var current: [Unmanaged<LayoutConstraint>] = []

  /// Whether nothing is queued.
  var isEmpty: Bool { current.isEmpty && full.isEmpty }

  /// Appends `constraint`, which the queue retains.
  mutating func append(_ constraint: LayoutConstraint) {
    if current.count == Self.segmentSize { startSegment() }
    current.append(.passRetained(constraint))
  }

  /// Moves the full segment being filled to the others and starts one of full size.
  private mutating func startSegment() {
    full.append(current)
    current = []
    current.reserveCapacity(Self.segmentSize)
  }

  /// Takes every queued constraint out, in order, in segments, and empties the queue: the
  /// queue's hold on each passes to the caller.
  mutating func takeAll() -> [[Unmanaged<LayoutConstraint>]] {
    var segments = full
    full = []
    if !current.isEmpty { segments.append(current) }
    current = []
    return segments
  }

  /// Releases every queued constraint, for an engine that goes away with some queued.
  func releaseAll() {
    for segment in full {
      for constraint in segment { constraint.release() }
    }
    for constraint in current { constraint.release() }
  }
}
