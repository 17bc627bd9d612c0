import Foundation
import Glide
import GlideGallery
import GlideTesting
import Testing

/// `glide compare` and `PolicyComparison`: one trace under several policies.
@Suite struct PolicyComparisonTests {
    static let trace = Paths.packageRoot.appendingPathComponent("Traces/aweme-touchpad-2fg-finish.evemu").path

    @Test func everyPolicyDecidesTheGestureAndTheFirstSplitIsNamed() throws {
        let comparison = try PolicyComparison.compare(tracePath: Self.trace, policies: ReleasePolicies.named, scenes: .gallery)
        let gesture = try #require(comparison.gestures.first)
        #expect(comparison.gestures.count == 1 && gesture.kind == .dismiss)
        #expect(gesture.releases.map(\.policy) == ReleasePolicies.named.map(\.name))
        let decisions = Dictionary(uniqueKeysWithValues: gesture.releases.map { ($0.policy, $0.decision) })
        // Released at 34 %, 446 pt/s: KWin's 50 % is not reached, touchegg's 20 % and Glide's threshold are.
        #expect(decisions["kwin"] == .cancel && decisions["touchegg"] == .finish && decisions["threshold"] == .finish && decisions["gnome"] == .finish)
        let split = try #require(gesture.disagreement)
        #expect(Set(split.finishing + split.cancelling) == Set(comparison.policies) && !split.finishing.isEmpty && !split.cancelling.isEmpty)
        #expect(split.milliseconds >= 0 && split.percent >= 0 && split.percent <= 1)
        // Every release is the one a replay under that policy alone gives.
        for release in gesture.releases {
            var options = ReplayOptions()
            options.policy = try #require(ReleasePolicies.policy(named: release.policy))
            let alone = try ReplaySession(tracePath: Self.trace, options: options, scenes: .gallery).run().outcomes.filter(\.interactive)
            #expect(alone.first?.decision == release.decision && alone.first?.reason == release.reason, "\(release.policy)")
        }
        #expect(comparison.jsonLines.split(separator: "\n").count == 1)
        #expect(comparison.jsonLines.contains("\"first_disagreement\":{\"ms\":"))
    }

    /// Where the first policy's decisions leave fewer gestures than another's, the later gestures
    /// are still listed, with who had none; each policy's completion is timed as it says.
    @Test func aGestureOnlySomePoliciesReachIsListed() throws {
        let comparison = try PolicyComparison.compare(
            tracePath: Paths.packageRoot.appendingPathComponent("Traces/slide-touchpad-fling-policy.evemu").path, policies: [("gnome", GNOMEPolicy()), ("uikit", CompletionPolicy.projected()), ("niri", NiriPolicy())],
            options: ReplayOptions(scene: "slide"), scenes: .gallery)
        try #require(comparison.gestures.count == 2)
        let (first, second) = (comparison.gestures[0], comparison.gestures[1])
        #expect(first.watched && first.releases.map(\.policy) == ["gnome", "uikit", "niri"])
        // GNOME finishes the 4 % flick (0.6 units/ms is slow on a pad) and leaves no second dismissal.
        #expect(first.releases[0].decision == .finish && first.releases[1].decision == .cancel)
        #expect(!second.watched && second.disagreement == nil && second.releases.map(\.policy) == ["uikit", "niri"])
        #expect(comparison.table.contains("gnome     -         its earlier decisions left no gesture 2"))
        #expect(comparison.table.contains("not watched for a disagreement: gnome's replay has no gesture 2"))
        // GNOME Shell's time, clamped to 400 ms; niri's spring settles in ln 1000 / √1000 s.
        #expect(abs((first.releases[0].completionMilliseconds ?? 0) - 400) < 1e-6)
        #expect(abs((first.releases[2].completionMilliseconds ?? 0) - 218.442) < 1e-3)
    }

    /// The table keeps the policies' order in every gesture, whichever of them reached it.
    @Test func everyGestureListsThePoliciesInTheirOrder() throws {
        let comparison = try PolicyComparison.compare(
            tracePath: Paths.packageRoot.appendingPathComponent("Traces/slide-touchpad-fling-policy.evemu").path,
            policies: [("uikit", CompletionPolicy.projected()), ("gnome", GNOMEPolicy())], options: ReplayOptions(scene: "slide"), scenes: .gallery)
        let table = comparison.table
        let second = try #require(table.range(of: "gesture 2 (dismiss)"))
        let rows = table[second.upperBound...]
        let uikit = try #require(rows.range(of: "    uikit "))
        let gnome = try #require(rows.range(of: "    gnome     -         its earlier decisions left no gesture 2"))
        #expect(uikit.lowerBound < gnome.lowerBound, "\(table)")
        #expect(comparison.runs.map(\.name) == ["uikit", "gnome"] && comparison.runs.allSatisfy { $0.result.timelines.isEmpty }, "records only by default")
    }

    @Test func policiesThatAgreeThroughoutSaySo() throws {
        let comparison = try PolicyComparison.compare(
            tracePath: Self.trace, policies: [("threshold", CompletionPolicy.standard), ("touchegg", ToucheggPolicy())], scenes: .gallery)
        #expect(comparison.gestures.first?.disagreement == nil)
        #expect(comparison.table.contains("no disagreement: every lift would have been decided alike"))
        #expect(comparison.jsonLines.contains("\"first_disagreement\":null"))
    }

    @Test(.enabled(if: Paths.hasGlide)) func theCommandPrintsATableAndRefusesWhatItCannotDo() throws {
        let table = try Run.glide(["compare", Self.trace, "--policies", "gnome,kwin"])
        #expect(table.status == 0 && table.stdout.contains("gesture 1 (dismiss)") && table.stdout.contains("kwin      cancel"), "\(table.stdout)")
        let unknown = try Run.glide(["compare", Self.trace, "--policies", "gnome,bogus"])
        #expect(unknown.status == 64 && unknown.stderr.contains("no policy named 'bogus'; the policies are threshold, projected, fling, gnome"))
        let stdin = try Run.glide(["compare", "-"])
        #expect(stdin.status == 64 && stdin.stderr.contains("takes trace files, not standard input"))
        let missing = try Run.glide(["compare", "/nonexistent.evemu"])
        #expect(missing.status == 66)
    }

    /// Every real recording (evemu traces, and .events with the description whose name they start with) compares without error.
    @Test(.enabled(if: Paths.hasRecordings, "\(Paths.withoutRecordings)"))
    func everyRealRecordingCompares() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Paths.recordings.path).sorted()
        let descriptions = names.filter { $0.hasSuffix(".desc") }
        var gestures = 0
        for name in names where name.hasSuffix(".evemu") || name.hasSuffix(".events") {
            let desc = name.hasSuffix(".events")
                ? descriptions.first { name.hasPrefix(String($0.dropLast(5))) }.map(Paths.recording) : nil
            let comparison = try PolicyComparison.compare(
                tracePath: Paths.recording(name), descriptionPath: desc, policies: ReleasePolicies.named, scenes: .gallery)
            gestures += comparison.gestures.count
            #expect(comparison.gestures.allSatisfy { $0.releases.count == ReleasePolicies.named.count }, "\(name)")
        }
        #expect(gestures >= 4)
    }
}

/// `glide compare --svg` and `--html`: every policy's progress drawn together.
@Suite struct ComparisonPicturesTests {
    static let trace = Paths.packageRoot.appendingPathComponent("Traces/slide-touchpad-fling-policy.evemu").path
    static let policies: [(name: String, policy: any ReleasePolicy)] = [("gnome", GNOMEPolicy()), ("uikit", CompletionPolicy.projected()), ("niri", NiriPolicy())]

    @Test func theChartDrawsTheOtherPoliciesUnderTheFirst() throws {
        let comparison = try PolicyComparison.compare(
            tracePath: Self.trace, policies: Self.policies, options: ReplayOptions(scene: "slide"), scenes: .gallery, retention: .everything)
        let pictures = ComparisonPictures(comparisons: [comparison], descriptionPath: nil, scenes: .gallery)
        let svg = pictures.svg
        #expect(svg.contains("slide-touchpad-fling-policy.evemu — gnome"))
        #expect(svg.contains("under it: <tspan fill=\"#8c564b\">uikit</tspan> <tspan fill=\"#e377c2\">niri</tspan>"))
        #expect(svg.contains("<polyline class=\"other\" data-label=\"uikit\"") && svg.contains("<polyline class=\"other\" data-label=\"niri\""))
        #expect(!svg.contains("data-label=\"gnome\""), "the first policy is the chart itself")
        let page = Paths.temporaryDirectory().appendingPathComponent("compare.html").path
        try pictures.writeHTML(to: TextOutput.createFile(at: page))
        let html = try String(contentsOfFile: page, encoding: .utf8)
        for name in ["gnome", "uikit", "niri"] {
            #expect(html.contains("<option value=\"\(Self.policies.firstIndex { $0.name == name }!)\">slide-touchpad-fling-policy.evemu — \(name)</option>"))
        }
        #expect(html.contains("data-label=\"gnome\""), "gnome drawn under the others' entries")
        #expect(throws: GlideError.self) {
            try CompareCommandRun(traces: [Self.trace], policies: Self.policies, scenes: .gallery, htmlPath: page + ".txt").run(output: .standardError)
        }
    }

    @Test(.enabled(if: Paths.hasGlide, "glide is not built next to the test bundle"))
    func theCommandWritesThemAndRefusesABadPageName() throws {
        let directory = Paths.temporaryDirectory()
        let svg = directory.appendingPathComponent("chart.svg").path
        let html = directory.appendingPathComponent("page.html").path
        let made = try Run.glide(["compare", Self.trace, "--scene", "slide", "--policies", "gnome,niri", "--svg", svg, "--html", html])
        #expect(made.status == 0, "\(made.stderr)")
        #expect(FileManager.default.fileExists(atPath: svg) && FileManager.default.fileExists(atPath: html))
        let bad = try Run.glide(["compare", Self.trace, "--html", directory.appendingPathComponent("page.txt").path])
        #expect(bad.status == 64 && bad.stdout.isEmpty && bad.stderr.contains("give a file name ending in .html or .htm"))
        // An output that cannot be written stops the command before any replay: nothing on stdout.
        let unwritable = try Run.glide(["compare", Self.trace, "--svg", "/nonexistent/dir/chart.svg"])
        #expect(unwritable.status == 73 && unwritable.stdout.isEmpty && unwritable.stderr.contains("/nonexistent/dir/chart.svg"), "\(unwritable.stderr)")
    }
}
