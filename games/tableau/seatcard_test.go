package tableau

import (
	"strings"
	"testing"

	"menagerie/game"
)

// TestWithSeatCard plays random games in which P1's copies of a card are
// vanilla: P1's copies never fire their ability, P2's still do, and a
// sold Pig gives its bonus draft in P2's tableau only.
func TestWithSeatCard(t *testing.T) {
	base, err := New(nil, game.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"Bison", "Puffin"} {
		changed, err := base.WithSeatCard(0, name, "vanilla")
		if err != nil {
			t.Fatal(err)
		}
		id, _ := base.set.Lookup(name)
		var fired [2]int
		for seed := uint64(0); seed < 200; seed++ {
			s := changed.NewState(seed)
			s.RecordEvents(true)
			rng := game.NewRNG(seed)
			for !s.IsTerminal() {
				if s.CurrentPlayer() == game.Chance {
					o := s.ChanceOutcomes(nil)
					s.ApplyUnchecked(o[rng.Pick(o)].Action)
				} else {
					l := s.LegalActions(nil)
					s.ApplyUnchecked(l[rng.IntN(len(l))])
				}
				for _, e := range s.DrainEvents(nil) {
					if e.Kind == "ability" && e.Cards[0] == game.Card(id) {
						fired[e.Seat]++
					}
				}
			}
		}
		if fired[0] != 0 || fired[1] == 0 {
			t.Errorf("%s vanilla for P1: its ability fired %d times for P1 and %d for P2; want 0 and some", name, fired[0], fired[1])
		}
	}
	changed, err := base.WithSeatCard(0, "Pig", "vanilla")
	if err != nil {
		t.Fatal(err)
	}
	pig, _ := base.set.Lookup("Pig")
	s := changed.NewState(1).(*State)
	st := stack{card: pig, n: 1}
	_, mine := s.saleValue(0, &st)
	_, theirs := s.saleValue(1, &st)
	_, printed := base.newState(1).saleValue(0, &st)
	if mine != 0 || theirs != 1 || printed != 1 {
		t.Errorf("a level 1 Pig sold gives %d bonus drafts vanilla, %d for P2 and %d printed; want 0, 1 and 1", mine, theirs, printed)
	}
	if changed.CardSetHash() == base.CardSetHash() {
		t.Error("the changed game has the card set hash of the printed one")
	}
}

// TestWithSeatCardRefuses: what cannot be changed for one seat is refused
// with a sentence.
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
		{2, "Pig", "vanilla", "seat 2 is not one of the 2 seats"},
		{0, "Joker", "vanilla", `no card "Joker"`},
		{0, "Pig", "remove", "the market is shared"},
	} {
		_, err := g.WithSeatCard(c.seat, c.card, c.change)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("WithSeatCard(%d, %s, %s): %v, want %q", c.seat, c.card, c.change, err, c.want)
		}
	}
}
