package tui

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
)

// HintMemory gives the hints each game declares for its phases and
// remembers, per game, which phases a person has been shown the hint of,
// in a small JSON file, so that each hint shows once, in the first games.
// A nil *HintMemory shows none.
type HintMemory struct {
	path string
	seen map[string][]string // phases seen, by game, sorted
	// warn is told, once, when the file cannot be written.
	warn   io.Writer
	warned bool
}

// hintsFile is the file's content.
type hintsFile struct {
	Format int                 `json:"format"`
	Seen   map[string][]string `json:"seen"`
}

const (
	hintsFormat = 1
	// maxHintsFile bounds what is read: the file of every hint seen is far
	// smaller.
	maxHintsFile = 64 << 10
)

// DefaultHintsFile is where the hints seen are kept: a file under the
// user's configuration directory.
func DefaultHintsFile() (string, error) {
	dir, err := os.UserConfigDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(dir, "menagerie", "hints.json"), nil
}

// OpenHints reads the hints seen from path (a missing file: none seen
// yet; "": no file, the hints are remembered during this game only). A file that cannot be read or is damaged is ignored, the hints
// then start again from none, and the returned error says why, for a
// warning; the memory is usable either way. warn is told if the file
// cannot be written later.
func OpenHints(path string, warn io.Writer) (*HintMemory, error) {
	h := &HintMemory{path: path, seen: map[string][]string{}, warn: warn}
	if path == "" {
		return h, nil
	}
	data, err := readHintsFile(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return h, nil
	case err != nil:
		return h, fmt.Errorf("hints file %s: %w; it is ignored", path, err)
	}
	var f hintsFile
	if err := json.Unmarshal(data, &f); err != nil {
		return h, fmt.Errorf("hints file %s is damaged (%v); it is ignored", path, err)
	}
	if f.Format != hintsFormat {
		return h, fmt.Errorf("hints file %s has format %d, not %d; it is ignored", path, f.Format, hintsFormat)
	}
	for g, kinds := range f.Seen {
		h.seen[g] = slices.Compact(slices.Sorted(slices.Values(kinds)))
	}
	return h, nil
}

// readHintsFile reads at most maxHintsFile bytes of path.
func readHintsFile(path string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, maxHintsFile+1))
	if err != nil {
		return nil, err
	}
	if len(data) > maxHintsFile {
		return nil, fmt.Errorf("more than %d bytes: far too big for a hints file", maxHintsFile)
	}
	return data, nil
}

// Next returns the hint for a phase of the named game (phaseHint) if the
// person has not been shown it yet, and marks it seen; ok is false when
// there is nothing to show.
func (h *HintMemory) Next(game, phase string) (text string, ok bool) {
	if h == nil || phase == "" || slices.Contains(h.seen[game], phase) {
		return "", false
	}
	text = phaseHint(game, phase)
	h.seen[game] = append(h.seen[game], phase)
	slices.Sort(h.seen[game])
	if err := h.save(); err != nil && !h.warned && h.warn != nil {
		h.warned = true
		fmt.Fprintf(h.warn, "warning: the hints seen are not remembered: %v\n", err)
	}
	return text, true
}

// save writes the file atomically: a new file beside it, renamed over
// it, so that it is never left half-written.
func (h *HintMemory) save() error {
	if h.path == "" {
		return nil
	}
	data, err := json.MarshalIndent(hintsFile{Format: hintsFormat, Seen: h.seen}, "", "  ")
	if err != nil {
		return err
	}
	dir := filepath.Dir(h.path)
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(dir, ".hints-*.json")
	if err != nil {
		return err
	}
	_, err = tmp.Write(append(data, '\n'))
	if closeErr := tmp.Close(); err == nil {
		err = closeErr
	}
	if err == nil {
		err = os.Rename(tmp.Name(), h.path)
	}
	if err != nil {
		os.Remove(tmp.Name())
	}
	return err
}
