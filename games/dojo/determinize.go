package dojo

import "menagerie/game"

// Determinize returns a state consistent with what seat observes: its own
// deck order, the opponent's hand and deck (dealt again from their pooled
// cards; a hand never holds a card of a defeated animal) and, during a
// secret setup, the opponent's starting animals are sampled again. Every
// pool is put in card order before it is shuffled, so two states that seat
// cannot tell apart give the same sample for the same seed.
func (s *State) Determinize(seat game.Player, seed uint64) game.State {
	c := s.clone()
	c.rng = game.NewRNG(seed)
	me := int(seat)
	if c.g.r.solo {
		sortPile(&c.p[0].deck)
		c.shuffle(&c.p[0].deck)
		return c
	}
	op := &c.p[1-me]
	if c.phase == phaseSetup {
		c.resampleSetup(1 - me)
		return c
	}
	sortPile(&c.p[me].deck)
	c.shuffle(&c.p[me].deck)
	var pool pile
	for _, id := range op.hand.slice() {
		pool.push(id)
	}
	for _, id := range op.deck.slice() {
		pool.push(id)
	}
	sortPile(&pool)
	c.shuffle(&pool)
	want := op.hand.n
	op.hand.n, op.deck.n = 0, 0
	for _, id := range pool.slice() {
		if cd := c.g.set.Card(id); op.hand.n < want && !(cd.IsAnimal() && op.dead&(1<<cd.Family) != 0) {
			op.hand.insertSorted(id)
		} else {
			op.deck.push(id)
		}
	}
	return c
}

// resampleSetup places seat q's starting animals placed so far again
// from the families it may have placed, in columns sampled again with the
// free layout.
func (s *State) resampleSetup(q int) {
	op := &s.p[q]
	var fams [MaxFamilies]int8
	n := 0
	for f := range s.g.set.Families {
		if op.pending&(1<<f) != 0 {
			fams[n] = int8(f)
			n++
		}
	}
	for _, a := range op.zone {
		if a.card != 0 {
			fams[n] = int8(s.g.set.Card(a.card).Family)
			n++
		}
	}
	sortFamilies(fams[:n])
	s.rng.Shuffle(n, func(i, j int) { fams[i], fams[j] = fams[j], fams[i] })
	placed := int(op.placed)
	op.placed, op.pending, op.zone = 0, 0, [NumPos]animal{}
	for k := 0; k < n; k++ {
		op.pending |= 1 << fams[k]
	}
	for k := 0; k < placed; k++ {
		s.place(q, int(fams[k]), s.randomSetupCol(q))
	}
}

// sortPile puts a pile in card order (insertion sort: piles are small).
func sortPile(p *pile) {
	for i := 1; i < int(p.n); i++ {
		for j := i; j > 0 && p.c[j-1] > p.c[j]; j-- {
			p.c[j-1], p.c[j] = p.c[j], p.c[j-1]
		}
	}
}

func sortFamilies(f []int8) {
	for i := 1; i < len(f); i++ {
		for j := i; j > 0 && f[j-1] > f[j]; j-- {
			f[j-1], f[j] = f[j], f[j-1]
		}
	}
}
