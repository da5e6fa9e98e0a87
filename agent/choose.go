package agent

import (
	"math"
	"sort"

	"menagerie/game"
)

// tie is the difference below which two values count as equal.
const tie = 1e-9

// Best returns the index of the highest of values, drawing among equal
// highest values with seed, so that ties do not always fall to the first
// legal action. It returns -1 for no values.
func Best(values []float64, seed uint64) int {
	best, n := -1, 0
	for i, x := range values {
		switch {
		case best < 0 || x > values[best]+tie:
			best, n = i, 1
		case x >= values[best]-tie:
			n++
		}
	}
	if n <= 1 {
		return best
	}
	rng := game.NewRNG(seed)
	k := rng.IntN(n)
	for i, x := range values {
		if x >= values[best]-tie {
			if k == 0 {
				return i
			}
			k--
		}
	}
	return best
}

// Softmax draws the index of one of the choices highest values (all of
// them when choices is 0), each with a weight of exp((value - best) /
// temperature), so that values close to the best are drawn often and
// values far below it almost never. Values of -Inf are never drawn; it
// returns -1 when every value is -Inf.
func Softmax(values []float64, choices int, temperature float64, rng *game.RNG) int {
	order := make([]int, 0, len(values))
	for i, x := range values {
		if !math.IsInf(x, -1) {
			order = append(order, i)
		}
	}
	if len(order) == 0 {
		return -1
	}
	sort.SliceStable(order, func(a, b int) bool { return values[order[a]] > values[order[b]] })
	if choices > 0 && len(order) > choices {
		order = order[:choices]
	}
	top := values[order[0]]
	weights := make([]float64, len(order))
	total := 0.0
	for k, i := range order {
		weights[k] = math.Exp((values[i] - top) / temperature)
		total += weights[k]
	}
	x := rng.Float64() * total
	for k, w := range weights {
		if x < w {
			return order[k]
		}
		x -= w
	}
	return order[len(order)-1]
}
