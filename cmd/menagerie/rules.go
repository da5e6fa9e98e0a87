package main

import (
	"fmt"
	"io"

	"github.com/spf13/cobra"

	"menagerie/internal/howto"
	"menagerie/registry"
)

// newRulesCmd groups the how-to-play of each game; alone it lists the
// games.
func newRulesCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:                        "rules",
		Short:                      "Show how to play a game: its goal, a round and its decisions",
		Args:                       subcommandArgs,
		SuggestionsMinimumDistance: 2,
		RunE: func(cmd *cobra.Command, _ []string) error {
			out := cmd.OutOrStdout()
			fmt.Fprintln(out, "How to play each game: menagerie rules GAME")
			for _, e := range registry.Games() {
				fmt.Fprintf(out, "  %-11s %s\n", e.Name, wrap(e.Summary, 14, 78))
			}
			return nil
		},
	}
	for _, e := range registry.Games() {
		cmd.AddCommand(newRulesGameCmd(e))
	}
	return cmd
}

// newRulesGameCmd prints the how-to-play of e's game.
func newRulesGameCmd(e *registry.Entry) *cobra.Command {
	return &cobra.Command{
		Use:   e.Name,
		Short: fmt.Sprintf("How to play %s", e.Title),
		Long: fmt.Sprintf(`How to play %s, in short: the goal, the flow of a round, the decisions
you take and how the game ends. The project's docs/%s.md has every rule as
the program plays it.`, e.Title, e.Name),
		Args: exactArgs(0),
		RunE: func(cmd *cobra.Command, _ []string) error {
			text, ok := howto.Text(e.Name)
			if !ok {
				return fmt.Errorf("rules %s: there is no how-to-play for %s yet", e.Name, e.Title)
			}
			_, err := io.WriteString(cmd.OutOrStdout(), text)
			return err
		},
	}
}
