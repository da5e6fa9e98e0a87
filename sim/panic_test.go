package sim

import (
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"menagerie/agent"
	"menagerie/game"
	"menagerie/games/dojo"
	"menagerie/gametest"
	"menagerie/panics"
)

// TestRunReportsThePanicOfAGame plays a game whose engine panics, and one
// with a bot that panics, on one worker and on four: Run returns no
// report and an error naming the game that failed by number and seed.
func TestRunReportsThePanicOfAGame(t *testing.T) {
	faulty, err := gametest.Faulty(dojo.Definition(), "faulty-dojo", 60).New(nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	g, err := dojo.Definition().New(nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	var random agent.Random
	where := regexp.MustCompile(`^game (\d+): game with seed (\d+): internal error \(a bug, please report it\): `)
	for _, workers := range []int{1, 4} {
		for _, tc := range []struct {
			name string
			game game.Game
			bots []agent.Agent
			want string
		}{
			{"engine", faulty, []agent.Agent{random, random}, "faulty-dojo: a deliberate panic at action 61"},
			{"bot", g, []agent.Agent{random, gametest.PanickingBot(100)}, "panicking: a deliberate panic at decision"},
		} {
			t.Run(fmt.Sprintf("%s/workers=%d", tc.name, workers), func(t *testing.T) {
				cfg := Config{Game: tc.game, Bots: tc.bots, Games: 200, Workers: workers, Seed: 3}
				rep, err := Run(cfg)
				var pe *panics.Error
				if rep != nil || !errors.As(err, &pe) {
					t.Fatalf("Run = %v, %v; want no report and a recovered panic", rep, err)
				}
				m := where.FindStringSubmatch(err.Error())
				if m == nil || !strings.Contains(err.Error(), tc.want) {
					t.Fatalf("Run's error %q: want the game, its seed and %q", err, tc.want)
				}
				index, _ := strconv.Atoi(m[1])
				if seed, _ := strconv.ParseUint(m[2], 10, 64); seed != game.Mix(cfg.Seed, uint64(index-1)) {
					t.Errorf("Run's error %q: seed %d is not game %d's", err, seed, index)
				}
				t.Logf("Run: %v", err)
			})
		}
	}
}
