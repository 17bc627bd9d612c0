#ifndef GLIDE_CEVDEV_SHIM_H
#define GLIDE_CEVDEV_SHIM_H

#include <libevdev/libevdev.h>
#include <linux/input.h>
#include <fcntl.h>
#include <poll.h>
#include <errno.h>
#include <unistd.h>

/// `open(2)` is variadic in C, which Swift cannot call; this fixes the mode argument.
static inline int glide_open_nonblocking(const char *path) {
    return open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
}

#endif
