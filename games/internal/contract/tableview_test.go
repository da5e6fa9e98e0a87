package contract

import (
	"slices"
	"testing"

	"menagerie/game"
)

func TestTableViewLists(t *testing.T) {
	if got := Cards([]uint8{3, 0, 7}); !slices.Equal(got, []game.Card{3, 0, 7}) {
		t.Errorf("Cards = %v", got)
	}
	if got := Unseen(2); !slices.Equal(got, []game.Card{game.Hidden, game.Hidden}) {
		t.Errorf("Unseen(2) = %v", got)
	}
	if got := EachSeat(3, func(p int) int { return 10 * p }); !slices.Equal(got, []int{0, 10, 20}) {
		t.Errorf("EachSeat = %v", got)
	}
}
