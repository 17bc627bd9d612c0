extension Fuzzer {
    /// Checks the case a fuzzing engine's input stands for (libFuzzer's `LLVMFuzzerTestOneInput`):
    /// its first byte picks the target (modulo their count), the rest make the script through
    /// `FuzzBytes`; a failure comes back shrunk, numbered 0, its seed the input's hash. Any input is a case.
    public func runCase(bytes: some Collection<UInt8>, countsCoverage: Bool = false) -> FuzzCaseResult {
        let target = targets[Int(bytes.first ?? 0) % targets.count]
        var random = FuzzBytes(bytes.dropFirst())
        return runCase(generator.script(using: &random), in: target, index: 0, caseSeed: FuzzBytes.hash(bytes), countsCoverage: countsCoverage)
    }
}
