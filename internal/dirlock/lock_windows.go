//go:build windows

package dirlock

import (
	"os"

	"golang.org/x/sys/windows"
)

// errLocked is lock's answer when another process holds the lock.
var errLocked = windows.ERROR_LOCK_VIOLATION

// lockedRange is the byte range locked: one byte at 4 GiB, beyond the
// holder's text, since Windows keeps other processes from reading a
// locked range and they read the text to name the holder.
func lockedRange() *windows.Overlapped {
	return &windows.Overlapped{OffsetHigh: 1}
}

// lock takes an exclusive lock on f without waiting; Windows drops it
// when the handle is closed, as at the process's end.
func lock(f *os.File) error {
	return windows.LockFileEx(windows.Handle(f.Fd()), windows.LOCKFILE_EXCLUSIVE_LOCK|windows.LOCKFILE_FAIL_IMMEDIATELY, 0, 1, 0, lockedRange())
}

// unlock drops lock's lock.
func unlock(f *os.File) error {
	return windows.UnlockFileEx(windows.Handle(f.Fd()), 0, 1, 0, lockedRange())
}
