package balance

import (
	"fmt"
	"strings"

	"menagerie/game"
	"menagerie/games/cardbattle"
	"menagerie/games/dojo"
	"menagerie/games/tableau"
)

// rules says, for one game, what its events and views mean to the lab:
// which labelled actions offer a card to the seat to act, which events
// mean the seat took a card, which seat is the First Player and which
// cards a seat still holds at the end, all read from the game's declared
// model; and the game's card files, which the lab reads itself.
// Everything else is the same for every game.
type rules struct {
	// offers are the label kinds whose cards are offered to the seat to
	// act (the first card of each such label): the game's declared Offer
	// labels.
	offers []string
	// picks are the event kinds whose first card the event's seat took:
	// the game's declared taking events.
	picks []string
	// first is the table counter that names the seat going first, read
	// from the spectator's table view before the first action ("": none).
	first string
	// kept are the zones whose cards a seat holds at the end, read from
	// the seat's table view of the game's end.
	kept []string
	// keeping are the event kinds that give a seat's card back as the
	// game ends (Tableau sells every stack at the end): their first card
	// counts as kept when no event of a settling kind follows them.
	keeping, settling []string
	*cardRules
}

// cardRules are what the lab needs of a game's cards beyond its
// definition: it changes and reads the built-in card files itself when a
// counterfactual changes one card, and groups cards by the fields of
// their list, which the declared model does not name.
type cardRules struct {
	// groups are the card-list fields (menagerie cards GAME --json) that
	// the report groups cards by, e.g. tier, pack, hat.
	groups []string
	// builtin returns the built-in card files a game with these options
	// is read from: the files a counterfactual changes when no card file
	// is given (used only when the game plays exactly them).
	builtin func(opts game.Options) ([]CardFile, error)
	// read reads several card files into one set; nil when builtin gives
	// one file, which the game's definition reads.
	read func(files []CardFile) (game.CardSet, error)
}

// oneFile is a builtin of a game read from one built-in file.
func oneFile(name string, data func() []byte) func(game.Options) ([]CardFile, error) {
	return func(game.Options) ([]CardFile, error) { return []CardFile{{Name: name, Data: data()}}, nil }
}

// gameCards are the card rules of the games the lab knows, by name.
var gameCards = map[string]*cardRules{
	cardbattle.Name: {
		groups: []string{"pack", "tier", "hat", "kind"},
		builtin: func(opts game.Options) ([]CardFile, error) {
			eff, err := game.WithDefaults(opts, cardbattle.RuleOptions)
			if err != nil {
				return nil, err
			}
			packs, err := cardbattle.PackFiles(strings.Split(eff["packs"], ",")...)
			if err != nil {
				return nil, err
			}
			out := make([]CardFile, len(packs))
			for i, f := range packs {
				out[i] = CardFile(f)
			}
			return out, nil
		},
		read: func(files []CardFile) (game.CardSet, error) {
			in := make([]cardbattle.CardFile, len(files))
			for i, f := range files {
				in[i] = cardbattle.CardFile(f)
			}
			return cardbattle.UserCardFiles(in...)
		},
	},
	tableau.Name: {
		groups:  []string{"pack", "kind"},
		builtin: oneFile("classic.yaml", tableau.ClassicYAML),
	},
	dojo.Name: {
		groups:  []string{"kind", "animal", "level"},
		builtin: oneFile("starter.yaml", dojo.StarterYAML),
	},
}

// rulesFor returns the lab's rules for a game: what its declared model
// says, and its card rules.
func rulesFor(def *game.Definition) (*rules, error) {
	c, ok := gameCards[def.Name]
	if !ok {
		return nil, fmt.Errorf("the balance lab does not know the cards of the game %q", def.Name)
	}
	s := def.Schema
	if s == nil {
		return nil, fmt.Errorf("the game %q declares no model for the balance lab to read", def.Name)
	}
	return &rules{offers: s.LabelsOf(game.Offer), picks: s.Taking(), first: s.FirstSeat, kept: s.KeptZones(),
		keeping: s.Keeping(), settling: s.Settling(), cardRules: c}, nil
}
