// SPDX-License-Identifier: MIT

extension Rect: CustomStringConvertible {
  /// The initializer call that makes the rectangle, with the stored (not standardized) values
  /// and integral numbers printed without a fraction:
  /// `Rect(x: 0, y: 10, width: 50, height: 100)`.
  public var description: String {
    initializerDescription(
      "Rect", ["x": origin.x, "y": origin.y, "width": size.width, "height": size.height])
  }
}
