// SPDX-License-Identifier: MIT

import MasonryDebug
import MasonryGeometry
import MasonryLayout
import Testing
import _MasonryTestSupport

/// How the debug module describes and draws the readable and keyboard guides and alignment
/// rectangle insets.
@Suite struct ContentGuidesDebugTests {
  final class Card: LayoutView {
    override var alignmentRectInsets: EdgeInsets {
      EdgeInsets(top: 0, left: 0, bottom: 4, right: 4)
    }
  }

  func screen(_ engine: Engine) -> (LayoutView, LayoutView) {
    let root = makeRoot(engine, width: 800, height: 600, name: "screen")
    let card = Card(debugName: "card")
    card.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(card)
    LayoutConstraint.activate([
      card.leftAnchor.constraint(equalTo: root.readableContentGuide.leftAnchor),
      card.rightAnchor.constraint(equalTo: root.readableContentGuide.rightAnchor),
      card.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
      card.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor, constant: -20),
    ])
    root.showKeyboard(height: 260)
    root.layoutIfNeeded()
    return (root, card)
  }

  @Test(arguments: Engine.allCases)
  func descriptions(engine: Engine) {
    let (root, card) = screen(engine)
    #expect(
      root.readableContentGuide.description
        == "<LayoutGuide:screen.readableContent; layoutFrame = (64 8; 672 584)>")
    #expect(
      root.keyboardLayoutGuide.description
        == "<LayoutGuide:screen.keyboard; layoutFrame = (0 340; 800 260)>")
    #expect(
      root.debugDescription
        == "<LayoutView:screen; frame = (0 0; 800 600); subviews = 1; layoutGuides = 2; "
        + "constraints = 15; keyboardHeight = 260; translatesAutoresizingMaskIntoConstraints = true>"
    )
    #expect(
      card.debugDescription
        == "<Card:card; frame = (64 20; 676 304); superview = LayoutView:screen; "
        + "alignmentRectInsets = {0, 0, 4, 4}; translatesAutoresizingMaskIntoConstraints = false>")
  }

  @Test(arguments: Engine.allCases)
  func drawingsShowTheGuides(engine: Engine) {
    let (root, _) = screen(engine)
    let svg = root.svgDrawing()
    #expect(svg.contains(#"<text class="guide""#))
    #expect(svg.contains(">screen.readableContent</text>"))
    #expect(svg.contains(">screen.keyboard</text>"))
    #expect(
      svg.contains(
        "<title>&lt;LayoutGuide:screen.keyboard; layoutFrame = (0 340; 800 260)&gt;</title>"))
  }
}
