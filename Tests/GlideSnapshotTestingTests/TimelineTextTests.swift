import GlideRender
import GlideSnapshotTesting
import GlideUI
import Testing

/// The text goldens are kept in, read back exactly, and the tolerances of the comparison.
@Suite struct TimelineTextTests {
    static let card = PresentedTree.Node(
        depth: 1, name: "the \"card\"", type: "View", center: Point(x: 100, y: 200), size: Size(width: 80, height: 40),
        linear: CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0), alpha: 0.5, background: Color(red: 1, green: 0, blue: 0),
        cornerRadius: 12, mask: PresentedTree.Mask(kind: "rounded", rect: Rect(x: 0, y: 0, width: 80, height: 40), cornerRadius: 6))
    static let tree = PresentedTree(nodes: [
        PresentedTree.Node(depth: 0, name: "window", type: "Window", center: Point(x: 195, y: 422), size: Size(width: 390, height: 844)), card,
    ])

    @Test func aTreeReadsBackAsWritten() throws {
        let text = Self.tree.text()
        #expect(text == """
            "window" Window center=195,422 size=390,844 alpha=1
              "the \\"card\\"" View center=100,200 size=80,40 transform=0,1,-1,0 alpha=0.5 background=1,0,0,1 radius=12 mask=rounded:0,0,80,40,6

            """)
        #expect(try PresentedTree(parsing: text) == Self.tree)
    }

    @Test func aQuarterTurnPutsTheCornersWhereTheGeometrySays() {
        // Rotated 90° clockwise on screen (y down): the top-left corner lands right of the centre and up.
        #expect(Self.card.corners == [Point(x: 120, y: 160), Point(x: 120, y: 240), Point(x: 80, y: 240), Point(x: 80, y: 160)])
    }

    @Test func aTimelineReadsBackAsWritten() throws {
        var moved = Self.tree
        moved.nodes[1].center.x += 10
        let timeline = ReplayTimeline(
            screen: Size(width: 390, height: 844),
            samples: [
                .init(time: 0, cause: .start, moment: nil, tree: Self.tree),
                .init(time: 8.333, cause: .frame, moment: .init(transition: 1, state: "interacting", percent: 0.25), tree: Self.tree),
                .init(time: 16.667, cause: .tick, moment: .init(transition: 1, state: "completing", percent: nil), tree: moved),
            ],
            records: [.init(transition: 1, kind: "pop", decision: "finish", reason: "threshold", end: 12, release: 0.25)])
        let text = timeline.text
        #expect(text.contains("@ 8.333 frame #1 interacting 0.25 unchanged\nrecord #1 pop finish threshold end=12 release=0.25\n@ 16.667 tick #1 completing\n"))
        #expect(try ReplayTimeline(parsing: text) == timeline)
        #expect(timeline.firstDivergence(from: try ReplayTimeline(parsing: text)) == nil)
    }

    @Test(arguments: [(0.4, true), (0.6, false)])
    func aCornerMayMoveHalfAPoint(by offset: Double, matches: Bool) {
        var moved = Self.tree
        moved.nodes[1].center.y += offset
        let difference = SnapshotTolerance.standard.firstDifference(expected: Self.tree, actual: moved)
        #expect((difference == nil) == matches)
        if !matches {
            #expect(difference == "view \"the \\\"card\\\"\" (View, #2 in pre-order): its top-left corner is at (120, 160.6), expected (120, 160): 0.6 pt off (tolerance 0.5 pt)")
        }
    }

    @Test(arguments: [(0.009, true), (0.02, false)])
    func alphaMayMoveAHundredth(by offset: Double, matches: Bool) {
        var faded = Self.tree
        faded.nodes[1].alpha += offset
        #expect((SnapshotTolerance.standard.firstDifference(expected: Self.tree, actual: faded) == nil) == matches)
    }

    @Test func aMissingViewAndAChangedMaskAreNamed() {
        let shorter = PresentedTree(nodes: [Self.tree.nodes[0]])
        #expect(SnapshotTolerance.standard.firstDifference(expected: Self.tree, actual: shorter) == "view \"the \\\"card\\\"\" (View) is missing: 1 views, expected 2")
        var oval = Self.tree
        oval.nodes[1].mask?.kind = "oval"
        #expect(SnapshotTolerance.standard.firstDifference(expected: Self.tree, actual: oval) == "view \"the \\\"card\\\"\" (View, #2 in pre-order) has a oval mask, expected a rounded mask")
    }

    @Test func aBadLineIsNamed() {
        let tree = #expect(throws: PresentedTreeError.self) {
            try PresentedTree(parsing: "\"window\" Window center=0,0 size=1,1 alpha=1\n  \"card\" View center=1 size=2,2 alpha=1")
        }
        #expect(tree?.description == "line 2: center takes 2 finite number(s):   \"card\" View center=1 size=2,2 alpha=1")
        let timeline = #expect(throws: ReplayTimelineError.self) { try ReplayTimeline(parsing: "hello") }
        #expect(timeline?.description == "timeline line 1: not a Glide timeline: it starts with 'glide timeline 1 screen=W,H'")
    }

    @Test func aFrameCarriesItsTreeAndReadsItBack() throws {
        let window = View(frame: Rect(x: 0, y: 0, width: 100, height: 100), name: "a <window> & \"more\"")
        let child = View(frame: Rect(x: 10, y: 20, width: 30, height: 40), name: "child")
        child.alpha = 0.5
        window.addSubview(child)
        var renderer = FrameRenderer()
        renderer.embedsTree = true
        let tree = try PresentedTree(embeddedIn: renderer.svg(of: window))
        #expect(tree == PresentedTree(of: window))
        #expect(tree.nodes.map(\.name) == ["a <window> & \"more\"", "child"])
        #expect(tree.nodes[1].center == Point(x: 25, y: 40))
        #expect(throws: PresentedTreeError.self) { try PresentedTree(embeddedIn: FrameRenderer().svg(of: window)) }
    }
}
