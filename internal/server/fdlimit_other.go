//go:build !unix

package server

// openFileLimit is 0: the system sets no limit the server can read.
func openFileLimit() int { return 0 }
