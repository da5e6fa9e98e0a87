package gametest

import (
	"errors"
	"fmt"
	"math"

	"menagerie/game"
)

// chanceError checks a chance node: no legal actions, at least one outcome,
// each with a probability in (0, 1], summing to 1.
func chanceError(s game.State, outs []game.ChanceOutcome) error {
	if l := s.LegalActions(nil); len(l) != 0 {
		return fmt.Errorf("a chance node lists legal actions %v", l)
	}
	if len(outs) == 0 {
		return errors.New("a chance node without outcomes")
	}
	sum := 0.0
	for _, o := range outs {
		if !(o.Prob > 0 && o.Prob <= 1) {
			return fmt.Errorf("chance outcome %d has probability %v", o.Action, o.Prob)
		}
		sum += o.Prob
	}
	if math.Abs(sum-1) > 1e-9 {
		return fmt.Errorf("chance probabilities sum to %v", sum)
	}
	return nil
}

// terminalError checks a finished game: one return per seat, each in
// [-1, 1], no legal actions, and any action refused as a
// game.ErrIllegalAction without a change.
func terminalError(g game.Game, s game.State) error {
	r := s.Returns(nil)
	if len(r) != g.NumPlayers() {
		return fmt.Errorf("%d returns for %d seats", len(r), g.NumPlayers())
	}
	for _, v := range r {
		if !(v >= -1 && v <= 1) {
			return fmt.Errorf("returns %v: one is outside [-1, 1]", r)
		}
	}
	if l := s.LegalActions(nil); len(l) != 0 {
		return fmt.Errorf("a finished game lists legal actions %v", l)
	}
	h := s.Hash()
	for _, a := range []game.Action{0, 1, -1} {
		if err := s.Apply(a); !errors.Is(err, game.ErrIllegalAction) {
			return fmt.Errorf("action %d after the end gave %v, want a game.ErrIllegalAction", a, err)
		}
		if s.Hash() != h {
			return fmt.Errorf("refusing action %d changed the state's hash", a)
		}
	}
	return nil
}
