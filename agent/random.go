package agent

import (
	"fmt"

	"menagerie/game"
)

// Random plays a uniformly random legal action.
type Random struct{}

// Name returns "random".
func (Random) Name() string { return "random" }

// Act picks a legal action uniformly at random.
func (Random) Act(v *game.View, seed uint64) (game.Action, error) {
	legal := v.Legal()
	if len(legal) == 0 {
		return 0, fmt.Errorf("random: no legal action")
	}
	rng := game.NewRNG(seed)
	return legal[rng.IntN(len(legal))], nil
}
