// SPDX-License-Identifier: MIT

import MasonryGeometry
import MasonryLayout

/// The number and rectangle formats the debugging aids share.
enum DebugFormat {
  /// A number as C's `%g` prints it: `8`, `0.5`, `1094.33`, `1e+06`.
  static func number(_ value: Double) -> String {
    LayoutNumber.format(value)
  }

  /// A rectangle the way UIKit's descriptions print a frame: `(x y; width height)`.
  static func rect(_ rect: Rect) -> String {
    "(\(number(rect.origin.x)) \(number(rect.origin.y)); "
      + "\(number(rect.size.width)) \(number(rect.size.height)))"
  }
}
