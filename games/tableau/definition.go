package tableau

import (
	"fmt"

	"menagerie/game"
	"menagerie/games/internal/contract"
)

// Definition describes Tableau to the program: its options, card files and
// how to build it. It parses nothing.
func Definition() game.Definition {
	return game.Definition{
		Name:    Name,
		Title:   "Tableau",
		Summary: "the Super Auto Pets board game: a market draft, a tableau of stacks, wounds and a power race; 2-4 players",
		About: "Tableau is played in six rounds of market and combat: players draft animals and food " +
			"from a shared market into stacks that level up, then the stacks fight column by column; " +
			"victory points decide the winner. 2-4 players.",
		RulesVersion: RulesVersion,
		Players:      []int{2, 3, 4},
		Options:      RuleOptions,
		Cards: game.CardFormat{
			BuiltIn:      "the built-in classic set",
			Detect:       contract.Detector(Name),
			Read:         contract.Reader(ParseCardFile),
			List:         listCards,
			InUse:        contract.InUse[*Game, *CardSet],
			Groups:       []string{"pack", "kind"},
			BuiltInFiles: contract.OneFile("classic.yaml", ClassicYAML),
		},
		New:    contract.Constructor(New),
		Schema: Schema,
		// Two or three turns of each player.
		WatchDelay: 6,
	}
}

// Title names the set for report headers: "classic set".
func (cs *CardSet) Title() string { return cs.Set + " set" }

// Summary describes the set in one line: its name and counts.
func (cs *CardSet) Summary() string {
	animals, foods := cs.types()
	return fmt.Sprintf("set %s, %d animals (%d cards) and %d foods (%d cards)",
		cs.Set, animals, cs.Count(KindAnimal), foods, cs.Count(KindFood))
}

// types counts the set's animal and food card types.
func (cs *CardSet) types() (animals, foods int) {
	for _, id := range cs.IDs() {
		if cs.Card(id).IsAnimal() {
			animals++
		} else {
			foods++
		}
	}
	return animals, foods
}
