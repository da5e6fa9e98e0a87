// Package sim plays matches between bots: one game, or thousands spread over
// all cores with seats rotated, and the statistics a designer needs.
// Results depend only on the seed, never on the number of workers.
package sim

import (
	"context"
	"fmt"

	"menagerie/agent"
	"menagerie/game"
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

// PlayGame plays one game with bots[seat] in each seat. Chance outcomes and
// each bot decision draw seeds from the game's seed, so a game is the same
// whatever else runs beside it. It stops with ctx's error when ctx is
// cancelled before the game is over.
func PlayGame(ctx context.Context, g game.Game, bots []agent.Agent, seed uint64, maxActions int) (*game.Record, []float64, error) {
	if len(bots) != g.NumPlayers() {
		return nil, nil, fmt.Errorf("%d bots for %d seats", len(bots), g.NumPlayers())
	}
	s := g.NewState(seed)
	rec := game.NewRecord(g, seed)
	var err error
	rec.Actions, err = playOut(ctx, s, bots, seed, maxActions)
	if err != nil {
		return rec, nil, err
	}
	return rec, s.Returns(nil), nil
}

// PlayOut plays s to the end with bots[seat] in each seat and returns every
// action applied, chance outcomes included; seed is the game's seed.
func PlayOut(s game.State, bots []agent.Agent, seed uint64, maxActions int) ([]game.Action, error) {
	return playOut(context.Background(), s, bots, seed, maxActions)
}

// playOut is PlayOut stopping with ctx's error, between two actions, when
// ctx is cancelled.
func playOut(ctx context.Context, s game.State, bots []agent.Agent, seed uint64, maxActions int) ([]game.Action, error) {
	done := ctx.Done()
	chance := game.NewRNG(game.Mix(seed, 1<<40))
	var outs []game.ChanceOutcome
	var actions []game.Action
	for !s.IsTerminal() {
		select {
		case <-done:
			return actions, ctx.Err()
		default:
		}
		if maxActions > 0 && len(actions) >= maxActions {
			return actions, fmt.Errorf("game with seed %d: not over after %d actions", seed, maxActions)
		}
		var a game.Action
		if s.CurrentPlayer() == game.Chance {
			outs = s.ChanceOutcomes(outs[:0])
			a = outs[chance.Pick(outs)].Action
		} else {
			bot := bots[s.CurrentPlayer()]
			var err error
			a, err = bot.Act(game.NewView(s), game.Mix(seed, uint64(len(actions))))
			if err != nil {
				return actions, fmt.Errorf("game with seed %d, %s: %w", seed, bot.Name(), err)
			}
		}
		if err := s.Apply(a); err != nil {
			return actions, fmt.Errorf("game with seed %d: %w", seed, err)
		}
		actions = append(actions, a)
	}
	return actions, nil
}
