package agent

import (
	"fmt"

	"menagerie/game"
)

// Valuer is a player that can say what each legal action is worth to it,
// in its own units, higher being better; -Inf marks an action it never
// takes.
type Valuer interface {
	Agent
	// Values returns the worth of each of v's legal actions, in the order
	// of v.Legal(); seed is Act's.
	Values(v *game.View, seed uint64) ([]float64, error)
}

// easyChoices is how many of the best actions the easy level draws among.
const easyChoices = 3

// Easy plays like a person who knows the game but misjudges close calls:
// it asks its player (the game's heuristic) what each action is worth and
// draws among the easyChoices best by a softmax with Temperature, so a
// choice almost as good as the best is often taken and a bad one almost
// never. It makes mistakes, not random moves.
type Easy struct {
	spec   string
	player Valuer
	// Temperature is the value difference, in the player's units, that
	// makes the better of two choices e times as likely.
	Temperature float64
}

// NewEasy makes the easy level from a player that values its actions.
func NewEasy(spec string, player Valuer, temperature float64) *Easy {
	return &Easy{spec: spec, player: player, Temperature: temperature}
}

// Name returns the spec the level was created with.
func (e *Easy) Name() string { return e.spec }

// Act draws one of the best few legal actions by their value.
func (e *Easy) Act(v *game.View, seed uint64) (game.Action, error) {
	legal := v.Legal()
	switch len(legal) {
	case 0:
		return 0, fmt.Errorf("%s: no legal action", e.spec)
	case 1:
		return legal[0], nil
	}
	values, err := e.player.Values(v, seed)
	if err != nil {
		return 0, fmt.Errorf("%s: %w", e.spec, err)
	}
	rng := game.NewRNG(seed ^ 0x9e3779b97f4a7c15)
	i := Softmax(values, easyChoices, e.Temperature, &rng)
	if i < 0 {
		return 0, fmt.Errorf("%s: no action is worth taking", e.spec)
	}
	return legal[i], nil
}
