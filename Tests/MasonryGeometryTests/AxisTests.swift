// SPDX-License-Identifier: MIT

import MasonryGeometry
import Testing

@Suite struct AxisTests {}

extension AxisTests {
  @Test func perpendicular() {
    #expect(Axis.horizontal.perpendicular == .vertical)
    #expect(Axis.vertical.perpendicular == .horizontal)
  }

  @Test(arguments: Axis.allCases)
  func perpendicularIsAnInvolution(axis: Axis) {
    #expect(axis.perpendicular != axis)
    #expect(axis.perpendicular.perpendicular == axis)
  }

  @Test func casesDescriptionsAndCoding() throws {
    #expect(Axis.allCases == [.horizontal, .vertical])
    #expect(Axis.allCases.map(String.init(describing:)) == ["horizontal", "vertical"])
    #expect(try json([Axis.horizontal, .vertical]) == #"["horizontal","vertical"]"#)
    #expect(try roundTrip(Axis.vertical) == .vertical)
  }
}
