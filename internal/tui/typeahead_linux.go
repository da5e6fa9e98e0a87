package tui

import "golang.org/x/sys/unix"

// inputQueued is the ioctl request for the bytes a terminal holds unread.
const inputQueued = unix.TIOCINQ
