// `import Glide` is all an app needs to drive its own UI: the types sessions are made of and
// report (devices and events, recognizers, windows, controllers and animators, outcome
// records) come with it. The gallery's scenes are `import GlideGallery`'s.
@_exported import GlideGestures
@_exported import GlideInput
@_exported import GlideUI
