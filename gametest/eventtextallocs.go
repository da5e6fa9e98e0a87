package gametest

import (
	"testing"

	"menagerie/game"
)

// maxEventTextAllocs is the most allocations an event's sentence may cost:
// the sentence, and a seat's name or a counted card's before it.
const maxEventTextAllocs = 3

// EventTextAllocations plays a game of g with random legal actions from
// seed and fails t at an event whose sentence, in full or as the spectator
// sees it, costs more than maxEventTextAllocs allocations: a sentence built
// with fmt costs one for each name and number it boxes, and its own.
func EventTextAllocations(t *testing.T, g game.Game, seed uint64) {
	t.Helper()
	if RaceDetector {
		t.Skip("the race detector allocates where the code does not")
	}
	failed := false
	playRandom(t, g.NewState(seed), seed, func(game.Action) {}, func(e game.Event) {
		for _, seen := range []game.Event{e, e.For(game.Spectator)} {
			if failed {
				return
			}
			if allocs := testing.AllocsPerRun(3, func() { g.EventText(seen) }); allocs > maxEventTextAllocs {
				t.Errorf("the sentence %q allocates %v times, more than %d", g.EventText(seen), allocs, maxEventTextAllocs)
				failed = true
			}
		}
	})
}
