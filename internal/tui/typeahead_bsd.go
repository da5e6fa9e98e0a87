//go:build darwin || dragonfly || freebsd || netbsd || openbsd

package tui

// inputQueued is the ioctl request for the bytes a terminal holds unread:
// FIONREAD, _IOR('f', 127, int), which these systems share and the unix
// package does not name.
const inputQueued = 0x4004667f
