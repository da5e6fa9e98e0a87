package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestPlayHintsFile checks that a damaged hints file is warned about and
// ignored, never stopping the game, and that --no-hints does not read it.
func TestPlayHintsFile(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("XDG_CONFIG_HOME", dir)
	path := filepath.Join(dir, "menagerie", "hints.json")
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte("{not json"), 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		args []string
		warn bool
	}{
		{[]string{"play", "tableau", "--seed", "1"}, true},
		{[]string{"play", "tableau", "--seed", "1", "--no-hints"}, false},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			r := runCLI(t, "", tt.args...)
			warned := strings.Contains(r.stderr, "warning: hints file "+path+" is damaged")
			if warned != tt.warn || !strings.Contains(r.stderr, "the input ended") {
				t.Errorf("warned %v, want %v; exit code %d; stderr:\n%s", warned, tt.warn, r.code, r.stderr)
			}
		})
	}
}
