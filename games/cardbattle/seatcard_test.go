package cardbattle

import (
	"strings"
	"testing"

	"menagerie/game"
)

// TestWithSeatCard plays random games in which P1's copies of a card are
// vanilla: P1's copies never fire their ability and P2's still do.
func TestWithSeatCard(t *testing.T) {
	base, err := New(nil, game.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"Ant", "Honey", "Pig"} {
		changed, err := base.WithSeatCard(0, name, "vanilla")
		if err != nil {
			t.Fatal(err)
		}
		g := changed.(*Game)
		id, _ := g.set.Lookup(name)
		var fired [2]int
		for seed := uint64(0); seed < 300; seed++ {
			s := g.newState(seed)
			s.RecordEvents(true)
			rng := game.NewRNG(seed)
			for !s.IsTerminal() {
				if s.CurrentPlayer() == game.Chance {
					o := s.ChanceOutcomes(nil)
					s.ApplyUnchecked(o[rng.Pick(o)].Action)
					continue
				}
				l := s.LegalActions(nil)
				s.ApplyUnchecked(l[rng.IntN(len(l))])
				for _, e := range drained(s) {
					if e.Kind == EventAbility && e.Card == id {
						fired[e.Seat]++
					}
				}
			}
		}
		if fired[0] != 0 || fired[1] == 0 {
			t.Errorf("%s vanilla for P1: its ability fired %d times for P1 and %d for P2; want 0 and some", name, fired[0], fired[1])
		}
		if g.CardSetHash() == base.CardSetHash() || base.cardsOf(0)[id].Ability.Trigger == TriggerNone {
			t.Errorf("%s: the change shows in the game's card set hash only, and leaves the game it was made from alone", name)
		}
	}
}

// TestWithSeatCardRefuses: a seat, a card or a change the game cannot
// make is refused with a sentence.
func TestWithSeatCardRefuses(t *testing.T) {
	g, err := New(nil, game.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		seat         int
		card, change string
		want         string
	}{
		{2, "Ant", "vanilla", "seat 2 is not one of the 2 seats"},
		{-1, "Ant", "vanilla", "seat -1"},
		{0, "Unicorn", "vanilla", `no card "Unicorn"`},
		{0, "Ant", "remove", "tier decks are shared"},
		{0, "Apple", "vanilla", "Apple has no ability"},
	} {
		_, err := g.WithSeatCard(c.seat, c.card, c.change)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("WithSeatCard(%d, %s, %s): %v, want %q", c.seat, c.card, c.change, err, c.want)
		}
	}
}
