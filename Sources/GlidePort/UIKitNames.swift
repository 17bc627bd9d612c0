/// How `glide port` tells UIKit's names, and the Foundation names that came with UIKit's
/// umbrella import, from a program's own.
enum UIKitNames {
    /// Whether `name` is one of `prefixes` followed by an uppercase letter (`UIView`, not `UIKit`'s `UInt`).
    static func hasPrefix(_ name: String, _ prefixes: String...) -> Bool {
        prefixes.contains { prefix in
            name.hasPrefix(prefix) && name.unicodeScalars.dropFirst(prefix.unicodeScalars.count).first?.properties.isUppercase == true
        }
    }

    /// A name spelled with an Apple UI framework's prefix (`UIView`, `CALayer`, `CGPath`): what
    /// GlideUIKit's public declarations offer as UIKit's (`APIMap` scans for these).
    static func hasFrameworkPrefix(_ name: String) -> Bool {
        hasPrefix(name, "UI", "CA", "CG")
    }

    /// A UIKit, Core Animation or Core Graphics type a program uses that needs `import GlideUIKit`:
    /// any `UI…` or `CA…` name (not the module `UIKit`), and the `CG…` names GlideUIKit supplies
    /// (`CGAffineTransform`, `CGPath`, `CGColor`, …; the others are Foundation's).
    static func isUIKitType(_ name: String) -> Bool {
        name != "UIKit" && (hasPrefix(name, "UI", "CA") || (hasPrefix(name, "CG") && APIMap.glideUIKit.types[name] != nil))
    }

    /// Foundation's names that UIKit code uses without importing Foundation itself.
    static func isFoundationName(_ name: String) -> Bool {
        hasPrefix(name, "CG", "NS") || ["TimeInterval", "Date", "URL", "Bundle", "DispatchQueue", "NotificationCenter", "IndexPath"].contains(name)
    }
}
