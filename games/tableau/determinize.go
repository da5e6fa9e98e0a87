package tableau

import "menagerie/game"

// Determinize returns a state consistent with what seat observes: the deck
// order, the only hidden information, is dealt again at random (and so are
// later reshuffles). The deck is put in card order before it is shuffled,
// so two states that seat cannot tell apart give the same sample for the
// same seed.
func (s *State) Determinize(seat game.Player, seed uint64) game.State {
	c := s.clone()
	c.rng = game.NewRNG(seed)
	var n [MaxCardTypes + 1]uint8
	d := &c.deck
	for _, id := range d.slice() {
		n[id]++
	}
	k := 0
	for id, m := range n {
		for ; m > 0; m-- {
			d.c[k] = CardID(id)
			k++
		}
	}
	c.rng.Shuffle(int(d.n), func(i, j int) { d.c[i], d.c[j] = d.c[j], d.c[i] })
	return c
}
