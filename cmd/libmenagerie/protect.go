//go:build cgo

package main

import "fmt"

// protect runs fn and returns its error, turning a panic into an error: a
// panic must not unwind into the C caller, which would end its process.
func protect(fn func() error) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("menagerie: internal error (please report it): %v", r)
		}
	}()
	return fn()
}
