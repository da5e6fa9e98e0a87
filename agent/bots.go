package agent

import (
	"fmt"

	"menagerie/game"
)

// GameBots are one game's own players and search parts, from its bot
// package (cardbattlebot.Bots(), ...). Each function is handed a game of
// that engine; a nil function means the game has no such part.
type GameBots struct {
	// Heuristic makes the game's heuristic player; spec is its name.
	Heuristic func(spec string, g game.Game) (Agent, error)
	// Playout makes the rollout ISMCTS uses with rollout=heuristic (nil:
	// uniformly random actions).
	Playout func(g game.Game) (Rollout, error)
	// Search makes what ISMCTS borrows from the game's heuristic with
	// expert=true: a prior player whose action is tried first (a Chooser
	// also ranks the moves for width), and an expert taking some decisions
	// outright; either may be nil.
	Search func(spec string, g game.Game) (prior Agent, expert Decide, err error)
	// EasyTemperature is the easy level's temperature in the heuristic's
	// units of value (see Easy); the heuristic must be a Valuer.
	EasyTemperature float64
	// EasyPlayer, if set, makes the player whose values the easy level
	// draws from, in place of the heuristic: a beginner's way of playing
	// some part of the game.
	EasyPlayer func(spec string, g game.Game) (Agent, error)
	// Learned holds the learned level's network files (see MLP), one per
	// configuration trained; none: the game has no learned level.
	Learned [][]byte
}

// Decide proposes or takes a decision from a view: ok false leaves it to
// the search.
type Decide func(v *game.View, seed uint64) (a game.Action, ok bool, err error)

// Prior turns an agent into a Decide that always proposes its action.
func Prior(a Agent) Decide {
	return func(v *game.View, seed uint64) (game.Action, bool, error) {
		act, err := a.Act(v, seed)
		return act, err == nil, err
	}
}

// GameAs returns g as its engine's own type G, or an error when a bot
// package is handed another engine's game.
func GameAs[G game.Game](g game.Game) (G, error) {
	typed, ok := g.(G)
	if !ok {
		return typed, fmt.Errorf("these bots play %T, not %s (%T)", typed, g.Name(), g)
	}
	return typed, nil
}
