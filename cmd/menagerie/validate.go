package main

import (
	"errors"
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"menagerie/registry"
)

// newCardsValidateCmd checks a card file of any game.
func newCardsValidateCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "validate FILE",
		Short: "Check a card file of any game and report every error with its line",
		Long: `Check a card file (the format of docs/cardfile.md, docs/tableau.md or
docs/dojo.md); its top-level game: key (` + strings.Join(registry.Names(), ", ") + `) says which game
it is for. A valid file prints a one-line summary; an invalid one prints its
errors as FILE:LINE: FIELD: MESSAGE (the first 50, then how many more) and
exits with status 1. The checks are those a game makes of a file given with
--cards (including the limits of the format), so a valid file can be used
with --cards by the other commands. FILE - reads standard input.`,
		Example: `  menagerie cards validate my-pack.yaml
  menagerie battle --cards my-pack.yaml my-battle.json`,
		Args: exactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			path := args[0]
			data, err := readInput(path, cmd.InOrStdin(), maxCardFileRead, "a card file")
			if err != nil {
				return fmt.Errorf("cards validate %s: %w", path, err)
			}
			e := registry.DetectCards(data)
			set, err := e.Cards.Read(path, data)
			var problems interface{ Len() int }
			if errors.As(err, &problems) {
				fmt.Fprintln(cmd.ErrOrStderr(), err)
				if problems.Len() == 1 {
					return fmt.Errorf("cards validate %s: 1 error", path)
				}
				return fmt.Errorf("cards validate %s: %d errors", path, problems.Len())
			}
			if err != nil {
				return fmt.Errorf("cards validate %s: %w", path, err)
			}
			fmt.Fprintf(cmd.OutOrStdout(), "%s: ok: %s, hash %s\n", path, set.Summary(), set.Hash())
			return nil
		},
	}
}
