package main

import (
	"errors"
	"fmt"

	"github.com/spf13/cobra"

	"menagerie/games/cardbattle"
)

// newCardsValidateCmd checks a card file.
func newCardsValidateCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "validate FILE",
		Short: "Check a card file and report every error with its line",
		Long: `Check a Card Battle card file (the format of docs/cardfile.md). A valid file
prints a one-line summary; an invalid one prints its errors as
FILE:LINE: FIELD: MESSAGE (the first 50, then how many more) and exits with
status 1. The checks are those a game makes of a file given with --cards
(including the limits of docs/cardfile.md), so a valid file can be used with
--cards by the other commands. FILE - reads standard input.`,
		Example: `  menagerie cards validate my-pack.yaml
  menagerie battle --cards my-pack.yaml my-battle.json`,
		Args: exactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			path := args[0]
			data, err := readInput(path, cmd.InOrStdin(), maxCardFileRead, "a card file")
			if err != nil {
				return fmt.Errorf("cards validate %s: %w", path, err)
			}
			set, err := cardbattle.UserCards(path, data)
			var problems cardbattle.FileErrors
			if errors.As(err, &problems) {
				fmt.Fprintln(cmd.ErrOrStderr(), problems)
				if len(problems) == 1 {
					return fmt.Errorf("cards validate %s: 1 error", path)
				}
				return fmt.Errorf("cards validate %s: %d errors", path, len(problems))
			}
			if err != nil {
				return fmt.Errorf("cards validate %s: %w", path, err)
			}
			fmt.Fprintf(cmd.OutOrStdout(), "%s: ok: pack %s, %d card types, %d pets and %d food in tiers 1-6 (copies counted), hash %s\n",
				path, set.Pack, len(set.IDs()), set.Count(cardbattle.KindPet), set.Count(cardbattle.KindFood), set.Hash())
			return nil
		},
	}
}
