package sim

import (
	"context"
	"fmt"
	"runtime"
	"sync"

	"menagerie/agent"
	"menagerie/game"
)

// Limits on a batch. Every count a report holds stays far below the int
// range with these: games times seats times actions per game.
const (
	// MaxGames is the largest number of games in one batch.
	MaxGames = 1_000_000_000
	// MaxWorkers is the largest number of games played at once.
	MaxWorkers = 1024
	// MaxBots is the largest number of bots in one batch; the Elo fit
	// takes time in the square of it.
	MaxBots = 1000
)

// reorderGamesPerWorker bounds how far ahead of the first unfinished game
// the workers may run: games finished out of order wait in a window of this
// many games per worker until every earlier game is done.
const reorderGamesPerWorker = 16

// Config describes a batch of games.
type Config struct {
	Game game.Game
	// Bots are the players; with more bots than seats, every group of
	// NumPlayers bots plays in turn.
	Bots []agent.Agent
	// Games is the number of games to play, 1 to MaxGames.
	Games int
	// Workers plays games in parallel, 1 to MaxWorkers, and never more
	// than Games (0: all cores).
	Workers int
	// Seed is the base seed: game i uses game.GameSeed(Seed, i).
	Seed uint64
	// MaxActions stops a game that runs too long (0: no limit).
	MaxActions int
	// Progress, if set, is called after each game is counted with the
	// number counted so far.
	Progress func(done, total int)
	// OnGame, if set, receives every finished game in index order.
	OnGame func(*GameResult) error
}

// check refuses a batch that cannot be played.
func (cfg *Config) check() error {
	n := cfg.Game.NumPlayers()
	switch {
	case len(cfg.Bots) < n:
		return fmt.Errorf("%s needs at least %d bots, got %d", cfg.Game.Name(), n, len(cfg.Bots))
	case len(cfg.Bots) > MaxBots:
		return fmt.Errorf("%d bots: at most %d can play in one batch", len(cfg.Bots), MaxBots)
	}
	return CheckBounds(cfg.Games, cfg.Workers, cfg.MaxActions)
}

// CheckBounds refuses a number of games, of workers (0: all cores) or a
// limit of actions per game (0: none) that no batch of games can take.
func CheckBounds(games, workers, maxActions int) error {
	switch {
	case games < 1 || games > MaxGames:
		return fmt.Errorf("%d games: want 1 to %d", games, MaxGames)
	case workers < 0 || workers > MaxWorkers:
		return fmt.Errorf("%d workers: want 1 to %d (or 0: all cores)", workers, MaxWorkers)
	case maxActions < 0:
		return fmt.Errorf("at most %d actions per game: want 0 (no limit) or more", maxActions)
	}
	return nil
}

// workers is the number of games the batch plays at once.
func (cfg *Config) workers() int {
	w := cfg.Workers
	if w == 0 {
		w = min(runtime.NumCPU(), MaxWorkers)
	}
	return min(w, cfg.Games)
}

// Run plays the batch and returns its report; see RunContext.
func Run(cfg Config) (*Report, error) {
	return RunContext(context.Background(), cfg)
}

// RunContext plays the batch and returns its report. Game i's seating and
// seed depend only on i, and games are counted in index order, so any
// number of workers gives the same report. OnGame sees each game as soon as
// it and every earlier game are done, so records are kept even if a later
// game fails. Memory does not grow with the number of games.
//
// When ctx is cancelled, the workers stop (a game in play stops after its
// current action) and RunContext returns the report of games 0 to N-1, the
// games finished before the first unfinished one, with ctx's error: the
// same report as a batch of N games.
func RunContext(ctx context.Context, cfg Config) (*Report, error) {
	if err := cfg.check(); err != nil {
		return nil, err
	}
	names := make([]string, len(cfg.Bots))
	for i, b := range cfg.Bots {
		names[i] = b.Name()
	}
	stats := NewStats(names, cfg.Game.NumPlayers())
	playing, stop := context.WithCancel(ctx)
	defer stop()
	workers := cfg.workers()
	window := reorderGamesPerWorker * workers
	type finished struct {
		r   *GameResult
		err error
	}
	// A slot is taken for each game handed out and given back when the
	// game is counted, so that at most window games are in memory.
	slots := make(chan struct{}, window)
	next := make(chan int)
	out := make(chan finished, workers)
	var wg sync.WaitGroup
	for range workers {
		wg.Go(func() {
			for i := range next {
				r, err := playScheduled(playing, cfg, i)
				out <- finished{r, err}
			}
		})
	}
	go handOut(playing, cfg.Games, slots, next)
	go func() {
		wg.Wait()
		close(out)
	}()
	pending := make([]*GameResult, window)
	var firstErr error
	for f := range out {
		if playing.Err() != nil {
			continue // stopping: let the workers finish
		}
		if f.err != nil {
			firstErr = f.err
			stop()
			continue
		}
		pending[f.r.Index%window] = f.r
		for done := stats.Games(); done < cfg.Games && pending[done%window] != nil; done = stats.Games() {
			r := pending[done%window]
			pending[done%window] = nil
			if cfg.OnGame != nil {
				if err := cfg.OnGame(r); err != nil {
					firstErr = err
					stop()
					break
				}
			}
			stats.Add(r)
			<-slots
			if cfg.Progress != nil {
				cfg.Progress(stats.Games(), cfg.Games)
			}
		}
	}
	switch {
	case firstErr != nil:
		return nil, firstErr
	case stats.Games() < cfg.Games:
		return stats.Report(), ctx.Err()
	}
	return stats.Report(), nil
}

// handOut sends games 0 to games-1 to next, each once it has taken a slot,
// until every game is handed out or ctx is done; then it closes next.
func handOut(ctx context.Context, games int, slots chan<- struct{}, next chan<- int) {
	defer close(next)
	for i := range games {
		select {
		case slots <- struct{}{}:
		case <-ctx.Done():
			return
		}
		if ctx.Err() != nil {
			return // both were ready: stopping wins
		}
		select {
		case next <- i:
		case <-ctx.Done():
			return
		}
	}
}

// playScheduled plays game i of the batch, unless ctx is cancelled first.
func playScheduled(ctx context.Context, cfg Config, i int) (*GameResult, error) {
	n := cfg.Game.NumPlayers()
	seats := Schedule(len(cfg.Bots), n, i)
	bots := make([]agent.Agent, n)
	for s, b := range seats {
		bots[s] = cfg.Bots[b]
	}
	seed := game.GameSeed(cfg.Seed, uint64(i))
	rec, ret, err := PlayGame(ctx, cfg.Game, bots, seed, cfg.MaxActions)
	if err != nil {
		return nil, fmt.Errorf("game %d: %w", i+1, err)
	}
	return &GameResult{Index: i, Seed: seed, Seats: seats, Returns: ret, Record: rec, Actions: len(rec.Actions)}, nil
}
