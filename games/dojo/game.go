// Package dojo is the rules engine for Dojo, the exercise card game for two
// players: each keeps animals on a 3x3 zone where only the first animal of
// each column can be attacked; each turn a player makes one play (a health
// card, an item card, a dojo, a discard and redraw, a new level 1 animal, or
// nothing) and at most one attack, doing the attacker's exercise to activate
// it. The first player to defeat every animal in the opponent's zone wins.
// A solo mission (mode=solo) flips the animals one at a time.
//
// The engine is pure and deterministic: shuffles use the state's own seeded
// generator; hands, deck orders and secret starting layouts are the hidden
// information, resampled by Determinize. An exercise's result is an action
// of the attacking seat (exercise=honor or timed); the interfaces time it.
// docs/dojo.md states the rules as implemented and every decision taken
// where the rules are unclear.
package dojo

import (
	"fmt"

	"menagerie/game"
)

// Name is the game's id.
const Name = "dojo"

// RulesVersion changes whenever a rule change would alter a replay.
const RulesVersion = "dojo/3"

// HandSize is the number of cards a player keeps in hand (rule 3).
const HandSize = 5

// StartAnimals is the number of level 1 animals each player starts with.
const StartAnimals = 6

// Game is a configured Dojo: a card set and rule options.
type Game struct {
	set  *CardSet
	opts game.Options
	r    rules
	// deck is one player's deck, copies expanded, in id order (the solo
	// mission's: its animals).
	deck []CardID
	// left[q] is a card left out of seat q's deck (WithSeatCard), 0 for
	// none; variant names it in CardSetHash.
	left    [2]CardID
	variant string
	// ceil is the largest value of each position of the numeric
	// observation (game.Ceilings of its declared segments).
	ceil []float32
}

// New configures a game with the card set (nil: the embedded starter set)
// and options (missing ones take their defaults).
func New(set *CardSet, opts game.Options) (*Game, error) {
	if set == nil {
		set = Starter()
	}
	opts, err := playersAsMode(opts)
	if err != nil {
		return nil, err
	}
	eff, err := game.WithDefaults(opts, RuleOptions)
	if err != nil {
		return nil, err
	}
	r, err := parseRules(eff)
	if err != nil {
		return nil, err
	}
	g := &Game{set: set, opts: eff, r: r}
	for _, id := range set.IDs() {
		c := set.Card(id)
		if (r.animalsOnly || r.solo) && !c.IsAnimal() {
			continue
		}
		for k := 0; k < c.Copies; k++ {
			g.deck = append(g.deck, id)
		}
	}
	if len(g.deck) > MaxDeck {
		return nil, fmt.Errorf("the deck has %d cards; at most %d fit", len(g.deck), MaxDeck)
	}
	g.ceil = game.Ceilings(g, numericSegments)
	return g, nil
}

// Name returns "dojo".
func (g *Game) Name() string { return Name }

// NumPlayers returns 2, or 1 for the solo mission.
func (g *Game) NumPlayers() int { return g.r.players }

// Options returns the effective options.
func (g *Game) Options() game.Options {
	out := game.Options{}
	for k, v := range g.opts {
		out[k] = v
	}
	return out
}

// RulesVersion returns the engine's rules version.
func (g *Game) RulesVersion() string { return RulesVersion }

// CardSetHash identifies the card set in use.
func (g *Game) CardSetHash() string { return g.set.Hash() + g.variant }

// Cards returns the card set in use.
func (g *Game) Cards() *CardSet { return g.set }

// ExerciseMode returns off, honor or timed.
func (g *Game) ExerciseMode() string { return g.r.exercise }

// Solo reports whether this is the solo mission.
func (g *Game) Solo() bool { return g.r.solo }

// TimeLimit returns the seconds allowed for an exercise of amount units in
// timed mode.
func (g *Game) TimeLimit(amount int) int { return g.r.exerciseSeconds + g.r.secondsPerUnit*amount }

// NewState shuffles, sets up the zones (or asks the players to) and picks
// the first player.
func (g *Game) NewState(seed uint64) game.State { return g.newState(seed) }
