package contract

import "menagerie/game"

// LabelParts hands out the cards, slots and seats of one list's labels
// from a shared backing array of each kind, so that a list costs a few
// allocations rather than one or two for each label. Each slice it gives
// is capped at its length, so that appending to it copies.
type LabelParts struct {
	chunk int // how many of each kind to make room for at once
	cards []game.Card
	slots []int
	seats []game.Player
}

// Cards gives a label's cards: c, or nil for none.
func (p *LabelParts) Cards(c ...game.Card) []game.Card { return carve(&p.cards, c, p.chunk) }

// Slots gives a label's slots: s, or nil for none.
func (p *LabelParts) Slots(s ...int) []int { return carve(&p.slots, s, p.chunk) }

// Seats gives a label's seats: s, or nil for none.
func (p *LabelParts) Seats(s ...game.Player) []game.Player { return carve(&p.seats, s, p.chunk) }

// carve copies v to the end of *backing, in a new chunk of room for at
// least chunk when it has no room left, and returns the copy; nil for
// none.
func carve[T any](backing *[]T, v []T, chunk int) []T {
	if len(v) == 0 {
		return nil
	}
	if cap(*backing)-len(*backing) < len(v) {
		*backing = make([]T, 0, max(chunk, len(v)))
	}
	n := len(*backing)
	*backing = append(*backing, v...)
	return (*backing)[n:len(*backing):len(*backing)]
}
