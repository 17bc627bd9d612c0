import GlideUI

/// UIKit's `UIImage`: in Glide a name and a size (`Image`), with no pixels.
public typealias UIImage = Image
/// UIKit's `UIImageView`.
public typealias UIImageView = ImageView

extension Image {
    /// The image of the asset `name`. Glide has no asset catalogue, so every name gives an image
    /// (of zero size, drawn as a labelled placeholder) where UIKit returns nil for a missing one.
    public init?(named name: String) {
        self.init(name: name)
    }

    /// The SF Symbol `name`, as an image of that name (zero size).
    public init?(systemName name: String) {
        self.init(name: name)
    }

    /// The image `#imageLiteral(resourceName:)` stands for (`glide port` writes this call).
    public init(imageLiteralResourceName name: String) {
        self.init(name: name)
    }
}
