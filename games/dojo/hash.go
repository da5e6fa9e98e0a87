package dojo

import "menagerie/game"

// ChanceOutcomes appends nothing: Dojo has no chance nodes (its shuffles
// use the state's generator and are resampled by Determinize).
func (s *State) ChanceOutcomes(dst []game.ChanceOutcome) []game.ChanceOutcome { return dst }

// Hash returns a 64-bit hash of the whole state: deck orders and the
// generator that drives later reshuffles included.
func (s *State) Hash() uint64 {
	h := game.NewHasher()
	s.rng.HashTo(&h)
	for _, b := range [...]int8{int8(s.phase), s.seat, s.active, s.first, int8(s.played), s.boost, s.attacker, s.target,
		s.winner, int8(s.soloCard), s.soloDone, s.soloMiss, s.throws[0], s.throws[1], s.ties} {
		h.Byte(byte(b))
	}
	h.Int(int64(s.turn))
	for q := range s.p {
		pl := &s.p[q]
		for _, a := range pl.zone {
			h.Byte(byte(a.card))
			h.Byte(byte(a.hp))
			h.Byte(byte(a.rest))
			h.Byte(a.att)
		}
		for _, p := range [...]*pile{&pl.hand, &pl.deck, &pl.discard, &pl.defeated} {
			h.Byte(p.n)
			for _, id := range p.slice() {
				h.Byte(byte(id))
			}
		}
		h.Byte(byte(pl.stay[0]))
		h.Byte(byte(pl.stay[1]))
		h.Int(int64(pl.dead)<<16 | int64(pl.pending))
		h.Byte(byte(pl.placed))
		h.Int(int64(pl.exercises))
		for _, w := range pl.workout {
			h.Int(int64(w))
		}
	}
	return h.Sum()
}
