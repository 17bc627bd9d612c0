/// The version of Glide: the one place it is written, printed by `glide --version`.
public enum GlideVersion {
    /// Semantic version of the package, bumped when a release is tagged.
    public static let current = "0.1.0"
}
