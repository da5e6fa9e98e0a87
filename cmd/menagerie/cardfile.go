package main

import (
	"fmt"
	"io"
	"os"
)

// maxCardFileRead is the most bytes read from a card file. It is four times
// what the games' card-file readers accept (256 KiB), so that they report a
// file a little too big with its size, while a huge file or a device such
// as /dev/zero is never read whole into memory.
const maxCardFileRead = 1 << 20

// readCardFile reads the card file at path.
func readCardFile(path string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, pathError(err)
	}
	defer f.Close()
	return readCardData(f)
}

// readCardData reads a card file's content from r.
func readCardData(r io.Reader) ([]byte, error) {
	data, err := io.ReadAll(io.LimitReader(r, maxCardFileRead+1))
	if err != nil {
		return nil, pathError(err)
	}
	if len(data) > maxCardFileRead {
		return nil, fmt.Errorf("more than %d bytes: far too big for a card file", maxCardFileRead)
	}
	return data, nil
}
