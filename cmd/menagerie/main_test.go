package main

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"testing"

	"menagerie/agent"
	"menagerie/game"
	"menagerie/registry"
)

// cliResult is what one in-process run of the command line produced.
type cliResult struct {
	code           int
	stdout, stderr string
}

// runCLI runs the command line with args and stdin and captures its output.
func runCLI(t *testing.T, stdin string, args ...string) cliResult {
	t.Helper()
	var stdout, stderr bytes.Buffer
	code := run(args, strings.NewReader(stdin), &stdout, &stderr)
	return cliResult{code: code, stdout: stdout.String(), stderr: stderr.String()}
}

func TestHelpMentionsEveryCommand(t *testing.T) {
	r := runCLI(t, "", "--help")
	if r.code != exitOK {
		t.Fatalf("exit code %d, want 0; stderr: %s", r.code, r.stderr)
	}
	wants := []string{"Examples:"}
	for _, c := range commands {
		wants = append(wants, "\n  "+c[0]+" ")
	}
	for _, k := range agent.Kinds {
		wants = append(wants, "\n  "+k.Name+" ")
	}
	for _, e := range registry.Games() {
		wants = append(wants, "\n  "+e.Name+" ", "menagerie game "+e.Name)
		if err := runCLI(t, "", "game", e.Name, "--help"); err.code != exitOK {
			t.Errorf("game %s --help: exit code %d", e.Name, err.code)
		}
	}
	for _, want := range wants {
		if !strings.Contains(r.stdout, want) {
			t.Errorf("--help does not mention %q:\n%s", want, r.stdout)
		}
	}
}

// TestVersion prints the program's version, the record format and each
// game's rules version.
func TestVersion(t *testing.T) {
	r := runCLI(t, "", "--version")
	wants := []string{"menagerie ", fmt.Sprintf("\nrecord format %d\n", game.RecordFormat)}
	for _, e := range registry.Games() {
		wants = append(wants, fmt.Sprintf("\n%-11s rules %s\n", e.Name, e.RulesVersion))
	}
	for _, want := range wants {
		if r.code != exitOK || !strings.Contains(r.stdout, want) {
			t.Errorf("exit code %d; --version lacks %q:\n%s", r.code, want, r.stdout)
		}
	}
}

func TestCommandHelp(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"game", "cardbattle", "--help"}, "--record"},
		{[]string{"battle", "--help"}, "first_player"},
		{[]string{"battle", "--help"}, "dice (default 0,0,1,1,2,2): the rock die's faces"},
		{[]string{"cards", "cardbattle", "--help"}, "--json"},
		{[]string{"cards", "validate", "--help"}, "FILE:LINE"},
		{[]string{"cards"}, "validate"},
		{[]string{"game"}, "cardbattle"},
		{[]string{"help", "battle"}, "--exact"},
		{[]string{"sim", "dojo", "--help"}, "exercise (default off)"},
		{[]string{"sim", "tableau", "--help"}, "ties (default competition)"},
		{[]string{"game", "dojo", "--help"}, "--players"},
		{[]string{"replay", "--help"}, "cardbattle, tableau, dojo"},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			r := runCLI(t, "", tt.args...)
			if r.code != exitOK || !strings.Contains(r.stdout, tt.want) {
				t.Errorf("exit code %d, stdout does not contain %q:\n%s%s", r.code, tt.want, r.stdout, r.stderr)
			}
		})
	}
}

func TestUsageErrors(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"bogus"}, `unknown command "bogus" for "menagerie"`},
		{[]string{"batle"}, `did you mean "battle"?`},
		{[]string{"cards", "bogus"}, `unknown command "bogus" for "menagerie cards"`},
		{[]string{"game", "chess"}, `unknown command "chess" for "menagerie game"`},
		{[]string{"battle"}, "want 1 argument(s), got 0"},
		{[]string{"battle", "a.json", "b.json"}, "want 1 argument(s), got 2"},
		{[]string{"cards", "cardbattle", "extra"}, "want 0 argument(s), got 1"},
		{[]string{"battle", "--nope", "a.json"}, "unknown flag: --nope"},
		{[]string{"game", "cardbattle", "--seed", "x"}, `invalid argument "x" for "--seed"`},
		{[]string{"game", "cardbattle", "--rules", "dice"}, `option "dice": want key=value`},
		{[]string{"game", "cardbattle", "--rules", "colour=red"}, `unknown option "colour"`},
		{[]string{"battle", "--rules", "dice=0,9", "x.json"}, "want a number of rocks from 0 to 3"},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			r := runCLI(t, "", tt.args...)
			if r.code != exitUsage {
				t.Errorf("exit code %d, want %d", r.code, exitUsage)
			}
			if !strings.HasPrefix(r.stderr, "menagerie: ") || !strings.Contains(r.stderr, tt.want) || !strings.Contains(r.stderr, "--help' for usage") {
				t.Errorf("stderr lacks %q or the usage hint:\n%s", tt.want, r.stderr)
			}
		})
	}
}

func TestCutMessage(t *testing.T) {
	tests := []struct {
		name     string
		msg      string
		lines    int
		bytes    int
		wantHead string
	}{
		{"fits", "one\ntwo", 2, 100, "one\ntwo"},
		{"empty", "", 1, 1, ""},
		{"too many lines", "one\ntwo\nthree", 2, 100, "one\ntwo"},
		{"too many bytes, cut at a line end", "one\ntwo\nthree", 10, 9, "one\ntwo"},
		{"one long line", "abcdefghij", 10, 4, "abcd"},
		{"never inside a character", "ab\u00e9\u00e9", 10, 3, "ab"},
		{"a character that fits", "ab\u00e9\u00e9", 10, 4, "ab\u00e9"},
		{"lines before bytes", "1\n2\n3\n4", 2, 5, "1\n2"},
		{"bytes before lines", "1\n2\n3\n4", 3, 3, "1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := cutMessage(tt.msg, tt.lines, tt.bytes); got != tt.wantHead {
				t.Errorf("cutMessage(%q, %d, %d) = %q; want %q", tt.msg, tt.lines, tt.bytes, got, tt.wantHead)
			}
		})
	}
}

func TestPrintErrorCaps(t *testing.T) {
	manyLines := strings.Repeat("card 7: bad power\n", 5000) + "last"
	tests := []struct {
		name  string
		msg   string
		want  string // the whole output
		lines int    // the output's line count, when want is not given
		left  string
	}{
		{"short", "no such file", "menagerie: no such file\n", 0, ""},
		{"thousands of lines", manyLines, "", maxErrorLines + 1, "... 86404 more bytes (4801 more lines) of this error left out\n"},
		{"one huge line", strings.Repeat("x", 1<<20), "", 2, fmt.Sprintf("... %d more bytes (1 more line) of this error left out\n", 1<<20-maxErrorBytes)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out bytes.Buffer
			printError(&out, errors.New(tt.msg))
			got := out.String()
			switch {
			case tt.want != "" && got != tt.want:
				t.Errorf("printed %q; want %q", got, tt.want)
			case tt.want == "" && strings.Count(got, "\n") != tt.lines:
				t.Errorf("printed %d lines; want %d", strings.Count(got, "\n"), tt.lines)
			case len(got) > maxErrorBytes+200:
				t.Errorf("printed %d bytes", len(got))
			case !strings.HasPrefix(got, "menagerie: "+tt.msg[:10]) || !strings.HasSuffix(got, tt.left):
				t.Errorf("output does not start with the message or end with %q:\n%s", tt.left, got[len(got)-200:])
			}
		})
	}
}

// TestHugeBadRecordError replays a record whose game name is a megabyte
// long: the error names it, but only its first 64 KiB reach the terminal.
func TestHugeBadRecordError(t *testing.T) {
	path := writeFile(t, "huge.json", `{"game": "`+strings.Repeat("g", 1<<20)+`"}`)
	r := runCLI(t, "", "replay", path)
	if r.code != exitFailure || !strings.HasPrefix(r.stderr, "menagerie: replay "+path+`: record: unknown game "ggg`) {
		t.Fatalf("exit code %d; stderr starts %.200q", r.code, r.stderr)
	}
	if len(r.stderr) > maxErrorBytes+200 || !strings.HasSuffix(r.stderr, "more line) of this error left out\n") {
		t.Errorf("%d bytes printed; end: %q", len(r.stderr), r.stderr[len(r.stderr)-100:])
	}
}
