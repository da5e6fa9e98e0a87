package cardbattlebot

import (
	"slices"
	"testing"

	"menagerie/game"
	cb "menagerie/games/cardbattle"
)

// TestPlayoutShopShortcut checks that the playout's shop shortcut changes
// nothing but speed: in the shops of random games of 2, 4 and 6 players,
// shopChoices counts every legal action but the Triples and shopChoice
// takes a legal action, and playouts from those shops end in the same state
// with the same returns as the policy choosing among the listed legal
// actions, drawing the same random numbers.
func TestPlayoutShopShortcut(t *testing.T) {
	for _, players := range []string{"2", "4", "6"} {
		g, err := cb.New(nil, game.Options{"players": players, "packs": "classic,golden,magic"})
		if err != nil {
			t.Fatal(err)
		}
		v := newValues(g.Cards(), 1)
		ranks := newPlaceRanks(v)
		playout := Playout(g)
		for i, s := range phaseStates(t, g, "shop", 60) {
			legal := s.LegalActions(nil)
			menu, _ := s.ShopMenu()
			hand := s.Hand(int(s.CurrentPlayer()), nil)
			triples := 0
			for _, a := range legal {
				if m, _ := cb.DecodeAction(a); m.Kind == cb.MoveTriple {
					triples++
				}
			}
			if n := shopChoices(s, v, menu, hand); n != len(legal)-triples {
				t.Fatalf("%s players, shop %d: shopChoices %d, %d legal actions of which %d Triples", players, i, n, len(legal), triples)
			}
			if a := shopChoice(s, v, menu, hand); !slices.Contains(legal, a) {
				t.Fatalf("%s players, shop %d: shopChoice %s is not legal", players, i, s.ActionString(a))
			}

			listed := s.Clone().(*cb.State)
			listedRNG := game.NewRNG(uint64(i))
			want := game.Playout(listed, &listedRNG, func(l []game.Action) game.Action {
				if listedRNG.IntN(10) == 0 {
					return l[listedRNG.IntN(len(l))]
				}
				return greedy(listed, v, &ranks, l, nil)
			})
			short := s.Clone().(*cb.State)
			shortRNG := game.NewRNG(uint64(i))
			got := playout(short, &shortRNG)
			if !slices.Equal(got, want) || short.Hash() != listed.Hash() || shortRNG.IntN(1<<30) != listedRNG.IntN(1<<30) {
				t.Fatalf("%s players, shop %d: the shortcut's playout returned %v, choosing among listed actions %v (same end state %v)",
					players, i, got, want, short.Hash() == listed.Hash())
			}
		}
	}
}
