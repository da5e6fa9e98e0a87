//go:build linux

package main

import (
	"regexp"
	"strings"
	"testing"

	"menagerie/internal/ptytest"
	"menagerie/internal/testgames"
)

// TestPlayTestGameThroughTerminal plays High Card, a game with no UI of
// its own, to the end on a pseudo-terminal of 80x24, against a bot and
// hotseat: every screen draws the game from its declared model (the
// phase, the counters and zones by title, the seat's own cards by name and
// the others' as backs) and the game ends with its result.
func TestPlayTestGameThroughTerminal(t *testing.T) {
	if testing.Short() {
		t.Skip("plays whole games")
	}
	unregister, err := testgames.Register()
	if err != nil {
		t.Fatal(err)
	}
	defer unregister()
	for _, args := range [][]string{
		{"highcard", "--vs", "heuristic", "--seed", "11"},
		{"highcard", "--hotseat", "--seed", "12", "--rules", "target=6"},
	} {
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			t.Setenv("XDG_CONFIG_HOME", t.TempDir())
			out, code, stderr := playOnTerminal(t, append([]string{"play"}, args...), 24, 80)
			plain := ptytest.Plain(out)
			if code != exitOK {
				t.Fatalf("exit code %d; stderr: %s\noutput tail:\n%s", code, stderr, tail(plain))
			}
			checkDeclaredHints(t, plain, args[0])
			checkScreens(t, out, gameWords(t, args[0]), 24, 80)
			for _, want := range []*regexp.Regexp{
				regexp.MustCompile(`(Lead|Answer) · Trick \d`),
				regexp.MustCompile(`Points: P1 \(you\) \d · P2 \d`),
				regexp.MustCompile(`Hand P1 \(you\): [A-Z][a-z]+ \d+`),
				regexp.MustCompile(`Hand P2: \[▒\]`),
				regexp.MustCompile(`Deck: \[▒\]`),
				regexp.MustCompile(`Trick: 1\) `),
				regexp.MustCompile(`result: (P\d wins, \d points? to \d|a draw, \d points? each)`),
			} {
				if !want.MatchString(plain) {
					t.Errorf("the terminal never showed %s; tail:\n%s", want, tail(plain))
				}
			}
		})
	}
}
