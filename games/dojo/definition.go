package dojo

import (
	"fmt"

	"menagerie/game"
	"menagerie/games/internal/contract"
)

// Definition describes Dojo to the program: its options, card files and
// how to build it. It parses nothing.
func Definition() game.Definition {
	return game.Definition{
		Name:  Name,
		Title: "Dojo",
		Summary: "the exercise card game: a 3x3 zone of animals at 3 levels, dojos, health and item cards, " +
			"an exercise for each attack; 2 players, or the solo mission",
		About: "Dojo is a duel of animal zones: each player builds a 3x3 zone of animals that level up, " +
			"plays dojos, health and item cards, and does an exercise for each attack; the last zone " +
			"standing wins. 2 players, or 1 in the solo mission.",
		RulesVersion: RulesVersion,
		Players:      []int{2, 1},
		Options:      RuleOptions,
		Cards: game.CardFormat{
			BuiltIn:      "the built-in starter set",
			Detect:       contract.Detector(Name),
			Read:         contract.Reader(ParseCardFile),
			List:         listCards,
			InUse:        contract.InUse[*Game, *CardSet],
			Groups:       []string{"kind", "animal", "level"},
			BuiltInFiles: contract.OneFile("starter.yaml", StarterYAML),
		},
		New:    contract.Constructor(New),
		Schema: Schema,
		// A few turns of each player.
		WatchDelay: 4,
	}
}

// Title names the set for report headers: "starter set".
func (cs *CardSet) Title() string { return cs.Set + " set" }

// Summary describes the set in one line: its name and counts.
func (cs *CardSet) Summary() string {
	animals, others := cs.counts()
	return fmt.Sprintf("set %s, %d animals in %d families, %d other cards; a deck of %d cards",
		cs.Set, animals, len(cs.Families), others, cs.DeckSize())
}

// counts returns the number of animal card types and of other cards,
// copies counted.
func (cs *CardSet) counts() (animals, others int) {
	for _, id := range cs.IDs() {
		if c := cs.Card(id); c.IsAnimal() {
			animals++
		} else {
			others += c.Copies
		}
	}
	return animals, others
}
