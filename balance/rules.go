package balance

import (
	"fmt"
	"strings"

	"menagerie/game"
	"menagerie/games/cardbattle"
	"menagerie/games/dojo"
	"menagerie/games/tableau"
)

// rules says, for one game, what its events and observations mean to the
// lab: which labelled actions offer a card to the seat to act, which
// events mean the seat took a card, which card-list fields group the cards,
// which seat is the First Player and which cards a seat still holds at the
// end. Everything else is the same for every game.
type rules struct {
	// offers are the label kinds whose cards are offered to the seat to
	// act (the first card of each such label): the game's declared Offer
	// labels.
	offers []string
	// picks are the event kinds whose first card the event's seat took:
	// the game's declared taking events.
	picks []string
	// groups are the card-list fields (menagerie cards GAME --json) that
	// the report groups cards by, e.g. tier, pack, hat.
	groups []string
	// first is the seat that goes first, read from the spectator's
	// observation before the first action.
	first func(game.Observation) int
	// kept appends to dst the names of the cards seat holds in the final
	// observation of that seat.
	kept func(o game.Observation, seat int, dst []string) []string
	// keptEvents are event kinds that give a seat's cards back as the
	// game ends (Tableau sells every stack at the end): their first card
	// counts as kept when no keptReset event follows them.
	keptEvents []string
	keptReset  string
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

// gameRules are the games the lab knows, by name.
var gameRules = map[string]*rules{
	cardbattle.Name: {
		groups: []string{"pack", "tier", "hat", "kind"},
		first: func(o game.Observation) int {
			return o.(*cardbattle.Observation).FirstShopper
		},
		kept: func(o game.Observation, _ int, dst []string) []string {
			return append(dst, o.(*cardbattle.Observation).Hand...)
		},
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
		groups: []string{"pack", "kind"},
		first: func(o game.Observation) int {
			return o.(*tableau.Observation).FirstPlayer
		},
		kept: func(o game.Observation, seat int, dst []string) []string {
			for _, st := range o.(*tableau.Observation).Tableaus[seat] {
				dst = appendNamed(dst, st.Card, st.Food)
			}
			return dst
		},
		keptEvents: []string{"sell"},
		keptReset:  "award",
		builtin:    oneFile("classic.yaml", tableau.ClassicYAML),
	},
	dojo.Name: {
		groups: []string{"kind", "animal", "level"},
		first: func(o game.Observation) int {
			return o.(*dojo.Observation).FirstPlayer
		},
		kept: func(o game.Observation, seat int, dst []string) []string {
			p := o.(*dojo.Observation).Players[seat]
			for _, col := range p.Zone {
				for _, a := range col {
					dst = appendNamed(dst, a.Card)
				}
			}
			return appendNamed(dst, p.Stay[:]...)
		},
		builtin: oneFile("starter.yaml", dojo.StarterYAML),
	},
}

// appendNamed appends the names that are not empty.
func appendNamed(dst []string, names ...string) []string {
	for _, n := range names {
		if n != "" {
			dst = append(dst, n)
		}
	}
	return dst
}

// rulesFor returns the lab's table for a game, its offers and picks read
// from the game's declared model when it has one.
func rulesFor(def *game.Definition) (*rules, error) {
	r, ok := gameRules[def.Name]
	if !ok {
		return nil, fmt.Errorf("the balance lab does not know the game %q", def.Name)
	}
	if def.Schema != nil {
		declared := *r
		declared.offers, declared.picks = def.Schema.LabelsOf(game.Offer), def.Schema.Taking()
		r = &declared
	}
	return r, nil
}
