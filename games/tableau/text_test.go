package tableau

import (
	"strings"
	"testing"

	"menagerie/game"
	"menagerie/gametest"
)

// TestTexts: the observation text shows the round, the market and every
// tableau, and the result text appears at the end only.
func TestTexts(t *testing.T) {
	g, err := New(nil, game.Options{"players": "3"})
	if err != nil {
		t.Fatal(err)
	}
	s := g.newState(1)
	tests := []struct {
		seat game.Player
		want []string
	}{
		{0, []string{"round 1 of ", "VP: P1 0, P2 0, P3 0", "market row 1: ", "P3's tableau (rear first): - | - | - | - | -"}},
		{game.Spectator, []string{"market row 2: ", "deck: "}},
	}
	for _, tc := range tests {
		text := g.ObservationText(s.Observe(tc.seat))
		for _, want := range tc.want {
			if !strings.Contains(text, want) {
				t.Errorf("seat %d's text lacks %q:\n%s", tc.seat, want, text)
			}
		}
		if r := g.ResultText(s.Observe(tc.seat)); r != "" {
			t.Errorf("result %q before the end", r)
		}
	}
	gametest.PlayRandomEvents(t, s, 1, func(game.Event) {})
	if r := g.ResultText(s.Observe(0)); !strings.HasPrefix(r, "final VP: P1 ") || !strings.Contains(r, "\nresult: ") {
		t.Errorf("result %q", r)
	}
}

// TestMoveSentences: every draft, placement, slide, sale, merge and food
// reads as one sentence naming the seat, the card and where it goes.
func TestMoveSentences(t *testing.T) {
	g := newTestGame(t)
	cs := g.set
	pig, sushi, choc := id(t, g, "Pig"), id(t, g, "Sushi"), id(t, g, "Chocolate")
	tests := []struct {
		e    Event
		want string
	}{
		{Event{Kind: EventTake, Seat: 0, Card: pig, N: 2, N2: 3}, "P1 takes Pig from market row 2, column 3"},
		{Event{Kind: EventBonusDraft, Seat: 1, Card: sushi, N: 1, N2: 1}, "P2 takes Sushi from market row 1, column 1 as a bonus draft"},
		{Event{Kind: EventPlace, Seat: 0, Card: pig, Slot: 1, N: 1}, "P1 places Pig in slot 2 as a new stack (level 1)"},
		{Event{Kind: EventSlide, Seat: 0, Card: pig, Slot: 1, N: 3}, "P1's Pig slides from slot 2 to slot 4"},
		{Event{Kind: EventUpgrade, Seat: 0, Card: pig, Slot: 4, N: 2}, "P1 adds Pig to its Pig stack in slot 5, now level 2"},
		{Event{Kind: EventMerge, Seat: 2, Card: pig, Slot: 0, N: 2, N2: 3}, "P3 merges its Pig stack from slot 1 into slot 3, now level 3"},
		{Event{Kind: EventMerge, Seat: 2, Card: pig, Slot: -1, N: 2, N2: 2}, "P3 merges the moved Pig stack into slot 3, now level 2"},
		{Event{Kind: EventOverflow, Seat: 0, Card: pig, N: 2}, "P1 discards 2 excess Pig cards for 1 VP"},
		{Event{Kind: EventFood, Seat: 0, Card: sushi, Card2: pig, Slot: 0, N: 0, N2: 1}, "P1 puts Sushi under its Pig stack in slot 1"},
		{Event{Kind: EventFood, Seat: 0, Card: sushi, Card2: pig, Slot: 0, N: 1, N2: 1}, "P1 puts Sushi under P2's Pig stack in slot 1"},
		{Event{Kind: EventFood, Seat: 1, Card: choc, Card2: pig, Slot: 3, N: 1, N2: 2}, "P2 adds Chocolate to its Pig stack in slot 4, now level 2"},
		{Event{Kind: EventSell, Seat: 1, Card: pig, Slot: 2, N: 3, N2: 2}, "P2 sells its Pig stack (level 2, slot 3) for 3 VP"},
	}
	for _, tc := range tests {
		if got := tc.e.Describe(cs); got != tc.want {
			t.Errorf("%s: %q, want %q", tc.e.Kind, got, tc.want)
		}
		if got := g.EventText(tc.e.data()); got != tc.want {
			t.Errorf("%s as data: %q, want %q", tc.e.Kind, got, tc.want)
		}
	}
}

// TestChoiceTexts: the choices say which card, from which row and column,
// onto which slot, and what a sale brings.
func TestChoiceTexts(t *testing.T) {
	s := newTestState(t)
	setTab(t, s, 0, "Pig3 Bison1 - - -")
	setMarket(t, s, "Dog", "Bee", "Cat", "Frog")
	do(t, s, pickCard(t, s, "Frog"))
	want := map[string]bool{
		"sell Pig L3 (slot 1) for 6 VP and 2 bonus drafts":             false,
		"sell Bison L1 (slot 2) for 1 VP":                              false,
		"place Frog in slot 1 as a new stack: [NEW, Pig, Bison, -, -]": false,
		"place Frog in slot 5 as a new stack: [Pig, Bison, -, -, NEW]": false,
		"place Frog in slot 3 as a new stack: [-, Pig, NEW, -, Bison]": false,
	}
	for _, l := range s.Labels(nil) {
		if _, ok := want[l.Text]; ok {
			want[l.Text] = true
		}
	}
	for text, seen := range want {
		if !seen {
			t.Errorf("no choice %q", text)
		}
	}
	if got := (&State{g: s.g, market: [maxCells]CardID{4: id(t, s.g, "Cat")}}).ActionString(actPick + 4); got != "take Cat (row 2, column 2)" {
		t.Errorf("take: %q", got)
	}
}
