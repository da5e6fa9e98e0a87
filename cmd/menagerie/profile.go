package main

import (
	"fmt"
	"runtime/pprof"
)

// startCPUProfile starts writing a CPU profile (as go tool pprof reads it)
// to a new file at path, refusing one that exists; stop ends the profile
// and closes the file.
func startCPUProfile(path string) (stop func() error, err error) {
	f, err := openNew(path)
	if err != nil {
		return nil, err
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		f.Close()
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return func() error {
		pprof.StopCPUProfile()
		return f.Close()
	}, nil
}
