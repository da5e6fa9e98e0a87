package main

import (
	"fmt"
	"io"
	"os"
)

// The most bytes a command reads from one input file, so that a huge file
// or a device such as /dev/zero is never read whole into memory. The card
// file limit is four times what the games' card-file readers accept
// (256 KiB), so that they can report a file a little too big with its size.
const (
	maxCardFileRead = 1 << 20
	maxScenarioRead = 1 << 20
	maxRecordRead   = 64 << 20
)

// readInput reads the file named by path, or stdin for "-", refusing more
// than limit bytes; what names the kind of file in that error.
func readInput(path string, stdin io.Reader, limit int64, what string) ([]byte, error) {
	r := stdin
	if path != "-" {
		f, err := os.Open(path)
		if err != nil {
			return nil, pathError(err)
		}
		defer f.Close()
		r = f
	}
	data, err := io.ReadAll(io.LimitReader(r, limit+1))
	if err != nil {
		return nil, pathError(err)
	}
	if int64(len(data)) > limit {
		return nil, fmt.Errorf("more than %d bytes: far too big for %s", limit, what)
	}
	return data, nil
}

// readCardFile reads the card file at path.
func readCardFile(path string) ([]byte, error) {
	return readInput(path, nil, maxCardFileRead, "a card file")
}
