package sim

import (
	"math"
	"math/bits"
)

// Schedule returns the seating of game i: which bot sits in each seat.
// Games come in blocks of seats games: one group of bots per block, seated
// in every rotation of the seats in turn. The groups are every choice of
// seats bots out of bots; block b plays the group of rank b times a stride
// (modulo the number of groups) in lexicographic order, a stride near the
// golden-ratio fraction of the number of groups and prime to it. A full
// cycle therefore plays every group once, and any first games of it spread
// the bots evenly. The group is computed from i, never listed, so any
// number of bots costs no memory.
func Schedule(bots, seats, i int) []int {
	group := make([]int, seats)
	nthCombination(group, bots, spreadRank(i/seats, binomial(bots, seats)))
	out := make([]int, seats)
	rot := i % seats
	for s := range out {
		out[s] = group[(s+rot)%seats]
	}
	return out
}

// goldenFraction is 2⁶⁴ times the golden-ratio fraction (√5-1)/2 =
// 0.6180339887..., rounded down.
const goldenFraction = 0x9E3779B97F4A7C15

// spreadRank returns the rank of the group that block plays out of groups
// groups: block times spreadStride(groups), modulo groups. The product is
// taken in 128 bits, so no block and no number of groups overflows it.
func spreadRank(block, groups int) int {
	hi, lo := bits.Mul64(uint64(block), uint64(spreadStride(groups)))
	return int(bits.Rem64(hi, lo, uint64(groups)))
}

// spreadStride returns the first number from groups times goldenFraction
// (over 2⁶⁴, rounded down) upward that is prime to groups. Being prime to
// groups, it steps through every rank once before any repeats; being near
// the golden ratio, the ranks of any first blocks lie evenly spread over
// all ranks. groups-1 is always prime to groups, so the search ends below
// groups.
func spreadStride(groups int) int {
	stride, _ := bits.Mul64(uint64(groups), goldenFraction)
	for gcd(stride, uint64(groups)) != 1 {
		stride++
	}
	return int(stride)
}

// gcd is the greatest common divisor of a and b, Euclid's way.
func gcd(a, b uint64) uint64 {
	for b != 0 {
		a, b = b, a%b
	}
	return a
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
