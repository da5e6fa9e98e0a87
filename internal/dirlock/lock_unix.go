//go:build unix

package dirlock

import (
	"errors"
	"os"

	"golang.org/x/sys/unix"
)

// errLocked is lock's answer when another process holds the lock.
var errLocked = unix.EWOULDBLOCK

// lock takes an exclusive flock on f without waiting; the kernel drops it
// when the last descriptor of f is closed, as at the process's end.
func lock(f *os.File) error {
	for {
		err := unix.Flock(int(f.Fd()), unix.LOCK_EX|unix.LOCK_NB)
		if !errors.Is(err, unix.EINTR) {
			return err
		}
	}
}

// unlock drops lock's flock.
func unlock(f *os.File) error {
	return unix.Flock(int(f.Fd()), unix.LOCK_UN)
}
