#ifndef GLIDE_CEVDEV_SHIM_H
#define GLIDE_CEVDEV_SHIM_H

#include <libevdev/libevdev.h>
#include <linux/input.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdint.h>
#include <string.h>
#include <sys/eventfd.h>
#include <unistd.h>

/// `open(2)` is variadic in C, which Swift cannot call; this fixes the mode argument.
static inline int glide_open_nonblocking(const char *path) {
    return open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
}

/// The event's time in microseconds (`input_event_sec`/`_usec` are macros over the layout).
static inline int64_t glide_event_time_us(const struct input_event *event) {
    return (int64_t)event->input_event_sec * 1000000 + (int64_t)event->input_event_usec;
}

/// A non-blocking, close-on-exec eventfd to wake a `poll(2)`, or -1 with errno set.
static inline int glide_eventfd(void) {
    return eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK);
}

/// Makes `fd` (an eventfd) readable; async-signal-safe. Returns 0, or -errno.
static inline int glide_eventfd_signal(int fd) {
    uint64_t one = 1;
    return write(fd, &one, sizeof one) == (ssize_t)sizeof one ? 0 : -errno;
}

/// The eventfd that the interrupt handler makes readable; -1 until one is installed.
static int glide_interrupt_fd = -1;

/// The signal handler: makes the interrupt eventfd readable and keeps errno.
static void glide_interrupt_handler(int signal_number) {
    (void)signal_number;
    int saved = errno;
    uint64_t one = 1;
    if (write(glide_interrupt_fd, &one, sizeof one) < 0) {
        /* Nothing to do in a signal handler: the eventfd is already readable (counter full). */
    }
    errno = saved;
}

/// Installs `glide_interrupt_handler` for `signal_number` (SA_RESTART) and returns the
/// interrupt eventfd, creating it on first use; -errno on failure.
static inline int glide_install_interrupt_handler(int signal_number) {
    if (glide_interrupt_fd < 0) {
        int fd = eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK);
        if (fd < 0)
            return -errno;
        glide_interrupt_fd = fd;
    }
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = glide_interrupt_handler;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    if (sigaction(signal_number, &action, NULL) < 0)
        return -errno;
    return glide_interrupt_fd;
}

/// The interrupt eventfd, or -1 when no interrupt handler was installed.
static inline int glide_interrupt_eventfd(void) {
    return glide_interrupt_fd;
}

#endif
