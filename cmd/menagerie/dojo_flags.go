package main

import (
	"fmt"
	"os"
	"strings"

	"github.com/spf13/cobra"

	"menagerie/game"
	"menagerie/games/dojo"
)

// dojoFlags are the flags that configure a Dojo engine.
type dojoFlags struct {
	cardsFile string
	rules     []string
}

// addCardsFlag registers --cards on cmd.
func (f *dojoFlags) addCardsFlag(cmd *cobra.Command) {
	cmd.Flags().StringVar(&f.cardsFile, "cards", "", "your own Dojo card `FILE`, used instead of the built-in starter set")
}

// addRulesFlag registers the repeatable --rules on cmd.
func (f *dojoFlags) addRulesFlag(cmd *cobra.Command) {
	cmd.Flags().StringArrayVar(&f.rules, "rules", nil, "rule option `key=value`, repeatable:\n"+dojoOptionHelp())
}

// newGame builds the configured engine. A bad rule option is a usage error;
// a card file that cannot be read or is invalid is a failure.
func (f *dojoFlags) newGame() (*dojo.Game, error) {
	opts, err := game.ParseOptions(f.rules)
	if err != nil {
		return nil, usagef("--rules: %w", err)
	}
	set, err := f.cardSet()
	if err != nil {
		return nil, err
	}
	g, err := dojo.New(set, opts)
	if err != nil {
		return nil, usagef("--rules: %w", err)
	}
	return g, nil
}

// cardSet reads --cards, or returns nil for the built-in starter set.
func (f *dojoFlags) cardSet() (*dojo.CardSet, error) {
	if f.cardsFile == "" {
		return nil, nil
	}
	data, err := os.ReadFile(f.cardsFile)
	if err != nil {
		return nil, fmt.Errorf("--cards %s: %w", f.cardsFile, pathError(err))
	}
	set, err := dojo.ParseCardFile(f.cardsFile, data)
	if err != nil {
		return nil, fmt.Errorf("--cards %s is not a valid Dojo card file:\n%w", f.cardsFile, err)
	}
	return set, nil
}

// dojoOptionHelp lists Dojo's rule options, one per line.
func dojoOptionHelp() string {
	var b strings.Builder
	for _, o := range dojo.RuleOptions {
		fmt.Fprintf(&b, "  %s (default %s): %s\n", o.Name, o.Default, o.Help)
	}
	return strings.TrimSuffix(b.String(), "\n")
}
