package dojo

import "menagerie/game"

// HiddenWorld is a test helper: it returns a copy of s (a Dojo state) that
// seat cannot tell apart from s, made by moving the cards hidden from seat
// directly, with rng: its own deck is put in another order; the opponent's
// hand cards trade places with cards of its deck (never taking an animal
// of a defeated family into the hand) and its deck is put in another order;
// during a secret setup, the opponent's starting animals so far are chosen
// again; and the generator of later reshuffles is reseeded. It shares no
// code with Determinize, so that tests can check Determinize against it.
func HiddenWorld(s game.State, seat game.Player, rng *game.RNG) game.State {
	w := s.(*State).clone()
	w.rng = game.NewRNG(rng.Uint64())
	me := int(seat)
	if w.g.r.solo {
		reorder(&w.p[0].deck, rng)
		return w
	}
	op := &w.p[1-me]
	if w.phase == phaseSetup {
		w.chooseSetupAgain(1-me, rng)
		return w
	}
	reorder(&w.p[me].deck, rng)
	w.tradeHandWithDeck(op, w.shownCard(1-me), rng)
	reorder(&op.deck, rng)
	return w
}

// reorder puts a pile in a random order.
func reorder(p *pile, rng *game.RNG) {
	for i := 0; i+1 < int(p.n); i++ {
		k := i + rng.IntN(int(p.n)-i)
		p.c[i], p.c[k] = p.c[k], p.c[i]
	}
}

// shownCard is a card the phase shows that q holds, or 0: the attacker's
// next level when q may upgrade it, a response card when q may respond.
func (s *State) shownCard(q int) CardID {
	if int(s.seat) != q {
		return 0
	}
	switch s.phase {
	case phaseUpgrade:
		return s.nextLevel(q, int(s.attacker))
	case phaseDodge:
		for _, id := range s.p[q].hand.slice() {
			if s.g.set.Card(id).Response {
				return id
			}
		}
	}
	return 0
}

// tradeHandWithDeck swaps each of pl's hand cards, or leaves it, with a
// random deck card that may be held, then sorts the hand again; one copy
// of keep (a card the phase shows pl holds) stays.
func (s *State) tradeHandWithDeck(pl *player, keep CardID, rng *game.RNG) {
	for i := 0; i < int(pl.hand.n); i++ {
		if keep != 0 && pl.hand.c[i] == keep {
			keep = 0
			continue
		}
		j := rng.IntN(int(pl.deck.n) + 1)
		if j == int(pl.deck.n) {
			continue // this card stays in the hand
		}
		if c := s.g.set.Card(pl.deck.c[j]); c.IsAnimal() && pl.dead&(1<<c.Family) != 0 {
			continue // burned when drawn: never in a hand
		}
		pl.hand.c[i], pl.deck.c[j] = pl.deck.c[j], pl.hand.c[i]
	}
	held := pl.hand
	pl.hand.n = 0
	for _, id := range held.slice() {
		pl.hand.insertSorted(id)
	}
}

// chooseSetupAgain replaces the starting animals seat q placed so far by
// as many families drawn at random from all of its families, each at the
// back of a column the layout allows, picked with rng; the other families
// become the ones still to place.
func (s *State) chooseSetupAgain(q int, rng *game.RNG) {
	pl := &s.p[q]
	var fams [MaxFamilies]int
	n := 0
	for f := range s.g.set.Families {
		fams[n] = f
		n++
	}
	placed := int(pl.placed)
	pl.placed, pl.pending, pl.zone = 0, 0, [NumPos]animal{}
	for k := 0; k < n; k++ {
		j := k + rng.IntN(n-k)
		fams[k], fams[j] = fams[j], fams[k]
		pl.pending |= 1 << fams[k]
	}
	for k := 0; k < placed; k++ {
		col := s.setupCol(q)
		if s.g.r.freeLayout {
			open, m := s.openCols(q)
			col = open[rng.IntN(m)]
		}
		s.place(q, fams[k], col)
	}
}
