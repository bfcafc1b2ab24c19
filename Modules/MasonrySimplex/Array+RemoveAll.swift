// SPDX-License-Identifier: MIT

extension Array {
  /// Removes every element and keeps the storage, as `removeAll(keepingCapacity: true)` does,
  /// but does nothing to an empty array: the standard call costs some 70 instructions even
  /// then, and the solver empties its scratch arrays on every call, most often already empty.
  /// Up to eight elements are taken off one by one: the standard call goes through a generic
  /// `replaceSubrange` of some 170 instructions, where a `removeLast()` is a check and a store
  /// (2 to 4% of the instructions of a build of 1,000 views).
  ///
  /// - Complexity: O(1) when empty; otherwise O(*n*) for *n* elements, as
  ///   `removeAll(keepingCapacity: true)`.
  @inline(__always)
  mutating func removeAllKeepingCapacity() {
    guard !isEmpty else { return }
    if count <= 8 {
      while !isEmpty { removeLast() }
    } else {
      removeAll(keepingCapacity: true)
    }
  }

  /// Makes the array `count` long: the elements past it removed (a few one by one, the
  /// standard removal costing some 170 instructions whatever it removes), or `element`
  /// appended (one by one while they fit: a fill through ``pad(to:with:capacity:)`` makes a
  /// temporary array, some 500 instructions).
  ///
  /// - Complexity: O(*d*) for a difference of *d* elements.
  @inline(__always)
  mutating func resize(to count: Int, with element: Element) {
    if self.count > count {
      if self.count - count <= 8 {
        while self.count > count { removeLast() }
      } else {
        removeSubrange(count...)
      }
    } else if self.count < count {
      if capacity >= count {
        while self.count < count { append(element) }
      } else {
        pad(to: count, with: element)
      }
    }
  }

  /// Writes `value` at each of `indices` (valid indices of the array) through one check of
  /// the storage's uniqueness: a subscript write in a loop checks it per element (the flags a
  /// report clears cost a round of a small layout some 3% of its instructions that way).
  @inline(__always)
  mutating func set(_ value: Element, at indices: [Int32]) {
    guard !indices.isEmpty else { return }
    withUnsafeMutableBufferPointer { buffer in
      for i in indices { buffer[Int(i)] = value }
    }
  }

  /// Appends `element` until the array holds `count` elements. With elements to append, it
  /// grows only when they do not fit, to a new buffer of exactly `max(count, capacity)`; with
  /// none, it makes capacity for `capacity` elements (a reservation, `pad(to: count, ...)`).
  /// The new elements are written in one fill (an append of `repeatElement` wrote them one at a
  /// time, some seven instructions each), and the capacity beyond them is not written.
  mutating func pad(to count: Int, with element: Element, capacity: Int = 0) {
    let old = self.count
    guard old < count else {
      if self.capacity < capacity { reserveCapacity(capacity) }
      return
    }
    if self.capacity >= count {
      append(contentsOf: Array(repeating: element, count: count - old))
      return
    }
    self = Array(unsafeUninitializedCapacity: Swift.max(count, capacity)) {
      buffer, initialized in
      guard let base = buffer.baseAddress else { return }
      withUnsafeBufferPointer { existing in
        if let from = existing.baseAddress { base.initialize(from: from, count: old) }
      }
      (base + old).initialize(repeating: element, count: count - old)
      initialized = count
    }
  }

  /// Writes `element` to every position of `range`.
  @inline(__always)
  mutating func reset(_ range: Range<Int>, to element: Element) {
    for i in range { self[i] = element }
  }
}
