//go:build cgo

package main

import (
	"errors"

	"menagerie/panics"
)

// internalTag begins the error string of a bug in the engines or bots (a
// panic, recovered on the caller's thread or on a batch's worker): the
// caller strips it and raises its own kind of error, not the one for a
// request the engines refused.
const internalTag = "internal: "

// errorText is err as the caller reads it: its message, after
// internalTag when it is a recovered panic.
func errorText(err error) string {
	if _, ok := errors.AsType[*panics.Error](err); ok {
		return internalTag + err.Error()
	}
	return err.Error()
}
