// SPDX-License-Identifier: MIT

import MasonryGeometry

extension SVGDrawing {
  /// The width of a character of the drawing's 11-point monospaced font.
  static let characterWidth = 6.7

  /// Trees larger than this get every name in the top left corner, without the search.
  static let labelSearchLimit = 400

  /// Where the name of the item at `index` of ``items`` goes (the start of its baseline): the
  /// first of the item's top left, bottom left, top right and bottom right corners, then of the
  /// places along its top and bottom just right of what is in the way, where the name fits
  /// inside `frame` (the item's visible part), is not hidden by a view drawn after it (a
  /// subview, a later sibling) and does not cover a name or a text already placed. With
  /// `outside`, a name that fits no corner may stick out of the top left corner, or go just
  /// below or just above the frame (from its left, then to its right), where it covers no other view but the ones around the
  /// frame (behind it), nor a name, and stays in the drawing. `nil` when no place is free.
  mutating func labelPosition(
    of name: String, at index: Int, in frame: Rect, outside: Bool = false
  ) -> Point? {
    let width = Double(name.count) * Self.characterWidth
    let left = frame.minX + 3
    let right = frame.maxX - 3 - width
    let upper = frame.minY + 12
    let lower = frame.maxY - 4
    let corners = [
      Point(x: left, y: upper), Point(x: left, y: lower), Point(x: right, y: upper),
      Point(x: right, y: lower),
    ]
    let box = { (point: Point) in
      Rect(x: point.x - 1, y: point.y - 11, width: width + 2, height: 14)
    }
    guard items.count <= Self.labelSearchLimit else { return corners[0] }
    let later = items[(index + 1)...].compactMap { item in
      item.view == nil ? nil : place(item.rect(in: top))
    }
    let placed = labelBoxes
    let isFree = { (candidate: Rect) in
      !later.contains { $0.intersects(candidate) } && !placed.contains { $0.intersects(candidate) }
    }
    // Then along the top and the bottom, just right of each view or name in the way.
    var inside = corners
    for y in [upper, lower] {
      let band = Rect(x: frame.minX, y: y - 11, width: frame.width, height: 14)
      let edges = (later + placed).filter { $0.intersects(band) }.map { $0.maxX + 3 }.sorted()
      inside += edges.filter { $0 + width + 3 <= frame.maxX }.map { Point(x: $0, y: y) }
    }
    if width + 6 <= frame.width, frame.height >= 16,
      let free = inside.first(where: { isFree(box($0)) })
    {
      labelBoxes.append(box(free))
      return free
    }
    guard outside else { return nil }
    let canvas = Rect(
      x: 0, y: 0, width: top.bounds.size.width * options.scale + 2 * options.padding,
      height: top.bounds.size.height * options.scale + 2 * options.padding)
    let earlier = items[..<index].compactMap { item in
      item.view == nil ? nil : place(item.rect(in: top))
    }
    let beside = [
      corners[0], Point(x: frame.minX, y: frame.maxY + 12), Point(x: frame.minX, y: frame.minY - 4),
      Point(x: frame.maxX - width, y: frame.maxY + 12),
      Point(x: frame.maxX - width, y: frame.minY - 4),
    ]
    let free = beside.first { point in
      let candidate = box(point)
      // The views drawn before it that hold the frame (to a hundredth, for the solvers'
      // rounding) are behind it: the name may cover them.
      return canvas.contains(candidate) && isFree(candidate)
        && !earlier.contains {
          $0.intersects(candidate) && !$0.insetBy(dx: -0.01, dy: -0.01).contains(frame)
        }
    }
    guard let free else { return nil }
    labelBoxes.append(box(free))
    return free
  }
}
