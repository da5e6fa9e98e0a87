// Package tableau is the rules engine for Tableau, the fan-made Super Auto
// Pets board game for 2-4 players: a shared market drafted in turn, a
// tableau of five slots holding stacks of up to three cards, selling and
// merging for victory points, foods under stacks, wounds (whole columns
// across every tableau included) and a power race each round.
//
// The engine is pure and deterministic: shuffles use the state's own seeded
// generator, the deck order is the only hidden information, and the
// Mosquito die is an explicit chance node. docs/tableau.md states the rules
// as implemented and every decision taken where the rules are unclear.
package tableau

import (
	"fmt"
	"math/bits"

	"menagerie/game"
)

// Name is the game's id.
const Name = "tableau"

// RulesVersion changes whenever a rule change would alter a replay.
const RulesVersion = "tableau/3"

// MaxSeats is the most players.
const MaxSeats = 4

// NumSlots is the number of slots (columns) of a tableau; slot 0 is the
// rear, slot 4 the front.
const NumSlots = 5

// dieFaces is the number of faces of the Mosquito die; the last one lets
// the owner choose the column.
const dieFaces = 6

// Game is a configured Tableau: a card set and rule options.
type Game struct {
	set  *CardSet
	opts game.Options
	r    rules
	// deck is the whole deck, copies expanded, unshuffled.
	deck []CardID
	// layouts[m] lists the placement actions of a new stack beside m
	// stacks when existing stacks may shift (placement=shift).
	layouts [NumSlots][]game.Action
	die     [dieFaces]game.ChanceOutcome
	// seatTraits[p] are the cards' abilities as seat p's copies play: the
	// set's, or with one card vanilla for that seat (WithSeatCard);
	// variant names that card in CardSetHash.
	seatTraits [][]traits
	variant    string
	// ceil is the largest value of each position of the numeric
	// observation (game.Ceilings of its declared segments).
	ceil []float32
}

// New configures a game with the card set (nil: the embedded classic set)
// and options (missing ones take their defaults). With extension=true the
// embedded designed cards join the set.
func New(set *CardSet, opts game.Options) (*Game, error) {
	if set == nil {
		set = Classic()
	}
	eff, err := game.WithDefaults(opts, RuleOptions)
	if err != nil {
		return nil, err
	}
	r, err := parseRules(eff)
	if err != nil {
		return nil, err
	}
	if r.extension {
		ext, err := set.With(Designed())
		if err != nil {
			return nil, fmt.Errorf("extension=true cannot add the designed extension to card set %s: %w", set.Set, err)
		}
		set = ext
	}
	g := &Game{set: set, opts: eff, r: r, deck: set.DeckCards()}
	if len(g.deck) > MaxDeck {
		return nil, fmt.Errorf("the deck has %d cards; at most %d fit", len(g.deck), MaxDeck)
	}
	for m := 0; m < NumSlots; m++ {
		for mask := 0; mask < 1<<NumSlots; mask++ {
			if bits.OnesCount(uint(mask)) == m+1 {
				for k := 0; k <= m; k++ {
					g.layouts[m] = append(g.layouts[m], layoutAction(uint8(mask), k))
				}
			}
		}
	}
	for f := range g.die {
		g.die[f] = game.ChanceOutcome{Action: actRoll + game.Action(f), Prob: 1.0 / dieFaces}
	}
	g.seatTraits = make([][]traits, r.players)
	for p := range g.seatTraits {
		g.seatTraits[p] = set.traits
	}
	g.ceil = game.Ceilings(g, numericSegments)
	return g, nil
}

// Name returns "tableau".
func (g *Game) Name() string { return Name }

// NumPlayers returns the number of seats.
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

// CardSetHash identifies the card set in use (with the extension, if on).
func (g *Game) CardSetHash() string { return g.set.Hash() + g.variant }

// Cards returns the card set in use.
func (g *Game) Cards() *CardSet { return g.set }

// Rounds returns the number of rounds.
func (g *Game) Rounds() int { return g.r.rounds }

// NewState shuffles the deck, deals the market and picks the first player.
func (g *Game) NewState(seed uint64) game.State { return g.newState(seed) }
