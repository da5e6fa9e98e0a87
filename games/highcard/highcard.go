// Package highcard is High Card, a small two-player card game that no
// build of the program registers: the tests register it to show that the
// generic table views of the browser and the terminal play a game from its
// declared model alone, with no panel of its own.
//
// Twelve animals ranked 1 to 12 are shuffled into a secret deck; each
// player holds a hand of 3 that only they see. The leader plays a card
// face up into the trick, the other player answers with one, and the
// higher card takes a point and leads the next trick; then each player
// draws a card while the deck lasts. The first to the target's points
// wins; when the hands run out first, the most points win (or it is a
// draw).
package highcard

import (
	"fmt"

	"menagerie/game"
)

// Name is the game's id.
const Name = "highcard"

// RulesVersion changes whenever a change of the rules would replay an old
// record differently.
const RulesVersion = "highcard/1"

// handSize is how many cards a player holds after each draw.
const handSize = 3

// RuleOptions are High Card's rule options.
var RuleOptions = []game.RuleOption{
	{Name: "players", Default: "2", Type: game.ChoiceOption, Values: []string{"2"}, Help: "number of players: 2"},
	{Name: "target", Default: "4", Type: game.IntOption, Min: 1, Max: DeckSize / 2,
		Help: fmt.Sprintf("points that win the game at once, 1 to %d (the deck makes %d tricks)", DeckSize/2, DeckSize/2)},
}

// Game is a configured game of High Card.
type Game struct {
	opts   game.Options
	target int
}

// New builds a game from options; missing options take their defaults.
func New(opts game.Options) (*Game, error) {
	eff, err := game.WithDefaults(opts, RuleOptions)
	if err != nil {
		return nil, err
	}
	r := game.OptionReader{Opts: eff}
	r.Choice("players", "2")
	target := r.Int("target", 1, DeckSize/2)
	if r.Err != nil {
		return nil, r.Err
	}
	return &Game{opts: eff, target: target}, nil
}

// Name returns "highcard".
func (g *Game) Name() string { return Name }

// NumPlayers returns 2.
func (g *Game) NumPlayers() int { return 2 }

// Options returns the effective options.
func (g *Game) Options() game.Options { return g.opts }

// RulesVersion returns the engine's rules version.
func (g *Game) RulesVersion() string { return RulesVersion }

// CardSetHash identifies the one deck.
func (g *Game) CardSetHash() string { return TheDeck.Hash() }

// Target is the points that win the game at once.
func (g *Game) Target() int { return g.target }
