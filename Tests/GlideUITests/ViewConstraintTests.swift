import Testing

@testable import GlideUI

/// Auto Layout's simple forms: edges, centres and dimensions with constants, laid out on
/// activation, on `layoutIfNeeded()` and when the superview resizes, animated inside a block.
@Suite struct ViewConstraintTests {
    @Test func edgesWithInsetsFollowTheSuperview() {
        let world = AnimationTestWorld()
        let container = world.add("container", Rect(x: 0, y: 0, width: 300, height: 600))
        let sheet = View(name: "sheet")
        sheet.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(sheet)
        LayoutConstraint.activate([
            sheet.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
            sheet.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -16),
            sheet.bottomAnchor.constraint(equalTo: container.bottomAnchor),
            sheet.heightAnchor.constraint(equalTo: container.heightAnchor, multiplier: 0.5),
        ])
        #expect(sheet.frame == Rect(x: 16, y: 300, width: 268, height: 300))
        container.frame = Rect(x: 0, y: 0, width: 400, height: 800)
        #expect(sheet.frame == Rect(x: 16, y: 400, width: 368, height: 400))
        #expect(sheet.constraints.count == 4)
    }

    @Test func centresSizesAndSiblingsPlaceViews() {
        let world = AnimationTestWorld()
        let container = world.add("container", Rect(x: 0, y: 0, width: 300, height: 600))
        let card = View(name: "card")
        let caption = View(name: "caption")
        for view in [card, caption] {
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
        }
        // The caption is added first in the constraints, placed against the card placed after it.
        LayoutConstraint.activate([
            caption.topAnchor.constraint(equalTo: card.bottomAnchor, constant: 8),
            caption.centerXAnchor.constraint(equalTo: card.centerXAnchor),
            caption.widthAnchor.constraint(equalTo: card.widthAnchor),
            caption.heightAnchor.constraint(equalToConstant: 20),
            card.centerXAnchor.constraint(equalTo: container.centerXAnchor),
            card.centerYAnchor.constraint(equalTo: container.centerYAnchor),
            card.widthAnchor.constraint(equalToConstant: 200),
            card.heightAnchor.constraint(equalTo: card.widthAnchor, multiplier: 1.5),
            card.widthAnchor.constraint(lessThanOrEqualToConstant: 100),
        ])
        #expect(card.frame == Rect(x: 50, y: 150, width: 200, height: 300), "the inequality does not move it")
        #expect(caption.frame == Rect(x: 50, y: 458, width: 200, height: 20))
    }

    @Test func aConstantChangedInsideAnAnimationBlockAnimatesOnLayoutIfNeeded() {
        let world = AnimationTestWorld()
        let container = world.add("container", Rect(x: 0, y: 0, width: 300, height: 600))
        let drawer = View(name: "drawer")
        drawer.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(drawer)
        let leading = drawer.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: -200)
        LayoutConstraint.activate([
            leading, drawer.topAnchor.constraint(equalTo: container.topAnchor),
            drawer.bottomAnchor.constraint(equalTo: container.bottomAnchor), drawer.widthAnchor.constraint(equalToConstant: 200),
        ])
        #expect(drawer.frame.minX == -200)
        leading.constant = 0
        #expect(drawer.frame.minX == -200, "nothing moves before a layout pass")
        View.animate(withDuration: 1, options: .curveLinear) { container.layoutIfNeeded() }
        world.clock.advance(to: 0.5)
        #expect(abs(drawer.presentation.frame.minX + 100) < 1e-9 && drawer.frame.minX == 0)
        leading.isActive = false
        container.frame = Rect(x: 0, y: 0, width: 300, height: 700)
        #expect(drawer.frame.minX == 0 && drawer.frame.height == 700, "the other constraints still hold")
    }

    @Test func constraintsKeepNoViewAlive() {
        weak var released: View?
        do {
            let container = View(frame: Rect(x: 0, y: 0, width: 100, height: 100), name: "container")
            let child = View(name: "child")
            child.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(child)
            LayoutConstraint.activate([child.topAnchor.constraint(equalTo: container.topAnchor, constant: 10)])
            #expect(child.frame.minY == 10)
            released = container
        }
        #expect(released == nil, "a view and its constraints form no cycle")
    }
}
