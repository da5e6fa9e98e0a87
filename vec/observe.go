package vec

import (
	"fmt"

	"menagerie/game"
)

// Observe writes what seat knows in slot i's game, as numbers, into dst
// (ObservationSize long): for a seat other than the one to act, such as
// another agent of a multi-agent environment.
func (b *Batch) Observe(i int, seat game.Player, dst []float32) error {
	sl, err := b.slot(i)
	if err != nil {
		return err
	}
	if seat < 0 || int(seat) >= b.players {
		return fmt.Errorf("vec: no seat %d in a game of %d", seat, b.players)
	}
	if len(dst) != b.obsSize {
		return fmt.Errorf("vec: an observation buffer of %d values, want %d", len(dst), b.obsSize)
	}
	sl.num.EncodeObservation(seat, dst)
	return nil
}

// Observation returns what seat knows in slot i's game as the engine's
// structured, JSON-encodable observation.
func (b *Batch) Observation(i int, seat game.Player) (game.Observation, error) {
	sl, err := b.slot(i)
	if err != nil {
		return nil, err
	}
	if seat < 0 || int(seat) >= b.players {
		return nil, fmt.Errorf("vec: no seat %d in a game of %d", seat, b.players)
	}
	return sl.st.Observe(seat), nil
}

// slot returns slot i once its game has started.
func (b *Batch) slot(i int) (*slot, error) {
	if i < 0 || i >= len(b.slots) || b.slots[i].st == nil {
		return nil, fmt.Errorf("vec: no game in slot %d (a batch of %d, started by Reset)", i, len(b.slots))
	}
	return &b.slots[i], nil
}
