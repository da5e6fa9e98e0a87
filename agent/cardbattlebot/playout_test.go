package cardbattlebot

import (
	"slices"
	"testing"

	"menagerie/game"
	cb "menagerie/games/cardbattle"
)

// TestPlayoutShortcut checks that the playout's shortcut changes nothing
// but speed, and that a playout stops where the table's win model takes
// over. In random games of 2, 4 and 6 players: in the shop,
// shopChoices counts every legal action but the Triples and shopChoice
// takes a legal action; in a sale and in Battle Prep, saleChoice and
// placeChoice count the legal actions and take one of them. Playouts from
// all those positions end in the same state with the same returns as the
// policy choosing among the listed legal actions (listedChoice), drawing
// the same random numbers.
func TestPlayoutShortcut(t *testing.T) {
	for _, players := range []string{"2", "4", "6"} {
		g, err := cb.New(nil, game.Options{"players": players, "packs": "classic,golden,magic"})
		if err != nil {
			t.Fatal(err)
		}
		v := newValues(g.Cards(), 1)
		ranks := newPlaceRanks(v)
		playout := Playout(g)
		for _, phase := range []string{"shop", "selling", "arrange"} {
			for i, s := range phaseStates(t, g, phase, 40) {
				legal := s.LegalActions(nil)
				seat := int(s.CurrentPlayer())
				hand := s.Hand(seat, nil)
				var a game.Action
				var choices int
				switch phase {
				case "shop":
					menu, _ := s.ShopMenu()
					a, choices = shopChoice(s, v, menu, hand), shopChoices(s, v, menu, hand)
					for _, l := range legal {
						if m, _ := cb.DecodeAction(l); m.Kind == cb.MoveTriple {
							choices++ // shopChoices leaves the Triples out
						}
					}
				case "selling":
					from, _ := s.SellingFrom()
					a, choices = saleChoice(v, hand, from)
				case "arrange":
					cards, _ := s.ToPlace(nil)
					a, choices = placeChoice(ranks.next(s, v, seat), cards)
				}
				if choices != len(legal) || !slices.Contains(legal, a) {
					t.Fatalf("%s players, %s %d: the shortcut counts %d choices and takes %s; legal: %d actions", players, phase, i, choices, s.ActionString(a), len(legal))
				}

				listed := s.Clone().(*cb.State)
				listedRNG := game.NewRNG(uint64(i))
				want := listedPlayout(listed, v, &ranks, &listedRNG)
				short := s.Clone().(*cb.State)
				shortRNG := game.NewRNG(uint64(i))
				got := playout(short, &shortRNG)
				if !slices.Equal(got, want) || short.Hash() != listed.Hash() || shortRNG.IntN(1<<30) != listedRNG.IntN(1<<30) {
					t.Fatalf("%s players, %s %d: the shortcut's playout returned %v, choosing among listed actions %v (same end state %v)",
						players, phase, i, got, want, short.Hash() == listed.Hash())
				}
			}
		}
	}
}

// listedPlayout is the playout written over the listed legal actions:
// listedChoice at every turn but one in ten (a random action), to the end
// of the game or, with a win model for the table, to the start of the
// playoutRounds-th round after s's, there valued by the model.
func listedPlayout(s *cb.State, v *values, ranks *placeRanks, rng *game.RNG) []float64 {
	model := winModels[s.Game().NumPlayers()]
	stopAt := s.Round() + 1 + playoutRounds
	var stop func() bool
	if model != nil {
		stop = func() bool { return s.Round() >= stopAt }
	}
	ended := game.PlayoutUntil(s, rng, stop, nil, func(l []game.Action) game.Action {
		if rng.IntN(10) == 0 {
			return l[rng.IntN(len(l))]
		}
		return listedChoice(s, v, ranks, l)
	})
	if !ended {
		return model.returns(s, v, nil)
	}
	return s.Returns(nil)
}

// listedChoice is the playout policy written over the listed legal
// actions, as TestPlayoutShortcut's reference: each action scored, the
// first of the best taken.
func listedChoice(s *cb.State, v *values, ranks *placeRanks, legal []game.Action) game.Action {
	seat := int(s.CurrentPlayer())
	hand := s.Hand(seat, nil)
	pets, weakest := weakestPet(v, hand)
	team := v.summarize(hand)
	best, bestScore := legal[0], -1e9
	for _, a := range legal {
		m, _ := cb.DecodeAction(a)
		score := -1e9
		switch m.Kind {
		case cb.MoveBuyDisplay:
			score = team.gain(v, s.Display()[m.Slot])
		case cb.MoveBuyBlind:
			score = v.blind[s.Round()] - 0.5
		case cb.MovePass:
			score = 0.01
		case cb.MoveSell:
			if pets > 5 && m.Card == weakest {
				score = 0.02
			}
		case cb.MoveSellDone:
			score = 0.01
		case cb.MoveKeep:
			score = v.of[s.TripleDraw()[m.Slot]]
		case cb.MovePlace:
			score = ranks.next(s, v, seat)[m.Card]
		case cb.MoveAbility:
			return legal[0]
		}
		if score > bestScore {
			best, bestScore = a, score
		}
	}
	return best
}
