//go:build linux || darwin || dragonfly || freebsd || netbsd || openbsd

package tui

import (
	"io"
	"os"

	"golang.org/x/sys/unix"
)

// typedAhead returns how many bytes in holds unread when it is a terminal:
// what a person typed before it was asked for (while the program was
// computing or showing a page).
func typedAhead(in io.Reader) int {
	f, ok := in.(*os.File)
	if !ok {
		return 0
	}
	n, err := unix.IoctlGetInt(int(f.Fd()), inputQueued)
	if err != nil {
		return 0
	}
	return n
}
