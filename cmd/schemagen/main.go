// Command schemagen writes the files generated from the games' declared
// models: the browser client's types, the Python package's segment map
// and option types, and the generated sections of the games' documents.
// Run it from the repository's root:
//
//	go run ./cmd/schemagen
package main

import (
	"fmt"
	"os"
	"path/filepath"

	"menagerie/internal/schemagen"
)

func main() {
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "schemagen:", err)
		os.Exit(1)
	}
}

// run writes every generated file under the current directory.
func run() error {
	if _, err := os.Stat("go.mod"); err != nil {
		return fmt.Errorf("run it from the repository's root (no go.mod here)")
	}
	files, err := schemagen.Generate(".")
	if err != nil {
		return err
	}
	for _, f := range files {
		if err := os.MkdirAll(filepath.Dir(f.Path), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(f.Path, f.Data, 0o644); err != nil {
			return err
		}
	}
	return nil
}
