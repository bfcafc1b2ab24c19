// SPDX-License-Identifier: MIT

// TEMPORARY: the minimal geometry the layout layer needs while h-geometry is being written.
// Deleted when h-geometry is merged.

/// A point.
public struct Point: Hashable, Sendable {
  /// The x coordinate.
  public var x: Double
  /// The y coordinate.
  public var y: Double
  /// A point at (`x`, `y`).
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
  /// The origin.
  public static let zero = Point(x: 0, y: 0)
}

/// A size.
public struct Size: Hashable, Sendable {
  /// The width.
  public var width: Double
  /// The height.
  public var height: Double
  /// A size of `width` by `height`.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
  /// The zero size.
  public static let zero = Size(width: 0, height: 0)
}

/// A rectangle.
public struct Rect: Hashable, Sendable {
  /// The origin.
  public var origin: Point
  /// The size.
  public var size: Size
  /// A rectangle with an origin and a size.
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }
  /// A rectangle from coordinates.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }
  /// The zero rectangle.
  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)
  /// The smallest x.
  public var minX: Double { origin.x }
  /// The smallest y.
  public var minY: Double { origin.y }
  /// The width.
  public var width: Double { size.width }
  /// The height.
  public var height: Double { size.height }
  /// The largest x.
  public var maxX: Double { origin.x + size.width }
  /// The largest y.
  public var maxY: Double { origin.y + size.height }
  /// The middle x.
  public var midX: Double { origin.x + size.width / 2 }
  /// The middle y.
  public var midY: Double { origin.y + size.height / 2 }
}

/// Insets.
public struct EdgeInsets: Hashable, Sendable {
  /// Top.
  public var top: Double
  /// Left.
  public var left: Double
  /// Bottom.
  public var bottom: Double
  /// Right.
  public var right: Double
  /// Insets for each edge.
  public init(top: Double, left: Double, bottom: Double, right: Double) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }
  /// No insets.
  public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// Directional insets.
public struct DirectionalEdgeInsets: Hashable, Sendable {
  /// Top.
  public var top: Double
  /// Leading.
  public var leading: Double
  /// Bottom.
  public var bottom: Double
  /// Trailing.
  public var trailing: Double
  /// Insets for each edge.
  public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
  /// No insets.
  public static let zero = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
}

/// An axis.
public enum Axis: Hashable, Sendable, CaseIterable {
  /// X.
  case horizontal
  /// Y.
  case vertical
}

/// A layout direction.
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
  /// Left to right.
  case leftToRight
  /// Right to left.
  case rightToLeft
}
