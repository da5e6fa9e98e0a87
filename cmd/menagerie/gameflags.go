package main

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"menagerie/agent"
	"menagerie/game"
	"menagerie/games/cardbattle"
	"menagerie/registry"
)

// gameFlags are the flags that build a game of one registry entry: --cards,
// --rules, --players (kept in step with --rules players=N) and the game's
// own option flags, such as --packs.
type gameFlags struct {
	game        string // the game's name in the registry
	cardsFile   string
	rules       []string
	players     int
	optionFlags map[string]*string // option flag values, by option
}

// entry returns the game's registry entry; the commands name only games
// the registry lists.
func (f *gameFlags) entry() *registry.Entry {
	e, err := registry.Lookup(f.game)
	if err != nil {
		panic(err)
	}
	return e
}

// addFlags registers every flag that builds the game.
func (f *gameFlags) addFlags(cmd *cobra.Command) {
	f.addCardsFlag(cmd)
	f.addOptionFlags(cmd)
	f.addRulesFlag(cmd)
	f.addPlayersFlag(cmd)
}

// addCardsFlag registers --cards on cmd.
func (f *gameFlags) addCardsFlag(cmd *cobra.Command) {
	e := f.entry()
	cmd.Flags().StringVar(&f.cardsFile, "cards", "", fmt.Sprintf("your own %s card `FILE`, used instead of %s", e.Title, e.Cards.BuiltIn))
}

// addOptionFlags registers the game's own option flags on cmd.
func (f *gameFlags) addOptionFlags(cmd *cobra.Command) {
	for _, of := range f.entry().Flags {
		if f.optionFlags == nil {
			f.optionFlags = map[string]*string{}
		}
		f.optionFlags[of.Option] = cmd.Flags().String(of.Flag, "", of.Help)
	}
}

// addRulesFlag registers the repeatable --rules on cmd.
func (f *gameFlags) addRulesFlag(cmd *cobra.Command) {
	cmd.Flags().StringArrayVar(&f.rules, "rules", nil, "rule option `key=value`, repeatable:\n"+game.Help(f.entry().Options))
}

// addPlayersFlag registers --players on cmd.
func (f *gameFlags) addPlayersFlag(cmd *cobra.Command) {
	counts := f.entry().Players
	words := make([]string, len(counts))
	hi := 0
	for i, n := range counts {
		words[i] = strconv.Itoa(n)
		hi = max(hi, n)
	}
	cmd.Flags().Var(newNumberFlag(&f.players, 0, 1, hi), "players",
		fmt.Sprintf("number of players: %s (default %d; the same as --rules players=N)", strings.Join(words, ", "), counts[0]))
}

// options returns the rule options the flags give, as given: --rules, then
// the option flags and --players, each refused when --rules gives the same
// option another value.
func (f *gameFlags) options() (game.Options, error) {
	opts, err := game.ParseOptions(f.rules)
	if err != nil {
		return nil, usagef("--rules: %w", err)
	}
	for _, of := range f.entry().Flags {
		v := *f.optionFlags[of.Option]
		if v == "" {
			continue
		}
		if _, twice := opts[of.Option]; twice {
			return nil, usagef("give the %s once: --%s or --rules %s=..., not both", of.Option, of.Flag, of.Option)
		}
		opts[of.Option] = v
	}
	if f.players > 0 {
		n := strconv.Itoa(f.players)
		if given, ok := opts["players"]; ok && given != n {
			return nil, usagef("--players %s and --rules players=%s disagree: give one of them", n, game.Quote(given))
		}
		opts["players"] = n
	}
	return opts, nil
}

// build builds the configured game. A bad rule option is a usage error; a
// card file that cannot be read or is invalid is a failure.
func (f *gameFlags) build() (game.Game, error) {
	opts, err := f.options()
	if err != nil {
		return nil, err
	}
	set, err := f.cardSet()
	if err != nil {
		return nil, err
	}
	g, err := f.entry().New(set, opts)
	if err != nil {
		return nil, usagef("--rules: %w", err)
	}
	return g, nil
}

// cardSet reads --cards, or returns nil: the built-in cards.
func (f *gameFlags) cardSet() (game.CardSet, error) {
	if f.cardsFile == "" {
		return nil, nil
	}
	data, err := readCardFile(f.cardsFile)
	if err != nil {
		return nil, fmt.Errorf("--cards %s: %w", f.cardsFile, err)
	}
	e := f.entry()
	set, err := e.Cards.Read(f.cardsFile, data)
	if err != nil {
		return nil, fmt.Errorf("--cards %s is not a valid %s card file:\n%w", f.cardsFile, e.Title, err)
	}
	return set, nil
}

// typedFlags build a game as its engine's own type G, for the commands
// that still need it (game, play, replay, battle).
type typedFlags[G game.Game] struct{ gameFlags }

// newGame builds the configured game.
func (f *typedFlags[G]) newGame() (G, error) {
	g, err := f.build()
	if err != nil {
		var none G
		return none, err
	}
	return agent.GameAs[G](g)
}

// engineFlags are Card Battle's flags for the battle calculator, play and
// replay; allPacks makes every built-in pack the default.
type engineFlags struct {
	typedFlags[*cardbattle.Game]
	allPacks bool
}

// addCardsFlag registers --cards on cmd.
func (f *engineFlags) addCardsFlag(cmd *cobra.Command) {
	f.game = cardbattle.Name
	f.gameFlags.addCardsFlag(cmd)
}

// addPacksFlag registers --packs on cmd; allPacks makes every built-in pack
// the default instead of classic.
func (f *engineFlags) addPacksFlag(cmd *cobra.Command, allPacks bool) {
	f.game, f.allPacks = cardbattle.Name, allPacks
	f.addOptionFlags(cmd)
}

// addRulesFlag registers --rules and --players on cmd.
func (f *engineFlags) addRulesFlag(cmd *cobra.Command) {
	f.game = cardbattle.Name
	f.gameFlags.addRulesFlag(cmd)
	f.addPlayersFlag(cmd)
}

// newGame builds the configured Card Battle game.
func (f *engineFlags) newGame() (*cardbattle.Game, error) {
	if f.allPacks && f.cardsFile == "" && (f.optionFlags["packs"] == nil || *f.optionFlags["packs"] == "") {
		if opts, err := game.ParseOptions(f.rules); err == nil {
			if _, given := opts["packs"]; !given {
				f.rules = append(f.rules, "packs="+strings.Join(cardbattle.PackNames, ","))
			}
		}
	}
	return f.typedFlags.newGame()
}
