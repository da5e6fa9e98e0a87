package tableau

import "menagerie/game"

// HiddenWorld is a test helper: it returns a copy of s (a Tableau state)
// that no seat can tell apart from s, made directly with rng: the deck is
// put in another order and the generator of later reshuffles is reseeded.
// Everything else in Tableau is face up. It shares no code with
// Determinize, so that tests can check Determinize against it.
func HiddenWorld(s game.State, _ game.Player, rng *game.RNG) game.State {
	w := s.(*State).clone()
	d := &w.deck
	for i := 0; i+1 < int(d.n); i++ {
		k := i + rng.IntN(int(d.n)-i)
		d.c[i], d.c[k] = d.c[k], d.c[i]
	}
	w.rng = game.NewRNG(rng.Uint64())
	return w
}
