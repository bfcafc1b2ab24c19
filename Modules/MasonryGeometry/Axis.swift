// SPDX-License-Identifier: MIT

/// One of the two directions of the plane.
///
/// Layout code that works the same way along either direction (distributing views in a row or
/// a column, hugging, compression resistance) takes an `Axis`.
public enum Axis: String, Hashable, Sendable, Codable, CaseIterable {
  /// Left to right: x, widths, leading and trailing.
  case horizontal
  /// Top to bottom: y, heights, top and bottom.
  case vertical

  /// The other axis: `.vertical` for `.horizontal` and `.horizontal` for `.vertical`.
  public var perpendicular: Axis {
    switch self {
    case .horizontal: return .vertical
    case .vertical: return .horizontal
    }
  }
}
