package main

import (
	"github.com/spf13/cobra"

	"menagerie/game"
)

// newSimDojoCmd plays a batch of Dojo games between bots.
func newSimDojoCmd() *cobra.Command {
	var (
		f      simFlags
		engine = dojoFlags{engine: dojoEngine}
	)
	cmd := &cobra.Command{
		Use:   "dojo",
		Short: "Play many Dojo games between bots and report win rates",
		Long: "Play a batch of Dojo duels between bots on every core. Exercises are off for\n" +
			"bots; a game that reaches the turn cap (--rules turn_cap=N, default 300) is\n" +
			"won on health left, or is a draw.\n\n" + simHelp,
		Example: `  menagerie sim dojo --bots heuristic,random --games 1000
  menagerie sim dojo --rules modifiers=off --bots heuristic,heuristic --games 2000
  menagerie sim dojo --rules animals_only=true,turn_cap=100 --bots ismcts:iters=200,heuristic --json`,
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
