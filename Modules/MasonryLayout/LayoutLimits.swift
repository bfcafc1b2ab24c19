// SPDX-License-Identifier: MIT

public import MasonryGeometry

/// The numbers the layout engine takes. A value outside is refused with a ``LayoutIssue``
/// where it is given, and the previous value (or none) is kept:
/// - constants, insets, margins and intrinsic sizes: finite, with a magnitude of at most
///   ``largestLength`` (1e9 points, below the solvers' largest value, where their tolerances
///   still resolve a millionth of a point);
/// - multipliers: 0, or a magnitude in ``multiplierRange`` (1e-6...1e6), and never 0 on a
///   location related to another item.
///
/// Inside these limits every constraint the engine builds is within the solvers' range (see
/// `SolverLimits` in MasonrySolving).
public enum LayoutLimits {
  /// The largest magnitude of a constant, an inset, a margin or an intrinsic size: 1e9.
  public static let largestLength = 1e9
  /// The magnitudes a non-zero multiplier may have: 1e-6...1e6.
  public static let multiplierRange: ClosedRange<Double> = 1e-6...1e6

  /// Whether `value` is finite with a magnitude of at most ``largestLength``.
  public static func accepts(length value: Double) -> Bool {
    abs(value) <= largestLength
  }

  /// Whether `value` is 0 or has a magnitude in ``multiplierRange``.
  public static func accepts(multiplier value: Double) -> Bool {
    value == 0 || multiplierRange.contains(abs(value))
  }

  /// Whether every edge of `insets` is an accepted length.
  public static func accepts(_ insets: EdgeInsets) -> Bool {
    accepts(length: insets.top) && accepts(length: insets.left)
      && accepts(length: insets.bottom) && accepts(length: insets.right)
  }

  /// Whether every edge of `insets` is an accepted length.
  public static func accepts(_ insets: DirectionalEdgeInsets) -> Bool {
    accepts(length: insets.top) && accepts(length: insets.leading)
      && accepts(length: insets.bottom) && accepts(length: insets.trailing)
  }
}
