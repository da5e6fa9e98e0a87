package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"

	"menagerie/game"
)

// createRecord seals a game record (see game.Record.Seal) and writes it as
// indented JSON to a new file; it never replaces an existing file or writes
// through a symbolic link.
func createRecord(path string, r *game.Record) error {
	if err := r.Seal(); err != nil {
		return fmt.Errorf("the game record does not replay, so it was not written: %w", err)
	}
	data, err := json.MarshalIndent(r, "", "  ")
	if err != nil {
		return err
	}
	return createFile(path, func(w io.Writer) error {
		_, err := w.Write(append(data, '\n'))
		return err
	})
}

// createFile creates a new file at path and fills it with write. It is how
// every command writes a file: it refuses a path that exists, a symbolic
// link included (even one pointing nowhere), and removes the file again if
// writing or closing it fails, so that nothing half-written stays behind.
func createFile(path string, write func(io.Writer) error) error {
	f, err := openNew(path)
	if err != nil {
		return err
	}
	err = write(f)
	if closeErr := f.Close(); err == nil {
		err = closeErr
	}
	if err != nil {
		os.Remove(path)
		return fmt.Errorf("%s: %w", path, pathError(err))
	}
	return nil
}

// openNew creates a new file at path for writing; it refuses a path that
// exists, a symbolic link included (even one pointing nowhere).
func openNew(path string) (*os.File, error) {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
	if errors.Is(err, fs.ErrExist) {
		if refused := refuseExisting(path); refused != nil {
			return nil, refused
		}
		return nil, fmt.Errorf("%s already exists; refusing to overwrite it", path)
	}
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, pathError(err))
	}
	return f, nil
}

// refuseExisting fails if path exists, as a file, a directory or a symbolic
// link (even one pointing nowhere), so that a command can refuse to write
// it before it does any work.
func refuseExisting(path string) error {
	info, err := os.Lstat(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return nil
	case err != nil:
		return fmt.Errorf("%s: %w", path, pathError(err))
	case info.Mode()&fs.ModeSymlink != 0:
		return fmt.Errorf("%s is a symbolic link; refusing to write through it", path)
	}
	return fmt.Errorf("%s already exists; refusing to overwrite it", path)
}

// refuseRecordFile fails, naming command and its --record flag, when a
// record file was asked for and its path is taken or its directory is
// missing; commands call it before they play, so that a game is never
// played only to find that its record cannot be written.
func refuseRecordFile(command, path string) error {
	if path == "" {
		return nil
	}
	if err := refuseExisting(path); err != nil {
		return fmt.Errorf("%s: --record: %w", command, err)
	}
	dir := filepath.Dir(path)
	if info, err := os.Stat(dir); err != nil {
		return fmt.Errorf("%s: --record: directory %s: %w", command, dir, pathError(err))
	} else if !info.IsDir() {
		return fmt.Errorf("%s: --record: %s is not a directory", command, dir)
	}
	return nil
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

// pathError drops the operation and path from a file error, for messages
// that name the file already.
func pathError(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}
