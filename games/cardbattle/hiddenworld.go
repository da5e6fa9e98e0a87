package cardbattle

import "menagerie/game"

// HiddenWorld is a test helper: it returns a copy of s (a Card Battle state)
// that seat cannot tell apart from s, made by moving the cards hidden from
// seat directly, with rng. Within each tier, the cards seat has not seen in
// the tier deck and discard pile, in other seats' unrevealed hands and in
// another seat's pending Triple draw trade places; while decks are being
// arranged, every other seat's order so far is dealt again from its hand.
// It shares no code with Determinize, so that tests can check Determinize
// against it.
func HiddenWorld(s game.State, seat game.Player, rng *game.RNG) game.State {
	w := s.(*State).clone()
	me := int(seat)
	for t := 1; t <= NumRounds; t++ {
		w.tradeUnseen(me, t, rng)
	}
	if w.phase == phaseArrange {
		for p := 0; p < int(w.n); p++ {
			if p != me {
				w.dealOrder(p, rng)
			}
		}
	}
	return w
}

// tradeUnseen permutes the tier-t cards seat me has not seen among the
// places they occupy, then puts the hidden hands back in card order.
func (s *State) tradeUnseen(me, t int, rng *game.RNG) {
	mask := uint8(1) << me
	var places [2*pileCap + maxSeats*handCap + 2]*CardID
	n := 0
	for _, pl := range [2]*pile{&s.decks[t], &s.discard[t]} {
		for i := 0; i < int(pl.n); i++ {
			if pl.known[i]&mask == 0 {
				places[n] = &pl.c[i]
				n++
			}
		}
	}
	for p := 0; p < int(s.n); p++ {
		if p == me {
			continue
		}
		h := &s.hands[p].hid
		for i := 0; i < int(h.n); i++ {
			if s.g.set.Cards[h.c[i]].Tier == t {
				places[n] = &h.c[i]
				n++
			}
		}
	}
	if s.phase == phaseTripleKeep && int(s.seat) != me && int(s.tripleTier) == t {
		for i := range s.tripleDraw {
			places[n] = &s.tripleDraw[i]
			n++
		}
	}
	for i := n - 1; i > 0; i-- {
		j := rng.IntN(i + 1)
		*places[i], *places[j] = *places[j], *places[i]
	}
	for p := 0; p < int(s.n); p++ {
		if p == me {
			continue
		}
		var sorted bag
		for _, id := range s.hands[p].hid.slice() {
			sorted.add(id)
		}
		s.hands[p].hid = sorted
	}
}

// dealOrder replaces seat p's battle deck arranged so far, and the cards it
// has left to place, by a random split of its (possibly changed) hand with
// the same number of cards placed.
func (s *State) dealOrder(p int, rng *game.RNG) {
	var buf [handCap]CardID
	cards := s.hands[p].all(buf[:0])
	placed := int(s.ordered[p])
	var order, rest bag
	for i := 0; i < len(cards); i++ {
		k := i + rng.IntN(len(cards)-i)
		cards[i], cards[k] = cards[k], cards[i]
		if i < placed {
			order.c[i] = cards[i]
			order.n++
		} else {
			rest.add(cards[i])
		}
	}
	s.order[p], s.toPlace[p] = order, rest
}
