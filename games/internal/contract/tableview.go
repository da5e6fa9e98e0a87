package contract

import "menagerie/game"

// Cards returns an engine's card ids as the cards a table view lists.
func Cards[ID ~uint8](ids []ID) []game.Card {
	out := make([]game.Card, len(ids))
	for i, id := range ids {
		out[i] = game.Card(id)
	}
	return out
}

// Unseen returns n hidden cards: what a seat sees of cards it may not
// look at, their number.
func Unseen(n int) []game.Card {
	out := make([]game.Card, n)
	for i := range out {
		out[i] = game.Hidden
	}
	return out
}

// EachSeat returns value(p) for each of players seats: a seat counter's
// values or a seat zone's lists.
func EachSeat[T any](players int, value func(p int) T) []T {
	out := make([]T, players)
	for p := range out {
		out[p] = value(p)
	}
	return out
}

// Flag returns 1 for true and 0 for false: a yes-or-no counter or number
// of a table view.
func Flag(b bool) int {
	if b {
		return 1
	}
	return 0
}
