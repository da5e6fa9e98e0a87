package cardbattle

import (
	"slices"
	"testing"

	"menagerie/game"
)

// TestTripleActionsListEveryThreePetsOfAHat: in shop positions of games
// with 2, 4 and 6 players, the Triples offered are exactly the distinct
// choices of three pets in hand that share a hat, in order of their card
// ids, as found by trying every three cards of the hand.
func TestTripleActionsListEveryThreePetsOfAHat(t *testing.T) {
	for _, opts := range tableSizes {
		g, err := New(nil, opts)
		if err != nil {
			t.Fatal(err)
		}
		offered := 0
		for seed := uint64(1); seed <= 60; seed++ {
			s := g.NewState(seed).(*State)
			rng := game.NewRNG(seed)
			game.Playout(s, &rng, func(l []game.Action) game.Action {
				if s.phase == phaseShop {
					got, want := s.tripleActions(nil, s.hands[s.seat].all(nil)), everyTriple(s)
					if !slices.Equal(got, want) {
						t.Fatalf("%v, seed %d: offered %v, want %v", opts, seed, got, want)
					}
					offered += len(got)
				}
				return buyingMostly(l, &rng)
			})
		}
		if offered == 0 {
			t.Errorf("%v: no Triple offered in 60 games: nothing was checked", opts)
		}
	}
}

// tableSizes are the options of games with 2, 4 and 6 players.
var tableSizes = []game.Options{nil, {"players": "4", "packs": "classic,golden"}, {"players": "6", "packs": "classic,golden,magic"}}

// buyingMostly plays at random but buys from the display eight times in
// ten when it can: hands fill, so Triples arise.
func buyingMostly(l []game.Action, rng *game.RNG) game.Action {
	if l[0] < actBuyBlind && rng.IntN(10) < 8 {
		return l[0]
	}
	return l[rng.IntN(len(l))]
}

// everyTriple tries every three cards of the hand of the seat to act.
func everyTriple(s *State) []game.Action {
	hand := s.hands[s.seat].all(nil)
	cards := s.g.set.Cards
	var out []game.Action
	for i := range hand {
		for j := i + 1; j < len(hand); j++ {
			for k := j + 1; k < len(hand); k++ {
				a, b, c := &cards[hand[i]], &cards[hand[j]], &cards[hand[k]]
				if a.Kind == KindPet && b.Kind == KindPet && c.Kind == KindPet && a.Hat >= 0 && a.Hat == b.Hat && b.Hat == c.Hat {
					out = append(out, tripleAction(hand[i], hand[j], hand[k]))
				}
			}
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}
