package main

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strings"

	"github.com/spf13/cobra"

	"menagerie/game"
	"menagerie/games/cardbattle"
)

// engineFlags are the flags that configure a Card Battle engine.
type engineFlags struct {
	cardsFile string
	rules     []string
}

// addCardsFlag registers --cards on cmd.
func (f *engineFlags) addCardsFlag(cmd *cobra.Command) {
	cmd.Flags().StringVar(&f.cardsFile, "cards", "", "card `FILE` to use instead of the built-in Classic Pack")
}

// addRulesFlag registers the repeatable --rules on cmd.
func (f *engineFlags) addRulesFlag(cmd *cobra.Command) {
	cmd.Flags().StringArrayVar(&f.rules, "rules", nil, "rule option `key=value`, repeatable:\n"+optionHelp())
}

// newGame builds the configured engine. A bad rule option is a usage error;
// a card file that cannot be read or is invalid is a failure.
func (f *engineFlags) newGame() (*cardbattle.Game, error) {
	opts, err := game.ParseOptions(f.rules)
	if err != nil {
		return nil, usagef("--rules: %w", err)
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

// cardSet reads --cards, or returns the built-in Classic Pack.
func (f *engineFlags) cardSet() (*cardbattle.CardSet, error) {
	if f.cardsFile == "" {
		return cardbattle.Classic(), nil
	}
	data, err := os.ReadFile(f.cardsFile)
	if err != nil {
		return nil, fmt.Errorf("--cards %s: %w", f.cardsFile, pathError(err))
	}
	set, err := cardbattle.UserCards(f.cardsFile, data)
	if err != nil {
		return nil, fmt.Errorf("--cards %s is not a valid card file:\n%w", f.cardsFile, err)
	}
	return set, nil
}

// optionHelp lists cardbattle's rule options, one per line.
func optionHelp() string {
	var b strings.Builder
	for _, o := range cardbattle.RuleOptions {
		fmt.Fprintf(&b, "  %s (default %s): %s\n", o.Name, o.Default, o.Help)
	}
	return strings.TrimSuffix(b.String(), "\n")
}

// readInput reads the file named by path, or stdin for "-".
func readInput(path string, stdin io.Reader) ([]byte, error) {
	var (
		data []byte
		err  error
	)
	if path == "-" {
		data, err = io.ReadAll(stdin)
	} else {
		data, err = os.ReadFile(path)
	}
	return data, pathError(err)
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
