// SPDX-License-Identifier: MIT

import MasonryGeometry
import MasonryLayout
import Testing
import _MasonryTestSupport

/// ``LayoutView/alignmentRectInsets``: constraints place alignment rectangles, frames are
/// those outset by the insets.
@Suite struct AlignmentRectTests {
  /// A view with a shadow: 2 points on the left and top, 6 on the right and bottom.
  final class ShadowedView: LayoutView {
    override var alignmentRectInsets: EdgeInsets {
      EdgeInsets(top: 2, left: 2, bottom: 6, right: 6)
    }
  }

  @Test func framesAndAlignmentRectsConvert() {
    let view = ShadowedView(debugName: "card")
    let frame = Rect(x: 10, y: 20, width: 108, height: 58)
    let aligned = view.alignmentRect(forFrame: frame)
    #expect(aligned == Rect(x: 12, y: 22, width: 100, height: 50))
    #expect(view.frame(forAlignmentRect: aligned) == frame)
    #expect(LayoutView().alignmentRect(forFrame: frame) == frame)
  }

  @Test(arguments: Engine.allCases)
  func constraintsPlaceTheAlignmentRect(engine: Engine) {
    let root = makeRoot(engine)
    let card = ShadowedView(debugName: "card")
    card.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(card)
    let badge = makeChild(card, "badge")
    let below = makeChild(root, "below")
    LayoutConstraint.activate(
      place(card, in: root, Rect(x: 10, y: 20, width: 100, height: 50))
        + [
          pin(badge, .left, .equal, card), pin(badge, .top, .equal, card),
          pin(badge, .width, plus: 10), pin(badge, .height, plus: 10),
          pin(below, .top, .equal, card, .bottom, plus: 4), pin(below, .left, .equal, card),
          pin(below, .right, .equal, card), pin(below, .height, plus: 30),
        ])
    root.layoutIfNeeded()
    #expect(close(card.frame, Rect(x: 8, y: 18, width: 108, height: 58)))
    #expect(
      close(card.alignmentRect(forFrame: card.frame), Rect(x: 10, y: 20, width: 100, height: 50)))
    // The badge sits at the card's alignment origin: 2 points into the card's frame.
    #expect(close(badge.frame, Rect(x: 2, y: 2, width: 10, height: 10)))
    // The view below lines up with the card's content, not its shadow.
    #expect(close(below.frame, Rect(x: 10, y: 74, width: 100, height: 30)))
  }

  @Test(arguments: Engine.allCases)
  func aTranslatedFrameIsItsAlignmentRectOutset(engine: Engine) {
    let root = makeRoot(engine)
    let card = ShadowedView(frame: Rect(x: 0, y: 0, width: 58, height: 58), debugName: "card")
    root.addSubview(card)
    let right = makeChild(root, "right")
    LayoutConstraint.activate([
      pin(right, .left, .equal, card, .right), pin(right, .top, .equal, card),
      pin(right, .width, plus: 10), pin(right, .height, .equal, card),
    ])
    root.layoutIfNeeded()
    #expect(card.frame == Rect(x: 0, y: 0, width: 58, height: 58))
    #expect(close(right.frame, Rect(x: 52, y: 2, width: 10, height: 50)))
    card.frame = Rect(x: 10, y: 0, width: 58, height: 58)
    root.layoutIfNeeded()
    #expect(close(right.frame.origin.x, 62))
  }
}

extension AlignmentRectTests {
  /// A translated frame is in its superview's bounds, whatever the superview's alignment
  /// insets: views constrained to it see it there.
  @Test(arguments: Engine.allCases)
  func aTranslatedFrameInsideAViewWithInsets(engine: Engine) {
    let root = makeRoot(engine)
    let card = ShadowedView(frame: Rect(x: 0, y: 0, width: 108, height: 58), debugName: "card")
    root.addSubview(card)
    let icon = LayoutView(frame: Rect(x: 10, y: 10, width: 20, height: 20), debugName: "icon")
    card.addSubview(icon)
    let caption = makeChild(card, "caption")
    LayoutConstraint.activate([
      pin(caption, .left, .equal, icon, .right), pin(caption, .top, .equal, icon),
      pin(caption, .width, plus: 40), pin(caption, .height, .equal, icon),
    ])
    root.layoutIfNeeded()
    #expect(icon.frame == Rect(x: 10, y: 10, width: 20, height: 20))
    #expect(close(caption.frame, Rect(x: 30, y: 10, width: 40, height: 20)))
    icon.frame.origin.x = 20
    root.layoutIfNeeded()
    #expect(close(caption.frame.origin.x, 40))
  }
}
