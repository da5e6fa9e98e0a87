package tui

import (
	"fmt"
	"strings"
	"testing"
)

// checkScreens fails when a screen drawn on a terminal (each begins by
// clearing it) takes more than 24 rows or a row more than 80 columns.
func checkScreens(t *testing.T, where, out string) {
	t.Helper()
	for i, screen := range strings.Split(out, clearScreen)[1:] {
		lines := strings.Split(strings.TrimRight(screen, "\n"), "\n")
		if len(lines) > screenHeight {
			t.Fatalf("%s: screen %d has %d rows:\n%s", where, i, len(lines), screen)
		}
		for _, l := range lines {
			if w := visibleWidth(l); w > screenWidth {
				t.Fatalf("%s: screen %d has a row of %d columns: %q", where, i, w, l)
			}
		}
	}
}

// oneLine joins s's words with single spaces, as a long entry's text is
// when it goes on over lines.
func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }

// walkTwoStep takes every entry of a two-step menu of groups drawn on a
// terminal with a hint at every decision: entry i of the first menu and,
// for a group of several, entry j of its second menu, its first entry
// after going in, back and in again. play answers the decision with input,
// fails unless group i's entry j was played and returns what was drawn;
// walkTwoStep checks the number of screens, that each fits 80x24 and that
// the entries taken were shown whole.
func walkTwoStep(t *testing.T, where string, groups []menuGroup, play func(at, input string, i, j int) string) {
	t.Helper()
	for i, g := range groups {
		for j := range g.texts {
			input, screens := fmt.Sprintf("%d\n", i+1), 1
			switch {
			case len(g.texts) > 1 && j == 0:
				input, screens = fmt.Sprintf("%d\nc\n%d\n%d\n", i+1, i+1, j+1), 4
			case len(g.texts) > 1:
				input, screens = fmt.Sprintf("%d\n%d\n", i+1, j+1), 2
			}
			at := fmt.Sprintf("%s, entry %d.%d %q", where, i+1, j+1, g.text)
			text := play(at, input, i, j)
			checkScreens(t, at, text)
			want := []string{fmt.Sprintf("  %d) %s", i+1, g.text)}
			if len(g.texts) > 1 {
				want = append(want, fmt.Sprintf("  %d) %s", j+1, g.texts[j]), "hint: ")
			}
			if screens == 4 {
				want = append(want, "(c: back, h: help, q: quit)> c\n")
			}
			if n := strings.Count(text, clearScreen); n != screens {
				t.Fatalf("%s: %d screens, want %d", at, n, screens)
			}
			joined := oneLine(text)
			for _, w := range want {
				if !strings.Contains(joined, oneLine(w)) {
					t.Fatalf("%s: no %q in\n%s", at, w, text)
				}
			}
		}
	}
}
