package dojo

import (
	"slices"
	"strings"
	"testing"

	"menagerie/game"
)

// TestWithSeatCard deals duels in which P1's deck leaves out the Berries:
// P1 holds none of its 2 copies at the start, P2 both, and the game it
// was made from still deals both to each seat. The shuffles stay those of
// the printed game: P2's hand and deck are the same card for card, and
// P1's deck is the printed one less the Berries (less the cards drawn in
// their place).
func TestWithSeatCard(t *testing.T) {
	base, err := New(nil, game.Options{"setup": "random"})
	if err != nil {
		t.Fatal(err)
	}
	changed, err := base.WithSeatCard(0, "Berries", "remove")
	if err != nil {
		t.Fatal(err)
	}
	id, _ := base.set.Lookup("Berries")
	count := func(g *Game, seed uint64) [2]int {
		s := g.newState(seed)
		var n [2]int
		for q := range s.p {
			for _, c := range append(s.p[q].hand.slice(), s.p[q].deck.slice()...) {
				if c == id {
					n[q]++
				}
			}
		}
		return n
	}
	for seed := uint64(0); seed < 20; seed++ {
		if got := count(changed.(*Game), seed); got != [2]int{0, 2} {
			t.Errorf("seed %d: P1 and P2 hold %v Berries, want [0 2]", seed, got)
		}
		if got := count(base, seed); got != [2]int{2, 2} {
			t.Errorf("seed %d: the unchanged game deals %v Berries, want [2 2]", seed, got)
		}
		a, b := changed.(*Game).newState(seed), base.newState(seed)
		if a.p[1].hand != b.p[1].hand || a.p[1].deck != b.p[1].deck {
			t.Errorf("seed %d: P2's cards differ from the printed game's", seed)
		}
		var printed []CardID
		for _, c := range b.p[0].deck.slice() {
			if c != id {
				printed = append(printed, c)
			}
		}
		mine := a.p[0].deck.slice()
		if len(mine) > len(printed) || !slices.Equal(mine, printed[:len(mine)]) {
			t.Errorf("seed %d: P1's deck %v is not the printed %v less the Berries", seed, mine, printed)
		}
	}
	if changed.CardSetHash() == base.CardSetHash() {
		t.Error("the changed game has the card set hash of the printed one")
	}
}

// TestWithSeatCardRefuses: what cannot be left out of one seat's cards is
// refused with a sentence.
func TestWithSeatCardRefuses(t *testing.T) {
	g, err := New(nil, game.Options{})
	if err != nil {
		t.Fatal(err)
	}
	solo, err := New(nil, game.Options{"mode": "solo"})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		g            *Game
		seat         int
		card, change string
		want         string
	}{
		{g, 2, "Berries", "remove", "seat 2 is not one of"},
		{solo, 0, "Berries", "remove", "seat 0 is not one of"},
		{g, 0, "Joker", "remove", `no card "Joker"`},
		{g, 0, "Berries", "vanilla", "only by removing it"},
		{g, 1, "Grizzly", "remove", "Grizzly is an animal"},
	} {
		_, err := c.g.WithSeatCard(c.seat, c.card, c.change)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("WithSeatCard(%d, %s, %s): %v, want %q", c.seat, c.card, c.change, err, c.want)
		}
	}
}
