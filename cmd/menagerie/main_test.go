package main

import (
	"bytes"
	"strings"
	"testing"
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
	for _, want := range []string{"cardbattle", "game cardbattle", "battle FILE", "cards cardbattle", "cards validate", "Examples:"} {
		if !strings.Contains(r.stdout, want) {
			t.Errorf("--help does not mention %q:\n%s", want, r.stdout)
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
