import ArgumentParser
import Foundation
import GlidePort

/// `glide port` (also `glide-port`): rewrites UIKit Swift sources so they compile against GlideUIKit.
@main
struct GlidePortTool: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "glide port",
        abstract: "Rewrite UIKit Swift sources so that they compile and run against GlideUIKit.",
        discussion: """
            Each SRC (a .swift file, or a folder searched for .swift files) is parsed with \
            swift-syntax and written under DIR: a file as DIR/NAME.swift, a folder as \
            DIR/FOLDER/… with its layout kept. The rewrite changes only what UIKit code needs \
            (imports, Objective-C and Interface Builder attributes, every #selector form, \
            availability checks, literals, key paths, archive initialisers, #if conditions; the \
            article "Porting UIKit code" in GlideUIKit's documentation lists them). Formatting and comments stay. Porting \
            ported code changes nothing.

            Each change is printed as FILE:LINE:COL: changed: what, and each construct left as it \
            was as FILE:LINE:COL: not ported: what (why), on standard output; a summary goes to \
            standard error.

            With --check nothing is written: each UIKit API the sources use (UIKit types, their \
            static members, what a subclass overrides or calls on super) is listed with whether \
            GlideUIKit has it, unsupported first, from a map generated from GlideUIKit itself; \
            then the sources, ported in memory, are type-checked by swiftc against GlideUIKit's \
            built modules (the Modules folder beside glide-port, or $GLIDE_UIKIT_MODULES), and \
            each error is printed at its source's FILE:LINE:COL, as a missing API (missing in \
            GlideUIKit: NAME) or as the compiler's message. "Compiles" is the compiler's word.

            Examples:
              glide port MyApp/Transitions --out Ported
              glide port CardAnimator.swift SheetPresentation.swift --out Ported
              glide port MyApp/Transitions --check

            Exit status:
              0   every construct was ported (--check: every API is in GlideUIKit and the port compiles)
              1   some constructs were left as they were (the files are written; see the report),
                  or a file was not ported (it does not parse, or nests deeper than glide port
                  takes: FILE:LINE:COL says where; it is not written), or a file or folder was
                  skipped (named, with why, on standard error); --check: some APIs are not in
                  GlideUIKit, the port does not compile, or a file was not checked or skipped
              64  a bad command line, or an --out that reaches a source or, through a symbolic
                  link, leaves itself
              66  a source that does not exist, cannot be read, is not a regular file, is not
                  UTF-8 or is over 16 MiB (nothing is written then)
              69  --check cannot type-check: no GlideUIKit modules beside glide-port, or no
                  swiftc on PATH (the message says how to build them)
              73  an output file that cannot be created (nothing is written then: the ports
                  are moved into DIR only once every file is ported)
            """
    )

    @Argument(help: "UIKit Swift files or folders to port.")
    var sources: [String]

    @Option(name: .shortAndLong, help: "The folder the ported sources are written to (created if missing).")
    var out: String?

    @Flag(help: "Write nothing: list the UIKit APIs the sources use and whether GlideUIKit has each.")
    var check = false

    @Flag(name: .shortAndLong, help: "Print only the summary and the constructs left as they were (--check: the APIs missing).")
    var quiet = false

    func validate() throws {
        if out == nil, !check { throw ValidationError("give --out DIR for the ported sources, or --check to list the UIKit APIs they use") }
    }

    func run() throws {
        do {
            if check { return try runCheck() }
            let out = out ?? ""
            let plan = try PortPlan(sources: sources, outputFolder: out)
            for line in plan.skipped { FileHandle.standardError.write(Data("glide port: \(line)\n".utf8)) }
            let summary = try plan.run(progress: { done, total in
                FileHandle.standardError.write(Data("glide port: \(done)/\(total) files\n".utf8))
            }) { note in
                if !quiet || note.kind != .changed { print(note) }
            }
            FileHandle.standardError.write(Data("\(summary)\n".utf8))
            if !summary.isComplete { throw ExitCode(1) }
        } catch let error as PortError {
            FileHandle.standardError.write(Data("glide port: \(error.message)\n".utf8))
            throw ExitCode(error.status)
        }
    }

    /// `--check`: one line per UIKit API used, unsupported first (from the map), then the
    /// compiler's word: the sources ported in memory and type-checked against GlideUIKit, each
    /// error at its source's FILE:LINE:COL; exit status 1 unless the port compiles.
    func runCheck() throws {
        let result = try APICheck.check(paths: sources)
        for line in result.skipped { FileHandle.standardError.write(Data("glide port --check: \(line)\n".utf8)) }
        for note in result.refused { print(note) }
        for use in result.uses where !quiet || !use.supported { print(use) }
        var errors: [CompileCheck.Diagnostic]?
        if !result.sources.isEmpty {
            let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
            let toolchain = try CompileCheck.locate(executable: executable, environment: ProcessInfo.processInfo.environment).get()
            errors = try CompileCheck.check(result.sources, toolchain: toolchain)
        }
        for error in errors ?? [] { print(error) }
        FileHandle.standardError.write(Data((CompileCheck.summary(result, errors: errors) + "\n").utf8))
        let missing = result.uses.filter { !$0.supported }.count
        if missing > 0 || errors?.isEmpty == false || !result.refused.isEmpty || !result.skipped.isEmpty { throw ExitCode(1) }
    }
}
