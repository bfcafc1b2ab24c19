// SPDX-License-Identifier: MIT

import MasonryGeometry
import Testing

@Suite struct LayoutDirectionTests {}

extension LayoutDirectionTests {
  @Test func casesDescriptionsAndCoding() throws {
    #expect(LayoutDirection.allCases == [.leftToRight, .rightToLeft])
    #expect(
      LayoutDirection.allCases.map(String.init(describing:)) == ["leftToRight", "rightToLeft"])
    #expect(try json([LayoutDirection.rightToLeft]) == #"["rightToLeft"]"#)
    #expect(try roundTrip(LayoutDirection.leftToRight) == .leftToRight)
    #expect(Set(LayoutDirection.allCases).count == 2)
  }
}
