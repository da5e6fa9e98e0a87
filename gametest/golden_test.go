package gametest

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// recordingTB is a testing.TB that keeps the messages of Errorf and Fatalf
// instead of failing.
type recordingTB struct {
	testing.TB
	name     string
	messages []string
}

func (r *recordingTB) Helper()      {}
func (r *recordingTB) Name() string { return r.name }

func (r *recordingTB) Errorf(format string, args ...any) {
	r.messages = append(r.messages, fmt.Sprintf(format, args...))
}

func (r *recordingTB) Fatalf(format string, args ...any) {
	r.messages = append(r.messages, fmt.Sprintf(format, args...))
}

// numberedLines returns n lines "line I of the file", each ended by a
// newline.
func numberedLines(n int) []string {
	lines := make([]string, n)
	for i := range lines {
		lines[i] = fmt.Sprintf("line %d of the file\n", i+1)
	}
	return lines
}

// hasDiffLine reports whether diff has a line starting with sign that holds
// text quoted.
func hasDiffLine(diff, sign, text string) bool {
	for line := range strings.SplitSeq(diff, "\n") {
		if strings.HasPrefix(line, sign) && strings.Contains(line, strconv.Quote(text)) {
			return true
		}
	}
	return false
}

func TestLineDiff(t *testing.T) {
	file := strings.Join(numberedLines(1000), "")
	oneChanged := numberedLines(1000)
	oneChanged[499] = "line 500 changed\n"
	otherLines := make([]string, 1000)
	for i := range otherLines {
		otherLines[i] = fmt.Sprintf("another line %d\n", i+1)
	}
	long := strings.Repeat("é", 50000)
	cut := " ... (line cut)"
	tests := []struct {
		name      string
		want, got string
		first     string // the first differing line as the diff says it
		removed   string // a line the diff shows as removed, if not ""
		added     string // a line the diff shows as added, if not ""
		more      bool   // whether the diff is cut
	}{
		{"one line changed", file, strings.Join(oneChanged, ""), "first at line 500 ", "line 500 of the file", "line 500 changed", false},
		{"a line added at the end", file, file + "one more\n", "first at line 1001 ", "", "one more", false},
		{"the last newline gone", file, strings.TrimSuffix(file, "\n"), "first at line 1001 ", "", "", false},
		{"every line changed", file, strings.Join(otherLines, ""), "first at line 1 ", "line 1 of the file", "another line 1", true},
		{"a long line changed", "a\n" + long + "\nb\n", "a\n" + long + "x\nb\n", "first at line 2 ", "", "", false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			diff := lineDiff(tc.want, tc.got)
			if !strings.Contains(diff, tc.first) {
				t.Errorf("the diff does not say %q:\n%s", tc.first, diff)
			}
			if tc.removed != "" && !hasDiffLine(diff, "-", tc.removed) {
				t.Errorf("the diff shows no line %q removed:\n%s", tc.removed, diff)
			}
			if tc.added != "" && !hasDiffLine(diff, "+", tc.added) {
				t.Errorf("the diff shows no line %q added:\n%s", tc.added, diff)
			}
			if got := strings.Contains(diff, "more lines of the diff"); got != tc.more {
				t.Errorf("the diff says it is cut: %v, want %v:\n%s", got, tc.more, diff)
			}
			lines := strings.Split(diff, "\n")
			if len(lines) > maxDiffLines+2 {
				t.Errorf("the diff has %d lines, want at most %d", len(lines), maxDiffLines+2)
			}
			for _, line := range lines {
				if len(line) > maxDiffLineBytes+len(cut) {
					t.Errorf("a line of the diff has %d bytes, want at most %d: %.80s...", len(line), maxDiffLineBytes+len(cut), line)
				}
			}
		})
	}
}

func TestGoldenSaysHowToRewrite(t *testing.T) {
	path := filepath.Join(t.TempDir(), "game.txt")
	if err := os.WriteFile(path, []byte("set up\nP1 takes Cat\nfinal\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	command := "go test ./gametest -run '^TestWholeGames$' -update"
	tests := []struct {
		name string
		path string
		got  string
		want []string // what the one message says; none when nil
	}{
		{"the same", path, "set up\nP1 takes Cat\nfinal\n", nil},
		{"a line changed", path, "set up\nP1 takes Dog\nfinal\n", []string{path, "first at line 2 ", `"P1 takes Cat"`, `"P1 takes Dog"`, command}},
		{"no file", filepath.Join(t.TempDir(), "none.txt"), "set up\n", []string{"none.txt", command}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			rec := &recordingTB{name: "TestWholeGames/seed1"}
			Golden(rec, tc.path, tc.got)
			if tc.want == nil {
				if len(rec.messages) != 0 {
					t.Errorf("messages %q, want none", rec.messages)
				}
				return
			}
			if len(rec.messages) != 1 {
				t.Fatalf("messages %q, want one", rec.messages)
			}
			for _, want := range tc.want {
				if !strings.Contains(rec.messages[0], want) {
					t.Errorf("the message does not say %q:\n%s", want, rec.messages[0])
				}
			}
		})
	}
}

// TestFrozenIsWrittenOnce checks that a frozen record is written by
// -update only where there is none, that a mismatch says what to change
// instead with a diff, even under -update, and that no record asks for
// -update.
func TestFrozenIsWrittenOnce(t *testing.T) {
	dir := t.TempDir()
	kept := filepath.Join(dir, "kept.txt")
	if err := os.WriteFile(kept, []byte("phase shop\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	const instead = "raise the version instead"
	tests := []struct {
		name     string
		path     string
		got      string
		updating bool
		want     []string // what the one message says; none when nil
		written  string   // the file afterwards
	}{
		{"the same", kept, "phase shop\n", false, nil, "phase shop\n"},
		{"changed", kept, "phase buy\n", false, []string{"kept.txt", `"phase shop"`, `"phase buy"`, instead}, "phase shop\n"},
		{"changed under -update", kept, "phase buy\n", true, []string{"kept.txt", `"phase buy"`, instead}, "phase shop\n"},
		{"none", filepath.Join(dir, "none.txt"), "phase shop\n", false, []string{"none.txt", "-update"}, ""},
		{"none under -update", filepath.Join(dir, "new.txt"), "phase shop\n", true, nil, "phase shop\n"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			*update = tc.updating
			defer func() { *update = false }()
			rec := &recordingTB{name: "TestShapes/cardbattle"}
			Frozen(rec, tc.path, tc.got, instead)
			switch {
			case tc.want == nil && len(rec.messages) != 0:
				t.Errorf("messages %q, want none", rec.messages)
			case tc.want != nil && len(rec.messages) != 1:
				t.Fatalf("messages %q, want one", rec.messages)
			}
			for _, want := range tc.want {
				if !strings.Contains(rec.messages[0], want) {
					t.Errorf("the message does not say %q:\n%s", want, rec.messages[0])
				}
			}
			data, _ := os.ReadFile(tc.path)
			if string(data) != tc.written {
				t.Errorf("the file holds %q, want %q", data, tc.written)
			}
		})
	}
}
