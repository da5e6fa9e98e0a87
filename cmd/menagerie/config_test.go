package main

import (
	"fmt"
	"os"
	"testing"
)

// TestMain points the user's configuration directory to a directory of
// the tests' own, so that no test reads or writes the hints a person
// has seen.
func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "menagerie-config-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	os.Setenv("XDG_CONFIG_HOME", dir)
	os.Setenv("HOME", dir)
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}
