package balance

import (
	"fmt"

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
	// act (the first card of each such label).
	offers []string
	// picks are the event kinds whose first card the event's seat took.
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
	// builtin is the built-in card file a counterfactual changes when no
	// card file is given (used only when the game plays exactly it).
	builtin func() CardFile
}

// gameRules are the games the lab knows, by name.
var gameRules = map[string]*rules{
	cardbattle.Name: {
		offers: []string{"buy", "keep"},
		picks:  []string{"buy", "buy_blind", "keep"},
		groups: []string{"pack", "tier", "hat", "kind"},
		first: func(o game.Observation) int {
			return o.(*cardbattle.Observation).FirstShopper
		},
		kept: func(o game.Observation, _ int, dst []string) []string {
			return append(dst, o.(*cardbattle.Observation).Hand...)
		},
		builtin: func() CardFile { return CardFile{Name: "classic.yaml", Data: cardbattle.ClassicYAML()} },
	},
	tableau.Name: {
		offers: []string{"take"},
		picks:  []string{"take", "bonus_draft", "draw"},
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
		builtin:    func() CardFile { return CardFile{Name: "classic.yaml", Data: tableau.ClassicYAML()} },
	},
	dojo.Name: {
		offers: []string{"play", "animal", "place"},
		picks:  []string{"play", "animal", "place", "upgrade", "dodge"},
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
		builtin: func() CardFile { return CardFile{Name: "starter.yaml", Data: dojo.StarterYAML()} },
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

// rulesFor returns the lab's table for a game.
func rulesFor(name string) (*rules, error) {
	r, ok := gameRules[name]
	if !ok {
		return nil, fmt.Errorf("the balance lab does not know the game %q", name)
	}
	return r, nil
}
