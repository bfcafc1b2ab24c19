// SPDX-License-Identifier: MIT

import MasonryGeometry

extension LayoutEngine {
  /// Whether `value`, one axis of an intrinsic content size, defines a length: not negative
  /// (a negative value means none, as UIKit's `noIntrinsicMetric`) and within ``LayoutLimits``.
  static func definesIntrinsicLength(_ value: Double) -> Bool {
    value >= 0 && LayoutLimits.accepts(length: value)
  }

  /// Reports each axis of `view`'s intrinsic content size `size` that is NaN, infinite or
  /// beyond ``LayoutLimits``: the engine takes it as no intrinsic size.
  func checkIntrinsicSize(_ size: Size, of view: LayoutView) {
    guard !isScratch else { return }
    for (axis, value) in [("width", size.width), ("height", size.height)]
    where !(value < 0) && !LayoutLimits.accepts(length: value) {
      report(
        LayoutIssue(
          .invalidValue,
          "The intrinsic content \(axis) \(value) of \(view) is not a finite number within "
            + "±1e9; the view is laid out as if it had none"))
    }
  }
}
