package gametest

import (
	"fmt"

	"menagerie/game"
)

// Faulty returns def under another name, its games' states panicking in
// Apply (checked or not) once after actions have been applied to them:
// a deliberately broken engine, for tests that show a bug in one game
// stops that game only. Clones and determinized states keep the count.
func Faulty(def game.Definition, name string, after int) game.Definition {
	inner := def.New
	def.Name = name
	def.New = func(cards game.CardSet, opts game.Options) (game.Game, error) {
		g, err := inner(cards, opts)
		if err != nil {
			return nil, err
		}
		return &faultyGame{Game: g, name: name, after: after}, nil
	}
	return def
}

// faultyGame is a game whose states panic after a number of actions.
type faultyGame struct {
	game.Game
	name  string
	after int
}

// Name is the faulty game's own name, which records carry.
func (g *faultyGame) Name() string { return g.name }

// NewState wraps the inner game's state.
func (g *faultyGame) NewState(seed uint64) game.State {
	return &faultyState{State: g.Game.NewState(seed), game: g}
}

// faultyState counts the actions applied to it and panics past the game's
// number.
type faultyState struct {
	game.State
	game    *faultyGame
	applied int
}

// Game returns the faulty game.
func (s *faultyState) Game() game.Game { return s.game }

// Apply panics once the game's number of actions is reached.
func (s *faultyState) Apply(a game.Action) error {
	s.count()
	return s.State.Apply(a)
}

// ApplyUnchecked panics as Apply does.
func (s *faultyState) ApplyUnchecked(a game.Action) {
	s.count()
	s.State.ApplyUnchecked(a)
}

// count counts an action, panicking past the game's number.
func (s *faultyState) count() {
	if s.applied >= s.game.after {
		panic(fmt.Sprintf("%s: a deliberate panic at action %d", s.game.name, s.applied+1))
	}
	s.applied++
}

// Clone copies the state with its count.
func (s *faultyState) Clone() game.State {
	return &faultyState{State: s.State.Clone(), game: s.game, applied: s.applied}
}

// Determinize samples the inner state and keeps the count.
func (s *faultyState) Determinize(seat game.Player, seed uint64) game.State {
	return &faultyState{State: s.State.Determinize(seat, seed), game: s.game, applied: s.applied}
}
