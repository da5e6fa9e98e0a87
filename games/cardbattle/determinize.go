package cardbattle

import (
	"slices"

	"menagerie/game"
)

// Determinize returns a state consistent with what seat observes: every card
// seat has not seen (in tier decks, discard piles, other seats' hidden hands
// and pending Triple draws) is dealt again at random within its tier, and
// while decks are arranged, other seats' orders and cards left to place are
// redrawn from their sampled hands. Two states that seat cannot tell apart
// give the same sample for the same seed.
func (s *State) Determinize(seat game.Player, seed uint64) game.State {
	c := s.clone()
	c.rng = game.NewRNG(seed)
	me := int(seat)
	mask := uint8(1) << me
	cards := c.g.set.Cards
	for t := 1; t <= NumRounds; t++ {
		var pool [2*pileCap + maxSeats*handCap + 2]CardID
		n := 0
		for _, pl := range [2]*pile{&c.decks[t], &c.discard[t]} {
			for i := 0; i < int(pl.n); i++ {
				if pl.known[i]&mask == 0 {
					pool[n] = pl.c[i]
					n++
				}
			}
		}
		for p := 0; p < int(c.n); p++ {
			if p == me {
				continue
			}
			for _, id := range c.hands[p].hid.slice() {
				if cards[id].Tier == t {
					pool[n] = id
					n++
				}
			}
		}
		pendingDraw := c.phase == phaseTripleKeep && int(c.seat) != me && int(c.tripleTier) == t
		if pendingDraw {
			for _, id := range c.tripleDraw {
				if id != 0 {
					pool[n] = id
					n++
				}
			}
		}
		// Sorting first makes the sample depend only on what seat knows,
		// not on where the hidden cards really are.
		slices.Sort(pool[:n])
		c.rng.Shuffle(n, func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
		k := 0
		for _, pl := range [2]*pile{&c.decks[t], &c.discard[t]} {
			for i := 0; i < int(pl.n); i++ {
				if pl.known[i]&mask == 0 {
					pl.c[i] = pool[k]
					k++
				}
			}
		}
		for p := 0; p < int(c.n); p++ {
			if p == me {
				continue
			}
			h := &c.hands[p].hid
			var kept bag
			for _, id := range h.slice() {
				if cards[id].Tier == t {
					kept.add(pool[k])
					k++
				} else {
					kept.add(id)
				}
			}
			*h = kept
		}
		if pendingDraw {
			for i, id := range c.tripleDraw {
				if id != 0 {
					c.tripleDraw[i] = pool[k]
					k++
				}
			}
		}
	}
	if c.phase == phaseArrange {
		// Every other seat's cards to place are redrawn, also before it
		// places its first card: they are its hand, just resampled.
		for p := 0; p < int(c.n); p++ {
			if p != me {
				c.redrawOrder(p)
			}
		}
	}
	return c
}

// redrawOrder replaces seat p's deck arranged so far (possibly empty) and
// its cards left to place by a random order of its hand with the same
// number of cards placed.
func (c *State) redrawOrder(p int) {
	var all [handCap]CardID
	cards := c.hands[p].all(all[:0])
	c.rng.Shuffle(len(cards), func(i, j int) { cards[i], cards[j] = cards[j], cards[i] })
	placed := int(c.ordered[p])
	c.order[p].clear()
	c.toPlace[p].clear()
	for i, id := range cards {
		if i < placed {
			c.order[p].c[i] = id
		} else {
			c.toPlace[p].add(id)
		}
	}
	c.order[p].n = uint8(placed)
}
