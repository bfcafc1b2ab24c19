// SPDX-License-Identifier: MIT

// Tolerant comparison, for values that went through floating-point arithmetic (a solver's
// output, a scaled frame). `==` stays exact; these functions are named so that every tolerant
// comparison is visible at its call site.

/// Whether `a` and `b` are equal or at most `tolerance` apart.
private func isClose(_ a: Double, _ b: Double, _ tolerance: Double) -> Bool {
  a == b || abs(a - b) <= tolerance
}

extension Point {
  /// Whether each coordinate is within `absoluteTolerance` of the other point's.
  ///
  /// The test is `a == b || abs(a - b) <= absoluteTolerance` for each coordinate pair `(a, b)`.
  /// Equal infinities compare equal; NaN compares unequal to everything; a negative or NaN
  /// tolerance accepts only exact equality.
  ///
  /// This relation is not transitive: with a tolerance of 1, `Point(x: 0, y: 0)` is
  /// approximately equal to `Point(x: 1, y: 0)`, which is approximately equal to
  /// `Point(x: 2, y: 0)`, but the first and the last are not. Never use it to hash, sort or
  /// deduplicate.
  public func isApproximatelyEqual(to other: Point, absoluteTolerance: Double) -> Bool {
    isClose(x, other.x, absoluteTolerance) && isClose(y, other.y, absoluteTolerance)
  }
}

extension Size {
  /// Whether each dimension is within `absoluteTolerance` of the other size's.
  ///
  /// The test is `a == b || abs(a - b) <= absoluteTolerance` for each pair of dimensions
  /// `(a, b)`. Equal infinities compare equal; NaN compares unequal to everything; a negative or
  /// NaN tolerance accepts only exact equality.
  ///
  /// This relation is not transitive: with a tolerance of 1, a width of 0 is close to 1 and 1 is
  /// close to 2, but 0 is not close to 2. Never use it to hash, sort or deduplicate.
  public func isApproximatelyEqual(to other: Size, absoluteTolerance: Double) -> Bool {
    isClose(width, other.width, absoluteTolerance)
      && isClose(height, other.height, absoluteTolerance)
  }
}

extension Rect {
  /// Whether the stored origins and sizes are within `absoluteTolerance` of each other,
  /// component by component.
  ///
  /// The test is `a == b || abs(a - b) <= absoluteTolerance` for each of the four pairs
  /// `origin.x`, `origin.y`, `size.width`, `size.height`. Like `==`, it compares the stored
  /// values, not the ``standardized`` rectangles. Equal infinities compare equal; NaN compares
  /// unequal to everything; a negative or NaN tolerance accepts only exact equality.
  ///
  /// This relation is not transitive: with a tolerance of 1, rectangles at x = 0 and x = 1 are
  /// close, as are x = 1 and x = 2, but x = 0 and x = 2 are not. Never use it to hash, sort or
  /// deduplicate.
  public func isApproximatelyEqual(to other: Rect, absoluteTolerance: Double) -> Bool {
    origin.isApproximatelyEqual(to: other.origin, absoluteTolerance: absoluteTolerance)
      && size.isApproximatelyEqual(to: other.size, absoluteTolerance: absoluteTolerance)
  }
}
