package main

import (
	"regexp"
	"strings"
	"testing"

	"menagerie/games/cardbattle"
)

func TestValidate(t *testing.T) {
	tests := []struct {
		name    string
		content string
		code    int
		stdout  string
		stderr  *regexp.Regexp
	}{
		{
			name:    "classic",
			content: string(cardbattle.ClassicYAML()),
			code:    exitOK,
			stdout:  "ok: pack classic, 43 card types, 92 pets and 32 food",
		},
		{
			name:    "mini",
			content: miniCardFile,
			code:    exitOK,
			stdout:  "ok: pack mini, 5 card types, 2 pets and 0 food",
		},
		{
			name:    "unknown field",
			content: strings.Replace(miniCardFile, "    copies: 2\n", "    copies: 2\n    colour: red\n", 1),
			code:    exitFailure,
			stderr:  regexp.MustCompile(`(?m)^\S+/card\.yaml:17: colour: unknown field`),
		},
		{
			name:    "unknown card reference",
			content: strings.Replace(miniCardFile, "card: Apple", "card: Pear", 1),
			code:    exitFailure,
			stderr:  regexp.MustCompile(`(?m)^\S+/card\.yaml:22: \S+: unknown card "Pear"`),
		},
		{
			name:    "two errors",
			content: strings.Replace(strings.Replace(miniCardFile, "kind: pet", "kind: cat", 1), "tier: 1", "tier: 9", 1),
			code:    exitFailure,
			stderr:  regexp.MustCompile(`(?s)card\.yaml:6: kind: .*card\.yaml:13: tier: .*: 2 errors\n$`),
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := writeFile(t, "card.yaml", tt.content)
			r := runCLI(t, "", "cards", "validate", path)
			if r.code != tt.code {
				t.Errorf("exit code %d, want %d; stderr:\n%s", r.code, tt.code, r.stderr)
			}
			if !strings.Contains(r.stdout, tt.stdout) {
				t.Errorf("stdout lacks %q:\n%s", tt.stdout, r.stdout)
			}
			if tt.stderr != nil && !tt.stderr.MatchString(r.stderr) {
				t.Errorf("stderr does not match %s:\n%s", tt.stderr, r.stderr)
			}
		})
	}
}

func TestValidateMissingFile(t *testing.T) {
	r := runCLI(t, "", "cards", "validate", "no-such-file.yaml")
	if r.code != exitFailure || !strings.Contains(r.stderr, "menagerie: cards validate no-such-file.yaml: no such file or directory") {
		t.Errorf("exit code %d; stderr:\n%s", r.code, r.stderr)
	}
}
