package cardbattlebot

import (
	"menagerie/game"
	cb "menagerie/games/cardbattle"
)

// Playout returns a fast playout policy for search: it finishes a sampled
// game with a greedy shopper (buy the most valuable card, sell the weakest
// pets beyond five, keep the better Triple card), a plain deck order (food
// first, then a perk before each pet, best pets first), simultaneous
// abilities in the order they arose, and one random action in ten, for
// variety.
func Playout(g *cb.Game) func(game.State, *game.RNG) []float64 {
	v := newValues(g.Cards(), 1)
	ranks := newPlaceRanks(v)
	return func(st game.State, rng *game.RNG) []float64 {
		s := st.(*cb.State)
		var hand [64]cb.CardID
		return game.Playout(s, rng, func(l []game.Action) game.Action {
			if rng.IntN(10) == 0 {
				return l[rng.IntN(len(l))]
			}
			return greedy(s, v, &ranks, l, hand[:0])
		})
	}
}

// greedy picks the playout policy's action: in the shop, the buy that adds
// most to the team (as the heuristic player values it), else pass, selling
// the weakest pets beyond five when it must.
func greedy(s *cb.State, v *values, ranks *placeRanks, legal []game.Action, buf []cb.CardID) game.Action {
	seat := int(s.CurrentPlayer())
	// The hand, its summary, its pets and its weakest pet are worked out
	// when an action first needs them: the summary for a buy, the pets for
	// a sale, nothing for a placement.
	var hand []cb.CardID
	var team summary
	summarized, pets, weakest := false, -1, cb.CardID(0)
	var place []float64
	loadHand := func() {
		if hand == nil {
			hand = s.Hand(seat, buf)
		}
	}
	best, bestScore := legal[0], -1e9
	var m cb.Move
	for _, a := range legal {
		m.Decode(a)
		score := -1e9
		switch m.Kind {
		case cb.MoveBuyDisplay:
			if !summarized {
				loadHand()
				team, summarized = v.summarize(hand), true
			}
			score = team.gain(v, s.Display()[m.Slot])
		case cb.MoveBuyBlind:
			score = v.blind[s.Round()] - 0.5
		case cb.MovePass:
			score = 0.01
		case cb.MoveSell:
			if pets < 0 {
				loadHand()
				pets, weakest = weakestPet(v, hand)
			}
			if pets > 5 && m.Card == weakest {
				score = 0.02
			}
		case cb.MoveSellDone:
			score = 0.01
		case cb.MoveKeep:
			score = v.of[s.TripleDraw()[m.Slot]]
		case cb.MovePlace:
			if place == nil {
				place = ranks.next(s, v, seat)
			}
			score = place[m.Card]
		case cb.MoveAbility:
			return legal[0] // the order they arose
		}
		if score > bestScore {
			best, bestScore = a, score
		}
	}
	return best
}

// placeRanks rank the next card of a plain deck order, by card id:
// temporary food first, then alternately a perk and a pet, best first. The
// first ranks follow a card that is no perk, the second a perk.
type placeRanks [2][]float64

func newPlaceRanks(v *values) placeRanks {
	var r placeRanks
	for lastPerk := range r {
		r[lastPerk] = make([]float64, len(v.cs.Cards))
		for id := range v.cs.Cards {
			c := &v.cs.Cards[id]
			x := v.of[id]
			switch {
			case c.Kind == cb.KindFood && !c.Perk:
				x += 300
			case c.Perk && lastPerk == 0:
				x += 200
			case c.Kind == cb.KindPet:
				x += 100
			}
			r[lastPerk][id] = x
		}
	}
	return r
}

// next returns the ranks for the seat's next placement.
func (r *placeRanks) next(s *cb.State, v *values, seat int) []float64 {
	if last := s.LastPlaced(seat); last != 0 && v.cs.Cards[last].Perk {
		return r[1]
	}
	return r[0]
}

// weakestPet returns how many pets hand holds and the one the heuristic
// values least (0 with none).
func weakestPet(v *values, hand []cb.CardID) (pets int, weakest cb.CardID) {
	for _, id := range hand {
		if v.cs.Cards[id].Kind == cb.KindPet {
			pets++
			if weakest == 0 || v.of[id] < v.of[weakest] {
				weakest = id
			}
		}
	}
	return pets, weakest
}
