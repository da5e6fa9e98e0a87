package balance

import (
	"context"
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"menagerie/agent"
	"menagerie/game"
	"menagerie/gametest"
	"menagerie/panics"
)

// TestRunReportsThePanicOfAGame plays the toy game with an engine that
// panics, and with a bot that panics, on one worker and on three: Run
// returns no partial and an error naming the player count, the game that
// failed and its seed.
func TestRunReportsThePanicOfAGame(t *testing.T) {
	where := regexp.MustCompile(`^2 players, game (\d+) \(seed (\d+)\): internal error \(a bug, please report it\): `)
	for _, workers := range []int{1, 3} {
		for _, tc := range []struct {
			name string
			edit func(*Config)
			want string
		}{
			{"engine", func(c *Config) {
				faulty := gametest.Faulty(*c.Definition, toyName, 1)
				c.Definition = &faulty
			}, "toy: a deliberate panic at action 2"},
			{"bot", func(c *Config) {
				c.Bots = []string{"first", "panicking"}
				c.NewBot = func(spec string, g game.Game) (agent.Agent, error) {
					if spec == "panicking" {
						return gametest.PanickingBot(5), nil
					}
					return newToyBot(spec, g)
				}
			}, "panicking: a deliberate panic at decision"},
		} {
			t.Run(fmt.Sprintf("%s/workers=%d", tc.name, workers), func(t *testing.T) {
				c := toyConfig(40)
				c.Workers = workers
				tc.edit(&c)
				part, err := Run(context.Background(), c)
				var pe *panics.Error
				if part != nil || !errors.As(err, &pe) {
					t.Fatalf("Run = %v, %v; want no partial and a recovered panic", part, err)
				}
				m := where.FindStringSubmatch(err.Error())
				if m == nil || !strings.Contains(err.Error(), tc.want) {
					t.Fatalf("Run's error %q: want the player count, the game, its seed and %q", err, tc.want)
				}
				index, _ := strconv.Atoi(m[1])
				if seed, _ := strconv.ParseUint(m[2], 10, 64); seed != game.Mix(c.Seed, uint64(index-1)) {
					t.Errorf("Run's error %q: seed %d is not game %d's", err, seed, index)
				}
				t.Logf("Run: %v", err)
			})
		}
	}
}
