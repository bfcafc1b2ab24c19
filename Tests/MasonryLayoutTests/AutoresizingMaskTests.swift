// SPDX-License-Identifier: MIT

import MasonryGeometry
import MasonryLayout
import Testing
import _MasonryTestSupport

/// UIKit's documented rule, stated step by step: the parts not in the mask keep their
/// lengths, and the flexible ones share the change of the superview's extent in proportion to
/// their lengths (evenly when they are all zero long).
private func springsAndStruts(
  origin: Double, length: Double, from oldExtent: Double, to newExtent: Double,
  near: Bool, size: Bool, far: Bool
) -> (origin: Double, length: Double) {
  var parts = [origin, length, oldExtent - origin - length]
  let flexible = [near, size, far]
  let total = zip(parts, flexible).filter(\.1).reduce(0) { $0 + $1.0 }
  let count = Double(flexible.filter { $0 }.count)
  let change = newExtent - oldExtent
  for index in 0..<3 where flexible[index] {
    parts[index] += total != 0 ? change * parts[index] / total : change / count
  }
  return (parts[0], parts[1])
}

private func expectedFrame(
  _ frame: Rect, _ mask: AutoresizingMask, from old: Size, to new: Size
) -> Rect {
  let x = springsAndStruts(
    origin: frame.minX, length: frame.width, from: old.width, to: new.width,
    near: mask.contains(.flexibleLeftMargin), size: mask.contains(.flexibleWidth),
    far: mask.contains(.flexibleRightMargin))
  let y = springsAndStruts(
    origin: frame.minY, length: frame.height, from: old.height, to: new.height,
    near: mask.contains(.flexibleTopMargin), size: mask.contains(.flexibleHeight),
    far: mask.contains(.flexibleBottomMargin))
  return Rect(x: x.origin, y: y.origin, width: x.length, height: y.length)
}

@Suite struct AutoresizingMaskTests {
  static let masks: [AutoresizingMask] = [
    [], [.flexibleWidth], [.flexibleLeftMargin], [.flexibleRightMargin],
    [.flexibleLeftMargin, .flexibleRightMargin], [.flexibleWidth, .flexibleRightMargin],
    [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin],
    [.flexibleTopMargin, .flexibleHeight], [.flexibleHeight, .flexibleBottomMargin],
    [
      .flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin, .flexibleTopMargin,
      .flexibleHeight, .flexibleBottomMargin,
    ],
  ]

  @Test(arguments: Engine.allCases, masks)
  func framesFollowTheSuperviewAsUIKitDocuments(engine: Engine, mask: AutoresizingMask) {
    let log = IssueLog()
    let root = makeRoot(engine, width: 320, height: 480, log: log)
    let start = Rect(x: 20, y: 40, width: 100, height: 50)
    let view = LayoutView(frame: start, debugName: "view")
    view.autoresizingMask = mask
    root.addSubview(view)
    root.layoutIfNeeded()
    #expect(close(view.frame, start))
    let original = Size(width: 320, height: 480)
    for size in [
      Size(width: 640, height: 480), Size(width: 400, height: 600), Size(width: 1000, height: 900),
      Size(width: 320, height: 480),
    ] {
      root.frame.size = size
      root.layoutIfNeeded()
      let expected = expectedFrame(start, mask, from: original, to: size)
      #expect(close(view.frame, expected), "\(mask.code) at \(size)")
    }
    #expect(log.issues.isEmpty)
  }

  @Test(arguments: Engine.allCases)
  func documentedNumbers(engine: Engine) {
    let root = makeRoot(engine, width: 320, height: 480)
    let fixedMargins = LayoutView(frame: Rect(x: 20, y: 40, width: 100, height: 50))
    fixedMargins.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
    let centred = LayoutView(frame: Rect(x: 20, y: 0, width: 100, height: 50))
    centred.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
    let filling = LayoutView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
    filling.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
    for view in [fixedMargins, centred, filling] { root.addSubview(view) }
    root.layoutIfNeeded()
    root.frame.size = Size(width: 540, height: 500)
    root.layoutIfNeeded()
    // Fixed margins 20 and 200: the width takes the whole change.
    #expect(close(fixedMargins.frame, Rect(x: 20, y: 40, width: 320, height: 50)))
    // Margins 20 and 200 share the 220 points in proportion: 20 + 20, 200 + 200.
    #expect(close(centred.frame, Rect(x: 40, y: 0, width: 100, height: 50)))
    // Margins both zero long: the change is shared evenly.
    #expect(close(filling.frame, Rect(x: 110, y: 0, width: 320, height: 480)))
  }

  @Test(arguments: Engine.allCases)
  func nestedMasksAndConstrainedNeighbours(engine: Engine) {
    let log = IssueLog()
    let root = makeRoot(engine, width: 320, height: 480, log: log)
    let bar = LayoutView(frame: Rect(x: 0, y: 0, width: 320, height: 44), debugName: "bar")
    bar.autoresizingMask = .flexibleWidth
    let button = LayoutView(frame: Rect(x: 260, y: 7, width: 50, height: 30), debugName: "button")
    button.autoresizingMask = .flexibleLeftMargin
    root.addSubview(bar)
    bar.addSubview(button)
    let badge = makeChild(root, "badge")
    LayoutConstraint.activate([
      badge.rightAnchor.constraint(equalTo: button.leftAnchor, constant: -8),
      badge.topAnchor.constraint(equalTo: bar.bottomAnchor),
      badge.widthAnchor.constraint(equalToConstant: 20),
      badge.heightAnchor.constraint(equalToConstant: 20),
    ])
    root.layoutIfNeeded()
    #expect(close(badge.frame, Rect(x: 232, y: 44, width: 20, height: 20)))
    root.frame.size.width = 480
    root.layoutIfNeeded()
    #expect(close(bar.frame, Rect(x: 0, y: 0, width: 480, height: 44)))
    #expect(close(button.frame, Rect(x: 420, y: 7, width: 50, height: 30)))
    #expect(close(badge.frame, Rect(x: 392, y: 44, width: 20, height: 20)))
    #expect(log.issues.isEmpty)
  }

  @Test func framesFollowAtOnceBeforeAnyLayout() {
    let root = LayoutView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
    let bar = LayoutView(frame: Rect(x: 10, y: 0, width: 300, height: 44))
    bar.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
    let button = LayoutView(frame: Rect(x: 250, y: 7, width: 50, height: 30))
    button.autoresizingMask = .flexibleLeftMargin
    root.addSubview(bar)
    bar.addSubview(button)
    root.frame.size = Size(width: 480, height: 600)
    #expect(bar.frame == Rect(x: 10, y: 0, width: 460, height: 44))
    #expect(button.frame == Rect(x: 410, y: 7, width: 50, height: 30))
    root.layoutIfNeeded()
    #expect(close(button.frame, Rect(x: 410, y: 7, width: 50, height: 30)))
  }

  @Test(arguments: Engine.allCases)
  func aNewFrameOrMaskStartsFromTheSuperviewsSizeThen(engine: Engine) {
    let root = makeRoot(engine, width: 320, height: 480)
    let view = LayoutView(frame: Rect(x: 20, y: 40, width: 100, height: 50))
    root.addSubview(view)
    root.layoutIfNeeded()
    view.autoresizingMask = .flexibleWidth
    root.frame.size.width = 420
    root.layoutIfNeeded()
    #expect(close(view.frame, Rect(x: 20, y: 40, width: 200, height: 50)))
    // Set at width 420: the right margin is now 20.
    view.frame = Rect(x: 0, y: 0, width: 400, height: 10)
    root.frame.size.width = 320
    root.layoutIfNeeded()
    #expect(close(view.frame, Rect(x: 0, y: 0, width: 300, height: 10)))
    view.autoresizingMask = []
    root.frame.size.width = 500
    root.layoutIfNeeded()
    #expect(close(view.frame, Rect(x: 0, y: 0, width: 300, height: 10)))
    view.autoresizingMask = .flexibleLeftMargin
    view.translatesAutoresizingMaskIntoConstraints = false
    view.translatesAutoresizingMaskIntoConstraints = true
    root.frame.size.width = 600
    root.layoutIfNeeded()
    #expect(close(view.frame, Rect(x: 100, y: 0, width: 300, height: 10)))
  }

  @Test func theLogCodeNamesTheFlexibleParts() {
    #expect(AutoresizingMask().code == "h=--- v=---")
    #expect(AutoresizingMask([.flexibleWidth, .flexibleBottomMargin]).code == "h=-&- v=--&")
    #expect(
      AutoresizingMask([.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin]).code
        == "h=&-& v=&--")
    #expect(AutoresizingMask.flexibleHeight.rawValue == 16)
  }
}
