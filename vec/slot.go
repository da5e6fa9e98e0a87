package vec

import "menagerie/game"

// slot is one game of a batch: its state, its chance generator (seeded
// with game.ChanceSeed, as package session seeds it) and the actions
// played in it.
type slot struct {
	st      game.State
	num     game.NumericState
	seed    uint64
	started uint64 // games started in the slot automatically or by Start
	chance  game.RNG
	legal   []game.Action // of the caller's seat to act
	outs    []game.ChanceOutcome
	returns []float64
	// actions are this game's, chance and bots included; last, lastSeed
	// and final are the previous game's, which ended in this slot: its
	// actions, seed and final state.
	actions  []game.Action
	last     []game.Action
	lastSeed uint64
	final    game.State
	next     game.Action // the action Step decoded for this slot
	// err is what stopped the slot: the error of its last start or step,
	// kept until it is started again.
	err error
}

// play applies an action known to be legal and records it.
func (sl *slot) play(a game.Action) {
	sl.st.ApplyUnchecked(a)
	sl.actions = append(sl.actions, a)
}
