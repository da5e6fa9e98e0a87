package main

import (
	"errors"
	"fmt"
	"io/fs"
	"strings"

	"github.com/spf13/cobra"

	"menagerie/game"
	"menagerie/games/cardbattle"
)

// engineFlags are the flags that configure a Card Battle engine.
type engineFlags struct {
	cardsFile string
	packs     string
	rules     []string
	// allPacks makes every built-in pack the default (for the battle
	// calculator and the card list, where any card may be named).
	allPacks bool
}

// addCardsFlag registers --cards on cmd.
func (f *engineFlags) addCardsFlag(cmd *cobra.Command) {
	cmd.Flags().StringVar(&f.cardsFile, "cards", "", "your own pack: a card `FILE` used instead of the built-in packs (with the built-in supply cards)")
}

// addPacksFlag registers --packs on cmd; allPacks makes every built-in pack
// the default instead of classic.
func (f *engineFlags) addPacksFlag(cmd *cobra.Command, allPacks bool) {
	f.allPacks = allPacks
	def := "classic"
	if allPacks {
		def = "all of them"
	}
	cmd.Flags().StringVar(&f.packs, "packs", "", "built-in `PACKS`, comma-separated: classic, golden, magic (default "+def+")")
}

// addRulesFlag registers the repeatable --rules on cmd.
func (f *engineFlags) addRulesFlag(cmd *cobra.Command) {
	cmd.Flags().StringArrayVar(&f.rules, "rules", nil, "rule option `key=value`, repeatable:\n"+game.Help(cardbattle.RuleOptions))
}

// newGame builds the configured engine. A bad rule option is a usage error;
// a card file that cannot be read or is invalid is a failure.
func (f *engineFlags) newGame() (*cardbattle.Game, error) {
	opts, err := game.ParseOptions(f.rules)
	if err != nil {
		return nil, usagef("--rules: %w", err)
	}
	if f.packs != "" {
		if _, twice := opts["packs"]; twice {
			return nil, usagef("give the packs once: --packs or --rules packs=..., not both")
		}
		if f.cardsFile != "" {
			return nil, usagef("--packs chooses built-in packs and --cards replaces them: give one of them")
		}
		opts["packs"] = f.packs
	}
	if _, given := opts["packs"]; !given && f.allPacks && f.cardsFile == "" {
		opts["packs"] = strings.Join(cardbattle.PackNames, ",")
	}
	set, err := f.cardSet()
	if err != nil {
		return nil, err
	}
	g, err := cardbattle.New(set, opts)
	if err != nil {
		return nil, usagef("--rules: %w", err)
	}
	return g, nil
}

// cardSet reads --cards, or returns nil: the built-in packs the game's
// packs option names.
func (f *engineFlags) cardSet() (*cardbattle.CardSet, error) {
	if f.cardsFile == "" {
		return nil, nil
	}
	data, err := readCardFile(f.cardsFile)
	if err != nil {
		return nil, fmt.Errorf("--cards %s: %w", f.cardsFile, err)
	}
	set, err := cardbattle.UserCards(f.cardsFile, data)
	if err != nil {
		return nil, fmt.Errorf("--cards %s is not a valid card file:\n%w", f.cardsFile, err)
	}
	return set, nil
}

// pathError drops the operation and path from a file error, for messages
// that name the file already.
func pathError(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}
