package tui

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestHintsShowOnce checks that each hint shows once, that the file
// remembers it across games, and that games keep their hints apart.
func TestHintsShowOnce(t *testing.T) {
	path := filepath.Join(t.TempDir(), "menagerie", "hints.json")
	h, err := OpenHints(path, nil)
	if err != nil {
		t.Fatal(err)
	}
	steps := []struct {
		game, phase string
		show        bool
	}{
		{"cardbattle", "shop", true},
		{"cardbattle", "shop", false},
		{"cardbattle", "arrange", true},
		{"tableau", "draft", true},
		{"tableau", "", false}, // an observation that names no phase: no hint
	}
	for _, s := range steps {
		text, ok := h.Next(s.game, s.phase)
		if ok != s.show || ok == (text == "") {
			t.Errorf("%s %s: shown %v (%q), want %v", s.game, s.phase, ok, text, s.show)
		}
	}
	again, err := OpenHints(path, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []struct {
		game, phase string
		show        bool
	}{{"cardbattle", "shop", false}, {"cardbattle", "arrange", false}, {"tableau", "draft", false}, {"tableau", "place", true}} {
		if _, ok := again.Next(s.game, s.phase); ok != s.show {
			t.Errorf("next game, %s %s: shown %v, want %v", s.game, s.phase, ok, s.show)
		}
	}
	if entries, _ := os.ReadDir(filepath.Dir(path)); len(entries) != 1 {
		t.Errorf("the directory holds %d files, want the hints file alone", len(entries))
	}
}

func TestNoHints(t *testing.T) {
	var h *HintMemory
	if text, ok := h.Next("cardbattle", "shop"); ok || text != "" {
		t.Errorf("no hints shows %q", text)
	}
}

// TestDamagedHintsFile checks that a file that cannot be used is ignored
// with a warning, that the hints then show from the start, and that the
// next hint shown replaces the file with a good one.
func TestDamagedHintsFile(t *testing.T) {
	tests := []struct {
		name, content, want string
	}{
		{"not JSON", "{\"format\": 1, \"seen\": {", "is damaged"},
		{"wrong shape", `{"format": 1, "seen": {"cardbattle": "shop"}}`, "is damaged"},
		{"trailing data", `{"format": 1, "seen": {}} {}`, "is damaged"},
		{"other format", `{"format": 9, "seen": {}}`, "has format 9, not 1"},
		{"no format", `{"seen": {"cardbattle": ["shop"]}}`, "has format 0, not 1"},
		{"too big", `{"format": 1, "seen": {}, "x": "` + strings.Repeat("x", maxHintsFile) + `"}`, "far too big"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "hints.json")
			if err := os.WriteFile(path, []byte(tt.content), 0o644); err != nil {
				t.Fatal(err)
			}
			h, err := OpenHints(path, nil)
			if err == nil || !strings.Contains(err.Error(), tt.want) || !strings.Contains(err.Error(), path) {
				t.Fatalf("warning %v, want one naming the file and %q", err, tt.want)
			}
			if _, ok := h.Next("cardbattle", "shop"); !ok {
				t.Error("the hints do not start again from none")
			}
			if _, err := OpenHints(path, nil); err != nil {
				t.Errorf("the file was not replaced with a good one: %v", err)
			}
		})
	}
}

// TestHintsFileNotWritable checks that a hints file that cannot be
// written is warned about once, and the hints still show once in this
// game.
func TestHintsFileNotWritable(t *testing.T) {
	dir := t.TempDir()
	blocker := filepath.Join(dir, "menagerie")
	if err := os.WriteFile(blocker, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	var warn bytes.Buffer
	h, err := OpenHints(filepath.Join(blocker, "hints.json"), &warn)
	if err == nil {
		t.Fatal("no warning for a path under a file")
	}
	for _, phase := range []string{"shop", "arrange", "shop"} {
		h.Next("cardbattle", phase)
	}
	if _, ok := h.Next("cardbattle", "shop"); ok {
		t.Error("a hint showed twice in one game")
	}
	if got := strings.Count(warn.String(), "warning: the hints seen are not remembered"); got != 1 {
		t.Errorf("%d warnings, want 1:\n%s", got, warn.String())
	}
}

func TestHintsWithoutFile(t *testing.T) {
	t.Chdir(t.TempDir())
	h, err := OpenHints("", nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := h.Next("dojo", "attack"); !ok {
		t.Error("the first hint does not show")
	}
	if _, ok := h.Next("dojo", "attack"); ok {
		t.Error("a hint showed twice in one game")
	}
	if entries, _ := os.ReadDir("."); len(entries) != 0 {
		t.Errorf("files were written: %v", entries)
	}
}
