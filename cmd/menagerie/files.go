package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"

	"menagerie/game"
)

// createRecord writes a game record as indented JSON to a new file; it
// never replaces an existing file.
func createRecord(path string, r *game.Record) error {
	data, err := json.MarshalIndent(r, "", "  ")
	if err != nil {
		return err
	}
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
	if errors.Is(err, fs.ErrExist) {
		return fmt.Errorf("%s already exists; refusing to overwrite it", path)
	}
	if err != nil {
		return pathError(err)
	}
	if _, err := f.Write(append(data, '\n')); err != nil {
		f.Close()
		os.Remove(path)
		return err
	}
	return f.Close()
}

// refuseExisting fails if path exists, so that a command can refuse to
// overwrite a file before it does any work.
func refuseExisting(path string) error {
	_, err := os.Lstat(path)
	switch {
	case err == nil:
		return fmt.Errorf("%s already exists; refusing to overwrite it", path)
	case errors.Is(err, fs.ErrNotExist):
		return nil
	}
	return pathError(err)
}

// isTerminal reports whether f is a file connected to a terminal (a
// character device other than the null device), as os.Stdin is when a
// person types.
func isTerminal(f any) bool {
	file, ok := f.(*os.File)
	if !ok {
		return false
	}
	info, err := file.Stat()
	if err != nil || info.Mode()&os.ModeCharDevice == 0 {
		return false
	}
	// The null device is a character device too, but nobody types there.
	null, err := os.Stat(os.DevNull)
	return err != nil || !os.SameFile(info, null)
}
