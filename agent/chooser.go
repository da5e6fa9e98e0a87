package agent

import "menagerie/game"

// Chooser is a Valuer whose Act chooses from the values Values gives:
// Choose returns both from one computation, so that a search asking for
// the heuristic's move and for the worth of every move pays once.
type Chooser interface {
	Valuer
	// Choose returns the action Act would take and the values Values
	// would give, for a view with at least two legal actions.
	Choose(v *game.View, seed uint64) (game.Action, []float64, error)
}
