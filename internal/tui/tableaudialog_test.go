package tui

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"menagerie/game"
)

// TestTableauDialogReachesEveryAction: at every decision of whole games
// (2 to 4 players, the largest market, food on any tableau, the empty
// slot rule), each first-menu entry and each of its second-menu entries
// plays the action it names, every legal action is reached exactly once,
// going back from a second menu returns to the first, and every screen
// drawn on a terminal fits 80x24 with every entry whole.
func TestTableauDialogReachesEveryAction(t *testing.T) {
	groups := map[string]int{}
	// Every decision's menus are listed and checked; under -short (the race
	// detector's size) each fourth decision's entries are played, else all.
	walkEvery := 1
	if testing.Short() {
		walkEvery = 4
	}
	for _, tc := range slices.Concat(tableauSizes, []seededOptions{
		{game.Options{"players": "3", "food_targets": "any", "voluntary_pass": "true", "swap_in_on_upgrade": "true"}, 5},
		{game.Options{"players": "2", "placement": "empty_slot", "ops_per_draft": "unlimited"}, 6},
	}) {
		g := newTableau(t, tc.opts)
		for k, v := range decisionViews(t, g, tc.seed) {
			if len(v.Actions) == 0 {
				continue
			}
			st := style{terminal: true}
			u, _ := hintedPerson[*tableauUI](t, g, newTableauUI, "", st)
			table, _ := u.table(v)
			choices := u.choices(v, table)
			reached := map[game.Action]int{}
			for _, c := range choices {
				if len(c.labels) > 1 {
					groups[c.note]++
				}
				if strings.Contains(c.text, "the card") || strings.Contains(c.text, "the stack takes") {
					t.Fatalf("%v decision %d: the entry %q does not name the card", tc.opts, k, c.text)
				}
				for _, l := range c.labels {
					reached[l.Action]++
				}
			}
			if k%walkEvery == 0 {
				where := fmt.Sprintf("%v decision %d (%s)", tc.opts, k, v.Table.Phase)
				walkTwoStep(t, where, choiceGroups(choices), func(at, input string, i, j int) string {
					u, out := hintedPerson[*tableauUI](t, g, newTableauUI, input, st)
					acts, asked, err := u.decide(v)
					if l := choices[i].labels[j]; err != nil || !asked || len(acts) != 1 || acts[0] != l.Action {
						t.Fatalf("%s: played %v (asked %v, %v), want %d (%s)", at, acts, asked, err, l.Action, l.Text)
					}
					return out.String()
				})
			}
			for _, l := range v.Actions {
				if reached[l.Action] != 1 {
					t.Fatalf("%v decision %d: %q reached %d times", tc.opts, k, l.Text, reached[l.Action])
				}
			}
		}
	}
	for _, want := range []string{"where do your other stacks go", "Which market row or column is refilled?", "On which of P",
		"Which stack is sold?", "Whose slot does it take?"} {
		found := false
		for note := range groups {
			found = found || strings.Contains(note, want)
		}
		if !found {
			t.Errorf("no second menu %q in the games played: %v", want, groups)
		}
	}
}

// TestTableauDialogPlain: through a pipe, a second menu follows the first
// without the panel again (v draws it whole), offers c to go back in its
// prompt, help and complaints, and writes no escape sequence.
func TestTableauDialogPlain(t *testing.T) {
	g := newTableau(t, game.Options{"players": "2"})
	for k, v := range decisionViews(t, g, 1) {
		u, _ := hintedPerson[*tableauUI](t, g, newTableauUI, "", style{})
		table, _ := u.table(v)
		choices := u.choices(v, table)
		i := slices.IndexFunc(choices, func(c tableauChoice) bool { return len(c.labels) > 2 })
		if i < 0 {
			continue
		}
		c := choices[i]
		input := fmt.Sprintf("%d\nh\nx\nv\nc\n%d\n3\n", i+1, i+1)
		u, out := hintedPerson[*tableauUI](t, g, newTableauUI, input, style{})
		acts, _, err := u.decide(v)
		if err != nil || len(acts) != 1 || acts[0] != c.labels[2].Action {
			t.Fatalf("decision %d: played %v (%v), want %q", k, acts, err, c.labels[2].Text)
		}
		text := out.String()
		if strings.Contains(text, "\x1b") {
			t.Errorf("an escape sequence in plain output:\n%s", text)
		}
		// The first menu, v on the second, the first again.
		if n := strings.Count(text, "\n---- "); n != 3 {
			t.Errorf("%d screens, want 3:\n%s", n, text)
		}
		prompt := fmt.Sprintf("choose 1-%d (c: back, h: help, q: quit)> ", len(c.labels))
		for _, want := range []string{
			c.note + "\n  1) " + c.texts[0] + "\n",
			prompt + "h\n" + menuHelp + "\n" + backHelp + "\n",
			prompt + "x\n" + fmt.Sprintf("%q is not a choice: type a number from 1 to %d, c to go back", "x", len(c.labels)),
			prompt + "c\n",
			prompt + "3\n",
		} {
			if !strings.Contains(text, want) {
				t.Errorf("no %q in\n%s", want, text)
			}
		}
		return
	}
	t.Fatal("no decision with a second menu of three entries")
}
