package gametest

import (
	"fmt"

	"menagerie/game"
)

// Faulty returns def under another name, its games' states panicking in
// Apply (checked or not) once after actions have been applied to them:
// a deliberately broken engine, for tests that show a bug in one game
// stops that game only. Clones and determinized states keep the count.
// When def's games are game.Numeric (as package vec needs), so are the
// faulty ones, and their states encode observations; the card format's
// InUse reads a faulty game's cards as the inner game's.
func Faulty(def game.Definition, name string, after int) game.Definition {
	inner := def.New
	if inUse := def.Cards.InUse; inUse != nil {
		def.Cards.InUse = func(g game.Game) game.CardSet {
			if f, ok := g.(interface{ inner() game.Game }); ok {
				g = f.inner()
			}
			return inUse(g)
		}
	}
	def.Name = name
	def.New = func(cards game.CardSet, opts game.Options) (game.Game, error) {
		g, err := inner(cards, opts)
		if err != nil {
			return nil, err
		}
		f := &faultyGame{Game: g, name: name, after: after}
		f.outer = f
		if num, ok := g.(game.Numeric); ok {
			f.outer = numericFaultyGame{f, num}
		}
		return f.outer, nil
	}
	return def
}

// faultyGame is a game whose states panic after a number of actions.
type faultyGame struct {
	game.Game
	name  string
	after int
	// outer is the game handed out: this one, or its numeric form.
	outer game.Game
}

// numericFaultyGame is a faulty game of a game.Numeric game.
type numericFaultyGame struct {
	*faultyGame
	game.Numeric
}

// numericFaultyState is a state of a numericFaultyGame.
type numericFaultyState struct {
	*faultyState
	game.NumericState
}

// inner is the game that the faulty game wraps.
func (g *faultyGame) inner() game.Game { return g.Game }

// Name is the faulty game's own name, which records carry.
func (g *faultyGame) Name() string { return g.name }

// NewState wraps the inner game's state.
func (g *faultyGame) NewState(seed uint64) game.State {
	return g.state(g.Game.NewState(seed), 0)
}

// state wraps a state of the inner game that has had applied actions, in
// the numeric form when it encodes observations.
func (g *faultyGame) state(inner game.State, applied int) game.State {
	s := &faultyState{State: inner, game: g, applied: applied}
	if num, ok := inner.(game.NumericState); ok {
		return numericFaultyState{s, num}
	}
	return s
}

// faultyState counts the actions applied to it and panics past the game's
// number.
type faultyState struct {
	game.State
	game    *faultyGame
	applied int
}

// Game returns the faulty game.
func (s *faultyState) Game() game.Game { return s.game.outer }

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
	return s.game.state(s.State.Clone(), s.applied)
}

// Determinize samples the inner state and keeps the count.
func (s *faultyState) Determinize(seat game.Player, seed uint64) game.State {
	return s.game.state(s.State.Determinize(seat, seed), s.applied)
}
