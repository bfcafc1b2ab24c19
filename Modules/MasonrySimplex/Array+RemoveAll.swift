// SPDX-License-Identifier: MIT

extension Array {
  /// Removes every element and keeps the storage, as `removeAll(keepingCapacity: true)` does,
  /// but does nothing to an empty array: the standard call costs some 70 instructions even
  /// then, and the solver empties its scratch arrays on every call, most often already empty.
  ///
  /// - Complexity: O(1) when empty; otherwise as `removeAll(keepingCapacity: true)`.
  @inline(__always)
  mutating func removeAllKeepingCapacity() {
    if !isEmpty { removeAll(keepingCapacity: true) }
  }
}
