package gametest

import (
	"testing"

	"menagerie/game"
)

// ObserveAllocations plays a game of g with random legal actions from seed
// and fails t at a position where observing a seat (each seat and the
// spectator) costs more than limit allocations: an observation whose lists
// are each made, or grown, on their own costs several for each player.
func ObserveAllocations(t *testing.T, g game.Game, seed uint64, limit int) {
	t.Helper()
	if RaceDetector {
		t.Skip("the race detector allocates where the code does not")
	}
	s := g.NewState(seed)
	seats := []game.Player{game.Spectator}
	for p := range g.NumPlayers() {
		seats = append(seats, game.Player(p))
	}
	failed := false
	playRandom(t, s, seed, func(game.Action) {
		for _, seat := range seats {
			if failed {
				return
			}
			if allocs := testing.AllocsPerRun(3, func() { s.Observe(seat) }); allocs > float64(limit) {
				t.Errorf("observing seat %d allocates %v times, more than %d, at %s", seat, allocs, limit, s)
				failed = true
			}
		}
	}, func(game.Event) {})
}
