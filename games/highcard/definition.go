package highcard

import (
	"errors"

	"menagerie/game"
)

// errNoCardFiles refuses a card file: the game has one deck.
var errNoCardFiles = errors.New("this game plays its built-in deck only: High Card reads no card file")

// Definition describes High Card to the program. It parses nothing.
func Definition() game.Definition {
	return game.Definition{
		Name:    Name,
		Title:   "High Card",
		Summary: "a small game of tricks for 2: the higher card takes the point (for tests)",
		About: "High Card is a duel of tricks: each holds 3 of 12 ranked animals, the leader plays one face up, " +
			"the other answers, and the higher card takes a point and leads next. First to the target wins.",
		RulesVersion: RulesVersion,
		Players:      []int{2},
		Options:      RuleOptions,
		Cards: game.CardFormat{
			BuiltIn: "the built-in deck",
			Detect:  func([]byte) bool { return false },
			Read:    func(string, []byte) (game.CardSet, error) { return nil, errNoCardFiles },
			List:    listCards,
			InUse:   func(game.Game) game.CardSet { return TheDeck },
		},
		New: func(_ game.CardSet, opts game.Options) (game.Game, error) {
			g, err := New(opts)
			if err != nil {
				return nil, err
			}
			return g, nil
		},
		Schema: Schema,
	}
}
