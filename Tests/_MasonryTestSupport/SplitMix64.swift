// SPDX-License-Identifier: MIT

/// A small, fast, seeded random number generator (Steele, Lea and Flood's SplitMix64), so that
/// every generated system and script can be reproduced from its seed.
///
/// The helpers below draw numbers with their own arithmetic instead of the standard library's
/// `random(in:using:)`, whose algorithms may change between toolchains: a seed names the same
/// system on every toolchain.
public struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// A generator whose sequence is fixed by `seed`.
  public init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE5_E4B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A uniform integer in `0..<bound`; 0 when `bound` is not positive.
  public mutating func below(_ bound: Int) -> Int {
    guard bound > 0 else { return 0 }
    return Int(next().multipliedFullWidth(by: UInt64(bound)).high)
  }

  /// A uniform integer in `range`.
  public mutating func int(in range: ClosedRange<Int>) -> Int {
    range.lowerBound + below(range.upperBound - range.lowerBound + 1)
  }

  /// A uniform double in `[0, 1)` with 53 random bits.
  public mutating func unit() -> Double {
    Double(next() >> 11) * 0x1p-53
  }

  /// `true` with probability `probability`.
  public mutating func chance(_ probability: Double) -> Bool {
    unit() < probability
  }

  /// A uniformly chosen element; `nil` for an empty collection.
  public mutating func pick<C: RandomAccessCollection>(_ elements: C) -> C.Element?
  where C.Index == Int {
    guard !elements.isEmpty else { return nil }
    return elements[elements.startIndex + below(elements.count)]
  }

  /// A uniformly chosen element of a non-empty array literal.
  public mutating func pick<T>(_ first: T, _ rest: T...) -> T {
    let index = below(rest.count + 1)
    return index == 0 ? first : rest[index - 1]
  }
}
