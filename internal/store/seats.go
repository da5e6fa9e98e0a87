package store

import (
	"bytes"
	"slices"
)

// SameSeats reports whether a and b are the same seats as a store keeps
// them: deadlines are compared to the microsecond.
func SameSeats(a, b []Seat) bool {
	return slices.EqualFunc(a, b, func(x, y Seat) bool {
		return x.Bot == y.Bot && x.Name == y.Name && bytes.Equal(x.TokenHash, y.TokenHash) &&
			storedTime(x.Deadline).Equal(storedTime(y.Deadline)) &&
			x.Player == y.Player && x.PlayerName == y.PlayerName && x.PlayerBot == y.PlayerBot &&
			x.Timeouts == y.Timeouts && x.Forfeited == y.Forfeited && x.ForfeitVersion == y.ForfeitVersion
	})
}
