// SPDX-License-Identifier: MIT

/// The layout constraints in the making of a DSL handle, in order. Most handles hold one
/// (`make.top.equalTo(...)`), which is kept inline: no array is allocated for it.
struct ConstraintParts: RandomAccessCollection {
  /// The first part; `nil` only when there is none.
  private var head: ViewConstraint?
  /// The parts after the first.
  private var tail: [ViewConstraint] = []

  /// No parts.
  init() {}

  /// One part.
  init(_ part: ViewConstraint) { head = part }

  /// The parts of `parts`, in order.
  init(_ parts: some Sequence<ViewConstraint>) {
    for part in parts { append(part) }
  }

  var startIndex: Int { 0 }
  var endIndex: Int { head == nil ? 0 : 1 + tail.count }

  subscript(position: Int) -> ViewConstraint {
    guard position > 0, head != nil else {
      guard let head else { preconditionFailure("A part index out of range") }
      return head
    }
    return tail[position - 1]
  }

  /// Adds `part` at the end.
  mutating func append(_ part: ViewConstraint) {
    if head == nil { head = part } else { tail.append(part) }
  }

  /// Removes every part.
  mutating func removeAll() {
    head = nil
    tail = []
  }
}
