import Foundation
import GlideGestures
import GlideInput
import GlideTesting
import Glide
import Testing

/// Hold gestures on every touchpad of libinput's test suite, given still, short, staggered,
/// lifted and moving fingers as their kernel drivers send them (`KernelHolds`), recognised by
/// `HoldGestureRecognizer` and compared with what libinput 1.22 makes of the very same traces.
@Suite(.enabled(if: LitestDevice.available, "\(LitestDevice.absent)"))
struct LitestHoldAgreementTests {
    /// libinput's holds for each scenario, by device (without `LITEST_`): fingers, begin and end
    /// (ms from the first touch; C: cancelled), or "-" for none. Found by running these traces
    /// through `../shared/oracle` (libinput 1.22.1 on a umockdev device, default settings), whose
    /// timer-driven times lag 0–3.3 ms; they are given on the 10 ms frame grid every event of
    /// these traces falls on.
    static let libinputHolds: [String: [String: [String]]] = [
        "1fg-drift-0.3mm-after-timeout": [
            "H1@40-410": ["ABSINFO_OVERRIDE", "ACER_HAWAII_TOUCHPAD", "ALPS_3FG", "ATMEL_HOVER", "BCM5974", "ELANTECH_TOUCHPAD", "GENERIC_PRESSUREPAD", "GENERIC_USBCOMBO_TOUCHPAD", "MAGIC_TRACKPAD", "SYNAPTICS_CLICKPAD_X220", "SYNAPTICS_I2C", "SYNAPTICS_PHANTOMCLICKS", "SYNAPTICS_PRESSUREPAD", "SYNAPTICS_RMI4", "SYNAPTICS_TOPBUTTONPAD", "SYNAPTICS_TRACKPOINT_BUTTONS", "TOUCHPAD_PALMPRESSURE_ZERO", "WACOM_BAMBOO_2FG_FINGER", "WACOM_INTUOS5_FINGER"],
            "-": ["ALPS_DUALPOINT", "ALPS_SEMI_MT", "APPLETOUCH", "SYNAPTICS_HOVER_SEMI_MT", "SYNAPTICS_TOUCHPAD"],
        ],
        "1fg-drift-0.3mm-before-timeout": [
            "H1@40-400": ["ABSINFO_OVERRIDE", "ACER_HAWAII_TOUCHPAD", "ALPS_3FG", "ATMEL_HOVER", "BCM5974", "ELANTECH_TOUCHPAD", "GENERIC_PRESSUREPAD", "GENERIC_USBCOMBO_TOUCHPAD", "MAGIC_TRACKPAD", "SYNAPTICS_CLICKPAD_X220", "SYNAPTICS_I2C", "SYNAPTICS_PHANTOMCLICKS", "SYNAPTICS_PRESSUREPAD", "SYNAPTICS_RMI4", "SYNAPTICS_TOPBUTTONPAD", "SYNAPTICS_TRACKPOINT_BUTTONS", "TOUCHPAD_PALMPRESSURE_ZERO", "WACOM_BAMBOO_2FG_FINGER", "WACOM_INTUOS5_FINGER"],
            "-": ["ALPS_DUALPOINT", "ALPS_SEMI_MT", "APPLETOUCH", "SYNAPTICS_HOVER_SEMI_MT", "SYNAPTICS_TOUCHPAD"],
        ],
        "1fg-drift-0.8mm-after-timeout": [
            "H1@40-160C": ["ACER_HAWAII_TOUCHPAD", "ALPS_3FG", "GENERIC_USBCOMBO_TOUCHPAD", "SYNAPTICS_CLICKPAD_X220", "SYNAPTICS_PHANTOMCLICKS", "SYNAPTICS_TOPBUTTONPAD", "SYNAPTICS_TRACKPOINT_BUTTONS", "TOUCHPAD_PALMPRESSURE_ZERO"],
            "H1@40-150C": ["ABSINFO_OVERRIDE", "ATMEL_HOVER", "BCM5974", "GENERIC_PRESSUREPAD", "SYNAPTICS_I2C", "SYNAPTICS_PRESSUREPAD", "SYNAPTICS_RMI4"],
            "-": ["ALPS_DUALPOINT", "ALPS_SEMI_MT", "APPLETOUCH", "SYNAPTICS_HOVER_SEMI_MT", "SYNAPTICS_TOUCHPAD"],
            "H1@40-180C": ["WACOM_BAMBOO_2FG_FINGER", "WACOM_INTUOS5_FINGER"],
            "H1@40-170C": ["MAGIC_TRACKPAD"],
            "H1@40-410": ["ELANTECH_TOUCHPAD"],
        ],
        "1fg-drift-0.8mm-before-timeout": [
            "-": ["ABSINFO_OVERRIDE", "ACER_HAWAII_TOUCHPAD", "ALPS_3FG", "ALPS_DUALPOINT", "ALPS_SEMI_MT", "APPLETOUCH", "ATMEL_HOVER", "BCM5974", "GENERIC_PRESSUREPAD", "GENERIC_USBCOMBO_TOUCHPAD", "MAGIC_TRACKPAD", "SYNAPTICS_CLICKPAD_X220", "SYNAPTICS_HOVER_SEMI_MT", "SYNAPTICS_I2C", "SYNAPTICS_PHANTOMCLICKS", "SYNAPTICS_PRESSUREPAD", "SYNAPTICS_RMI4", "SYNAPTICS_TOPBUTTONPAD", "SYNAPTICS_TOUCHPAD", "SYNAPTICS_TRACKPOINT_BUTTONS", "TOUCHPAD_PALMPRESSURE_ZERO"],
            "H1@40-400": ["ELANTECH_TOUCHPAD", "WACOM_BAMBOO_2FG_FINGER", "WACOM_INTUOS5_FINGER"],
        ],
        "short-100ms-1fg": [
            "H1@40-100": ["ABSINFO_OVERRIDE", "ACER_HAWAII_TOUCHPAD", "ALPS_3FG", "ATMEL_HOVER", "BCM5974", "ELANTECH_TOUCHPAD", "GENERIC_PRESSUREPAD", "GENERIC_USBCOMBO_TOUCHPAD", "MAGIC_TRACKPAD", "SYNAPTICS_CLICKPAD_X220", "SYNAPTICS_I2C", "SYNAPTICS_PHANTOMCLICKS", "SYNAPTICS_PRESSUREPAD", "SYNAPTICS_RMI4", "SYNAPTICS_TOPBUTTONPAD", "SYNAPTICS_TRACKPOINT_BUTTONS", "TOUCHPAD_PALMPRESSURE_ZERO", "WACOM_BAMBOO_2FG_FINGER", "WACOM_INTUOS5_FINGER"],
            "-": ["ALPS_DUALPOINT", "ALPS_SEMI_MT", "APPLETOUCH", "SYNAPTICS_HOVER_SEMI_MT", "SYNAPTICS_TOUCHPAD"],
        ],
        "short-100ms-2fg": [
            "H2@40-100": ["ABSINFO_OVERRIDE", "ACER_HAWAII_TOUCHPAD", "ALPS_3FG", "ATMEL_HOVER", "BCM5974", "ELANTECH_TOUCHPAD", "GENERIC_PRESSUREPAD", "GENERIC_USBCOMBO_TOUCHPAD", "MAGIC_TRACKPAD", "SYNAPTICS_CLICKPAD_X220", "SYNAPTICS_I2C", "SYNAPTICS_PHANTOMCLICKS", "SYNAPTICS_PRESSUREPAD", "SYNAPTICS_RMI4", "SYNAPTICS_TOPBUTTONPAD", "SYNAPTICS_TRACKPOINT_BUTTONS", "TOUCHPAD_PALMPRESSURE_ZERO", "WACOM_BAMBOO_2FG_FINGER", "WACOM_INTUOS5_FINGER"],
            "-": ["ALPS_DUALPOINT", "ALPS_SEMI_MT", "APPLETOUCH", "SYNAPTICS_HOVER_SEMI_MT"],
        ],
        "short-100ms-3fg": [
            "-": ["ABSINFO_OVERRIDE", "ACER_HAWAII_TOUCHPAD", "ALPS_3FG", "ALPS_DUALPOINT", "ALPS_SEMI_MT", "APPLETOUCH", "ATMEL_HOVER", "BCM5974", "ELANTECH_TOUCHPAD", "GENERIC_PRESSUREPAD", "GENERIC_USBCOMBO_TOUCHPAD", "MAGIC_TRACKPAD", "SYNAPTICS_CLICKPAD_X220", "SYNAPTICS_HOVER_SEMI_MT", "SYNAPTICS_I2C", "SYNAPTICS_PHANTOMCLICKS", "SYNAPTICS_PRESSUREPAD", "SYNAPTICS_RMI4", "SYNAPTICS_TOPBUTTONPAD", "SYNAPTICS_TRACKPOINT_BUTTONS", "TOUCHPAD_PALMPRESSURE_ZERO", "WACOM_INTUOS5_FINGER"],
        ],
        "short-100ms-4fg": [
            "-": ["ABSINFO_OVERRIDE", "ACER_HAWAII_TOUCHPAD", "ALPS_3FG", "ALPS_DUALPOINT", "ALPS_SEMI_MT", "ATMEL_HOVER", "BCM5974", "ELANTECH_TOUCHPAD", "GENERIC_PRESSUREPAD", "GENERIC_USBCOMBO_TOUCHPAD", "MAGIC_TRACKPAD", "SYNAPTICS_CLICKPAD_X220", "SYNAPTICS_PHANTOMCLICKS", "SYNAPTICS_PRESSUREPAD", "SYNAPTICS_RMI4", "SYNAPTICS_TOPBUTTONPAD", "SYNAPTICS_TRACKPOINT_BUTTONS", "TOUCHPAD_PALMPRESSURE_ZERO", "WACOM_INTUOS5_FINGER"],
        ],
        "short-30ms-1fg": [
            "-": ["ABSINFO_OVERRIDE", "ACER_HAWAII_TOUCHPAD", "ALPS_3FG", "ALPS_DUALPOINT", "ALPS_SEMI_MT", "APPLETOUCH", "ATMEL_HOVER", "BCM5974", "ELANTECH_TOUCHPAD", "GENERIC_PRESSUREPAD", "GENERIC_USBCOMBO_TOUCHPAD", "MAGIC_TRACKPAD", "SYNAPTICS_CLICKPAD_X220", "SYNAPTICS_HOVER_SEMI_MT", "SYNAPTICS_I2C", "SYNAPTICS_PHANTOMCLICKS", "SYNAPTICS_PRESSUREPAD", "SYNAPTICS_RMI4", "SYNAPTICS_TOPBUTTONPAD", "SYNAPTICS_TOUCHPAD", "SYNAPTICS_TRACKPOINT_BUTTONS", "TOUCHPAD_PALMPRESSURE_ZERO", "WACOM_BAMBOO_2FG_FINGER", "WACOM_INTUOS5_FINGER"],
        ],
        "short-30ms-2fg": [
            "-": ["ABSINFO_OVERRIDE", "ACER_HAWAII_TOUCHPAD", "ALPS_3FG", "ALPS_DUALPOINT", "ALPS_SEMI_MT", "APPLETOUCH", "ATMEL_HOVER", "BCM5974", "ELANTECH_TOUCHPAD", "GENERIC_PRESSUREPAD", "GENERIC_USBCOMBO_TOUCHPAD", "MAGIC_TRACKPAD", "SYNAPTICS_CLICKPAD_X220", "SYNAPTICS_HOVER_SEMI_MT", "SYNAPTICS_I2C", "SYNAPTICS_PHANTOMCLICKS", "SYNAPTICS_PRESSUREPAD", "SYNAPTICS_RMI4", "SYNAPTICS_TOPBUTTONPAD", "SYNAPTICS_TRACKPOINT_BUTTONS", "TOUCHPAD_PALMPRESSURE_ZERO", "WACOM_BAMBOO_2FG_FINGER", "WACOM_INTUOS5_FINGER"],
        ],
        "short-30ms-3fg": [
            "-": ["ABSINFO_OVERRIDE", "ACER_HAWAII_TOUCHPAD", "ALPS_3FG", "ALPS_DUALPOINT", "ALPS_SEMI_MT", "APPLETOUCH", "ATMEL_HOVER", "BCM5974", "ELANTECH_TOUCHPAD", "GENERIC_PRESSUREPAD", "GENERIC_USBCOMBO_TOUCHPAD", "MAGIC_TRACKPAD", "SYNAPTICS_CLICKPAD_X220", "SYNAPTICS_HOVER_SEMI_MT", "SYNAPTICS_I2C", "SYNAPTICS_PHANTOMCLICKS", "SYNAPTICS_PRESSUREPAD", "SYNAPTICS_RMI4", "SYNAPTICS_TOPBUTTONPAD", "SYNAPTICS_TRACKPOINT_BUTTONS", "TOUCHPAD_PALMPRESSURE_ZERO", "WACOM_INTUOS5_FINGER"],
        ],
        "short-30ms-4fg": [
            "-": ["ABSINFO_OVERRIDE", "ACER_HAWAII_TOUCHPAD", "ALPS_3FG", "ALPS_DUALPOINT", "ALPS_SEMI_MT", "ATMEL_HOVER", "BCM5974", "ELANTECH_TOUCHPAD", "GENERIC_PRESSUREPAD", "GENERIC_USBCOMBO_TOUCHPAD", "MAGIC_TRACKPAD", "SYNAPTICS_CLICKPAD_X220", "SYNAPTICS_PHANTOMCLICKS", "SYNAPTICS_PRESSUREPAD", "SYNAPTICS_RMI4", "SYNAPTICS_TOPBUTTONPAD", "SYNAPTICS_TRACKPOINT_BUTTONS", "TOUCHPAD_PALMPRESSURE_ZERO", "WACOM_INTUOS5_FINGER"],
        ],
        "staggered-60ms-2fg": [
            "H1@40-160C": ["ABSINFO_OVERRIDE", "ACER_HAWAII_TOUCHPAD", "ALPS_3FG", "ATMEL_HOVER", "BCM5974", "ELANTECH_TOUCHPAD", "GENERIC_PRESSUREPAD", "GENERIC_USBCOMBO_TOUCHPAD", "MAGIC_TRACKPAD", "SYNAPTICS_CLICKPAD_X220", "SYNAPTICS_I2C", "SYNAPTICS_PHANTOMCLICKS", "SYNAPTICS_PRESSUREPAD", "SYNAPTICS_RMI4", "SYNAPTICS_TOPBUTTONPAD", "SYNAPTICS_TRACKPOINT_BUTTONS", "TOUCHPAD_PALMPRESSURE_ZERO", "WACOM_BAMBOO_2FG_FINGER", "WACOM_INTUOS5_FINGER"],
            "-": ["ALPS_DUALPOINT", "ALPS_SEMI_MT", "APPLETOUCH", "SYNAPTICS_HOVER_SEMI_MT"],
        ],
        "staggered-60ms-3fg": [
            "H1@40-220C": ["ABSINFO_OVERRIDE", "ACER_HAWAII_TOUCHPAD", "ALPS_3FG", "ATMEL_HOVER", "BCM5974", "ELANTECH_TOUCHPAD", "GENERIC_PRESSUREPAD", "GENERIC_USBCOMBO_TOUCHPAD", "MAGIC_TRACKPAD", "SYNAPTICS_CLICKPAD_X220", "SYNAPTICS_I2C", "SYNAPTICS_PHANTOMCLICKS", "SYNAPTICS_PRESSUREPAD", "SYNAPTICS_RMI4", "SYNAPTICS_TOPBUTTONPAD", "SYNAPTICS_TRACKPOINT_BUTTONS", "TOUCHPAD_PALMPRESSURE_ZERO", "WACOM_INTUOS5_FINGER"],
            "-": ["ALPS_DUALPOINT", "ALPS_SEMI_MT", "APPLETOUCH", "SYNAPTICS_HOVER_SEMI_MT"],
        ],
        "staggered-60ms-4fg": [
            "H1@40-280C": ["ABSINFO_OVERRIDE", "ACER_HAWAII_TOUCHPAD", "ALPS_3FG", "ATMEL_HOVER", "BCM5974", "ELANTECH_TOUCHPAD", "GENERIC_PRESSUREPAD", "GENERIC_USBCOMBO_TOUCHPAD", "MAGIC_TRACKPAD", "SYNAPTICS_CLICKPAD_X220", "SYNAPTICS_PHANTOMCLICKS", "SYNAPTICS_PRESSUREPAD", "SYNAPTICS_RMI4", "SYNAPTICS_TOPBUTTONPAD", "SYNAPTICS_TRACKPOINT_BUTTONS", "TOUCHPAD_PALMPRESSURE_ZERO", "WACOM_INTUOS5_FINGER"],
            "-": ["ALPS_DUALPOINT", "ALPS_SEMI_MT"],
        ],
        "still-300ms-lift-one-of-2fg": [
            "H2@40-400C": ["ABSINFO_OVERRIDE", "ACER_HAWAII_TOUCHPAD", "ALPS_3FG", "ATMEL_HOVER", "BCM5974", "ELANTECH_TOUCHPAD", "GENERIC_PRESSUREPAD", "GENERIC_USBCOMBO_TOUCHPAD", "MAGIC_TRACKPAD", "SYNAPTICS_CLICKPAD_X220", "SYNAPTICS_I2C", "SYNAPTICS_PHANTOMCLICKS", "SYNAPTICS_PRESSUREPAD", "SYNAPTICS_RMI4", "SYNAPTICS_TOPBUTTONPAD", "SYNAPTICS_TRACKPOINT_BUTTONS", "TOUCHPAD_PALMPRESSURE_ZERO", "WACOM_BAMBOO_2FG_FINGER", "WACOM_INTUOS5_FINGER"],
            "-": ["ALPS_DUALPOINT", "ALPS_SEMI_MT", "APPLETOUCH", "SYNAPTICS_HOVER_SEMI_MT"],
        ],
        "still-300ms-lift-one-of-2fg-jitter": [
            "H2@40-400C H1@440-600": ["ABSINFO_OVERRIDE", "ACER_HAWAII_TOUCHPAD", "ALPS_3FG", "ATMEL_HOVER", "BCM5974", "ELANTECH_TOUCHPAD", "GENERIC_PRESSUREPAD", "GENERIC_USBCOMBO_TOUCHPAD", "MAGIC_TRACKPAD", "SYNAPTICS_CLICKPAD_X220", "SYNAPTICS_I2C", "SYNAPTICS_PHANTOMCLICKS", "SYNAPTICS_PRESSUREPAD", "SYNAPTICS_RMI4", "SYNAPTICS_TOPBUTTONPAD", "SYNAPTICS_TRACKPOINT_BUTTONS", "TOUCHPAD_PALMPRESSURE_ZERO", "WACOM_BAMBOO_2FG_FINGER", "WACOM_INTUOS5_FINGER"],
            "-": ["ALPS_DUALPOINT", "ALPS_SEMI_MT", "APPLETOUCH", "SYNAPTICS_HOVER_SEMI_MT"],
        ],
        "still-300ms-lift-one-of-3fg": [
            "-": ["ABSINFO_OVERRIDE", "ALPS_DUALPOINT", "ALPS_SEMI_MT", "APPLETOUCH", "ELANTECH_TOUCHPAD", "SYNAPTICS_CLICKPAD_X220", "SYNAPTICS_HOVER_SEMI_MT", "SYNAPTICS_I2C", "SYNAPTICS_TOPBUTTONPAD", "SYNAPTICS_TRACKPOINT_BUTTONS", "TOUCHPAD_PALMPRESSURE_ZERO"],
            "H3@180-400C": ["ACER_HAWAII_TOUCHPAD", "ALPS_3FG", "ATMEL_HOVER", "BCM5974", "GENERIC_PRESSUREPAD", "GENERIC_USBCOMBO_TOUCHPAD", "MAGIC_TRACKPAD", "SYNAPTICS_PHANTOMCLICKS", "SYNAPTICS_PRESSUREPAD", "SYNAPTICS_RMI4", "WACOM_INTUOS5_FINGER"],
        ],
        "still-300ms-lift-one-of-3fg-jitter": [
            "-": ["ABSINFO_OVERRIDE", "ALPS_DUALPOINT", "ALPS_SEMI_MT", "APPLETOUCH", "ELANTECH_TOUCHPAD", "SYNAPTICS_CLICKPAD_X220", "SYNAPTICS_HOVER_SEMI_MT", "SYNAPTICS_I2C", "SYNAPTICS_TOPBUTTONPAD", "SYNAPTICS_TRACKPOINT_BUTTONS", "TOUCHPAD_PALMPRESSURE_ZERO"],
            "H3@180-400C H2@440-600": ["ACER_HAWAII_TOUCHPAD", "ALPS_3FG", "ATMEL_HOVER", "BCM5974", "GENERIC_PRESSUREPAD", "GENERIC_USBCOMBO_TOUCHPAD", "MAGIC_TRACKPAD", "SYNAPTICS_PHANTOMCLICKS", "SYNAPTICS_PRESSUREPAD", "SYNAPTICS_RMI4", "WACOM_INTUOS5_FINGER"],
        ],
        "still-300ms-lift-one-of-4fg": [
            "H4@180-400C": ["ACER_HAWAII_TOUCHPAD", "ALPS_3FG", "ATMEL_HOVER", "BCM5974", "GENERIC_PRESSUREPAD", "GENERIC_USBCOMBO_TOUCHPAD", "MAGIC_TRACKPAD", "SYNAPTICS_PHANTOMCLICKS", "SYNAPTICS_PRESSUREPAD", "SYNAPTICS_RMI4", "WACOM_INTUOS5_FINGER"],
            "-": ["ABSINFO_OVERRIDE", "ALPS_DUALPOINT", "ALPS_SEMI_MT", "ELANTECH_TOUCHPAD", "SYNAPTICS_CLICKPAD_X220", "SYNAPTICS_TOPBUTTONPAD", "SYNAPTICS_TRACKPOINT_BUTTONS", "TOUCHPAD_PALMPRESSURE_ZERO"],
        ],
        "still-300ms-lift-one-of-4fg-jitter": [
            "H4@180-400C H3@580-600": ["ACER_HAWAII_TOUCHPAD", "ALPS_3FG", "ATMEL_HOVER", "BCM5974", "GENERIC_PRESSUREPAD", "GENERIC_USBCOMBO_TOUCHPAD", "MAGIC_TRACKPAD", "SYNAPTICS_PHANTOMCLICKS", "SYNAPTICS_PRESSUREPAD", "SYNAPTICS_RMI4", "WACOM_INTUOS5_FINGER"],
            "-": ["ABSINFO_OVERRIDE", "ALPS_DUALPOINT", "ALPS_SEMI_MT", "ELANTECH_TOUCHPAD", "SYNAPTICS_CLICKPAD_X220", "SYNAPTICS_TOPBUTTONPAD", "SYNAPTICS_TRACKPOINT_BUTTONS", "TOUCHPAD_PALMPRESSURE_ZERO"],
        ],
        "still-300ms-then-move-right-1fg": [
            "H1@40-310C": ["ABSINFO_OVERRIDE", "ACER_HAWAII_TOUCHPAD", "ALPS_3FG", "ATMEL_HOVER", "BCM5974", "ELANTECH_TOUCHPAD", "GENERIC_PRESSUREPAD", "GENERIC_USBCOMBO_TOUCHPAD", "MAGIC_TRACKPAD", "SYNAPTICS_CLICKPAD_X220", "SYNAPTICS_I2C", "SYNAPTICS_PHANTOMCLICKS", "SYNAPTICS_PRESSUREPAD", "SYNAPTICS_RMI4", "SYNAPTICS_TOPBUTTONPAD", "SYNAPTICS_TRACKPOINT_BUTTONS", "TOUCHPAD_PALMPRESSURE_ZERO", "WACOM_BAMBOO_2FG_FINGER", "WACOM_INTUOS5_FINGER"],
            "-": ["ALPS_DUALPOINT", "ALPS_SEMI_MT", "APPLETOUCH", "SYNAPTICS_HOVER_SEMI_MT", "SYNAPTICS_TOUCHPAD"],
        ],
        "still-300ms-then-move-right-2fg": [
            "H2@40-310C": ["ACER_HAWAII_TOUCHPAD", "ALPS_3FG", "ATMEL_HOVER", "BCM5974", "GENERIC_PRESSUREPAD", "GENERIC_USBCOMBO_TOUCHPAD", "MAGIC_TRACKPAD", "SYNAPTICS_I2C", "SYNAPTICS_PRESSUREPAD", "SYNAPTICS_RMI4", "SYNAPTICS_TOPBUTTONPAD", "SYNAPTICS_TRACKPOINT_BUTTONS", "TOUCHPAD_PALMPRESSURE_ZERO", "WACOM_BAMBOO_2FG_FINGER"],
            "-": ["ALPS_DUALPOINT", "ALPS_SEMI_MT", "APPLETOUCH", "SYNAPTICS_HOVER_SEMI_MT"],
            "H2@40-300C": ["SYNAPTICS_PHANTOMCLICKS", "WACOM_INTUOS5_FINGER"],
            "H2@40-320C": ["ABSINFO_OVERRIDE", "SYNAPTICS_CLICKPAD_X220"],
            "H2@40-330C": ["ELANTECH_TOUCHPAD"],
        ],
        "still-300ms-then-move-right-3fg": [
            "-": ["ABSINFO_OVERRIDE", "ALPS_DUALPOINT", "ALPS_SEMI_MT", "APPLETOUCH", "ELANTECH_TOUCHPAD", "SYNAPTICS_CLICKPAD_X220", "SYNAPTICS_HOVER_SEMI_MT", "SYNAPTICS_I2C", "SYNAPTICS_TOPBUTTONPAD", "SYNAPTICS_TRACKPOINT_BUTTONS", "TOUCHPAD_PALMPRESSURE_ZERO"],
            "H3@180-310C": ["ACER_HAWAII_TOUCHPAD", "ALPS_3FG", "ATMEL_HOVER", "BCM5974", "GENERIC_PRESSUREPAD", "GENERIC_USBCOMBO_TOUCHPAD", "MAGIC_TRACKPAD", "SYNAPTICS_PRESSUREPAD", "SYNAPTICS_RMI4"],
            "H3@180-300C": ["SYNAPTICS_PHANTOMCLICKS", "WACOM_INTUOS5_FINGER"],
        ],
        "still-300ms-then-move-right-4fg": [
            "H4@180-310C": ["ACER_HAWAII_TOUCHPAD", "ALPS_3FG", "ATMEL_HOVER", "BCM5974", "GENERIC_PRESSUREPAD", "GENERIC_USBCOMBO_TOUCHPAD", "SYNAPTICS_PRESSUREPAD", "SYNAPTICS_RMI4", "WACOM_INTUOS5_FINGER"],
            "-": ["ABSINFO_OVERRIDE", "ALPS_DUALPOINT", "ALPS_SEMI_MT", "ELANTECH_TOUCHPAD", "SYNAPTICS_CLICKPAD_X220", "SYNAPTICS_TOPBUTTONPAD", "SYNAPTICS_TRACKPOINT_BUTTONS", "TOUCHPAD_PALMPRESSURE_ZERO"],
            "H4@180-320C": ["MAGIC_TRACKPAD", "SYNAPTICS_PHANTOMCLICKS"],
        ],
        "still-400ms-1fg": [
            "H1@40-400": ["ABSINFO_OVERRIDE", "ACER_HAWAII_TOUCHPAD", "ALPS_3FG", "ATMEL_HOVER", "BCM5974", "ELANTECH_TOUCHPAD", "GENERIC_PRESSUREPAD", "GENERIC_USBCOMBO_TOUCHPAD", "MAGIC_TRACKPAD", "SYNAPTICS_CLICKPAD_X220", "SYNAPTICS_I2C", "SYNAPTICS_PHANTOMCLICKS", "SYNAPTICS_PRESSUREPAD", "SYNAPTICS_RMI4", "SYNAPTICS_TOPBUTTONPAD", "SYNAPTICS_TRACKPOINT_BUTTONS", "TOUCHPAD_PALMPRESSURE_ZERO", "WACOM_BAMBOO_2FG_FINGER", "WACOM_INTUOS5_FINGER"],
            "-": ["ALPS_DUALPOINT", "ALPS_SEMI_MT", "APPLETOUCH", "SYNAPTICS_HOVER_SEMI_MT", "SYNAPTICS_TOUCHPAD"],
        ],
        "still-400ms-2fg": [
            "H2@40-400": ["ABSINFO_OVERRIDE", "ACER_HAWAII_TOUCHPAD", "ALPS_3FG", "ATMEL_HOVER", "BCM5974", "ELANTECH_TOUCHPAD", "GENERIC_PRESSUREPAD", "GENERIC_USBCOMBO_TOUCHPAD", "MAGIC_TRACKPAD", "SYNAPTICS_CLICKPAD_X220", "SYNAPTICS_I2C", "SYNAPTICS_PHANTOMCLICKS", "SYNAPTICS_PRESSUREPAD", "SYNAPTICS_RMI4", "SYNAPTICS_TOPBUTTONPAD", "SYNAPTICS_TRACKPOINT_BUTTONS", "TOUCHPAD_PALMPRESSURE_ZERO", "WACOM_BAMBOO_2FG_FINGER", "WACOM_INTUOS5_FINGER"],
            "-": ["ALPS_DUALPOINT", "ALPS_SEMI_MT", "APPLETOUCH", "SYNAPTICS_HOVER_SEMI_MT"],
        ],
        "still-400ms-3fg": [
            "-": ["ABSINFO_OVERRIDE", "ALPS_DUALPOINT", "ALPS_SEMI_MT", "APPLETOUCH", "ELANTECH_TOUCHPAD", "SYNAPTICS_CLICKPAD_X220", "SYNAPTICS_HOVER_SEMI_MT", "SYNAPTICS_I2C", "SYNAPTICS_TOPBUTTONPAD", "SYNAPTICS_TRACKPOINT_BUTTONS", "TOUCHPAD_PALMPRESSURE_ZERO"],
            "H3@180-400": ["ACER_HAWAII_TOUCHPAD", "ALPS_3FG", "ATMEL_HOVER", "BCM5974", "GENERIC_PRESSUREPAD", "GENERIC_USBCOMBO_TOUCHPAD", "MAGIC_TRACKPAD", "SYNAPTICS_PHANTOMCLICKS", "SYNAPTICS_PRESSUREPAD", "SYNAPTICS_RMI4", "WACOM_INTUOS5_FINGER"],
        ],
        "still-400ms-4fg": [
            "H4@180-400": ["ACER_HAWAII_TOUCHPAD", "ALPS_3FG", "ATMEL_HOVER", "BCM5974", "GENERIC_PRESSUREPAD", "GENERIC_USBCOMBO_TOUCHPAD", "MAGIC_TRACKPAD", "SYNAPTICS_PHANTOMCLICKS", "SYNAPTICS_PRESSUREPAD", "SYNAPTICS_RMI4", "WACOM_INTUOS5_FINGER"],
            "-": ["ABSINFO_OVERRIDE", "ALPS_DUALPOINT", "ALPS_SEMI_MT", "ELANTECH_TOUCHPAD", "SYNAPTICS_CLICKPAD_X220", "SYNAPTICS_TOPBUTTONPAD", "SYNAPTICS_TRACKPOINT_BUTTONS", "TOUCHPAD_PALMPRESSURE_ZERO"],
        ],
    ]

    /// Why a scenario with motion is left out on `device`, or nil: what libinput adds that Glide does
    /// not model. Its tap state machine, on by default on pads without a left button (the two
    /// Wacom pads), holds motion back for up to 180 ms; its hysteresis holds back positions on
    /// axes that report fuzz (bcm5974, the Magic Trackpad); its quirks give the Elantech pad,
    /// which reports no resolution, 31 units/mm.
    static func unmodelled(_ scenario: String, _ litest: LitestDevice, _ device: DeviceDescription) -> String? {
        guard scenario.contains("drift") || scenario.contains("then-move") else { return nil }
        if !device.supports(.key, KeyCode.btnLeft) { return "libinput taps by default on \(litest.testDevice) and holds motion back" }
        if (litest.absinfo.first { $0.code == AbsCode.mtPositionX }?.fuzz ?? 0) > 0 { return "libinput's hysteresis on \(litest.testDevice)'s fuzz" }
        if litest.testDevice == "LITEST_ELANTECH_TOUCHPAD" { return "libinput's quirks give \(litest.testDevice) 31 units/mm" }
        return nil
    }

    /// The holds `HoldGestureRecognizer` finds in `events`, as "H<fingers>@<begin>-<end>[C]" in ms.
    static func holds(in events: [InputEvent], device: DeviceDescription) -> [String] {
        guard let configuration = HoldGestureRecognizer.Configuration.touchpad(device: device), let size = device.surfaceGeometry?.size else { return [] }
        let mapping = TouchMapping.touchpad(padWidthMM: size.width, containerWidth: size.width)
        let hold = HoldGestureRecognizer(mapping: mapping, configuration: configuration)
        var found: [String] = []
        var begin: Int64 = 0
        hold.addTarget { hold in
            let time = hold.stateTimes[hold.state] ?? 0
            switch hold.state {
            case .began: begin = time
            case .ended, .cancelled: found.append("H\(hold.numberOfTouches)@\(begin / 1000)-\(time / 1000)\(hold.state == .cancelled ? "C" : "")")
            default: break
            }
        }
        var assembler = FrameAssembler(device: device)
        for event in events {
            guard let frame = assembler.feed(event) else { continue }
            hold.handle(frame)
        }
        if let deadline = hold.deadline { hold.advance(to: deadline) }
        return found
    }

    @Test func everyTouchpadAndScenarioHasAnExpectation() {
        let devices = Set(LitestDevice.of(type: "touchpad").map { String($0.testDevice.dropFirst("LITEST_".count)) })
        for scenario in KernelHolds.scenarioNames {
            let listed = Set((Self.libinputHolds[scenario] ?? [:]).values.flatMap { $0 })
            #expect(listed.isSubset(of: devices), "\(scenario)")
        }
        #expect(Set(Self.libinputHolds.keys) == Set(KernelHolds.scenarioNames))
    }

    /// Each touchpad's holds are libinput's, scenario by scenario.
    @Test(arguments: LitestDevice.of(type: "touchpad"))
    func touchpadsHoldAsLibinputDoes(_ litest: LitestDevice) throws {
        let device = try #require(litest.deviceDescription)
        let name = String(litest.testDevice.dropFirst("LITEST_".count))
        let contacts: KernelSwipes.Contacts = litest.semiMT ? .semiMT : litest.protocolA ? .anonymous
            : litest.slots > 0 ? .slots(litest.slots) : .singleTouch
        let writer = KernelHolds(swipes: KernelSwipes(device: device, contacts: contacts))
        for (scenario, events) in writer.scenarios {
            let expected = try #require(Self.libinputHolds[scenario]?.first { $0.value.contains(name) }?.key, "no expectation for \(name) in \(scenario)")
            if Self.unmodelled(scenario, litest, device) != nil { continue }
            let holds = Self.holds(in: events, device: device)
            #expect((holds.isEmpty ? "-" : holds.joined(separator: " ")) == expected, "\(name) \(scenario)")
        }
    }
}

/// Hold scenarios as a touchpad's kernel driver sends them (`KernelSwipes`' frames, no frame
/// without a change, a frame every 10 ms), each its own trace from 0 ms, for 1 to 4 fingers (as
/// many as the device reports) in a row around the centre.
struct KernelHolds {
    let swipes: KernelSwipes

    /// Every scenario's name, for the most fingers.
    static var scenarioNames: [String] {
        (1...4).flatMap { n in
            ["still-400ms-\(n)fg", "short-100ms-\(n)fg", "short-30ms-\(n)fg", "still-300ms-then-move-right-\(n)fg"]
                + (n >= 2 ? ["staggered-60ms-\(n)fg", "still-300ms-lift-one-of-\(n)fg", "still-300ms-lift-one-of-\(n)fg-jitter"] : [])
        } + ["1fg-drift-0.3mm-after-timeout", "1fg-drift-0.3mm-before-timeout", "1fg-drift-0.8mm-after-timeout", "1fg-drift-0.8mm-before-timeout"]
    }

    /// The scenarios' names and events.
    var scenarios: [(name: String, events: [InputEvent])] {
        typealias Fingers = [(x: Double, y: Double)]
        var out: [(String, [InputEvent])] = []
        func trace(_ name: String, _ body: (inout KernelEventWriter) -> Void) {
            var writer = KernelEventWriter()
            writer.dropsEmptyFrames = true
            body(&writer)
            out.append((name, writer.events))
        }
        func still(_ fingers: Fingers, _ milliseconds: Int, _ writer: inout KernelEventWriter) {
            for _ in 0..<(milliseconds / 10) { swipes.write(fingers, to: &writer) }
        }
        for n in 1...min(4, swipes.maxFingers) {
            let start = swipes.startPositions(fingers: n)
            trace("still-400ms-\(n)fg") { still(start, 400, &$0); swipes.write([], to: &$0) }
            trace("short-100ms-\(n)fg") { still(start, 100, &$0); swipes.write([], to: &$0) }
            trace("short-30ms-\(n)fg") { still(start, 30, &$0); swipes.write([], to: &$0) }
            trace("still-300ms-then-move-right-\(n)fg") { writer in
                still(start, 300, &writer)
                for step in 1...30 { swipes.write(start.map { (x: $0.x + 0.2 * Double(step) / 30, y: $0.y) }, to: &writer) }
                swipes.write([], to: &writer)
            }
            guard n >= 2 else { continue }
            trace("staggered-60ms-\(n)fg") { writer in
                for k in 1...n { still(Array(start.prefix(k)), 60, &writer) }
                still(start, 500, &writer)
                swipes.write([], to: &writer)
            }
            trace("still-300ms-lift-one-of-\(n)fg") { writer in
                still(start, 300, &writer)
                still(Array(start.dropLast()), 300, &writer)
                swipes.write([], to: &writer)
            }
            trace("still-300ms-lift-one-of-\(n)fg-jitter") { writer in
                still(start, 300, &writer)
                let rest = Array(start.dropLast())
                for i in 0..<30 {
                    var fingers = rest
                    if i % 2 == 0 { fingers[0].y += 0.001 }
                    swipes.write(fingers, to: &writer)
                }
                swipes.write([], to: &writer)
            }
        }
        // One finger drifting 0.3 or 0.8 mm, after the hold began or before (69 mm wide without a resolution).
        let p = swipes.startPositions(fingers: 1)[0]
        let perMillimetre = swipes.device.absInfo[AbsCode.mtPositionX].flatMap { $0.resolution > 0 ? Double($0.resolution) / Double($0.maximum - $0.minimum) : nil } ?? 1 / 69
        for mm in [0.3, 0.8] {
            let moved = [(x: p.x + mm * perMillimetre, y: p.y)]
            trace("1fg-drift-\(mm)mm-after-timeout") { writer in
                still([p], 100, &writer)
                for k in 1...10 { swipes.write([(x: p.x + mm * perMillimetre * Double(k) / 10, y: p.y)], to: &writer) }
                still(moved, 210, &writer)
                swipes.write([], to: &writer)
            }
            trace("1fg-drift-\(mm)mm-before-timeout") { writer in
                swipes.write([p], to: &writer)
                for k in 1...3 { swipes.write([(x: p.x + mm * perMillimetre * Double(k) / 3, y: p.y)], to: &writer) }
                still(moved, 360, &writer)
                swipes.write([], to: &writer)
            }
        }
        return out
    }
}

/// `glide describe` lists libinput's holds on a touchpad that has them, and none elsewhere.
@Suite struct DescribeHoldsTests {
    @Test func aStillTwoFingerTouchIsAHoldInTheSummary() throws {
        let pad = SyntheticDevice.touchpad()
        var script = GestureScript(device: pad)
        script.down(fingers: 2, at: pad.point(x: 0.4, y: 0.5))
        script.pause(0.4)
        script.lift()
        let path = Paths.temporaryDirectory().appendingPathComponent("hold.evemu").path
        try EvemuWriter.text(device: pad.deviceDescription, events: script.trace.events).write(toFile: path, atomically: true, encoding: .utf8)
        let summary = try TraceSummary.describe(path: path)
        let hold = try #require(summary.holds?.first)
        #expect(summary.holds?.count == 1 && hold.fingers == 2 && hold.outcome == .ended)
        #expect(hold.end - hold.begin > 300_000, "\(hold)")
        #expect(summary.text.contains("  holds      1:\n    1. 2 fingers, "))
        let screen = SyntheticDevice.touchscreen()
        var tap = GestureScript(device: screen)
        tap.down(at: screen.point(x: 0.5, y: 0.5))
        tap.pause(0.4)
        tap.lift()
        try EvemuWriter.text(device: screen.deviceDescription, events: tap.trace.events).write(toFile: path, atomically: true, encoding: .utf8)
        #expect(try TraceSummary.describe(path: path).holds == nil, "libinput holds on touchpads only")
    }
}
