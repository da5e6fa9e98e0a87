package contract

import (
	"slices"
	"testing"

	"menagerie/game"
)

// TestLabelParts: each part is what was asked for (nil for none), capped at
// its length so that appending to one cannot overwrite the next, and parts
// past a chunk's room start a new chunk without moving the earlier ones.
func TestLabelParts(t *testing.T) {
	const chunk = 8
	p := LabelParts{chunk: chunk}
	if got := p.Slots(); got != nil {
		t.Errorf("Slots() = %v, want nil", got)
	}
	var slots [][]int
	for i := range chunk + 3 {
		slots = append(slots, p.Slots(i, -i))
	}
	cards, seats := p.Cards(7), p.Seats(1, 0)
	_ = append(slots[0], 99)
	for i, s := range slots {
		if !slices.Equal(s, []int{i, -i}) || cap(s) != 2 {
			t.Fatalf("slots %d = %v (cap %d), want [%d %d] (cap 2)", i, s, cap(s), i, -i)
		}
	}
	if !slices.Equal(cards, []game.Card{7}) || !slices.Equal(seats, []game.Player{1, 0}) {
		t.Errorf("cards %v, seats %v, want [7] and [1 0]", cards, seats)
	}
	long := make([]int, 2*chunk)
	if got := p.Slots(long...); len(got) != len(long) {
		t.Errorf("a part longer than a chunk has %d slots, want %d", len(got), len(long))
	}
}
