package vec

import (
	"fmt"

	"menagerie/agent"
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
	return b.observe(sl.st, seat, dst)
}

// Observation returns what seat knows in slot i's game as the engine's
// structured, JSON-encodable observation.
func (b *Batch) Observation(i int, seat game.Player) (game.Observation, error) {
	sl, err := b.slot(i)
	if err != nil {
		return nil, err
	}
	return b.observation(sl.st, seat)
}

// FinalObserve writes what seat knew at the end of the last game that
// ended in slot i (a new game has started there), as Observe does.
func (b *Batch) FinalObserve(i int, seat game.Player, dst []float32) error {
	st, err := b.final(i)
	if err != nil {
		return err
	}
	return b.observe(st, seat, dst)
}

// FinalObservation returns what seat knew at the end of the last game that
// ended in slot i, as Observation does.
func (b *Batch) FinalObservation(i int, seat game.Player) (game.Observation, error) {
	st, err := b.final(i)
	if err != nil {
		return nil, err
	}
	return b.observation(st, seat)
}

func (b *Batch) observe(st game.State, seat game.Player, dst []float32) error {
	if err := b.checkSeat(seat); err != nil {
		return err
	}
	if len(dst) != b.obsSize {
		return fmt.Errorf("vec: an observation buffer of %d values, want %d", len(dst), b.obsSize)
	}
	st.(game.NumericState).EncodeObservation(seat, dst)
	return nil
}

func (b *Batch) observation(st game.State, seat game.Player) (game.Observation, error) {
	if err := b.checkSeat(seat); err != nil {
		return nil, err
	}
	return st.Observe(seat), nil
}

func (b *Batch) checkSeat(seat game.Player) error {
	if seat < 0 || int(seat) >= b.players {
		return fmt.Errorf("vec: no seat %d in a game of %d", seat, b.players)
	}
	return nil
}

// slot returns slot i once its game has started.
func (b *Batch) slot(i int) (*slot, error) {
	if i < 0 || i >= len(b.slots) || b.slots[i].st == nil {
		return nil, fmt.Errorf("vec: no game in slot %d (a batch of %d, started by Reset)", i, len(b.slots))
	}
	return &b.slots[i], nil
}

// final returns the final state of the last game that ended in slot i.
func (b *Batch) final(i int) (game.State, error) {
	sl, err := b.slot(i)
	if err != nil {
		return nil, err
	}
	if sl.final == nil {
		return nil, fmt.Errorf("vec: no game has ended in slot %d yet", i)
	}
	return sl.final, nil
}

// Advise returns the action index bot would play in slot i's game now, for
// the seat to act, as the batch's own bots are asked (same decision seed);
// the game does not move. It lets a learner ask a teacher about positions
// the learner reached itself.
func (b *Batch) Advise(i int, bot agent.Agent) (int, error) {
	sl, err := b.slot(i)
	if err != nil {
		return 0, err
	}
	if sl.st.IsTerminal() {
		return 0, fmt.Errorf("vec: the game in slot %d is over", i)
	}
	a, err := sl.botMove(bot)
	if err != nil {
		return 0, err
	}
	index, ok := b.space.Index(a)
	if !ok {
		return 0, fmt.Errorf("%s (P%d): action %d is not in the action space", bot.Name(), sl.st.CurrentPlayer()+1, a)
	}
	return index, nil
}

// botMove asks bot for its move in the slot's game now, for the seat to
// act, with the slot's decision seed for that move.
func (sl *slot) botMove(bot agent.Agent) (game.Action, error) {
	a, err := bot.Act(game.NewView(sl.st), game.DecisionSeed(sl.seed, len(sl.actions)))
	if err != nil {
		return 0, fmt.Errorf("%s (P%d): %w", bot.Name(), sl.st.CurrentPlayer()+1, err)
	}
	return a, nil
}
