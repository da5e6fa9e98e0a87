package sim

import (
	"context"
	"encoding/json"
	"errors"
	"math"
	"runtime"
	"strings"
	"testing"

	"menagerie/agent"
	"menagerie/agent/cardbattlebot"
	"menagerie/game"
	"menagerie/games/cardbattle"
)

// randomBots returns n random bots for g.
func randomBots(t *testing.T, g game.Game, n int) []agent.Agent {
	t.Helper()
	bot, err := agent.New("random", g, cardbattlebot.Bots())
	if err != nil {
		t.Fatal(err)
	}
	bots := make([]agent.Agent, n)
	for i := range bots {
		bots[i] = bot
	}
	return bots
}

func TestRunRefusesBatchesOutOfLimits(t *testing.T) {
	g, _ := cardbattle.New(nil, nil)
	tests := []struct {
		name string
		cfg  Config
		want string
	}{
		{"no games", Config{Games: 0}, "0 games: want 1 to 1000000000"},
		{"negative games", Config{Games: -1}, "-1 games: want 1 to 1000000000"},
		{"too many games", Config{Games: MaxGames + 1}, "1000000001 games: want 1 to 1000000000"},
		{"largest int games", Config{Games: math.MaxInt}, "games: want 1 to 1000000000"},
		{"negative workers", Config{Games: 2, Workers: -1}, "-1 workers: want 1 to 1024"},
		{"too many workers", Config{Games: 2, Workers: 100_000_000}, "100000000 workers: want 1 to 1024"},
		{"negative action limit", Config{Games: 2, MaxActions: -1}, "want 0 (no limit) or more"},
		{"one bot", Config{Games: 2, Bots: randomBots(t, g, 1)}, "cardbattle needs at least 2 bots, got 1"},
		{"too many bots", Config{Games: 2, Bots: randomBots(t, g, MaxBots+1)}, "1001 bots: at most 1000"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			cfg := tc.cfg
			cfg.Game = g
			if cfg.Bots == nil {
				cfg.Bots = randomBots(t, g, 2)
			}
			rep, err := Run(cfg)
			if err == nil || rep != nil || !strings.Contains(err.Error(), tc.want) || strings.Contains(err.Error(), "\n") {
				t.Errorf("Run = %v, %v; want no report and a one-line error containing %q", rep, err, tc.want)
			}
		})
	}
}

func TestWorkersNeverMoreThanGames(t *testing.T) {
	tests := []struct {
		workers, games, want int
	}{
		{64, 2, 2},
		{MaxWorkers, 1, 1},
		{3, 10, 3},
		{0, 1, 1},
		{0, MaxGames, min(runtime.NumCPU(), MaxWorkers)},
	}
	for _, tc := range tests {
		cfg := Config{Workers: tc.workers, Games: tc.games}
		if got := cfg.workers(); got != tc.want {
			t.Errorf("%d workers for %d games: %d play, want %d", tc.workers, tc.games, got, tc.want)
		}
	}
}

func TestRunStopsWhenCancelled(t *testing.T) {
	g, _ := cardbattle.New(nil, nil)
	bots := randomBots(t, g, 3)
	const games, stopAt = 1000, 25
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	recorded := 0
	rep, err := RunContext(ctx, Config{Game: g, Bots: bots, Games: games, Seed: 7, Workers: 2,
		OnGame: func(*GameResult) error { recorded++; return nil },
		Progress: func(done, _ int) {
			if done == stopAt {
				cancel()
			}
		}})
	if !errors.Is(err, context.Canceled) || rep == nil {
		t.Fatalf("RunContext = %v, %v; want a partial report and context.Canceled", rep, err)
	}
	if rep.Games < stopAt || rep.Games >= games || recorded != rep.Games {
		t.Fatalf("partial report of %d games with %d seen by OnGame; want from %d to %d, all seen",
			rep.Games, recorded, stopAt, games-1)
	}
	// The partial report is the report of a batch of that many games.
	whole, err := Run(Config{Game: g, Bots: bots, Games: rep.Games, Seed: 7, Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	got, _ := json.Marshal(rep)
	want, _ := json.Marshal(whole)
	if string(got) != string(want) {
		t.Errorf("partial report after %d games differs from a batch of %d games:\n%s\n%s", rep.Games, rep.Games, got, want)
	}
}

func TestRunCancelledBeforeItStarts(t *testing.T) {
	g, _ := cardbattle.New(nil, nil)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	rep, err := RunContext(ctx, Config{Game: g, Bots: randomBots(t, g, 2), Games: 100, Workers: 2})
	if !errors.Is(err, context.Canceled) || rep == nil || rep.Games != 0 || len(rep.Bots) != 2 {
		t.Fatalf("RunContext = %+v, %v; want an empty report of 2 bots and context.Canceled", rep, err)
	}
}

// peakLiveHeap runs a batch of random games and returns the most heap in
// use after a collection, sampled 20 times along the batch.
func peakLiveHeap(t *testing.T, games int) uint64 {
	g, _ := cardbattle.New(nil, nil)
	var peak uint64
	var m runtime.MemStats
	_, err := Run(Config{Game: g, Bots: randomBots(t, g, 2), Games: games, Seed: 3, Workers: 2,
		Progress: func(done, total int) {
			if done%(total/20) == 0 {
				runtime.GC()
				runtime.ReadMemStats(&m)
				peak = max(peak, m.HeapAlloc)
			}
		}})
	if err != nil {
		t.Fatal(err)
	}
	return peak
}

func TestMemoryIsFlatInGames(t *testing.T) {
	few, many := 200, 20_000
	if testing.Short() {
		many = 4_000
	}
	// Keeping every result (about 2.5 KB a game with its record) would
	// add megabytes; counting them adds nothing.
	const slack = 1 << 20
	small, large := peakLiveHeap(t, few), peakLiveHeap(t, many)
	if large > small+slack {
		t.Errorf("live heap %d KiB after %d games but %d KiB after %d: memory grows with the number of games",
			large>>10, many, small>>10, few)
	}
	t.Logf("peak live heap: %d KiB for %d games, %d KiB for %d games", small>>10, few, large>>10, many)
}

func TestRunStopsAtTheFirstError(t *testing.T) {
	g, _ := cardbattle.New(nil, nil)
	refused := errors.New("disk full")
	tests := []struct {
		name string
		cfg  Config
		want string
	}{
		{"a game runs too long", Config{MaxActions: 3}, "not over after 3 actions"},
		{"OnGame fails", Config{OnGame: func(r *GameResult) error {
			if r.Index == 5 {
				return refused
			}
			return nil
		}}, "disk full"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			cfg := tc.cfg
			cfg.Game, cfg.Bots, cfg.Games, cfg.Workers = g, randomBots(t, g, 2), 500, 2
			rep, err := Run(cfg)
			if rep != nil || err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("Run = %v, %v; want no report and an error containing %q", rep, err, tc.want)
			}
		})
	}
}
