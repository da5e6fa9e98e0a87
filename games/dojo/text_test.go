package dojo

import (
	"testing"

	"menagerie/game"
)

// TestCardTexts: each card is described from its data, in full on request
// and in a few words in a hand.
func TestCardTexts(t *testing.T) {
	cs := Starter()
	for _, tc := range []struct {
		card, text, brief string
	}{
		{"Bear Cub", "Bear Cub: Bear level 1 of 3 (tank), health 11, damage 1, strong against Cheetah (+1), weak against Penguin (-1). " +
			"Exercise: 5 steps of Bear crawl (seated: Seated paw punches). Upgrades to Brown Bear.", "L1 11hp 1dmg"},
		{"Harpy Eagle", "Harpy Eagle: Eagle level 3 of 3 (striker), health 10, damage 5, strong against Flamingo (+1), weak against Crab (-1). " +
			"Exercise: 20 reps of Wing flaps (arm circles).", "L3 10hp 5dmg"},
		{"Shield", "Shield (item, stays in play): Stay. Put it on one of your animals: it takes 1 less damage from each attack (at least the minimum damage).",
			"stay: -1 damage taken"},
		{"Dodge", "Dodge (item, played out of turn): Response, out of turn: when an exercise has activated an attack on your animal, the attack deals 1 less damage (at least the minimum).",
			"response: -1 attack damage"},
		{"Forest Dojo", "Forest Dojo (dojo): Your play: upgrade one of your animals with the next level of the same animal from your hand. It wakes up and may attack this turn.",
			"upgrade an animal"},
		{"Berries", "", "heal 2"},
		{"Honeycomb", "", "stay: heal 1 a turn"},
		{"Energy Drink", "", "+1 damage"},
	} {
		id, ok := cs.Lookup(tc.card)
		if !ok {
			t.Fatalf("no %s", tc.card)
		}
		if got := cs.CardText(id); tc.text != "" && got != tc.text {
			t.Errorf("%s:\n got %q\nwant %q", tc.card, got, tc.text)
		}
		if got := cs.CardBrief(id); got != tc.brief {
			t.Errorf("%s: brief %q, want %q", tc.card, got, tc.brief)
		}
	}
}

// TestEventSentences: a play names its target, a Rope its swap, and a
// discard its cards, four to a sentence; the other seat reads a discard
// by its count.
func TestEventSentences(t *testing.T) {
	s := blank(t, nil)
	c := func(name string) CardID { return id(t, s, name) }
	for _, tc := range []struct {
		e              Event
		full, redacted string
	}{
		{Event{Kind: EventPlay, Seat: 0, Card: c("Whistle"), Other: c("Joey"), Pos: 4}, "P1 plays Whistle on Joey at column 2 row 2", ""},
		{Event{Kind: EventPlay, Seat: 1, Card: c("Broom"), Other: c("Shield"), Pos: -1, N: playSweeps}, "P2 plays Broom on P1's Shield", ""},
		{Event{Kind: EventPlay, Seat: 0, Card: c("Rope"), Pos: -1}, "P1 plays Rope", ""},
		{Event{Kind: EventSwap, Seat: 0, Card: c("Joey"), Pos: 0, Other: c("Eaglet"), N: 5}, "P1 swaps Joey, now at column 1 row 1, and Eaglet, now at column 2 row 3", ""},
		{Event{Kind: EventDiscard, Seat: 0, Card: c("Rope"), Pos: 0, N: 1, Private: true},
			"P1 discards Rope to draw again", "P1 discards a card to draw again"},
		{Event{Kind: EventDiscard, Seat: 1, Card: c("Rope"), Other: c("Joey"), More: [2]CardID{c("Shield")}, Pos: 0, N: 3, Private: true},
			"P2 discards Rope, Joey and Shield to draw again", "P2 discards 3 cards to draw again"},
		{Event{Kind: EventDiscard, Seat: 0, Card: c("Rope"), Other: c("Joey"), More: [2]CardID{c("Shield"), c("Eaglet")}, Pos: 0, N: 5, Private: true},
			"P1 discards Rope, Joey, Shield and Eaglet", "P1 discards 4 cards"},
		{Event{Kind: EventDiscard, Seat: 0, Card: c("Whistle"), Pos: 4, N: 5, Private: true},
			"P1 then discards Whistle to draw again", "P1 then discards a card to draw again"},
	} {
		d := tc.e.data()
		if got := s.g.EventText(d); got != tc.full {
			t.Errorf("%q, want %q", got, tc.full)
		}
		if tc.redacted == "" {
			continue
		}
		if got := s.g.EventText(d.For(1 - game.Player(tc.e.Seat))); got != tc.redacted {
			t.Errorf("redacted %q, want %q", got, tc.redacted)
		}
	}
}
