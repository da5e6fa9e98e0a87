// Package dirlock holds an exclusive lock on a file, which a process
// takes to have a directory to itself. The lock is advisory: it keeps
// out only processes that take it too. The operating system releases it
// when the process ends, however it ends, so a lock file left by a killed
// process never keeps the next one out.
package dirlock

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"time"
)

// maxHolderBytes bounds what is read of a lock file to name its holder.
const maxHolderBytes = 4096

// Lock is a held lock; Release lets it go.
type Lock struct {
	f *os.File
}

// holder is what the lock file says of the process that holds it.
type holder struct {
	PID     int       `json:"pid"`
	Host    string    `json:"host"`
	Started time.Time `json:"started"`
}

// HeldError is Acquire's answer when another process holds the lock.
type HeldError struct {
	// Path is the lock file.
	Path string
	// Holder names the process that holds it, as far as the file says.
	Holder string
}

// Error implements error.
func (e *HeldError) Error() string {
	return fmt.Sprintf("%s holds the lock %s", e.Holder, e.Path)
}

// Acquire takes the lock on the file path, creating the file when it is
// missing, and writes this process's id, host and start time into it; it
// returns a *HeldError naming the holder when another process holds it. A
// symbolic link at path is refused, never written through.
func Acquire(path string) (*Lock, error) {
	if info, err := os.Lstat(path); err == nil && info.Mode()&fs.ModeSymlink != 0 {
		return nil, fmt.Errorf("lock %s: a symbolic link; refusing to write through it", path)
	}
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o600)
	if err != nil {
		return nil, fmt.Errorf("lock %s: %w", path, err)
	}
	// A link put in place between the look above and the open would have
	// been followed: what was opened must be the file at path itself.
	opened, err := f.Stat()
	if info, lerr := os.Lstat(path); err != nil || lerr != nil || info.Mode()&fs.ModeSymlink != 0 || !os.SameFile(opened, info) {
		f.Close()
		return nil, fmt.Errorf("lock %s: the file changed while it was opened (a symbolic link?); refusing to write through it", path)
	}
	if err := lock(f); err != nil {
		defer f.Close()
		if errors.Is(err, errLocked) {
			return nil, &HeldError{Path: path, Holder: readHolder(f)}
		}
		return nil, fmt.Errorf("lock %s: %w", path, err)
	}
	if err := writeHolder(f); err != nil {
		unlock(f)
		f.Close()
		return nil, fmt.Errorf("lock %s: %w", path, err)
	}
	return &Lock{f: f}, nil
}

// Release lets the lock go. The file stays: removing it would let a
// process that opened it before the removal and one that creates it
// afresh both hold a lock.
func (l *Lock) Release() error {
	return errors.Join(unlock(l.f), l.f.Close())
}

// writeHolder replaces what f says with this process's id, host and
// start time.
func writeHolder(f *os.File) error {
	host, err := os.Hostname()
	if err != nil {
		host = "unknown"
	}
	b, err := json.Marshal(holder{PID: os.Getpid(), Host: host, Started: time.Now().UTC().Truncate(time.Second)})
	if err != nil {
		return err
	}
	if err := f.Truncate(0); err != nil {
		return err
	}
	_, err = f.WriteAt(append(b, '\n'), 0)
	return err
}

// readHolder describes the process f names as its holder, or says that
// it names none (the holder may not have written it yet).
func readHolder(f *os.File) string {
	b, err := io.ReadAll(io.LimitReader(io.NewSectionReader(f, 0, maxHolderBytes), maxHolderBytes))
	var h holder
	if err != nil || json.Unmarshal(b, &h) != nil || h.PID <= 0 {
		return "another process (the lock file does not say which)"
	}
	return fmt.Sprintf("process %d on host %q, started %s,", h.PID, h.Host, h.Started.Format("2006-01-02 15:04:05 MST"))
}
