// SPDX-License-Identifier: MIT

import Foundation
import MasonrySolving
import Testing

@Suite struct ConstraintHandleTests {}

extension ConstraintHandleTests {
  @Test func storesSlotAndGeneration() {
    let handle = ConstraintHandle(index: 4, generation: 2)
    #expect(handle.index == 4)
    #expect(handle.generation == 2)
  }

  @Test func aReusedSlotIsADifferentHandle() {
    let first = ConstraintHandle(index: 4, generation: 0)
    let reused = ConstraintHandle(index: 4, generation: 1)
    #expect(first != reused)
    #expect(Set([first, reused, ConstraintHandle(index: 4, generation: 0)]).count == 2)
  }

  @Test func orderedBySlotThenGeneration() {
    let handles = [
      ConstraintHandle(index: 2, generation: 0), ConstraintHandle(index: 1, generation: 5),
      ConstraintHandle(index: 1, generation: 0), ConstraintHandle(index: 0, generation: 9),
    ]
    #expect(
      handles.sorted() == [
        ConstraintHandle(index: 0, generation: 9), ConstraintHandle(index: 1, generation: 0),
        ConstraintHandle(index: 1, generation: 5), ConstraintHandle(index: 2, generation: 0),
      ])
    #expect(!(handles[0] < handles[0]))
  }

  @Test func description() {
    #expect(ConstraintHandle(index: 4, generation: 0).description == "c4")
    #expect(ConstraintHandle(index: 4, generation: 2).description == "c4.2")
    #expect(ConstraintHandle(index: 0, generation: 0).description == "c0")
  }

  @Test func codableRoundTrip() throws {
    let handle = ConstraintHandle(index: 12, generation: 3)
    let data = try JSONEncoder().encode(handle)
    #expect(try JSONDecoder().decode(ConstraintHandle.self, from: data) == handle)
  }
}
