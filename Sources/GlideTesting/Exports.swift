// `import GlideTesting` is all a test needs: the types scripts, worlds and records are made of
// (devices and events, windows, controllers and animators, outcome records, scenes) come with it.
@_exported import GlideGallery
@_exported import GlideGestures
@_exported import GlideInput
@_exported import GlideUI
