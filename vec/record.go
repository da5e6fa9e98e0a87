package vec

import (
	"fmt"

	"menagerie/game"
)

// Record returns the record of slot i's game in progress: its seed and
// every action so far, chance outcomes and bot moves included, as
// `menagerie replay` and session.Load read it.
func (b *Batch) Record(i int) (*game.Record, error) {
	sl, err := b.slot(i)
	if err != nil {
		return nil, err
	}
	return b.record(sl.seed, sl.actions), nil
}

// LastRecord returns the sealed record of the last game that ended in slot
// i, or an error if none has.
func (b *Batch) LastRecord(i int) (*game.Record, error) {
	if _, err := b.final(i); err != nil {
		return nil, err
	}
	sl := &b.slots[i]
	r := b.record(sl.lastSeed, sl.last)
	if err := r.Seal(); err != nil {
		return nil, fmt.Errorf("vec: slot %d's last game: %w", i, err)
	}
	return r, nil
}

func (b *Batch) record(seed uint64, actions []game.Action) *game.Record {
	r := game.NewRecord(b.cfg.Game, seed)
	r.Actions = append([]game.Action(nil), actions...)
	return r
}
