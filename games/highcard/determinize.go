package highcard

import (
	"slices"

	"menagerie/game"
)

// Determinize returns a full state that seat cannot tell from s: the
// cards it has not seen (the other hand and the deck; for a spectator,
// both hands and the deck) dealt again at random from seed into the same
// places.
func (s *State) Determinize(seat game.Player, seed uint64) game.State {
	d := s.clone()
	var unseen []game.Card
	for p := range d.hands {
		if game.Player(p) != seat {
			unseen = append(unseen, d.hands[p]...)
		}
	}
	unseen = append(unseen, d.deck...)
	// The order seat knows them in: none, so start from the ranks.
	slices.Sort(unseen)
	rng := game.NewRNG(seed)
	rng.Shuffle(len(unseen), func(i, j int) { unseen[i], unseen[j] = unseen[j], unseen[i] })
	for p := range d.hands {
		if game.Player(p) == seat {
			continue
		}
		n := len(d.hands[p])
		d.hands[p] = append(d.hands[p][:0], unseen[:n]...)
		slices.Sort(d.hands[p])
		unseen = unseen[n:]
	}
	d.deck = append(d.deck[:0], unseen...)
	return d
}
