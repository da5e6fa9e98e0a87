package gametest

import (
	"testing"

	"menagerie/game"
)

// labelAllocsExtra is what labelling a position may allocate besides each
// label's text: the list, the parts' holder and a backing array each for
// the cards, the slots and the seats.
const labelAllocsExtra = 5

// LabelAllocations plays a game of g with random legal actions from seed
// and fails t at a position whose labels cost more allocations than one
// for each label's text and labelAllocsExtra: labels built with fmt, or
// with a slice for each label's cards, cost several each.
func LabelAllocations(t *testing.T, g game.Game, seed uint64) {
	t.Helper()
	if RaceDetector {
		t.Skip("the race detector allocates where the code does not")
	}
	s := g.NewState(seed)
	failed := false
	playRandom(t, s, seed, func(game.Action) {
		if failed {
			return
		}
		n := len(s.Labels(nil))
		if allocs := testing.AllocsPerRun(3, func() { s.Labels(nil) }); allocs > float64(n+labelAllocsExtra) {
			t.Errorf("labelling %d actions allocates %v times, more than %d, at %s", n, allocs, n+labelAllocsExtra, s)
			failed = true
		}
	}, func(game.Event) {})
}
