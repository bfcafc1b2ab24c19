// SPDX-License-Identifier: MIT

import MasonryLayout

/// The layout constraints of one DSL call, in order. Most calls make one
/// (`make.top.equalTo(...)`), which is kept inline: no array is allocated for it.
struct ConstraintParts: RandomAccessCollection, MutableCollection {
  /// The first part; `nil` only when there is none.
  private var head: LayoutConstraint?
  /// The parts after the first.
  private var tail: [LayoutConstraint] = []

  /// No parts.
  init() {}

  /// One part.
  init(_ part: LayoutConstraint) { head = part }

  /// The parts of `parts`, in order.
  init(_ parts: some Sequence<LayoutConstraint>) {
    for part in parts { append(part) }
  }

  var startIndex: Int { 0 }
  var endIndex: Int { head == nil ? 0 : 1 + tail.count }

  subscript(position: Int) -> LayoutConstraint {
    get {
      guard position > 0, head != nil else {
        guard let head else { preconditionFailure("A part index out of range") }
        return head
      }
      return tail[position - 1]
    }
    set {
      if position == 0 {
        precondition(head != nil, "A part index out of range")
        head = newValue
      } else {
        tail[position - 1] = newValue
      }
    }
  }

  /// Adds `part` at the end.
  mutating func append(_ part: LayoutConstraint) {
    if head == nil { head = part } else { tail.append(part) }
  }

  /// Removes every part.
  mutating func removeAll() {
    head = nil
    tail = []
  }
}
