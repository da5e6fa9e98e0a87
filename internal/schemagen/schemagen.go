// Package schemagen writes what is generated from the games' declared
// models (game.Schema) and typed rule options: the browser client's
// TypeScript types and decoders, the Python package's segment map and
// option types, and the event and option tables of each game's document.
// `go run ./cmd/schemagen` writes them; a test fails when a committed file
// differs from what Generate would write.
package schemagen

import (
	"fmt"
	"os"
	"path/filepath"

	"menagerie/registry"
)

// Command is how the generated files are written again.
const Command = "go run ./cmd/schemagen"

// File is one generated file: its path from the repository's root and
// its whole contents.
type File struct {
	Path string
	Data []byte
}

// Generate returns every generated file for the registered games. The
// games' documents are read from the repository at root, since only
// their marked sections are generated.
func Generate(root string) ([]File, error) {
	games := registry.Games()
	ts, err := TypeScript(games)
	if err != nil {
		return nil, err
	}
	py, err := Python(games)
	if err != nil {
		return nil, err
	}
	files := []File{{Path: TypeScriptPath, Data: ts}, {Path: PythonPath, Data: py}}
	for _, e := range games {
		path := filepath.ToSlash(filepath.Join("docs", e.Name+".md"))
		old, err := os.ReadFile(filepath.Join(root, path))
		if err != nil {
			return nil, fmt.Errorf("schemagen: the document of %s: %w", e.Name, err)
		}
		doc, err := Doc(e, old)
		if err != nil {
			return nil, fmt.Errorf("schemagen: %s: %w", path, err)
		}
		files = append(files, File{Path: path, Data: doc})
	}
	return files, nil
}
