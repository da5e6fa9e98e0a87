// Package contract holds what the engines share to implement the game
// contract: the adapters of their parsers and constructors to the
// definition, the encoding of their typed events' kinds, rounds and seats,
// the labelling loop, card names, and seats named for people.
package contract

import (
	"fmt"
	"strings"

	"menagerie/game"
)

// Seat maps a typed event's seat, -1 for nobody, to a game.Player.
func Seat(seat int) game.Player {
	if seat < 0 {
		return game.Nobody
	}
	return game.Player(seat)
}

// SeatOf maps a game.Player back to a typed event's seat (-1 for nobody).
func SeatOf(p game.Player) int {
	if p == game.Nobody {
		return -1
	}
	return int(p)
}

// Kind returns the index of kind in names, or 0 when it is not there (the
// engines' kinds start at 1).
func Kind(names []string, kind string) int {
	for i, name := range names {
		if name != "" && name == kind {
			return i
		}
	}
	return 0
}

// KindName returns names[kind], or "unknown" for a kind names does not name.
func KindName(names []string, kind int) string {
	if kind >= 0 && kind < len(names) && names[kind] != "" {
		return names[kind]
	}
	return "unknown"
}

// HiddenCard is how a card withheld from the receiver reads.
const HiddenCard = "a hidden card"

// CardName names c with name (the card set's own naming, "-" for none),
// or says it is hidden.
func CardName(c game.Card, name func(id int) string) string {
	if c == game.Hidden {
		return HiddenCard
	}
	return name(int(c))
}

// SeatNames names seats for people: "P1", "P3".
func SeatNames(seats []int) []string {
	names := make([]string, len(seats))
	for i, p := range seats {
		names[i] = fmt.Sprintf("P%d", p+1)
	}
	return names
}

// PerSeat lists one value per seat: "P1 3, P2 0".
func PerSeat(values []int) string {
	parts := make([]string, len(values))
	for p, v := range values {
		parts[p] = fmt.Sprintf("P%d %d", p+1, v)
	}
	return strings.Join(parts, ", ")
}
