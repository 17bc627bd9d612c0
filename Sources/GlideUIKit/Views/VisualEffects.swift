import GlideUI

/// UIKit's `UIVisualEffect`: what a `UIVisualEffectView` shows. Glide blurs nothing; an effect is
/// data that renderers draw as a translucent tint (see `UIVisualEffectView`).
open class UIVisualEffect {
    public init() {}

    /// The tint a renderer draws for this effect, nil for none.
    var tint: UIColor? { nil }
}

/// UIKit's `UIBlurEffect`: a blur of what lies behind, in a style. Drawn as a white tint for the
/// light styles and a black one for the dark styles (UIKit's material thickness sets its alpha).
open class UIBlurEffect: UIVisualEffect {
    /// UIKit's `UIBlurEffect.Style`.
    public enum Style: Int, Sendable {
        case extraLight, light, dark, regular, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight, systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark, systemChromeMaterialDark
    }

    /// The style.
    public let style: Style

    /// A blur in `style`.
    public init(style: Style) {
        self.style = style
    }

    override var tint: UIColor? {
        let alpha: Double
        switch style {
        case .systemUltraThinMaterial, .systemUltraThinMaterialLight, .systemUltraThinMaterialDark: alpha = 0.3
        case .systemThinMaterial, .systemThinMaterialLight, .systemThinMaterialDark: alpha = 0.45
        case .systemThickMaterial, .systemThickMaterialLight, .systemThickMaterialDark,
             .systemChromeMaterial, .systemChromeMaterialLight, .systemChromeMaterialDark: alpha = 0.75
        default: alpha = 0.6
        }
        switch style {
        case .dark, .systemUltraThinMaterialDark, .systemThinMaterialDark, .systemMaterialDark, .systemThickMaterialDark, .systemChromeMaterialDark:
            return UIColor(white: 0, alpha: alpha)
        default:
            return UIColor(white: 1, alpha: alpha)
        }
    }
}

/// UIKit's `UIVibrancyEffect`: content made vivid over a blur; drawn as nothing of its own.
open class UIVibrancyEffect: UIVisualEffect {
    /// The blur the content sits on.
    public let blurEffect: UIBlurEffect

    /// Vibrancy over `blurEffect`.
    public init(blurEffect: UIBlurEffect) {
        self.blurEffect = blurEffect
    }
}

/// UIKit's `UIVisualEffectView`: a view showing an effect behind its `contentView` (which fills
/// it; put subviews there). Glide draws the effect as its tint, the view's background colour, so
/// setting `effect` inside an animation block fades it in or out as UIKit does.
open class UIVisualEffectView: UIView {
    /// The view subviews go in, filling this one.
    public let contentView = UIView(frame: .zero, name: "contentView")

    /// The effect shown; nil shows nothing.
    open var effect: UIVisualEffect? {
        didSet { backgroundColor = effect?.tint ?? .clear }
    }

    /// A view showing `effect`.
    public init(effect: UIVisualEffect?) {
        super.init(frame: .zero)
        addSubview(contentView)
        self.effect = effect
        backgroundColor = effect?.tint ?? .clear
    }

    /// A view of `frame` showing no effect.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(contentView)
        contentView.frame = bounds
        backgroundColor = .clear
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
    }
}
