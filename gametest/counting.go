package gametest

import (
	"sync/atomic"

	"menagerie/game"
)

// Counting returns g with states that count the legality checks made of a
// seat's action: each call of LegalActions or of the checked Apply at a
// seat's turn (not at chance, not at the end), on a state of the game or
// on any clone or sample of one. ApplyUnchecked is no check.
func Counting(g game.Game) *CountingGame { return &CountingGame{Game: g} }

// CountingGame is Counting's game.
type CountingGame struct {
	game.Game
	checks atomic.Int64
}

// Checks is the number of legality checks made so far.
func (g *CountingGame) Checks() int { return int(g.checks.Load()) }

// NewState wraps the inner game's state.
func (g *CountingGame) NewState(seed uint64) game.State {
	return &countingState{State: g.Game.NewState(seed), game: g}
}

// countingState counts the legality checks made on it into its game.
type countingState struct {
	game.State
	game *CountingGame
}

// Game returns the counting game.
func (s *countingState) Game() game.Game { return s.game }

// LegalActions counts a check at a seat's turn.
func (s *countingState) LegalActions(dst []game.Action) []game.Action {
	s.count()
	return s.State.LegalActions(dst)
}

// Apply counts a check at a seat's turn.
func (s *countingState) Apply(a game.Action) error {
	s.count()
	return s.State.Apply(a)
}

// count counts a check when a seat is to act.
func (s *countingState) count() {
	if s.State.CurrentPlayer() >= 0 {
		s.game.checks.Add(1)
	}
}

// Clone copies the state, counting into the same game.
func (s *countingState) Clone() game.State {
	return &countingState{State: s.State.Clone(), game: s.game}
}

// Determinize samples the inner state, counting into the same game.
func (s *countingState) Determinize(seat game.Player, seed uint64) game.State {
	return &countingState{State: s.State.Determinize(seat, seed), game: s.game}
}
