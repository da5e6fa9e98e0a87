package cardbattlebot

import (
	"math"
	"sort"

	"menagerie/game"
	cb "menagerie/games/cardbattle"
)

// arrange picks the next card of the deck order that wins most often in
// simulated battles against sampled opponent decks. Only orders that start
// with the cards already placed are considered, so successive calls follow
// one plan.
func (h *Heuristic) arrange(view *game.View, obs *cb.Observation, legal []game.Action) game.Action {
	placed := h.ids(obs.Deck)
	best := bestStarting(h.arrangement(view, obs), placed)
	if len(best) > len(placed) {
		want := cb.Move{Kind: cb.MovePlace, Card: best[len(placed)]}.Action()
		for _, a := range legal {
			if a == want {
				return a
			}
		}
	}
	return legal[0]
}

// arrangeWorth converts a share of battles won into the shop's units of
// value (power): a whole battle is worth 10, so at the easy level's
// temperature of 5 a placement whose best order lost the imagined battle
// is drawn e^-2 times as often as one whose order won it.
const arrangeWorth = 10

// arrangeValues values each legal placement by the share of simulated
// battles won by the best order that starts with it (in arrangeWorth
// units), the same battles arrange compares.
func (h *Heuristic) arrangeValues(view *game.View, obs *cb.Observation, legal []game.Action) []float64 {
	placed := h.ids(obs.Deck)
	best := map[cb.CardID]float64{}
	fought := float64(h.Samples * h.Rolls)
	for _, o := range h.arrangement(view, obs) {
		if len(o.cards) > len(placed) && hasPrefix(o.cards, placed) {
			next := o.cards[len(placed)]
			if old, ok := best[next]; !ok || o.score > old {
				best[next] = o.score
			}
		}
	}
	values := make([]float64, len(legal))
	for i, a := range legal {
		values[i] = math.Inf(-1)
		if m, _ := cb.DecodeAction(a); m.Kind == cb.MovePlace {
			if score, ok := best[m.Card]; ok {
				values[i] = score / fought * arrangeWorth
			}
		}
	}
	return values
}

// arrangement is the plan of the seat's deck: every candidate order of its
// hand scored in simulated battles against the opponent's sampled decks,
// with the seed of the battles drawn from the hand and the round. The
// first placement of a deck works the plan out; the placements after it
// find it in h.plans.
func (h *Heuristic) arrangement(view *game.View, obs *cb.Observation) []scoredOrder {
	mine := h.ids(obs.Hand)
	seed := game.Mix(hashIDs(mine), uint64(obs.Round))
	opp := obs.Opponent
	theirs := make([][]cb.CardID, h.Samples)
	for k := range theirs {
		st := view.Sample(game.Mix(seed, uint64(k))).(*cb.State)
		theirs[k] = st.Hand(opp, nil)
	}
	key := h.planKey(obs, mine, theirs)
	if plan, ok := h.plans.get(key); ok {
		return plan
	}
	oppDecks := make([][]cb.CardID, len(theirs))
	// Samples often give the opponent the same hand, and the same hand the
	// same deck: each distinct hand's is worked out once.
	predicted := map[string][]cb.CardID{}
	for k, hand := range theirs {
		handKey := string(cardBytes(hand))
		deck, ok := predicted[handKey]
		if !ok {
			deck = h.predictedDeck(hand, mine, obs, seed)
			predicted[handKey] = deck
		}
		oppDecks[k] = deck
	}
	against := battles{h: h, oppDecks: oppDecks, opp: opp, first: obs.FirstPlayer, round: obs.Round}
	plan := against.scoreOrders(mine, seed)
	h.plans.put(key, plan)
	return plan
}

// predictedDeck is the order the opponent is expected to give hand: with
// ModelOpponent its best reply, in simulated battles, to a plain order of
// the seat's hand mine; otherwise a plain order.
func (h *Heuristic) predictedDeck(hand, mine []cb.CardID, obs *cb.Observation, seed uint64) []cb.CardID {
	if !h.ModelOpponent {
		return h.standardOrder(hand)
	}
	against := battles{h: h, oppDecks: [][]cb.CardID{h.standardOrder(mine)}, opp: obs.Seat, first: obs.FirstPlayer, round: obs.Round}
	return bestStarting(against.scoreOrders(hand, seed), nil)
}

// bestStarting returns the best scored order that starts with placed (the
// first of equals), or nil when none does.
func bestStarting(orders []scoredOrder, placed []cb.CardID) []cb.CardID {
	var best []cb.CardID
	bestScore := -1.0
	for _, o := range orders {
		if o.score > bestScore && hasPrefix(o.cards, placed) {
			best, bestScore = o.cards, o.score
		}
	}
	return best
}

// battles is what a candidate order is scored against: the opponent's
// decks, h.Rolls battles each, with opp on side 1, the battle's First
// Player (-1 when a coin flip will decide: both are then simulated) and
// its round.
type battles struct {
	h                 *Heuristic
	oppDecks          [][]cb.CardID
	opp, first, round int
}

// scoreOrders scores each candidate order of hand in these battles: battles
// won, draws counting a half, every candidate on the same rolls. With
// h.Shortlist set and more than four times as many candidates, every
// candidate plays the first quarter of the battles and only the Shortlist
// best play the rest; the others are left out.
func (b battles) scoreOrders(hand []cb.CardID, seed uint64) []scoredOrder {
	h := b.h
	cands := h.candidates(hand)
	total := len(b.oppDecks) * h.Rolls
	out := make([]scoredOrder, len(cands))
	rngs := make([]game.RNG, len(cands))
	shortlisted := h.Shortlist > 0 && len(cands) > 4*h.Shortlist
	early := total
	if shortlisted {
		early = (total + 3) / 4
	}
	for i, cand := range cands {
		rngs[i] = game.NewRNG(seed)
		out[i] = scoredOrder{cards: cand, score: b.play(cand, 0, early, &rngs[i])}
	}
	if !shortlisted {
		return out
	}
	// The best first, equals in candidate order; the rest of their battles
	// continue the same rolls, so their scores are those of all battles.
	rank := make([]int, len(cands))
	for i := range rank {
		rank[i] = i
	}
	sort.SliceStable(rank, func(x, y int) bool { return out[rank[x]].score > out[rank[y]].score })
	rank = rank[:h.Shortlist]
	sort.Ints(rank)
	kept := make([]scoredOrder, len(rank))
	for k, i := range rank {
		kept[k] = scoredOrder{cards: cands[i], score: out[i].score + b.play(cands[i], early, total, &rngs[i])}
	}
	return kept
}

// play simulates battles from to to of deck against the opponent's decks
// (battle n is roll n%Rolls against deck n/Rolls) with rng, and returns
// the battles won, draws counting a half.
func (b battles) play(deck []cb.CardID, from, to int, rng *game.RNG) float64 {
	score := 0.0
	for n := from; n < to; n++ {
		// Side 0 is this seat, side 1 the opponent.
		decks := [2][]cb.CardID{deck, b.oppDecks[n/b.h.Rolls]}
		r := n % b.h.Rolls
		side := 0
		switch {
		case b.first == b.opp:
			side = 1
		case b.first < 0:
			side = r % 2
		}
		switch b.h.g.SimulateBattle(decks, side, b.round, rng) {
		case 0:
			score += 1
		case -1:
			score += 0.5
		}
	}
	return score
}

func hasPrefix(deck, prefix []cb.CardID) bool {
	if len(prefix) > len(deck) {
		return false
	}
	for i, id := range prefix {
		if deck[i] != id {
			return false
		}
	}
	return true
}

func hashIDs(ids []cb.CardID) uint64 {
	h := game.NewHasher()
	for _, id := range ids {
		h.Byte(byte(id))
	}
	return h.Sum()
}

// split separates a hand into pets (by value, best first), perks (best
// first) and temporary food.
func (h *Heuristic) split(hand []cb.CardID) (pets, perks, food []cb.CardID) {
	cs := h.g.Cards()
	for _, id := range hand {
		c := &cs.Cards[id]
		switch {
		case c.Kind == cb.KindPet:
			pets = append(pets, id)
		case c.Perk:
			perks = append(perks, id)
		default:
			food = append(food, id)
		}
	}
	byValue := func(s []cb.CardID) {
		sort.SliceStable(s, func(i, j int) bool { return h.v.of[s[i]] > h.v.of[s[j]] })
	}
	byValue(pets)
	byValue(perks)
	return pets, perks, food
}

// standardOrder is a plain way to order a hand, used to model opponents:
// best pets first, one perk each, temporary food on the first pet.
func (h *Heuristic) standardOrder(hand []cb.CardID) []cb.CardID {
	pets, perks, food := h.split(hand)
	return layout(pets, perks, food, layoutFront)
}

// Layouts: where food goes in a deck with a given pet order.
const (
	layoutFront  = iota // perks on the first pets, temporary food on the first pet
	layoutSpread        // perks on the first pets, temporary food spread over all
	layoutBack          // perks on the last pets, temporary food on the last pet
	numLayouts
)

// layout builds a deck (top first) from a pet order and a food plan; perks
// beyond one per pet go to the bottom, where they do no harm.
func layout(pets, perks, food []cb.CardID, plan int) []cb.CardID {
	deck := make([]cb.CardID, 0, len(pets)+len(perks)+len(food))
	n := len(pets)
	perkFor := make([]cb.CardID, n)
	extra := perks
	if n > 0 {
		k := min(len(perks), n)
		for i := 0; i < k; i++ {
			if plan == layoutBack {
				perkFor[n-1-i] = perks[i]
			} else {
				perkFor[i] = perks[i]
			}
		}
		extra = perks[k:]
	}
	for i, pet := range pets {
		switch {
		case plan == layoutFront && i == 0, plan == layoutBack && i == n-1:
			deck = append(deck, food...)
		case plan == layoutSpread:
			for j := i; j < len(food); j += n {
				deck = append(deck, food[j])
			}
		}
		if perkFor[i] != 0 {
			deck = append(deck, perkFor[i])
		}
		deck = append(deck, pet)
	}
	if n == 0 {
		deck = append(deck, food...)
	}
	return append(deck, extra...)
}

// candidates lists deck orders worth simulating: every distinct order of
// the pets, each with every food layout.
func (h *Heuristic) candidates(hand []cb.CardID) [][]cb.CardID {
	pets, perks, food := h.split(hand)
	var out [][]cb.CardID
	seen := map[string]bool{}
	permute(pets, func(order []cb.CardID) {
		for plan := 0; plan < numLayouts; plan++ {
			d := layout(order, perks, food, plan)
			key := string(cardBytes(d))
			if !seen[key] {
				seen[key] = true
				out = append(out, d)
			}
		}
	})
	return out
}

func cardBytes(d []cb.CardID) []byte {
	b := make([]byte, len(d))
	for i, id := range d {
		b[i] = byte(id)
	}
	return b
}

// permute calls fn with every order of ids (Heap's algorithm); fn must copy
// what it keeps.
func permute(ids []cb.CardID, fn func([]cb.CardID)) {
	a := append([]cb.CardID(nil), ids...)
	var gen func(k int)
	gen = func(k int) {
		if k <= 1 {
			fn(a)
			return
		}
		for i := 0; i < k; i++ {
			gen(k - 1)
			if k%2 == 0 {
				a[i], a[k-1] = a[k-1], a[i]
			} else {
				a[0], a[k-1] = a[k-1], a[0]
			}
		}
	}
	gen(len(a))
}
