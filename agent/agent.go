// Package agent holds Menagerie's computer players. Every bot works for
// every game through the same interface: it is handed a game.View (its
// observation, its legal actions and samples of states consistent with what
// it knows), never the true state, and returns one legal action.
package agent

import (
	"menagerie/game"
)

// Agent is a computer player.
type Agent interface {
	// Name is the agent's spec as written on the command line, e.g.
	// "ismcts:iters=2000".
	Name() string
	// Act chooses one of v's legal actions. seed makes the choice
	// reproducible: the same view and seed give the same action.
	Act(v *game.View, seed uint64) (game.Action, error)
}
