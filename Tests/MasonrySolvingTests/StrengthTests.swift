// SPDX-License-Identifier: MIT

import Foundation
import MasonrySolving
import Testing

@Suite struct StrengthTests {}

// MARK: - Presets

extension StrengthTests {
  @Test func presetsAreAutoLayoutPriorities() {
    #expect(Strength.required == Strength(priority: 1000, weight: 1))
    #expect(Strength.strong == Strength(priority: 750, weight: 1))
    #expect(Strength.medium == Strength(priority: 500, weight: 1))
    #expect(Strength.weak == Strength(priority: 250, weight: 1))
  }

  @Test func presetsAreOrderedByPriority() {
    let ladder: [Strength] = [.weak, .medium, .strong, .required]
    #expect(ladder.map(\.priority) == ladder.map(\.priority).sorted())
    #expect(Set(ladder.map(\.priority)).count == 4)
  }

  @Test func weightDefaultsToOne() {
    #expect(Strength(priority: 600).weight == 1)
  }

  @Test func weightedKeepsThePriority() {
    let strength = Strength.strong.weighted(2.5)
    #expect(strength.priority == 750)
    #expect(strength.weight == 2.5)
    #expect(strength != .strong)
  }
}

// MARK: - Validity

extension StrengthTests {
  @Test func isRequired() {
    #expect(Strength.required.isRequired)
    #expect(Strength(priority: 1000, weight: 7).isRequired)
    #expect(Strength(priority: 1500).isRequired)
    #expect(!Strength(priority: 999.999).isRequired)
    #expect(!Strength.strong.isRequired)
  }

  @Test(arguments: [
    (Strength.required, true), (.strong, true), (.medium, true), (.weak, true),
    (Strength(priority: 1), true), (Strength(priority: 0.001), true),
    (Strength(priority: 999, weight: 1e-9), true), (Strength(priority: 500, weight: 1e9), true),
    (Strength(priority: 1000, weight: 0), true), (Strength(priority: 1000, weight: .nan), true),
    (Strength(priority: 0), false), (Strength(priority: -250), false),
    (Strength(priority: 1000.5), false), (Strength(priority: .infinity), false),
    (Strength(priority: .nan), false), (Strength(priority: 500, weight: 0), false),
    (Strength(priority: 500, weight: -1), false), (Strength(priority: 500, weight: .nan), false),
    (Strength(priority: 500, weight: .infinity), false),
  ])
  func isValid(strength: Strength, valid: Bool) {
    #expect(strength.isValid == valid)
  }
}

// MARK: - kiwi strengths

extension StrengthTests {
  @Test(
    arguments: [
      (1.0, Strength.weak), (0.5, Strength(priority: 250, weight: 0.5)),
      (999, Strength(priority: 250, weight: 999)),
      (1000, Strength.medium), (1250, Strength(priority: 500, weight: 1.25)),
      (999_999, Strength(priority: 500, weight: 999.999)),
      (1_000_000, Strength.strong), (2_500_000, Strength(priority: 750, weight: 2.5)),
      (1_001_000_999, Strength(priority: 750, weight: 1001.000999)),
      (1_001_001_000, Strength.required), (2e12, Strength.required),
    ] as [(Double, Strength)])
  func kiwiStrengthMapsToTheHighestTierReached(value: Double, strength: Strength) {
    #expect(Strength(kiwiStrength: value) == strength)
  }

  @Test(arguments: [0, -0.0, -1, -1_001_001_000, .nan, .infinity, -.infinity])
  func kiwiStrengthRejectsNonPositiveAndNonFiniteNumbers(value: Double) {
    #expect(Strength(kiwiStrength: value) == nil)
  }

  /// kiwi's StrengthTest, through the mapping: `create(0, 0, 1) < create(0, 1, 0) <
  /// create(1, 0, 0)`, and `create(1, 0, 0, 1) < create(1, 0, 0, 4)`.
  @Test func kiwiOrderingSurvivesTheMapping() throws {
    let weak = try #require(Strength(kiwiStrength: 1))
    let medium = try #require(Strength(kiwiStrength: 1_000))
    let strong = try #require(Strength(kiwiStrength: 1_000_000))
    let strongTimesFour = try #require(Strength(kiwiStrength: 4_000_000))
    #expect(weak.priority < medium.priority)
    #expect(medium.priority < strong.priority)
    #expect(strong.priority == strongTimesFour.priority)
    #expect(strong.weight < strongTimesFour.weight)
  }
}

// MARK: - Descriptions and conformances

extension StrengthTests {
  @Test(arguments: [
    (Strength.required, "required"), (.strong, "strong"), (.medium, "medium"), (.weak, "weak"),
    (Strength(priority: 600), "600"), (Strength(priority: 600.5), "600.5"),
    (Strength(priority: 750, weight: 2.5), "strong*2.5"),
    (Strength(priority: 250, weight: 0.5), "weak*0.5"),
    (Strength(priority: 1, weight: 3), "1*3"),
    (Strength(priority: 1000, weight: 2), "required"),
  ])
  func description(strength: Strength, text: String) {
    #expect(strength.description == text)
  }

  @Test func hashingAgreesWithEquality() {
    #expect(Strength(priority: 750).hashValue == Strength.strong.hashValue)
    #expect(Set([Strength.strong, Strength(priority: 750), .weak]).count == 2)
  }

  @Test func codableRoundTrip() throws {
    let strength = Strength(priority: 333.5, weight: 0.125)
    let data = try JSONEncoder().encode(strength)
    #expect(try JSONDecoder().decode(Strength.self, from: data) == strength)
  }
}
