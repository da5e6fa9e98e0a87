package contract

import (
	"strings"
	"testing"

	"menagerie/game"
)

func TestSeats(t *testing.T) {
	for _, tc := range []struct {
		seat int
		p    game.Player
	}{{-1, game.Nobody}, {0, 0}, {5, 5}} {
		if got := Seat(tc.seat); got != tc.p {
			t.Errorf("Seat(%d) = %d, want %d", tc.seat, got, tc.p)
		}
		if got := SeatOf(tc.p); got != tc.seat {
			t.Errorf("SeatOf(%d) = %d, want %d", tc.p, got, tc.seat)
		}
	}
}

func TestKindAndCardName(t *testing.T) {
	names := []string{"", "buy", "sell"}
	for _, tc := range []struct {
		kind string
		want int
	}{{"buy", 1}, {"sell", 2}, {"", 0}, {"other", 0}} {
		if got := Kind(names, tc.kind); got != tc.want {
			t.Errorf("Kind(%q) = %d, want %d", tc.kind, got, tc.want)
		}
	}
	name := func(id int) string { return [...]string{"-", "Ant"}[id] }
	for _, tc := range []struct {
		c    game.Card
		want string
	}{{0, "-"}, {1, "Ant"}, {game.Hidden, "a hidden card"}} {
		if got := CardName(tc.c, name); got != tc.want {
			t.Errorf("CardName(%d) = %q, want %q", tc.c, got, tc.want)
		}
	}
}

func TestSeatTexts(t *testing.T) {
	if got := strings.Join(SeatNames([]int{0, 2}), "+"); got != "P1+P3" {
		t.Errorf("SeatNames = %q", got)
	}
	if got := PerSeat([]int{3, 0}); got != "P1 3, P2 0" {
		t.Errorf("PerSeat = %q", got)
	}
	if got := PerSeat(nil); got != "" {
		t.Errorf("PerSeat(nil) = %q", got)
	}
}
