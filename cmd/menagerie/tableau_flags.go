package main

import (
	"fmt"
	"os"
	"strings"

	"github.com/spf13/cobra"

	"menagerie/game"
	"menagerie/games/tableau"
)

// tableauFlags are the flags that configure a Tableau engine.
type tableauFlags struct {
	cardsFile string
	rules     []string
}

// addCardsFlag registers --cards on cmd.
func (f *tableauFlags) addCardsFlag(cmd *cobra.Command) {
	cmd.Flags().StringVar(&f.cardsFile, "cards", "", "your own Tableau card `FILE`, used instead of the built-in classic set")
}

// addRulesFlag registers the repeatable --rules on cmd.
func (f *tableauFlags) addRulesFlag(cmd *cobra.Command) {
	cmd.Flags().StringArrayVar(&f.rules, "rules", nil, "rule option `key=value`, repeatable:\n"+tableauOptionHelp())
}

// newGame builds the configured engine. A bad rule option is a usage error;
// a card file that cannot be read or is invalid is a failure.
func (f *tableauFlags) newGame() (*tableau.Game, error) {
	opts, err := game.ParseOptions(f.rules)
	if err != nil {
		return nil, usagef("--rules: %w", err)
	}
	set, err := f.cardSet()
	if err != nil {
		return nil, err
	}
	g, err := tableau.New(set, opts)
	if err != nil {
		return nil, usagef("--rules: %w", err)
	}
	return g, nil
}

// cardSet reads --cards, or returns nil for the built-in classic set.
func (f *tableauFlags) cardSet() (*tableau.CardSet, error) {
	if f.cardsFile == "" {
		return nil, nil
	}
	data, err := os.ReadFile(f.cardsFile)
	if err != nil {
		return nil, fmt.Errorf("--cards %s: %w", f.cardsFile, pathError(err))
	}
	set, err := tableau.ParseCardFile(f.cardsFile, data)
	if err != nil {
		return nil, fmt.Errorf("--cards %s is not a valid Tableau card file:\n%w", f.cardsFile, err)
	}
	return set, nil
}

// tableauOptionHelp lists Tableau's rule options, one per line.
func tableauOptionHelp() string {
	var b strings.Builder
	for _, o := range tableau.RuleOptions {
		fmt.Fprintf(&b, "  %s (default %s): %s\n", o.Name, o.Default, o.Help)
	}
	return strings.TrimSuffix(b.String(), "\n")
}
