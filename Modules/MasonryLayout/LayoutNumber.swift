// SPDX-License-Identifier: MIT

import Foundation

/// Number formatting for descriptions and messages.
package enum LayoutNumber {
  /// A number as C's `%g` prints it, the way Masonry's descriptions do: six significant
  /// digits, trailing zeros dropped, an exponent outside [1e-4, 1e6): `8`, `0.5`, `1094.33`,
  /// `1e+06`. Negative zero prints as `0`.
  package static func format(_ value: Double) -> String {
    String(format: "%g", value + 0)
  }
}
