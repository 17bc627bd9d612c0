/// How `glide port` tells UIKit's names, and the Foundation names that came with UIKit's
/// umbrella import, from a program's own.
enum UIKitNames {
    /// Whether `name` is one of `prefixes` followed by an uppercase letter (`UIView`, not `UIKit`'s `UInt`).
    static func hasPrefix(_ name: String, _ prefixes: String...) -> Bool {
        prefixes.contains { prefix in
            name.hasPrefix(prefix) && name.unicodeScalars.dropFirst(prefix.unicodeScalars.count).first?.properties.isUppercase == true
        }
    }

    /// A UIKit or Core Animation type a program uses (`UIView`, `CALayer`; not the module `UIKit`).
    static func isUIKitType(_ name: String) -> Bool {
        name != "UIKit" && hasPrefix(name, "UI", "CA")
    }

    /// A name that needs `import GlideUIKit`: UIKit's, Core Animation's, and the CG types Foundation on Linux lacks.
    static func needsGlideUIKit(_ name: String) -> Bool {
        isUIKitType(name) || name == "CGAffineTransform" || name == "CGVector"
    }

    /// Foundation's names that UIKit code uses without importing Foundation itself.
    static func isFoundationName(_ name: String) -> Bool {
        hasPrefix(name, "CG", "NS") || ["TimeInterval", "Date", "URL", "Bundle", "DispatchQueue", "NotificationCenter", "IndexPath"].contains(name)
    }
}
