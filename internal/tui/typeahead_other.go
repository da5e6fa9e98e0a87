//go:build !(linux || darwin || dragonfly || freebsd || netbsd || openbsd)

package tui

import "io"

// typedAhead returns how many bytes in holds unread when it is a terminal;
// where the system cannot tell, none.
func typedAhead(io.Reader) int { return 0 }
