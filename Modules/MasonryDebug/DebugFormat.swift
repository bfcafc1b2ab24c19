// SPDX-License-Identifier: MIT

import MasonryGeometry
import MasonryLayout

/// The number and rectangle formats the debugging aids share.
enum DebugFormat {
  /// Below this magnitude a solved value prints as 0: the dense engine's rounding leaves
  /// values such as 3e-30 where the answer is 0.
  static let zeroBelow = 1e-9

  /// A solved value as C's `%g` prints it (`8`, `0.5`, `1094.33`, `1e+06`), with rounding noise
  /// around zero shown as 0.
  static func number(_ value: Double) -> String {
    LayoutNumber.format(abs(value) < zeroBelow ? 0 : value)
  }

  /// A point the way UIKit prints one: `{x, y}`.
  static func point(_ point: Point) -> String {
    "{\(number(point.x)), \(number(point.y))}"
  }

  /// A size the way UIKit prints one: `{width, height}`.
  static func size(_ size: Size) -> String {
    "{\(number(size.width)), \(number(size.height))}"
  }

  /// Edge insets the way UIKit prints them: `{top, left, bottom, right}`.
  static func insets(_ insets: EdgeInsets) -> String {
    "{\(number(insets.top)), \(number(insets.left)), \(number(insets.bottom)), "
      + "\(number(insets.right))}"
  }

  /// A rectangle the way UIKit's descriptions print a frame: `(x y; width height)`.
  static func rect(_ rect: Rect) -> String {
    "(\(number(rect.origin.x)) \(number(rect.origin.y)); "
      + "\(number(rect.size.width)) \(number(rect.size.height)))"
  }
}
