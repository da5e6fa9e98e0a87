package sim

import (
	"fmt"
	"runtime"
	"sync"

	"menagerie/agent"
	"menagerie/game"
)

// Config describes a batch of games.
type Config struct {
	Game game.Game
	// Bots are the players; with more bots than seats, every group of
	// NumPlayers bots plays in turn.
	Bots []agent.Agent
	// Games is the number of games to play.
	Games int
	// Workers plays games in parallel (default: all cores).
	Workers int
	// Seed is the base seed: game i uses game.Mix(Seed, i).
	Seed uint64
	// MaxActions stops a game that runs too long (0: no limit).
	MaxActions int
	// Progress, if set, is called after each game with the number done.
	Progress func(done, total int)
	// OnGame, if set, receives every finished game in index order.
	OnGame func(*GameResult) error
}

// Schedule returns the seating of game i: which bot sits in each seat.
// Groups of bots take turns, and within a group every rotation of the seats
// comes up equally often.
func Schedule(bots, seats, i int) []int {
	groups := combinations(bots, seats)
	group := groups[(i/seats)%len(groups)]
	rot := i % seats
	out := make([]int, seats)
	for s := range out {
		out[s] = group[(s+rot)%seats]
	}
	return out
}

// combinations lists every choice of k of n items, in order.
func combinations(n, k int) [][]int {
	var out [][]int
	cur := make([]int, 0, k)
	var gen func(start int)
	gen = func(start int) {
		if len(cur) == k {
			out = append(out, append([]int(nil), cur...))
			return
		}
		for i := start; i < n; i++ {
			cur = append(cur, i)
			gen(i + 1)
			cur = cur[:len(cur)-1]
		}
	}
	gen(0)
	return out
}

// Run plays the batch and returns its report. Game i's seating and seed
// depend only on i, so any number of workers gives the same report. OnGame
// sees each game as soon as it and every earlier game are done, so records
// are kept even if a later game fails.
func Run(cfg Config) (*Report, error) {
	n := cfg.Game.NumPlayers()
	if len(cfg.Bots) < n {
		return nil, fmt.Errorf("%s needs at least %d bots, got %d", cfg.Game.Name(), n, len(cfg.Bots))
	}
	if cfg.Games < 1 {
		return nil, fmt.Errorf("need at least 1 game, got %d", cfg.Games)
	}
	workers := cfg.Workers
	if workers <= 0 {
		workers = runtime.NumCPU()
	}
	type finished struct {
		r   *GameResult
		err error
	}
	next := make(chan int)
	out := make(chan finished)
	stop := make(chan struct{})
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				r, err := playScheduled(cfg, i)
				select {
				case out <- finished{r, err}:
				case <-stop:
					return
				}
			}
		}()
	}
	go func() {
		defer close(next)
		for i := 0; i < cfg.Games; i++ {
			select {
			case next <- i:
			case <-stop:
				return
			}
		}
	}()
	go func() {
		wg.Wait()
		close(out)
	}()
	results := make([]*GameResult, cfg.Games)
	emitted, done := 0, 0
	var firstErr error
	for f := range out {
		if firstErr != nil {
			continue
		}
		if f.err != nil {
			firstErr = f.err
			close(stop)
			continue
		}
		results[f.r.Index] = f.r
		done++
		for emitted < cfg.Games && results[emitted] != nil {
			if cfg.OnGame != nil {
				if err := cfg.OnGame(results[emitted]); err != nil {
					firstErr = err
					close(stop)
					break
				}
			}
			emitted++
		}
		if cfg.Progress != nil && firstErr == nil {
			cfg.Progress(done, cfg.Games)
		}
	}
	if firstErr != nil {
		return nil, firstErr
	}
	names := make([]string, len(cfg.Bots))
	for i, b := range cfg.Bots {
		names[i] = b.Name()
	}
	return NewReport(names, n, results), nil
}

// playScheduled plays game i of the batch.
func playScheduled(cfg Config, i int) (*GameResult, error) {
	n := cfg.Game.NumPlayers()
	seats := Schedule(len(cfg.Bots), n, i)
	bots := make([]agent.Agent, n)
	for s, b := range seats {
		bots[s] = cfg.Bots[b]
	}
	seed := game.Mix(cfg.Seed, uint64(i))
	rec, ret, err := PlayGame(cfg.Game, bots, seed, cfg.MaxActions)
	if err != nil {
		return nil, err
	}
	return &GameResult{Index: i, Seed: seed, Seats: seats, Returns: ret, Record: rec, Actions: len(rec.Actions)}, nil
}
