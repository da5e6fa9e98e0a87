package main

import (
	"fmt"

	"github.com/spf13/cobra"

	"menagerie/game"
	"menagerie/games/dojo"
	"menagerie/games/tableau"
)

// cardRulesFlags are the flags of an engine configured by a card file and
// rule options (Tableau and Dojo): --cards and --rules.
type cardRulesFlags[G any, S any] struct {
	engine    cardRulesEngine[G, S]
	cardsFile string
	rules     []string
}

// cardRulesEngine says how to build one such engine.
type cardRulesEngine[G any, S any] struct {
	title   string // for messages: "Tableau"
	builtIn string // what plays without --cards
	options []game.RuleOption
	parse   func(name string, data []byte) (S, error)
	build   func(set S, opts game.Options) (G, error)
}

// tableauFlags and dojoFlags configure the Tableau and Dojo engines.
type (
	tableauFlags = cardRulesFlags[*tableau.Game, *tableau.CardSet]
	dojoFlags    = cardRulesFlags[*dojo.Game, *dojo.CardSet]
)

var (
	tableauEngine = cardRulesEngine[*tableau.Game, *tableau.CardSet]{
		title: "Tableau", builtIn: "the built-in classic set", options: tableau.RuleOptions,
		parse: tableau.ParseCardFile, build: tableau.New,
	}
	dojoEngine = cardRulesEngine[*dojo.Game, *dojo.CardSet]{
		title: "Dojo", builtIn: "the built-in starter set", options: dojo.RuleOptions,
		parse: dojo.ParseCardFile, build: dojo.New,
	}
)

// addCardsFlag registers --cards on cmd.
func (f *cardRulesFlags[G, S]) addCardsFlag(cmd *cobra.Command) {
	cmd.Flags().StringVar(&f.cardsFile, "cards", "", fmt.Sprintf("your own %s card `FILE`, used instead of %s", f.engine.title, f.engine.builtIn))
}

// addRulesFlag registers the repeatable --rules on cmd.
func (f *cardRulesFlags[G, S]) addRulesFlag(cmd *cobra.Command) {
	cmd.Flags().StringArrayVar(&f.rules, "rules", nil, "rule option `key=value`, repeatable:\n"+game.Help(f.engine.options))
}

// newGame builds the configured engine. A bad rule option is a usage error;
// a card file that cannot be read or is invalid is a failure.
func (f *cardRulesFlags[G, S]) newGame() (G, error) {
	var none G
	opts, err := game.ParseOptions(f.rules)
	if err != nil {
		return none, usagef("--rules: %w", err)
	}
	set, err := f.cardSet()
	if err != nil {
		return none, err
	}
	g, err := f.engine.build(set, opts)
	if err != nil {
		return none, usagef("--rules: %w", err)
	}
	return g, nil
}

// cardSet reads --cards, or returns the zero set: the built-in one.
func (f *cardRulesFlags[G, S]) cardSet() (S, error) {
	var none S
	if f.cardsFile == "" {
		return none, nil
	}
	data, err := readCardFile(f.cardsFile)
	if err != nil {
		return none, fmt.Errorf("--cards %s: %w", f.cardsFile, err)
	}
	set, err := f.engine.parse(f.cardsFile, data)
	if err != nil {
		return none, fmt.Errorf("--cards %s is not a valid %s card file:\n%w", f.cardsFile, f.engine.title, err)
	}
	return set, nil
}
