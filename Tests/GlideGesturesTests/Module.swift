// GlideGesturesTests: this file only gives the test target a source file until the gesture tests land.
