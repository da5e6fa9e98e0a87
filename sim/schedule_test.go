package sim

import (
	"fmt"
	"math"
	"math/big"
	"slices"
	"testing"
)

// lexicographicChoices lists every choice of k of n items in lexicographic
// order.
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

func TestScheduleFullCyclePlaysEveryGroupOnceInEveryRotation(t *testing.T) {
	for bots := 2; bots <= 7; bots++ {
		for seats := 2; seats <= min(bots, 6); seats++ {
			t.Run(fmt.Sprintf("%d bots %d seats", bots, seats), func(t *testing.T) {
				groups := lexicographicChoices(bots, seats)
				cycle := seats * len(groups)
				played := map[string]int{}
				for block := range groups {
					first := Schedule(bots, seats, block*seats)
					group := slices.Sorted(slices.Values(first))
					played[fmt.Sprint(group)]++
					for rot := range seats {
						i := block*seats + rot
						want := make([]int, seats)
						for s := range want {
							want[s] = first[(s+rot)%seats]
						}
						got := Schedule(bots, seats, i)
						if !slices.Equal(got, want) {
							t.Fatalf("game %d = %v, want %v: rotation %d of the block's first game", i, got, want, rot)
						}
						if again := Schedule(bots, seats, i+cycle); !slices.Equal(again, got) {
							t.Fatalf("game %d = %v, want %v as game %d a cycle earlier", i+cycle, again, got, i)
						}
					}
				}
				for _, g := range groups {
					if n := played[fmt.Sprint(g)]; n != 1 {
						t.Errorf("group %v played in %d blocks of the cycle, want 1", g, n)
					}
				}
				if len(played) != len(groups) {
					t.Errorf("%d different groups played, want the %d choices of bots", len(played), len(groups))
				}
			})
		}
	}
}

func TestScheduleSpreadsBotsEvenly(t *testing.T) {
	// maxRatio bounds the most-seated bot's games over the least-seated
	// bot's. Measured: 2.03 for 60 bots, 1.76 for 10 and 1.02 for 3; the
	// first groups in lexicographic order gave 60 bots from 54 to 3,000.
	tests := []struct {
		bots, seats, games int
		maxRatio           float64
	}{
		{60, 6, 3000, 2.5},
		{10, 4, 300, 2.5},
		{3, 2, 200, 1.1},
	}
	for _, tc := range tests {
		counts := make([]int, tc.bots)
		for i := range tc.games {
			for _, b := range Schedule(tc.bots, tc.seats, i) {
				counts[b]++
			}
		}
		least, most := slices.Min(counts), slices.Max(counts)
		if least == 0 || float64(most) > tc.maxRatio*float64(least) {
			t.Errorf("%d bots, %d seats, %d games: bots play %d to %d games, want every bot to play and at most %v times the fewest",
				tc.bots, tc.seats, tc.games, least, most, tc.maxRatio)
		}
	}
}

func TestScheduleManyBotsWithoutListingGroups(t *testing.T) {
	// 60 bots in 6 seats make 50,063,860 groups, 300,383,160 games a cycle.
	const bots, seats, cycle = 60, 6, 6 * 50_063_860
	tests := []struct {
		i, sameAs int
	}{
		{cycle, 0},
		{cycle + 7, 7},
		// The last possible game is seated as the game three cycles earlier.
		{MaxGames - 1, MaxGames - 1 - 3*cycle},
		{math.MaxInt, math.MaxInt - 3*cycle},
	}
	for _, tc := range tests {
		got, want := Schedule(bots, seats, tc.i), Schedule(bots, seats, tc.sameAs)
		if !slices.Equal(got, want) {
			t.Errorf("Schedule(%d, %d, %d) = %v, want %v as game %d", bots, seats, tc.i, got, want, tc.sameAs)
		}
		if group := slices.Compact(slices.Sorted(slices.Values(got))); len(group) != seats || group[0] < 0 || group[seats-1] >= bots {
			t.Errorf("Schedule(%d, %d, %d) = %v, want %d different bots from 0 to %d", bots, seats, tc.i, got, seats, bots-1)
		}
	}
	if allocs := testing.AllocsPerRun(10, func() { Schedule(bots, seats, 123_456_789) }); allocs > 2 {
		t.Errorf("Schedule allocates %v times, want at most 2 (no list of groups)", allocs)
	}
}

func TestSpreadRankDoesNotOverflow(t *testing.T) {
	tests := []struct {
		block, groups int
	}{
		{0, 1},
		{5, 3},
		{MaxGames / 6, 50_063_860},
		{math.MaxInt / 6, 50_063_860},
		{MaxGames / 2, math.MaxInt},
		{math.MaxInt - 1, math.MaxInt},
		{math.MaxInt / 3, 1_368_173_298_991_500},
	}
	for _, tc := range tests {
		want := new(big.Int).Mul(big.NewInt(int64(tc.block)), big.NewInt(int64(spreadStride(tc.groups))))
		want.Mod(want, big.NewInt(int64(tc.groups)))
		if got := spreadRank(tc.block, tc.groups); int64(got) != want.Int64() || !want.IsInt64() {
			t.Errorf("spreadRank(%d, %d) = %d, want %v", tc.block, tc.groups, got, want)
		}
	}
}

func TestSpreadStride(t *testing.T) {
	// want is the first number prime to groups from groups times
	// (√5-1)/2, rounded down, computed apart in exact integers; only for
	// the largest count does the fraction's 64 bits make it one less.
	tests := []struct {
		groups, want int
	}{
		{1, 0},
		{2, 1},
		{3, 1},
		{10, 7},    // 6 shares 2 with 10
		{210, 131}, // 129 shares 3, 130 shares 10
		{50_063_860, 30_941_167},
		{1_368_173_298_991_500, 845_577_601_276_819},
		{math.MaxInt, 5_700_357_409_661_599_241},
	}
	for _, tc := range tests {
		if got := spreadStride(tc.groups); got != tc.want {
			t.Errorf("spreadStride(%d) = %d, want %d", tc.groups, got, tc.want)
		}
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
