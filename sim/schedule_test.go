package sim

import (
	"math"
	"slices"
	"testing"
)

// lexicographicChoices lists every choice of k of n items in lexicographic
// order, as the schedule took them when it listed them all.
func lexicographicChoices(n, k int) [][]int {
	var out [][]int
	var pick func(cur []int, start int)
	pick = func(cur []int, start int) {
		if len(cur) == k {
			out = append(out, slices.Clone(cur))
			return
		}
		for i := start; i < n; i++ {
			pick(append(cur, i), i+1)
		}
	}
	pick(nil, 0)
	return out
}

func TestScheduleTakesGroupsInLexicographicOrder(t *testing.T) {
	for bots := 2; bots <= 7; bots++ {
		for seats := 2; seats <= min(bots, 6); seats++ {
			groups := lexicographicChoices(bots, seats)
			// Two full cycles of every group and every rotation.
			for i := 0; i < 2*seats*len(groups); i++ {
				group := groups[(i/seats)%len(groups)]
				want := make([]int, seats)
				for s := range want {
					want[s] = group[(s+i%seats)%seats]
				}
				if got := Schedule(bots, seats, i); !slices.Equal(got, want) {
					t.Fatalf("Schedule(%d, %d, %d) = %v, want %v", bots, seats, i, got, want)
				}
			}
		}
	}
}

func TestScheduleManyBotsWithoutListingGroups(t *testing.T) {
	// 60 bots in 6 seats make 50,063,860 groups; the last game of the
	// cycle seats the last group, and the next game the first again.
	const bots, seats, groups = 60, 6, 50_063_860
	tests := []struct {
		i    int
		want []int
	}{
		{0, []int{0, 1, 2, 3, 4, 5}},
		{7, []int{1, 2, 3, 4, 6, 0}},
		{seats*groups - 1, []int{59, 54, 55, 56, 57, 58}},
		{seats * groups, []int{0, 1, 2, 3, 4, 5}},
		// The cycle of seatings repeats: the last possible game is seated
		// as the game three cycles earlier.
		{MaxGames - 1, Schedule(bots, seats, MaxGames-1-3*seats*groups)},
	}
	for _, tc := range tests {
		if got := Schedule(bots, seats, tc.i); !slices.Equal(got, tc.want) {
			t.Errorf("Schedule(%d, %d, %d) = %v, want %v", bots, seats, tc.i, got, tc.want)
		}
	}
	if allocs := testing.AllocsPerRun(10, func() { Schedule(bots, seats, 123_456_789) }); allocs > 2 {
		t.Errorf("Schedule allocates %v times, want at most 2 (no list of groups)", allocs)
	}
}

func TestBinomial(t *testing.T) {
	tests := []struct {
		n, k, want int
	}{
		{5, 0, 1},
		{5, 5, 1},
		{5, 2, 10},
		{3, 5, 0},
		{3, -1, 0},
		{60, 6, 50_063_860},
		{66, 33, 7_219_428_434_016_265_740},
		{67, 33, math.MaxInt},
		{1000, 6, 1_368_173_298_991_500},
		{1000, 500, math.MaxInt},
	}
	for _, tc := range tests {
		if got := binomial(tc.n, tc.k); got != tc.want {
			t.Errorf("binomial(%d, %d) = %d, want %d", tc.n, tc.k, got, tc.want)
		}
	}
}
