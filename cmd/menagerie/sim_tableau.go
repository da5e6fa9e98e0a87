package main

import (
	"github.com/spf13/cobra"

	"menagerie/game"
)

// newSimTableauCmd plays a batch of Tableau games between bots.
func newSimTableauCmd() *cobra.Command {
	var (
		f      simFlags
		engine = tableauFlags{engine: tableauEngine}
	)
	cmd := &cobra.Command{
		Use:   "tableau",
		Short: "Play many Tableau games between bots and report win rates",
		Long: "Play a batch of Tableau games (2-4 players: --rules players=N) between bots on\n" +
			"every core. A shared victory counts as a draw for the winners and a loss for\n" +
			"everyone else.\n\n" + simHelp,
		Example: `  menagerie sim tableau --bots heuristic,random --games 200
  menagerie sim tableau --rules players=4 --bots heuristic,heuristic,random,random --games 400
  menagerie sim tableau --rules players=3,extension=true --bots ismcts:iters=200,heuristic,random --json
  menagerie sim tableau --bots heuristic,random --games 20 --records games/`,
		Args: exactArgs(0),
		RunE: func(cmd *cobra.Command, _ []string) error {
			return runSim(cmd, &f, func() (game.Game, string, error) {
				g, err := engine.newGame()
				if err != nil {
					return nil, "", err
				}
				return g, g.Cards().Set + " set", nil
			})
		},
	}
	engine.addCardsFlag(cmd)
	engine.addRulesFlag(cmd)
	f.addFlags(cmd)
	return cmd
}
