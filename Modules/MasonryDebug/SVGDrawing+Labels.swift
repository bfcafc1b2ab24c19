// SPDX-License-Identifier: MIT

import MasonryGeometry

extension SVGDrawing {
  /// The width of a character of the drawing's 11-point monospaced font.
  static let characterWidth = 6.7

  /// Trees larger than this get every name in the top left corner, without the search.
  static let labelSearchLimit = 400

  /// Where the name of the view at `index` of ``items`` goes (the start of its baseline): the
  /// first of the view's top left, bottom left, top right and bottom right corners where the
  /// name fits inside the view, is not hidden by a view drawn after it (a subview, a later
  /// sibling) and does not cover a name already placed; `nil` when none is.
  mutating func labelPosition(of name: String, at index: Int, in frame: Rect) -> Point? {
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
    guard width + 6 <= frame.width, frame.height >= 16 else { return nil }
    let later = items[(index + 1)...].compactMap { item in
      item.view == nil ? nil : place(item.rect(in: top))
    }
    let free = corners.first { corner in
      let candidate = box(corner)
      return !later.contains { $0.intersects(candidate) }
        && !labelBoxes.contains { $0.intersects(candidate) }
    }
    guard let free else { return nil }
    labelBoxes.append(box(free))
    return free
  }
}
