package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestRunDrawsACaptureOrSaysWhyNot(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "good.ans")
	bad := filepath.Join(dir, "bad.ans")
	if err := os.WriteFile(good, []byte("\x1b[32mgreen\x1b[0m\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(bad, []byte("ok\n\x1b[2Jcleared\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "out.svg")
	tests := []struct {
		name    string
		args    []string
		wantErr string
	}{
		{"a capture", []string{"-title", "t", good, out}, ""},
		{"one argument", []string{good}, "want a capture file and an SVG file, got 1 arguments"},
		{"a missing capture", []string{filepath.Join(dir, "none.ans"), out}, "none.ans"},
		{"a sequence it cannot draw", []string{bad, out}, "bad.ans: line 2: column 1: escape sequence"},
		{"an unknown flag", []string{"-width", "3", good, out}, "flag provided but not defined"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := run(tt.args)
			if tt.wantErr == "" {
				if err != nil {
					t.Fatal(err)
				}
				svg, err := os.ReadFile(out)
				if err != nil {
					t.Fatal(err)
				}
				if !strings.Contains(string(svg), ">green</text>") || !strings.Contains(string(svg), ">t</text>") {
					t.Errorf("the SVG lacks the text or the title:\n%s", svg)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Errorf("run(%q) = %v, want an error containing %q", tt.args, err, tt.wantErr)
			}
		})
	}
}
