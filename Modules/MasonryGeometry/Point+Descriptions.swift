// SPDX-License-Identifier: MIT

extension Point: CustomStringConvertible {
  /// The initializer call that makes the point, with integral numbers printed without a
  /// fraction: `Point(x: 10, y: 2.5)`.
  public var description: String {
    initializerDescription("Point", ["x": x, "y": y])
  }
}
