// Package sim plays matches between bots: one game, or thousands spread over
// all cores with seats rotated, and the statistics a designer needs.
// Results depend only on the seed, never on the number of workers.
package sim

import (
	"context"
	"errors"
	"fmt"

	"menagerie/agent"
	"menagerie/game"
	"menagerie/panics"
	"menagerie/session"
)

// GameResult is one finished game.
type GameResult struct {
	// Index is the game's number in its run; Seed its seed.
	Index int
	Seed  uint64
	// Seats[s] is the index (into the run's bots) of the bot in seat s.
	Seats []int
	// Returns are per seat: +1 win, -1 loss, 0 draw.
	Returns []float64
	// Actions is the number of actions taken (chance outcomes included).
	Actions int
	// Record replays the game.
	Record *game.Record
}

// PlayGame plays one game with bots[seat] in each seat through a session
// that records no events. Chance outcomes and each bot decision draw seeds
// from the game's seed, so a game is the same whatever else runs beside
// it. It stops with ctx's error, between two actions, when ctx is
// cancelled before the game is over, and with an error after maxActions
// actions (0: no limit). A panic of the engine or a bot is returned as an
// error (a *panics.Error) naming the seed, as any other error is.
func PlayGame(ctx context.Context, g game.Game, bots []agent.Agent, seed uint64, maxActions int) (rec *game.Record, returns []float64, err error) {
	if len(bots) != g.NumPlayers() {
		return nil, nil, fmt.Errorf("%d bots for %d seats", len(bots), g.NumPlayers())
	}
	err = panics.Catch(func() (playErr error) {
		rec, returns, playErr = playGame(ctx, g, bots, seed, maxActions)
		return playErr
	})
	if err != nil && !errors.Is(err, ctx.Err()) {
		err = fmt.Errorf("game with seed %d: %w", seed, err)
	}
	return rec, returns, err
}

// playGame plays the game of PlayGame.
func playGame(ctx context.Context, g game.Game, bots []agent.Agent, seed uint64, maxActions int) (*game.Record, []float64, error) {
	s, err := session.New(session.Config{Game: g, Seed: seed, Bots: bots})
	if err != nil {
		return nil, nil, err
	}
	done := ctx.Done()
	for {
		select {
		case <-done:
			return s.Record(), nil, ctx.Err()
		default:
		}
		if maxActions > 0 && s.Version() >= maxActions {
			return s.Record(), nil, fmt.Errorf("not over after %d actions", maxActions)
		}
		_, ok, err := s.Step()
		if err != nil {
			return s.Record(), nil, err
		}
		if !ok {
			break
		}
	}
	if !s.Over() {
		return s.Record(), nil, fmt.Errorf("no bot in seat P%d", s.ToAct()+1)
	}
	return s.Record(), s.Returns(), nil
}
