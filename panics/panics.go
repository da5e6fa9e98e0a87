// Package panics turns a panic in engine or bot code into an error, so
// that a bug in one game stops that game and never the program that runs
// it on a goroutine of its own (a worker of vec, sim or balance).
package panics

import (
	"fmt"
	"runtime/debug"
)

// Error is a panic recovered: the value it was called with and the stack
// of the goroutine where it happened, for a bug report.
type Error struct {
	Value any
	Stack []byte
}

// Error says that this is a bug, with the panic's message.
func (e *Error) Error() string {
	return fmt.Sprintf("internal error (a bug, please report it): %v", e.Value)
}

// Catch runs fn and returns its error or, when it panics, an *Error.
// A fatal error of the runtime (out of memory, a stack overflow, a map
// written by two goroutines at once) is not a panic and still ends the
// program.
func Catch(fn func() error) (err error) {
	defer Recover(&err)
	return fn()
}

// Recover, deferred, turns a panic of the function that deferred it into
// an *Error in *err, the function's error result. It must be the deferred
// call itself (defer panics.Recover(&err)), not a call made by one: only
// then does it stop the panic.
func Recover(err *error) {
	if r := recover(); r != nil {
		*err = &Error{Value: r, Stack: debug.Stack()}
	}
}
