package tableau

import "menagerie/game"

// Hash returns a 64-bit hash of the whole state: the deck order and the
// generator that drives later reshuffles included.
func (s *State) Hash() uint64 {
	h := game.NewHasher()
	s.rng.HashTo(&h)
	for _, b := range [...]int8{s.round, int8(s.stage), int8(s.phase), s.first, s.seat, s.turn, s.passes,
		b2i(s.turnOpen), b2i(s.turnStarted), s.ops, s.protect, s.swapSlot, s.bonus, s.drawsLeft,
		s.actSlot, s.actMax, b2i(s.lifted), b2i(s.drafted)} {
		h.Byte(byte(b))
	}
	for p := 0; p < s.g.r.players; p++ {
		h.Byte(byte(s.drafts[p]))
		h.Byte(byte(s.refills[p]))
		h.Byte(byte(b2i(s.out[p])))
		h.Int(int64(s.vp[p]))
		for _, n := range s.vpFrom[p] {
			h.Int(int64(n))
		}
		h.Int(int64(s.power[p]))
		for i := range s.tab[p] {
			hashStack(&h, &s.tab[p][i])
		}
	}
	hashStack(&h, &s.item)
	for _, id := range s.market {
		h.Byte(byte(id))
	}
	for _, pl := range [2]*pile{&s.deck, &s.discard} {
		h.Byte(pl.n)
		for _, id := range pl.slice() {
			h.Byte(byte(id))
		}
	}
	return h.Sum()
}

func hashStack(h *game.Hasher, st *stack) {
	h.Byte(byte(st.card))
	h.Byte(st.n)
	h.Byte(st.choc)
	h.Byte(byte(st.food))
	h.Byte(st.flags)
}

func b2i(b bool) int8 {
	if b {
		return 1
	}
	return 0
}
