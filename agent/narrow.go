package agent

import (
	"cmp"
	"slices"

	"menagerie/game"
)

// narrow returns the width actions of legal with the highest values (in
// legal's order), keep among them whatever its value: the root moves a
// search compares. Actions valued -Inf (never taken) or NaN come last.
func narrow(legal []game.Action, values []float64, width int, keep game.Action) []game.Action {
	order := make([]int, len(legal))
	for i := range order {
		order[i] = i
	}
	// Stable, so equal values keep legal's order and the choice is
	// reproducible.
	slices.SortStableFunc(order, func(a, b int) int {
		switch {
		case legal[a] == keep:
			return -1
		case legal[b] == keep:
			return 1
		}
		return cmp.Compare(values[b], values[a])
	})
	chosen := order[:width]
	slices.Sort(chosen)
	out := make([]game.Action, len(chosen))
	for i, k := range chosen {
		out[i] = legal[k]
	}
	return out
}
