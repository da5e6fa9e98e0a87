package gametest

import (
	"testing"

	"menagerie/game"
	"menagerie/games/cardbattle"
)

// seedsGame is a game that notes the seeds of the states it starts.
type seedsGame struct {
	game.Game
	seeds map[uint64]bool
}

// NewState notes seed and starts the inner game's state.
func (g *seedsGame) NewState(seed uint64) game.State {
	g.seeds[seed] = true
	return g.Game.NewState(seed)
}

// TestRunPlaysFewerGamesUnderTheRaceDetector: Run plays every game asked
// for, or raceGames of them when the race detector is built in.
func TestRunPlaysFewerGamesUnderTheRaceDetector(t *testing.T) {
	inner, err := cardbattle.New(nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	const asked, first = 3, 40
	want := asked
	if RaceDetector {
		want = raceGames
	}
	g := &seedsGame{Game: inner, seeds: map[uint64]bool{}}
	Run(t, g, Config{Games: asked, Seed: first, HiddenWorld: cardbattle.HiddenWorld})
	played := 0
	for seed := uint64(first); seed < first+asked; seed++ {
		if g.seeds[seed] {
			played++
		}
	}
	if played != want {
		t.Errorf("Run played %d of the %d games asked for, want %d (race detector built in: %v)", played, asked, want, RaceDetector)
	}
}
