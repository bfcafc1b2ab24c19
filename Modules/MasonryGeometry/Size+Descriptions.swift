// SPDX-License-Identifier: MIT

extension Size: CustomStringConvertible {
  /// The initializer call that makes the size, with integral numbers printed without a
  /// fraction: `Size(width: 50, height: 0.5)`.
  public var description: String {
    initializerDescription("Size", ["width": width, "height": height])
  }
}
