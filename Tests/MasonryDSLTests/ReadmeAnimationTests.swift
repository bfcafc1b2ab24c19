// SPDX-License-Identifier: MIT

import Masonry
import Testing

/// The README's section on animation, as written there.
@Suite struct ReadmeAnimationTests {
  @Test func animation() {
    let root = LayoutView(frame: Rect(x: 0, y: 0, width: 320, height: 480), debugName: "root")
    let box = LayoutView(debugName: "box")
    root.addSubview(box)
    var top: Constraint?
    box.mas.makeConstraints { make in
      top = make.top.equalTo(root).offset(20)
      make.left.equalTo(root).offset(20)
      make.size.equalTo(Size(width: 100, height: 100))
    }
    root.layoutIfNeeded()

    top?.offset(220)
    let animation = root.animate(duration: 0.4, curve: .linear) {
      root.layoutIfNeeded()
    }
    #expect(box.frame.origin.y == 220)
    #expect(animation.frame(of: box, at: 0.1)?.origin.y == 70)
    #expect(animation.frame(of: box, at: 0.4)?.origin.y == 220)

    let animator = LayoutAnimator()
    animator.animate(root, duration: 1, curve: .spring(dampingRatio: 0.6, initialVelocity: 0)) {
      top?.offset(20)
      root.layoutIfNeeded()
    }
    animator.advance(by: 0.25)
    #expect(animator.presentedFrame(of: box).origin.y < 20)
  }
}
