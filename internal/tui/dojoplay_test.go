package tui

import (
	"bytes"
	"fmt"
	"strings"
	"testing"
	"time"

	"menagerie/game"
	"menagerie/session"
)

// TestDojoPlayReachesEveryAction: at every play decision of whole games,
// each entry of the first menu (a card of the hand, the discard, playing
// nothing) and of its second menu (the card's plays) plays the action it
// names, every legal action is reached (the discards through the one
// entry of the discard dialog, here discarding the first card), going
// back from a second menu returns to the first, a play that replaces a
// card in play asks first, and every screen drawn on a terminal fits 80x24
// with both zones shown; long lists are asked by card, a Rope's many swaps
// split by first animal. Through a pipe the list is whole and plain.
func TestDojoPlayReachesEveryAction(t *testing.T) {
	byCard, whole, discards, replaces, ropeParts := 0, 0, 0, 0, 0
	for _, tc := range []seededOptions{
		{game.Options{}, 1},
		{game.Options{"setup": "random"}, 2},
		{game.Options{"setup": "random"}, 3},
		{game.Options{"front_row_only": "true"}, 4},
		{game.Options{}, 9},
	} {
		g := newDojo(t, tc.opts)
		st := style{terminal: true}
		for k, v := range decisionViews(t, g, tc.seed) {
			if v.Table.Phase != "play" {
				continue
			}
			where := fmt.Sprintf("%v decision %d", tc.opts, k)
			u, _ := hintedPerson[*dojoUI](t, g, newDojoUI, "", st)
			entries, texts := dojoEntries(v.Actions)
			long := !u.menu.fits(v, texts)
			groups, index := u.playGroups(v, entries, texts, long)
			reached := map[game.Action]int{}
			for i, gr := range groups {
				part := strings.HasSuffix(gr.text, " swaps") && !strings.Contains(gr.text, "(swap two animals)")
				if len(gr.texts) > 1 && (!strings.Contains(gr.text, "): ") && !part || !strings.Contains(gr.note, "Which play of ")) {
					t.Fatalf("%s: group %q, %q", where, gr.text, gr.note)
				}
				if part {
					ropeParts++
				}
				for _, e := range index[i] {
					if entries[e].discard {
						for _, l := range v.Actions {
							if l.Kind == "discard" {
								reached[l.Action]++
							}
						}
						continue
					}
					reached[entries[e].label.Action]++
				}
			}
			for _, l := range v.Actions {
				if reached[l.Action] != 1 {
					t.Fatalf("%s: %q reached %d times", where, l.Text, reached[l.Action])
				}
			}
			if !long {
				whole++
				if len(groups) != len(entries) {
					t.Fatalf("%s: a list that fits in %d groups, not %d entries", where, len(groups), len(entries))
				}
			}
			// Through a pipe the list is whole, in plain text.
			last := len(entries) - 1
			input, want := fmt.Sprintf("%d\ny\n", last+1), entries[last].label.Action
			if entries[last].discard {
				input, want = fmt.Sprintf("%d\n1\nok\n", last+1), discardFirst(t, u, v)
			}
			plain, out := hintedPerson[*dojoUI](t, g, newDojoUI, input, style{})
			acts, _, err := plain.decide(v)
			if text := out.String(); err != nil || len(acts) != 1 || acts[0] != want ||
				!strings.Contains(text, fmt.Sprintf("\n  %d) %s\n", last+1, texts[last])) || strings.Contains(text, "\x1b") {
				t.Fatalf("%s: through a pipe, played %v (%v), want %q, in:\n%s", where, acts, err, texts[last], text)
			}
			if !long {
				continue
			}
			byCard++
			walkTwoStep(t, where, groups, func(at, input string, i, j int) string {
				e := entries[index[i][j]]
				want := e.label.Action
				switch old := g.Replaced(v.Table, v.Seat, want); {
				case e.discard:
					input += "1\nok\n"
					want = discardFirst(t, u, v)
					discards++
				case old != "":
					input += "y\n"
					replaces++
				}
				u, out := hintedPerson[*dojoUI](t, g, newDojoUI, input, st)
				acts, asked, err := u.decide(v)
				if err != nil || !asked || len(acts) != 1 || acts[0] != want {
					t.Fatalf("%s: played %v (asked %v, %v), want %d (%s)", at, acts, asked, err, want, texts[index[i][j]])
				}
				text := out.String()
				checkScreens(t, at, text)
				for _, screen := range strings.Split(text, clearScreen)[1:] {
					if !strings.Contains(screen, "(opponent): ") || !strings.Contains(screen, "(you): ") {
						t.Fatalf("%s: a screen without both zones:\n%s", at, screen)
					}
				}
				if old := g.Replaced(v.Table, v.Seat, want); old != "" && !e.discard && !strings.Contains(text, "This replaces your "+old+" in play: y/n? ") {
					t.Fatalf("%s: no warning before replacing %s:\n%s", at, old, text)
				}
				if e.discard {
					// The menu's screens only: the dialog draws its own.
					text = text[:strings.LastIndex(text[:strings.Index(text, "Discard up to ")], clearScreen)]
				}
				return text
			})
		}
	}
	if byCard == 0 || whole == 0 || discards == 0 || replaces == 0 || ropeParts == 0 {
		t.Errorf("%d play lists asked by card, %d whole, %d discards, %d replacing plays from a grouped menu and %d parts of a Rope's swaps: want some of each",
			byCard, whole, discards, replaces, ropeParts)
	}
}

// discardFirst is the discard of the first card of v's hand among its
// labels.
func discardFirst(t *testing.T, u *dojoUI, v session.SeatView) game.Action {
	t.Helper()
	hand := dojoHand(v)
	selected := make([]bool, len(hand))
	selected[0] = true
	a, ok := discardAction(v.Actions, hand, selected)
	if !ok {
		t.Fatalf("no discard of %s alone", u.cs.Name(hand[0]))
	}
	return a
}

// TestDojoPlayedLastEntries: a person who takes the last entry of every
// menu, and so the grouped plays of the last card, plays whole duels
// against the heuristic on an 80x24 terminal; every screen fits, some
// plays are asked by card and the record replays to the end.
func TestDojoPlayedLastEntries(t *testing.T) {
	for _, tc := range []seededOptions{
		{game.Options{"exercise": "honor"}, 1},
		{game.Options{"exercise": "honor", "setup": "random"}, 2},
	} {
		g := newDojo(t, tc.opts)
		var out bytes.Buffer
		rec, err := Play(Config{Game: g, Bots: dojoBots(t, g, "heuristic", 0), Seed: tc.seed, Terminal: true, Fast: true,
			In: &responder{out: &out, last: true}, Out: &out, Clock: &stepClock{step: time.Second}})
		if err != nil {
			t.Fatalf("%v: %v", tc.opts, err)
		}
		text := out.String()
		// The result goes on under the last screen: the screens end before it.
		end := strings.LastIndex(text, "the end")
		checkScreens(t, fmt.Sprint(tc.opts), text[:strings.LastIndex(text[:end], "\n")])
		if !strings.Contains(text, "Which play of ") {
			t.Errorf("%v: no play asked by card", tc.opts)
		}
		if s, err := game.Replay(g, rec); err != nil || !s.IsTerminal() {
			t.Errorf("%v: the record does not replay to the end: %v", tc.opts, err)
		}
	}
}
