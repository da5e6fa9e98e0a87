package highcard

import (
	"slices"

	"menagerie/game"
)

// HiddenWorld is a test helper: it returns a copy of s (a High Card
// state) that seat cannot tell apart from s, made with rng by trading
// each card of the other seat's hand, or not, with a random card of the
// deck and then putting the deck in another order. It shares no code with
// Determinize, so that tests can check Determinize against it.
func HiddenWorld(s game.State, seat game.Player, rng *game.RNG) game.State {
	w := s.(*State).clone()
	other := 1 - seat
	if !owns(seat) {
		other = game.Player(rng.IntN(2))
	}
	hand := w.hands[other]
	for i := range hand {
		if k := rng.IntN(len(w.deck) + 1); k < len(w.deck) {
			hand[i], w.deck[k] = w.deck[k], hand[i]
		}
	}
	slices.Sort(hand)
	for i := len(w.deck) - 1; i > 0; i-- {
		k := rng.IntN(i + 1)
		w.deck[i], w.deck[k] = w.deck[k], w.deck[i]
	}
	return w
}
