@testable import Glide
import Testing

struct JSONValueTests {
    @Test func objectsKeepTheirKeyOrderAndRenderCompactly() {
        let value = JSONValue.object([("z", .int(1)), ("a", .array([.null, .bool(true), .bool(false)])), ("m", .object([]))])
        #expect(value.rendered == #"{"z":1,"a":[null,true,false],"m":{}}"#)
    }

    @Test func stringsAreEscaped() {
        #expect(JSONValue.string("a\"b\\c\nd\te\u{1}é").rendered == #""a\"b\\c\nd\te\u0001é""#)
    }

    @Test(arguments: [
        (JSONValue.double(2), "2"),
        (.double(-0.5), "-0.5"),
        (.double(.nan), "null"),
        (.double(.infinity), "null"),
        (.rounded(68.6249, decimals: 2), "68.62"),
        (.rounded(1.0 / 3.0), "0.333"),
        (.milliseconds(2_329_959), "2329.959"),
        (.milliseconds(300), "0.3"),
        (.int(-42), "-42"),
    ])
    func numbersRenderTheSameEveryTime(value: JSONValue, text: String) {
        #expect(value.rendered == text)
    }

    @Test func equalityIsByRendering() {
        #expect(JSONValue.double(3) == .int(3))
        #expect(JSONValue.string("3") != .int(3))
    }
}
