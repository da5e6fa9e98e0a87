package cardbattle

import (
	"fmt"
	"strings"

	"menagerie/game"
	"menagerie/games/internal/contract"
)

// Definition describes Card Battle to the program: its options, card files
// and how to build it. It parses nothing.
func Definition() game.Definition {
	return game.Definition{
		Name:  Name,
		Title: "Card Battle",
		Summary: "Super Auto Pets Card Battle: shop with gold, a secret deck order, an automatic battle " +
			"one pet at a time, six rounds of trophies; 2, 4 or 6 players; Classic, Golden and Magic packs",
		About: "Card Battle is played in six rounds of shop and battle: each player buys pets and food " +
			"with gold, orders a secret deck, and the decks fight an automatic battle one pet at a time; " +
			"trophies decide the winner. 2, 4 or 6 players; the Classic, Golden and Magic packs.",
		RulesVersion: RulesVersion,
		Players:      []int{2, 4, 6},
		Options:      RuleOptions,
		Flags: []game.OptionFlag{{Flag: "packs", Option: "packs",
			Help: "built-in `PACKS`, comma-separated: classic, golden, magic (the same as --rules packs=...)"}},
		Cards: game.CardFormat{
			BuiltIn:      "the built-in packs (with the built-in supply cards)",
			Detect:       contract.Detector(Name),
			Read:         contract.Reader(UserCards),
			List:         listCards,
			InUse:        contract.InUse[*Game, *CardSet],
			Groups:       []string{"pack", "tier", "hat", "kind"},
			BuiltInFiles: builtInFiles,
			ReadFiles: func(files []game.CardFile) (game.CardSet, error) {
				in := make([]CardFile, len(files))
				for i, f := range files {
					in[i] = CardFile(f)
				}
				return UserCardFiles(in...)
			},
		},
		New: contract.Constructor(func(set *CardSet, opts game.Options) (*Game, error) {
			return New(set, packsForPlayers(set, opts))
		}),
		Schema: Schema,
		// About one round: medium bots decide 13.4 times a seat a round.
		WatchDelay: 13,
	}
}

// packsForPlayers returns opts with the packs option filled in when a
// game of 4 or 6 players on the built-in cards names none: the first 2 or 3
// packs of PackNames, the fewest the rulebook allows ("At least 2 packs for
// 4 players, 3 for 6"). Other options are returned as they are.
func packsForPlayers(set *CardSet, opts game.Options) game.Options {
	if _, named := opts["packs"]; named || set != nil {
		return opts
	}
	need := 0
	switch opts["players"] {
	case "4":
		need = 2
	case "6":
		need = 3
	default:
		return opts
	}
	out := make(game.Options, len(opts)+1)
	for k, v := range opts {
		out[k] = v
	}
	out["packs"] = strings.Join(PackNames[:need], ",")
	return out
}

// Title names the set for report headers: "classic pack".
func (cs *CardSet) Title() string { return cs.Pack + " pack" }

// Summary describes the set in one line: its pack and counts.
func (cs *CardSet) Summary() string {
	return fmt.Sprintf("pack %s, %d card types, %d pets and %d food in tiers 1-6 (copies counted)",
		cs.Pack, len(cs.IDs()), cs.Count(KindPet), cs.Count(KindFood))
}

// builtInFiles returns the built-in files of the packs opts name (with
// defaults), which a game with opts is read from beside the supply.
func builtInFiles(opts game.Options) ([]game.CardFile, error) {
	eff, err := game.WithDefaults(opts, RuleOptions)
	if err != nil {
		return nil, err
	}
	packs, err := PackFiles(strings.Split(eff["packs"], ",")...)
	if err != nil {
		return nil, err
	}
	out := make([]game.CardFile, len(packs))
	for i, f := range packs {
		out[i] = game.CardFile(f)
	}
	return out, nil
}
