//go:build linux

// Package ptytest opens pseudo-terminals, so that tests can play a game
// through a terminal as a person does: the program under test gets the
// terminal's side as its input and output and sees a terminal, and the
// test reads the screen and types from the other side.
package ptytest

import (
	"fmt"
	"os"

	"golang.org/x/sys/unix"
)

// Open opens a pseudo-terminal of rows by cols: term is the side a program
// uses as its terminal, control the side a test reads and types on.
func Open(rows, cols int) (control, term *os.File, err error) {
	// Both sides are opened non-blocking, so that reads wait in the
	// runtime's poller and Close ends them.
	control, err = open("/dev/ptmx")
	if err != nil {
		return nil, nil, fmt.Errorf("opening a pseudo-terminal: %w", err)
	}
	fd := int(control.Fd())
	if err := unix.IoctlSetPointerInt(fd, unix.TIOCSPTLCK, 0); err != nil {
		control.Close()
		return nil, nil, fmt.Errorf("unlocking the pseudo-terminal: %w", err)
	}
	n, err := unix.IoctlGetUint32(fd, unix.TIOCGPTN)
	if err != nil {
		control.Close()
		return nil, nil, fmt.Errorf("numbering the pseudo-terminal: %w", err)
	}
	term, err = open(fmt.Sprintf("/dev/pts/%d", n))
	if err != nil {
		control.Close()
		return nil, nil, fmt.Errorf("opening the pseudo-terminal's side: %w", err)
	}
	ws := &unix.Winsize{Row: uint16(rows), Col: uint16(cols)}
	if err := unix.IoctlSetWinsize(int(term.Fd()), unix.TIOCSWINSZ, ws); err != nil {
		control.Close()
		term.Close()
		return nil, nil, fmt.Errorf("sizing the pseudo-terminal: %w", err)
	}
	return control, term, nil
}

// open opens a terminal device for reading and writing, non-blocking.
func open(path string) (*os.File, error) {
	fd, err := unix.Open(path, unix.O_RDWR|unix.O_NOCTTY|unix.O_NONBLOCK|unix.O_CLOEXEC, 0)
	if err != nil {
		return nil, &os.PathError{Op: "open", Path: path, Err: err}
	}
	return os.NewFile(uintptr(fd), path), nil
}
