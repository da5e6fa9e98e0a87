package tui

import (
	"slices"
	"strings"
	"testing"

	"menagerie/games/cardbattle"
)

func lookup(t *testing.T, cs *cardbattle.CardSet, list string) []cardbattle.CardID {
	t.Helper()
	var ids []cardbattle.CardID
	for _, n := range strings.Split(list, ", ") {
		id, ok := cs.Lookup(n)
		if !ok {
			t.Fatalf("no card %q", n)
		}
		ids = append(ids, id)
	}
	return ids
}

func TestProposeDeck(t *testing.T) {
	cs := cardbattle.Classic()
	tests := []struct{ hand, want string }{
		{"Ant, Honey, Apple", "Apple, Honey, Ant"},
		{"Ant, Fish, Honey, Meat Bone, Garlic, Apple, Five Apples", "Apple, Five Apples, Honey, Ant, Meat Bone, Fish, Garlic"},
		{"Ant, Fish, Honey", "Honey, Ant, Fish"},
		{"Apple, Apple", "Apple, Apple"},
	}
	for _, tt := range tests {
		t.Run(tt.hand, func(t *testing.T) {
			if got := cardList(cs, proposeDeck(cs, lookup(t, cs, tt.hand))); got != tt.want {
				t.Errorf("proposeDeck(%s) = %s, want %s", tt.hand, got, tt.want)
			}
		})
	}
}

func TestDeckCommand(t *testing.T) {
	order := []cardbattle.CardID{1, 2, 3, 4}
	tests := []struct {
		cmd  string
		want []cardbattle.CardID
		msg  string
	}{
		{"u 2", []cardbattle.CardID{2, 1, 3, 4}, ""},
		{"up 4", []cardbattle.CardID{1, 2, 4, 3}, ""},
		{"d 1", []cardbattle.CardID{2, 1, 3, 4}, ""},
		{"down 3", []cardbattle.CardID{1, 2, 4, 3}, ""},
		{"m 1 4", []cardbattle.CardID{2, 3, 4, 1}, ""},
		{"move 4 1", []cardbattle.CardID{4, 1, 2, 3}, ""},
		{"m 2 3", []cardbattle.CardID{1, 3, 2, 4}, ""},
		{"u 1", nil, "card 1 is already on top"},
		{"d 4", nil, "card 4 is already at the bottom"},
		{"d 5", nil, "no card 5: the deck has cards 1 to 4"},
		{"u x", nil, `no card x`},
		{"m 1 9", nil, "positions go from 1 to 4"},
		{"m 2 2", nil, "card 2 is already there"},
		{"m 1", nil, "is not a deck command"},
		{"swap 1 2", nil, "is not a deck command"},
	}
	for _, tt := range tests {
		t.Run(tt.cmd, func(t *testing.T) {
			got, msg := deckCommand(order, strings.Fields(tt.cmd))
			if !slices.Equal(got, tt.want) || !strings.Contains(msg, tt.msg) || (tt.msg == "") != (msg == "") {
				t.Errorf("deckCommand(%q) = %v, %q; want %v, %q", tt.cmd, got, msg, tt.want, tt.msg)
			}
		})
	}
	if !slices.Equal(order, []cardbattle.CardID{1, 2, 3, 4}) {
		t.Errorf("deckCommand changed its input: %v", order)
	}
}
