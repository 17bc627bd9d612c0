import Foundation
import GlideUIKit
import Testing

/// Associated objects as published UIKit code uses them: extension properties stored under the
/// address of a static key.
@Suite struct AssociatedObjectsTests {
    private enum Keys {
        nonisolated(unsafe) static var handler = 0
        nonisolated(unsafe) static var title = 0
    }

    private final class Handler {}

    @Test func aValueIsKeptUnderItsKeyUntilSetToNil() {
        let controller = UIViewController()
        weak var released: Handler?
        do {
            let handler = Handler()
            released = handler
            objc_setAssociatedObject(controller, &Keys.handler, handler, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
        objc_setAssociatedObject(controller, &Keys.title, "Menu", .OBJC_ASSOCIATION_COPY_NONATOMIC)
        #expect(released != nil && objc_getAssociatedObject(controller, &Keys.handler) as? Handler === released)
        #expect(objc_getAssociatedObject(controller, &Keys.title) as? String == "Menu")
        #expect(objc_getAssociatedObject(UIViewController(), &Keys.title) == nil)
        objc_setAssociatedObject(controller, &Keys.handler, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        #expect(released == nil && objc_getAssociatedObject(controller, &Keys.handler) == nil)
        #expect(objc_getAssociatedObject(controller, &Keys.title) as? String == "Menu")
        objc_removeAssociatedObjects(controller)
        #expect(objc_getAssociatedObject(controller, &Keys.title) == nil)
    }

    @Test func anAssignedValueIsNotKept() {
        let controller = UIViewController()
        do {
            let handler = Handler()
            objc_setAssociatedObject(controller, &Keys.handler, handler, .OBJC_ASSOCIATION_ASSIGN)
            #expect(objc_getAssociatedObject(controller, &Keys.handler) as? Handler === handler)
        }
        #expect(objc_getAssociatedObject(controller, &Keys.handler) == nil)
    }

    @Test func theValuesOfAnObjectThatWentAreReleased() {
        weak var released: Handler?
        do {
            let owner = UIView()
            let handler = Handler()
            released = handler
            objc_setAssociatedObject(owner, &Keys.handler, handler, .OBJC_ASSOCIATION_RETAIN)
        }
        // Later sets sweep the table once it has doubled.
        let owners = (0..<200).map { _ in UIView() }
        for owner in owners { objc_setAssociatedObject(owner, &Keys.title, "t", .OBJC_ASSOCIATION_RETAIN) }
        #expect(released == nil)
        for owner in owners { objc_removeAssociatedObjects(owner) }
    }

    @Test func aValueTypeHasNothingAssociated() {
        var point = CGPoint.zero
        objc_setAssociatedObject(point, &Keys.title, "t", .OBJC_ASSOCIATION_RETAIN)
        point.x = 1
        #expect(objc_getAssociatedObject(point, &Keys.title) == nil)
    }
}
