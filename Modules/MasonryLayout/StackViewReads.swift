// SPDX-License-Identifier: MIT

import MasonryGeometry

/// What a stack view's rules read of one arranged view when they were last built: its
/// intrinsic length along the axis (the tie-breaks' constants), its natural length (the shares
/// of `.fillProportionally`) and whether its first and last baseline views have baselines (the
/// baseline alignments). `nil` where the rules did not read it.
///
/// When an arranged view's intrinsic size changes, the stack reads again only what it read
/// before: the same values build the same rules, and the stack does not build them again. A
/// label's new text in one row of a list of 1,000 rows rebuilt and matched every rule of the
/// list (1.7 ms a change), though the rows' rules read nothing of the row's size.
struct StackViewReads: Equatable {
  var intrinsicLength: Double?
  var naturalLength: Double?
  var firstBaseline: Bool?
  var lastBaseline: Bool?

  /// `view`'s intrinsic length along `axis` (negative when it has none).
  static func intrinsicLength(of view: LayoutView, along axis: Axis) -> Double {
    let size = view.intrinsicContentSize
    return axis == .horizontal ? size.width : size.height
  }

  /// The length a proportional distribution shares by: the intrinsic length, or the fitting
  /// size when there is none.
  static func naturalLength(of view: LayoutView, along axis: Axis) -> Double {
    let intrinsic = intrinsicLength(of: view, along: axis)
    if intrinsic >= 0, intrinsic.isFinite { return intrinsic }
    let fitting = view.systemLayoutSizeFitting(LayoutView.layoutFittingCompressedSize)
    return axis == .horizontal ? fitting.width : fitting.height
  }

  /// Whether `view`'s first (or last) baseline view has a baseline.
  static func hasBaseline(_ view: LayoutView, first: Bool) -> Bool {
    let target = first ? view.forFirstBaselineLayout : view.forLastBaselineLayout
    return target.firstBaselineOffsetFromTop != nil
  }

  /// The same reads, of `view` as it is now, along `axis`.
  func reread(_ view: LayoutView, along axis: Axis) -> StackViewReads {
    StackViewReads(
      intrinsicLength: intrinsicLength.map { _ in Self.intrinsicLength(of: view, along: axis) },
      naturalLength: naturalLength.map { _ in Self.naturalLength(of: view, along: axis) },
      firstBaseline: firstBaseline.map { _ in Self.hasBaseline(view, first: true) },
      lastBaseline: lastBaseline.map { _ in Self.hasBaseline(view, first: false) })
  }
}
