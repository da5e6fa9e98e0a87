//go:build linux

package ptytest

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"regexp"
	"strings"
	"sync"
	"time"
)

// Terminal is a pseudo-terminal whose output a test reads as a person
// would and whose keyboard it types on.
type Terminal struct {
	control, term *os.File

	mu   sync.Mutex
	out  bytes.Buffer // everything written to the terminal so far
	read int          // how much of out Wait has handed out
	more chan struct{}
	done chan struct{}
}

// Start opens a terminal of rows by cols and starts reading what is
// written to it.
func Start(rows, cols int) (*Terminal, error) {
	control, term, err := Open(rows, cols)
	if err != nil {
		return nil, err
	}
	t := &Terminal{control: control, term: term, more: make(chan struct{}, 1), done: make(chan struct{})}
	go t.collect()
	return t, nil
}

// File is the terminal's side for the program under test: its standard
// input and output.
func (t *Terminal) File() *os.File { return t.term }

// Close closes both sides.
func (t *Terminal) Close() {
	t.term.Close()
	t.control.Close()
	<-t.done
}

// Finish closes the program's side, for a program that has ended, and
// returns everything it wrote: the reader takes what the terminal still
// holds before it sees that side closed. Output, taken as the program
// ends, may miss its last lines.
func (t *Terminal) Finish() string {
	t.term.Close()
	<-t.done
	return t.Output()
}

// Output is everything written to the terminal so far.
func (t *Terminal) Output() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.out.String()
}

func (t *Terminal) collect() {
	defer close(t.done)
	buf := make([]byte, 4096)
	for {
		n, err := t.control.Read(buf)
		t.mu.Lock()
		t.out.Write(buf[:n])
		t.mu.Unlock()
		select {
		case t.more <- struct{}{}:
		default:
		}
		if err != nil {
			return
		}
	}
}

// ErrTimeout is returned by Wait when the program shows no prompt in time.
var ErrTimeout = errors.New("no prompt in time")

// ErrStopped is returned by Wait when stop closes first.
var ErrStopped = errors.New("stopped waiting")

// ansi matches the escape sequences a screen uses (colours, clearing).
var ansi = regexp.MustCompile(`\x1b\[[0-9;?]*[A-Za-z]`)

// Plain removes escape sequences and carriage returns from terminal text.
func Plain(s string) string {
	return strings.ReplaceAll(ansi.ReplaceAllString(s, ""), "\r", "")
}

// Wait waits until the terminal's output ends in a prompt matching prompt
// (tested on the text after the last newline, escapes removed) and returns
// the output since the last Wait. It gives up when stop closes (the
// program ended) or after timeout.
func (t *Terminal) Wait(prompt *regexp.Regexp, timeout time.Duration, stop <-chan struct{}) (string, error) {
	deadline := time.After(timeout)
	for {
		t.mu.Lock()
		all := t.out.Bytes()
		start := bytes.LastIndexByte(all, '\n') + 1
		// Only a prompt after what the last Wait returned counts: the
		// answer typed to the last one is echoed before the next appears.
		if start >= t.read && start < len(all) && prompt.MatchString(Plain(string(all[start:]))) {
			s := string(all[t.read:])
			t.read = len(all)
			t.mu.Unlock()
			return s, nil
		}
		t.mu.Unlock()
		select {
		case <-t.more:
		case <-stop:
			return "", ErrStopped
		case <-t.done:
			return "", fmt.Errorf("the terminal closed while waiting for a prompt")
		case <-deadline:
			return "", fmt.Errorf("%w: the output ends %q", ErrTimeout, tail(t.Output(), 300))
		}
	}
}

// Type types line and Enter.
func (t *Terminal) Type(line string) error {
	_, err := t.control.WriteString(line + "\r")
	return err
}

// tail is the end of s, at most n bytes.
func tail(s string, n int) string {
	if len(s) > n {
		return s[len(s)-n:]
	}
	return s
}
