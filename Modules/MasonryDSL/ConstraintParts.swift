// SPDX-License-Identifier: MIT

import MasonryLayout

/// The layout constraints of one DSL call, in order. Most calls make one
/// (`make.top.equalTo(...)`), which is kept inline: no array is allocated for it.
struct ConstraintParts: RandomAccessCollection, MutableCollection {
  /// The first part; `nil` only when there is none.
  private var head: LayoutConstraint?
  /// The parts after the first; `nil` rather than empty, so that a copy of a call's single
  /// part retains nothing else.
  private var tail: [LayoutConstraint]?

  /// No parts.
  init() {}

  /// One part.
  init(_ part: LayoutConstraint) { head = part }

  /// The parts of `parts`, in order.
  init(_ parts: some Sequence<LayoutConstraint>) {
    for part in parts { append(part) }
  }

  var startIndex: Int { 0 }
  var endIndex: Int { head == nil ? 0 : 1 + (tail?.count ?? 0) }

  subscript(position: Int) -> LayoutConstraint {
    get {
      guard position > 0, head != nil else {
        guard let head else { preconditionFailure("A part index out of range") }
        return head
      }
      guard let tail else { preconditionFailure("A part index out of range") }
      return tail[position - 1]
    }
    set {
      if position == 0 {
        precondition(head != nil, "A part index out of range")
        head = newValue
      } else {
        precondition(tail != nil, "A part index out of range")
        tail?[position - 1] = newValue
      }
    }
  }

  /// The part, when there is exactly one (most calls): read without going through the
  /// collection.
  var single: LayoutConstraint? { tail == nil ? head : nil }

  /// ``single``, unretained (the call holds it), for the hot path of a make.
  var unretainedSingle: Unmanaged<LayoutConstraint>? {
    guard tail == nil, let head else { return nil }
    return .passUnretained(head)
  }

  /// The first part, unretained (the call holds it), for the hot path of a make; `nil` when
  /// there is none.
  var unretainedFirst: Unmanaged<LayoutConstraint>? { head.map { .passUnretained($0) } }

  /// The parts after the first (most calls have none).
  var rest: ArraySlice<LayoutConstraint> { tail?[...] ?? [] }

  /// Adds `part` at the end.
  mutating func append(_ part: LayoutConstraint) {
    if head == nil {
      head = part
    } else if tail == nil {
      tail = [part]
    } else {
      tail?.append(part)
    }
  }

  /// Removes every part.
  mutating func removeAll() {
    head = nil
    tail = nil
  }
}
