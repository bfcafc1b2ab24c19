// SPDX-License-Identifier: MIT

/// An element of a ``MinHeap``: the order in which elements come out.
protocol HeapOrdered {
  /// Whether this element comes out of the heap before `other`.
  func precedes(_ other: Self) -> Bool
}

/// A binary min-heap under ``HeapOrdered/precedes(_:)``, for the queues whose entries carry
/// their own keys: the pricing queue of a large primal optimisation and the infeasible rows of
/// the dual simplex.
///
/// Invariants: `elements[(i - 1) / 2]` never comes after `elements[i]`.
struct MinHeap<Element: HeapOrdered> {
  /// The elements in heap order (the first is the next out; the rest in no useful order).
  private(set) var elements: [Element] = []

  var isEmpty: Bool { elements.isEmpty }

  /// The element that comes out next.
  var first: Element? { elements.first }

  /// - Complexity: O(log *n*).
  mutating func push(_ element: Element) {
    elements.append(element)
    // A hole moves up through one buffer, the parents it passes moving down into it: the
    // comparisons and the final order of a sift by swaps, without a swap's two writes and
    // the array's uniqueness check at every level.
    elements.withUnsafeMutableBufferPointer { heap in
      var c = heap.count - 1
      while c > 0 {
        let p = (c - 1) >> 1
        guard element.precedes(heap[p]) else { break }
        heap[c] = heap[p]
        c = p
      }
      heap[c] = element
    }
  }

  /// Takes out the first element.
  ///
  /// - Complexity: O(log *n*).
  mutating func popFirst() -> Element? {
    guard let last = elements.popLast() else { return nil }
    guard !elements.isEmpty else { return last }
    let top = elements[0]
    replaceFirst(last)
    return top
  }

  /// Puts `element` in the first element's place and moves it down to its own (for a first
  /// element whose key grew). The heap must not be empty.
  ///
  /// - Complexity: O(log *n*).
  mutating func replaceFirst(_ element: Element) {
    elements[0] = element
    siftDown(from: 0)
  }

  /// Makes the heap hold exactly `elements` (Floyd's construction).
  ///
  /// - Complexity: O(*n*).
  mutating func rebuild(from newElements: [Element]) {
    elements.removeAllKeepingCapacity()
    elements.append(contentsOf: newElements)
    var p = elements.count / 2
    while p > 0 {
      p -= 1
      siftDown(from: p)
    }
  }

  /// Moves the element at `start` down to its place, through one buffer (see ``push(_:)``).
  private mutating func siftDown(from start: Int) {
    elements.withUnsafeMutableBufferPointer { heap in
      let n = heap.count
      let moving = heap[start]
      var p = start
      while true {
        let l = 2 * p + 1
        guard l < n else { break }
        var m = l
        if l + 1 < n, heap[l + 1].precedes(heap[l]) { m = l + 1 }
        guard heap[m].precedes(moving) else { break }
        heap[p] = heap[m]
        p = m
      }
      heap[p] = moving
    }
  }

  /// Empties the heap, keeping its storage.
  mutating func removeAll() {
    elements.removeAllKeepingCapacity()
  }
}
