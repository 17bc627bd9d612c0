import Foundation

/// An image as view-tree data: a name and a size in points. Glide has no pixels: a renderer
/// draws an image as a labelled placeholder of its size.
public struct Image: Hashable, Sendable {
    /// The resource name it was made from.
    public var name: String
    /// Its size in points (zero when it was made from a name alone).
    public var size: Size
    /// Pixels per point.
    public var scale: Double

    /// An image named `name` of `size` points.
    public init(name: String, size: Size = .zero, scale: Double = 1) {
        self.name = name
        self.size = size
        self.scale = scale
    }
}

/// How a view lays out its content (an image view's image) in its bounds, as UIKit's `UIView.ContentMode`.
public enum ContentMode: Int, Hashable, Sendable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight

    /// Where content of `size` is drawn in `bounds` (the bounds themselves for an empty size).
    public func rect(for size: Size, in bounds: Rect) -> Rect {
        guard size.width > 0, size.height > 0 else { return bounds }
        switch self {
        case .scaleToFill, .redraw:
            return bounds
        case .scaleAspectFit, .scaleAspectFill:
            let sx = bounds.width / size.width, sy = bounds.height / size.height
            let scale = self == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
            return Rect(center: bounds.center, size: Size(width: size.width * scale, height: size.height * scale))
        default:
            let left = bounds.minX, right = bounds.maxX - size.width, midX = bounds.midX - size.width / 2
            let top = bounds.minY, bottom = bounds.maxY - size.height, midY = bounds.midY - size.height / 2
            let x: Double, y: Double
            switch self {
            case .top: (x, y) = (midX, top)
            case .bottom: (x, y) = (midX, bottom)
            case .left: (x, y) = (left, midY)
            case .right: (x, y) = (right, midY)
            case .topLeft: (x, y) = (left, top)
            case .topRight: (x, y) = (right, top)
            case .bottomLeft: (x, y) = (left, bottom)
            case .bottomRight: (x, y) = (right, bottom)
            default: (x, y) = (midX, midY)
            }
            return Rect(origin: Point(x: x, y: y), size: size)
        }
    }
}

/// A view that shows an image, as UIKit's `UIImageView`: the image laid out by `contentMode`.
/// Made with an image, it takes the image's size, as UIKit's does.
open class ImageView: View {
    /// The image shown; nil shows only the background.
    public var image: Image?
    /// The image shown while `isHighlighted`.
    public var highlightedImage: Image?
    /// Whether the highlighted image is shown.
    public var isHighlighted = false

    /// An image view of `frame` with no image.
    public override init(frame: Rect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// An image view the size of `image` (at the origin).
    public convenience init(image: Image?, highlightedImage: Image? = nil) {
        self.init(frame: Rect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
        self.highlightedImage = highlightedImage
    }

    /// The image on screen: the highlighted one when highlighted and set, else `image`.
    public var shownImage: Image? { isHighlighted ? highlightedImage ?? image : image }

    /// Where the shown image is drawn, in bounds coordinates (by `contentMode`).
    public var imageRect: Rect? {
        shownImage.map { contentMode.rect(for: $0.size, in: Rect(origin: .zero, size: bounds.size)) }
    }
}
