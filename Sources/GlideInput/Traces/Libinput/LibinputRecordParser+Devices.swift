/// The devices of a libinput record file: choosing the one to read.
extension LibinputRecordParser {
    /// Starts a `- node:` item of `devices:`, ending the events once the selected device's are over.
    mutating func startDevice() throws(TraceError) {
        if selected != nil {
            // The selected device's events are over: nothing after it is read.
            finished = true
        }
        deviceCount += 1
        candidate = DeviceDescription(name: "", id: DeviceID(bustype: 0, vendor: 0, product: 0, version: 0))
        candidateDecided = false
    }

    /// Decides, once per device, whether the device just described is the one to read.
    mutating func decideCandidate() throws(TraceError) {
        guard !candidateDecided, deviceCount > 0, selected == nil else { return }
        candidateDecided = true
        let index = deviceCount - 1
        candidateNames.append(candidate.name.isEmpty ? "(no name)" : candidate.name)
        let chosen = wanted.map { $0 == index } ?? LibinputRecordReader.isTouchDevice(candidate)
        if chosen {
            selected = index
            selectedDevice = candidate
        }
    }
}
