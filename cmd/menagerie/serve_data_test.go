package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"menagerie/internal/store/sqlite"
)

// TestServeRefusesItsData starts serve on a data directory another
// server has open and on one whose database is not menagerie's: each must
// refuse to start with a sentence naming what is in the way.
func TestServeRefusesItsData(t *testing.T) {
	inUse := t.TempDir()
	other, err := sqlite.Open(context.Background(), inUse, sqlite.SurviveCrash)
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	foreign := t.TempDir()
	if err := os.WriteFile(filepath.Join(foreign, sqlite.FileName), []byte("notes\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	empty := t.TempDir()
	if err := os.WriteFile(filepath.Join(empty, sqlite.FileName), nil, 0o600); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		dir, want string
	}{
		{inUse, fmt.Sprintf("--data %s: sqlite store: %[1]s is in use: process %d on host ", inUse, os.Getpid())},
		{foreign, filepath.Join(foreign, sqlite.FileName) + " is not an SQLite database"},
		{empty, filepath.Join(empty, sqlite.FileName) + " is empty (0 bytes"},
	}
	for _, tt := range tests {
		// An address no server can listen on: a serve that took the
		// directory fails there instead of serving on.
		r := runCLI(t, "", "serve", "--addr", "127.0.0.1:99999", "--data", tt.dir)
		if r.code != exitFailure || !strings.Contains(r.stderr, tt.want) {
			t.Errorf("serve --data %s: exit code %d, stderr %q; want %d and %q", tt.dir, r.code, r.stderr, exitFailure, tt.want)
		}
	}
}
