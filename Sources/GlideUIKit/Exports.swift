// `import GlideUIKit` stands in for `import UIKit`: Foundation comes with it (so `NSObject`,
// `CGFloat`, `CGPoint`, `CGSize`, `CGRect` and `TimeInterval` are Foundation's own, as on iOS),
// and so does Glide, for replaying traces through a window and reading its records.
@_exported import Foundation
@_exported import Glide
