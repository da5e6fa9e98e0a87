package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestQuitWhenTheSaveFails quits a game in a current directory that is
// gone, so that the save cannot be written there: the person must be told
// why and keep the game, and may save elsewhere, fail again (a path under
// a file), go on playing or stop without saving.
func TestQuitWhenTheSaveFails(t *testing.T) {
	tests := []struct {
		name string
		// script is typed after the two moves and the confirmed quit;
		// FILE stands for a file that exists, OTHER for a directory.
		script string
		// saved is the file the game must be saved in ("": none).
		saved string
		want  []string
	}{
		{"another directory", "OTHER\n", "OTHER/dojo-4.save.json",
			[]string{"The game is not saved: dojo-4.save.json: no such file or directory.", "The game is saved in OTHER/dojo-4.save.json"}},
		{"another file", "OTHER/mine.json\n", "OTHER/mine.json",
			[]string{"The game is saved in OTHER/mine.json"}},
		{"under a file, then another directory", "FILE/game.json\nOTHER\n", "OTHER/dojo-4.save.json",
			[]string{"The game is not saved: FILE/game.json: not a directory.", "The game is saved in OTHER/dojo-4.save.json"}},
		{"go on playing, then stop without saving", "\nq\ny\nq\n", "",
			[]string{"press Enter to go on playing", "you quit; the game is not finished"}},
		{"input ends", "", "",
			[]string{"the input ended; the game is not finished"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			other := t.TempDir()
			file := filepath.Join(other, "a-file")
			if err := os.WriteFile(file, []byte("keep me"), 0o644); err != nil {
				t.Fatal(err)
			}
			places := strings.NewReplacer("OTHER", other, "FILE", file)
			gone := filepath.Join(t.TempDir(), "gone")
			if err := os.Mkdir(gone, 0o755); err != nil {
				t.Fatal(err)
			}
			t.Chdir(gone)
			if err := os.Remove(gone); err != nil {
				t.Fatal(err)
			}
			r := runCLI(t, "1\n1\nq\ny\n"+places.Replace(tt.script), "play", "dojo", "--vs", "random", "--seed", "4")
			if r.code != exitFailure {
				t.Errorf("exit code %d, want %d; stderr: %s", r.code, exitFailure, r.stderr)
			}
			if strings.Count(r.stdout, "The game is not saved: ") == 0 {
				t.Errorf("the person is not told that the save failed:\n%s", tail(r.stdout))
			}
			// Messages are wrapped to the screen's width.
			flat := strings.Join(strings.Fields(r.stdout+r.stderr), " ")
			for _, want := range tt.want {
				want = places.Replace(want)
				if !strings.Contains(flat, want) {
					t.Errorf("the output lacks %q:\n%s\nstderr: %s", want, tail(r.stdout), r.stderr)
				}
			}
			if tt.saved != "" {
				data, err := os.ReadFile(places.Replace(tt.saved))
				if err != nil {
					t.Fatalf("the saved game: %v", err)
				}
				if _, _, err := parseSave(data); err != nil {
					t.Errorf("the saved game: %v", err)
				}
			}
			if entries, _ := os.ReadDir(other); tt.saved == "" && len(entries) != 1 {
				t.Errorf("%d files in the other directory; want only the one there before", len(entries))
			}
		})
	}
}
