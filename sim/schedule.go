package sim

import (
	"math"
	"math/bits"
)

// Schedule returns the seating of game i: which bot sits in each seat.
// Groups of bots take turns, and within a group every rotation of the seats
// comes up equally often. The groups are every choice of seats bots out of
// bots, in lexicographic order; game i's group is computed from i, never
// listed, so any number of bots costs no memory.
func Schedule(bots, seats, i int) []int {
	group := make([]int, seats)
	nthCombination(group, bots, (i/seats)%binomial(bots, seats))
	out := make([]int, seats)
	rot := i % seats
	for s := range out {
		out[s] = group[(s+rot)%seats]
	}
	return out
}

// nthCombination fills dst with the rank-th (from 0) choice of len(dst) of
// n items in lexicographic order: {0,1,2}, {0,1,3}, ...
func nthCombination(dst []int, n, rank int) {
	item := 0
	for pos := range dst {
		// Skip whole blocks of choices that start with a smaller item.
		for {
			block := binomial(n-item-1, len(dst)-pos-1)
			if rank < block {
				break
			}
			rank -= block
			item++
		}
		dst[pos] = item
		item++
	}
}

// binomial is the number of choices of k of n items, or math.MaxInt when
// that does not fit in an int: more than any game index, so it is never
// reached.
func binomial(n, k int) int {
	if k < 0 || k > n {
		return 0
	}
	k = min(k, n-k)
	c := uint64(1)
	for j := 1; j <= k; j++ {
		// c*(n-k+j) is j times C(n-k+j, j), so the division is exact;
		// the product is taken in 128 bits.
		hi, lo := bits.Mul64(c, uint64(n-k+j))
		if hi >= uint64(j) {
			return math.MaxInt
		}
		if c, _ = bits.Div64(hi, lo, uint64(j)); c > math.MaxInt {
			return math.MaxInt
		}
	}
	return int(c)
}
