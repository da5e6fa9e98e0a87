package main

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"menagerie/games/cardbattle"
	"menagerie/games/dojo"
	"menagerie/games/tableau"
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
			name:    "tableau classic",
			content: string(tableau.ClassicYAML()),
			code:    exitOK,
			stdout:  "ok: set classic, 13 animals (80 cards) and 4 foods (16 cards), hash ",
		},
		{
			name:    "dojo starter",
			content: string(dojo.StarterYAML()),
			code:    exitOK,
			stdout:  "ok: set starter, 27 animals in 9 families, 13 other cards; a deck of 40 cards, hash ",
		},
		{
			name:    "tableau file with a problem",
			content: strings.Replace(string(tableau.ClassicYAML()), "set: classic", "set: classic\ncolour: red", 1),
			code:    exitFailure,
			stderr:  regexp.MustCompile(`(?m)^\S+/card\.yaml:\d+: colour: unknown field in file \(allowed: game, set, cards\)`),
		},
		{
			name:    "dojo file with a problem",
			content: strings.Replace(string(dojo.StarterYAML()), "game: dojo", "game: dojo\ncolour: red", 1),
			code:    exitFailure,
			stderr:  regexp.MustCompile(`(?m)^\S+/card\.yaml:\d+: .*colour`),
		},
		{
			name:    "a game no one knows",
			content: "game: chess\npack: x\nhats: []\ncards: []\n",
			code:    exitFailure,
			stderr:  regexp.MustCompile(`(?m)^\S+/card\.yaml:1: game: this file is for "chess"; want "cardbattle"`),
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
		{
			name:    "a power far too large",
			content: strings.Replace(miniCardFile, "    power: 1\n", "    power: 99999999999999999999\n", 1),
			code:    exitFailure,
			stderr:  regexp.MustCompile(`(?m)^\S+/card\.yaml:\d+: power: "99999999999999999999" is too large: at most 99\n`),
		},
		{
			name:    "a bidirectional override in a name",
			content: strings.Replace(miniCardFile, "name: Ant", "name: \"A\\u202ent\"", 1),
			code:    exitFailure,
			stderr:  regexp.MustCompile(`(?m)^\S+/card\.yaml:\d+: name: name "A\\u202ent" has the character U\+202E, which is not printable text`),
		},
		{
			name:    "tier deck overflow, which the game refuses too",
			content: miniCardFile + tierOneFoods(3, 40),
			code:    exitFailure,
			stderr:  regexp.MustCompile(`(?m)^\S+/card\.yaml:5: cards: tier 1 has 122 cards \(copies counted\); at most 96 fit in a tier deck\n`),
		},
		{
			name:    "escape sequence in a name",
			content: strings.Replace(miniCardFile, "name: Ant", "name: \"Ant\x1b[2J\"", 1),
			code:    exitFailure,
			stderr:  regexp.MustCompile(`(?m)^\S+/card\.yaml:11: control character U\+001B; [^\x1b]*: 1 error\n$`),
		},
		{
			name:    "tag that crashed the YAML library",
			content: "animals: ! ",
			code:    exitFailure,
			stderr:  regexp.MustCompile(`(?m)^\S+/card\.yaml:1: tag "!": card files may not use tags$`),
		},
		{
			name:    "anchor",
			content: strings.Replace(miniCardFile, "hats: [bow]", "hats: &h [bow]", 1),
			code:    exitFailure,
			stderr:  regexp.MustCompile(`(?m)^\S+/card\.yaml:3: anchor "&h": card files may not use anchors and aliases`),
		},
		{
			name:    "at most 50 problems listed",
			content: strings.Repeat("# \x00\n", 120) + miniCardFile,
			code:    exitFailure,
			stderr:  regexp.MustCompile(`(?s)card\.yaml:50: control character U\+0000[^\n]*\n\.\.\. and 70 more\n.*: 120 errors\n$`),
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

// TestValidateRefusesUnplayableSets: a file that reads cleanly but holds
// too little to play its game is refused by validate and by a game, with
// what each engine needs at least.
func TestValidateRefusesUnplayableSets(t *testing.T) {
	tests := []struct {
		game, content, want string
	}{
		{"cardbattle", miniCardFile[:strings.Index(miniCardFile, "  - name: Ant\n")] + tierOneFoods(2, 3),
			"cards: the set has no pet in tiers 1-6: nobody could buy a pet, so every battle would be a draw"},
		{"tableau", "game: tableau\nset: t\ncards:\n  - {name: Melon, kind: food, copies: 4, source: designed, text: \"m\"}\n",
			"cards: the set needs at least one animal"},
		{"dojo", "game: dojo\nset: d\nanimals: []\ncards: []\n",
			"animals: 0 animal families; want 6 to 12"},
	}
	for _, tt := range tests {
		t.Run(tt.game, func(t *testing.T) {
			path := writeFile(t, "card.yaml", tt.content)
			for _, args := range [][]string{{"cards", "validate", path}, {"game", tt.game, "--quiet", "--cards", path}} {
				r := runCLI(t, "", args...)
				if r.code != exitFailure || !strings.Contains(r.stderr, path+":") || !strings.Contains(r.stderr, tt.want) {
					t.Errorf("%s: exit code %d, want %d; stdout %q; stderr lacks %q:\n%s", strings.Join(args, " "), r.code, exitFailure, r.stdout, tt.want, r.stderr)
				}
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

// tierOneFoods writes n tier 1 foods with the given copies each, to add to
// the cards of miniCardFile.
func tierOneFoods(n, copies int) string {
	var b strings.Builder
	for i := range n {
		fmt.Fprintf(&b, "  - name: Pear %d\n    kind: food\n    tier: 1\n    power: 1\n    copies: %d\n    source: designed\n    text: \"+1 power.\"\n", i+1, copies)
	}
	return b.String()
}

// TestCardFileErrorAtGameStart: a bad card file given to a game is reported
// as a card-file error naming the file (exit status 1), not as a bad rule.
func TestCardFileErrorAtGameStart(t *testing.T) {
	tests := []struct {
		name, content string
		args          []string
		want          string
	}{
		{"Card Battle tier deck overflow", miniCardFile + tierOneFoods(3, 40), []string{"game", "cardbattle", "--quiet"}, "cards: tier 1 has 122 cards"},
		{"Card Battle tag", "animals: ! ", []string{"sim", "cardbattle", "--games", "1"}, `tag "!"`},
		{"Tableau tag", "animals: ! ", []string{"game", "tableau", "--quiet"}, `tag "!"`},
		{"Dojo tag", "animals: ! ", []string{"game", "dojo", "--quiet"}, `tag "!"`},
		{"Dojo alias", "animals: *a\n", []string{"sim", "dojo", "--games", "1"}, `alias "*a"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := writeFile(t, "card.yaml", tt.content)
			r := runCLI(t, "", append(tt.args, "--cards", path)...)
			if r.code != exitFailure || !strings.Contains(r.stderr, "--cards "+path+" is not a valid") || !strings.Contains(r.stderr, path+":") || !strings.Contains(r.stderr, tt.want) {
				t.Errorf("exit code %d; stderr:\n%s", r.code, r.stderr)
			}
		})
	}
}
