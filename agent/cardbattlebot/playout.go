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
// variety. Where the table has a fitted win model (winModels), a playout
// stops playoutRounds rounds after the one it starts in and the model
// values it; otherwise it plays the game to the end. In the shop, in a sale
// and in Battle Prep it chooses without listing the legal actions (most of
// a shop's are sales and Triples it would not take) whenever it has a
// choice without them; it plays exactly as if it had listed them.
func Playout(g *cb.Game) func(game.State, *game.RNG) []float64 {
	v := newValues(g.Cards(), 1)
	ranks := newPlaceRanks(v)
	model := winModels[g.NumPlayers()]
	return func(st game.State, rng *game.RNG) []float64 {
		s := st.(*cb.State)
		var buf [64]cb.CardID
		// randomNext is set when the shortcut has drawn this turn's one
		// random action in ten: pick then draws among the legal actions.
		randomNext := false
		// choose plays a, the policy's choice among choices legal actions:
		// the only one without drawing (as when pick is not called), else
		// unless this is the turn's one random action in ten.
		choose := func(a game.Action, choices int) (game.Action, bool) {
			if choices < 2 {
				return a, true
			}
			if rng.IntN(10) == 0 {
				randomNext = true
				return 0, false
			}
			return a, true
		}
		shortcut := func() (game.Action, bool) {
			seat := int(s.CurrentPlayer())
			if menu, ok := s.ShopMenu(); ok {
				h := s.Hand(seat, buf[:0])
				n := shopChoices(s, v, menu, h)
				if n < 2 {
					return 0, false // pick is called only if Triples make a choice
				}
				return choose(shopChoice(s, v, menu, h), n)
			}
			if from, ok := s.SellingFrom(); ok {
				return choose(saleChoice(v, s.Hand(seat, buf[:0]), from))
			}
			if cards, ok := s.ToPlace(buf[:0]); ok {
				return choose(placeChoice(ranks.next(s, v, seat), cards))
			}
			return 0, false
		}
		pick := func(l []game.Action) game.Action {
			if randomNext || rng.IntN(10) == 0 {
				randomNext = false
				return l[rng.IntN(len(l))]
			}
			return greedy(s, v, l, buf[:0])
		}
		if model == nil {
			return game.PlayoutWith(s, rng, shortcut, pick)
		}
		stopAt := s.Round() + 1 + playoutRounds
		if game.PlayoutUntil(s, rng, func() bool { return s.Round() >= stopAt }, shortcut, pick) {
			return s.Returns(nil)
		}
		return model.returns(s, v, nil)
	}
}

// saleChoice is the playout's action while revealing pets for a sale, with
// the number of legal actions: reveal the weakest pet of hand too when it
// holds more than five and that pet may still be revealed (its id at least
// from), else end the sale.
func saleChoice(v *values, hand []cb.CardID, from cb.CardID) (a game.Action, choices int) {
	choices = 1 + distinctPets(v, hand, from) // ending the sale, or revealing one more pet
	if pets, weakest := weakestPet(v, hand); pets > 5 && weakest >= from {
		return cb.Move{Kind: cb.MoveSell, Card: weakest}.Action(), choices
	}
	return cb.Move{Kind: cb.MoveSellDone}.Action(), choices
}

// placeChoice is the playout's next placement in Battle Prep, with the
// number of legal placements (one per distinct card): of the cards still to
// place (in id order) the one ranked highest, the first of equals.
func placeChoice(rank []float64, cards []cb.CardID) (a game.Action, choices int) {
	best := cards[0]
	for i, c := range cards {
		if i > 0 && cards[i-1] == c {
			continue
		}
		choices++
		if rank[c] > rank[best] {
			best = c
		}
	}
	return cb.Move{Kind: cb.MovePlace, Card: best}.Action(), choices
}

// shopChoices counts the seat's shop actions other than Triples: the buys
// and pass menu allows and a sale of each distinct pet of hand (in id
// order, as the state gives it).
func shopChoices(s *cb.State, v *values, menu cb.ShopMenu, hand []cb.CardID) int {
	n := 0
	if menu.Buy {
		for _, c := range s.Display() {
			if c != 0 {
				n++
			}
		}
	}
	if menu.Blind {
		n++
	}
	if menu.Pass {
		n++
	}
	return n + distinctPets(v, hand, 0)
}

// distinctPets counts the distinct pets of hand (in id order, as the state
// gives it) with an id of at least from: the pets a Sell may reveal.
func distinctPets(v *values, hand []cb.CardID, from cb.CardID) int {
	n := 0
	for i, c := range hand {
		if c >= from && v.cs.Cards[c].Kind == cb.KindPet && (i == 0 || hand[i-1] != c) {
			n++
		}
	}
	return n
}

// shopChoice is the playout's shop action for the seat with hand: the buy
// that adds most to the team (as the heuristic player values it) if it adds
// more than a sale or a pass, else the sale of its weakest pet when it holds
// more than five, else a pass. Of equal choices it takes the first in the
// order of the legal actions (display slots, blind buy, pass, sale). A pass
// is legal with at most five pets and the sale with more, so one of them
// always scores above the starting -1e9.
func shopChoice(s *cb.State, v *values, menu cb.ShopMenu, hand []cb.CardID) game.Action {
	team := v.summarize(hand)
	best, bestScore := game.Action(0), -1e9
	consider := func(a game.Action, score float64) {
		if score > bestScore {
			best, bestScore = a, score
		}
	}
	if menu.Buy {
		for slot, c := range s.Display() {
			if c != 0 {
				consider(cb.Move{Kind: cb.MoveBuyDisplay, Slot: slot}.Action(), team.gain(v, c))
			}
		}
	}
	if menu.Blind {
		consider(cb.Move{Kind: cb.MoveBuyBlind}.Action(), v.blind[s.Round()]-0.5)
	}
	if menu.Pass {
		consider(cb.Move{Kind: cb.MovePass}.Action(), 0.01)
	}
	if team.np > 5 {
		_, weakest := weakestPet(v, hand)
		consider(cb.Move{Kind: cb.MoveSell, Card: weakest}.Action(), 0.02)
	}
	return best
}

// greedy picks the playout policy's action among the legal ones where the
// shortcut leaves the choice to the list: in the shop (when only the
// Triples make a choice), shopChoice; after a Triple the more valuable
// card; simultaneous abilities in the order they arose; anything else the
// first listed.
func greedy(s *cb.State, v *values, legal []game.Action, buf []cb.CardID) game.Action {
	if menu, ok := s.ShopMenu(); ok {
		return shopChoice(s, v, menu, s.Hand(int(s.CurrentPlayer()), buf))
	}
	best, bestScore := legal[0], -1e9
	var m cb.Move
	for _, a := range legal {
		m.Decode(a)
		if m.Kind != cb.MoveKeep {
			return legal[0] // abilities in the order they arose, or any other list's first
		}
		if score := v.of[s.TripleDraw()[m.Slot]]; score > bestScore {
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
