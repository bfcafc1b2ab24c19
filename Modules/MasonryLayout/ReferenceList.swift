// SPDX-License-Identifier: MIT

/// One side of an active constraint in its item's reference list (see
/// ``LayoutNode/references``): the constraint, unretained, and whether the item is its second
/// item (a constraint between two attributes of one item sits in that item's list twice).
///
/// Both in one word: the constraint's address, whose lowest bit (always clear in an object's
/// address) says whether it is the second side. An optional link is then one word too, which
/// keeps the two pairs of neighbours in each constraint small.
struct ReferenceLink {
  private let bits: UnsafeRawPointer

  init(constraint: Unmanaged<LayoutConstraint>, isSecond: Bool) {
    let address = UnsafeRawPointer(constraint.toOpaque())
    bits = isSecond ? address + 1 : address
  }

  /// Whether the item is the constraint's second item.
  var isSecond: Bool { Int(bitPattern: bits) & 1 != 0 }

  /// The constraint, unretained.
  var constraint: Unmanaged<LayoutConstraint> {
    .fromOpaque(isSecond ? bits - 1 : bits)
  }

  /// The neighbours of this side in its list.
  var neighbours: ReferenceNeighbours {
    constraint._withUnsafeGuaranteedRef { isSecond ? $0.secondNeighbours : $0.firstNeighbours }
  }

  /// Changes the neighbours of this side.
  func updateNeighbours(_ body: (inout ReferenceNeighbours) -> Void) {
    constraint._withUnsafeGuaranteedRef {
      if isSecond { body(&$0.secondNeighbours) } else { body(&$0.firstNeighbours) }
    }
  }

  /// Whether this side is in its item's list.
  var isListed: Bool {
    get { constraint._withUnsafeGuaranteedRef { isSecond ? $0.secondListed : $0.firstListed } }
    nonmutating set {
      constraint._withUnsafeGuaranteedRef {
        if isSecond { $0.secondListed = newValue } else { $0.firstListed = newValue }
      }
    }
  }
}

/// Where one side of a constraint sits in its item's reference list: the list is threaded
/// through the constraints themselves, so that listing one allocates nothing and retains
/// nothing (the installing view holds every active constraint, and one that goes away leaves
/// its lists in its `deinit`). Whether the side is listed at all is kept beside them (see
/// ``ReferenceLink/isListed``), where it packs better.
struct ReferenceNeighbours {
  var previous: ReferenceLink?
  var next: ReferenceLink?
}

/// The reference list of an item: the first and last links.
struct ReferenceList {
  private(set) var first: ReferenceLink?
  private(set) var last: ReferenceLink?

  /// Appends the side `isSecond` of `constraint`, which is in no list on that side.
  ///
  /// - Complexity: O(1), without allocating.
  // Inlined, with `LayoutNode.addReference(_:isSecond:)`, into the activation, which passes
  // `isSecond` as a constant: its tests of the side fold away (a feed-1000 make 30.64 M ->
  // 30.30 M instructions, callgrind).
  @inline(__always)
  mutating func append(_ constraint: LayoutConstraint, isSecond: Bool) {
    let link = ReferenceLink(constraint: .passUnretained(constraint), isSecond: isSecond)
    let neighbours = ReferenceNeighbours(previous: last, next: nil)
    link.updateNeighbours { $0 = neighbours }
    link.isListed = true
    if let last {
      last.updateNeighbours { $0.next = link }
    } else {
      first = link
    }
    last = link
  }

  /// Takes the side `isSecond` of `constraint` out of the list, if it is listed there.
  ///
  /// - Complexity: O(1).
  mutating func remove(_ constraint: LayoutConstraint, isSecond: Bool) {
    let link = ReferenceLink(constraint: .passUnretained(constraint), isSecond: isSecond)
    guard link.isListed else { return }
    let neighbours = link.neighbours
    if let previous = neighbours.previous {
      previous.updateNeighbours { $0.next = neighbours.next }
    } else {
      first = neighbours.next
    }
    if let next = neighbours.next {
      next.updateNeighbours { $0.previous = neighbours.previous }
    } else {
      last = neighbours.previous
    }
    link.updateNeighbours { $0 = ReferenceNeighbours() }
    link.isListed = false
  }

  /// Calls `body` on every link, in list order; `body` may remove the link it is given.
  func forEachLink(_ body: (ReferenceLink) -> Void) {
    var cursor = first
    while let link = cursor {
      cursor = link.neighbours.next
      body(link)
    }
  }
}
