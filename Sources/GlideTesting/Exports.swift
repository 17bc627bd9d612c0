// `import GlideTesting` is all a test needs: the types scripts, worlds and records are made of
// (devices and events, windows, controllers and animators, outcome records) come with it; the
// gallery's scenes and their worlds are `import GlideGallery`'s.
@_exported import GlideGestures
@_exported import GlideInput
@_exported import GlideUI
