// GlideGestures: gesture recognisers over GlideInput's touch frames. This file only gives the
// target a source file until the gesture types land, so that the package builds.
