package main

import (
	"fmt"
	"math"

	"github.com/spf13/cobra"

	"menagerie/game"
	"menagerie/games/tableau"
)

// newGameTableauCmd plays one Tableau game between bots.
func newGameTableauCmd() *cobra.Command {
	var (
		engine     = typedFlags[*tableau.Game]{gameFlags{game: tableau.Name}}
		seed       uint64
		recordFile string
		quiet      bool
		botFlags   []string
	)
	cmd := &cobra.Command{
		Use:   "tableau",
		Short: "Play one Tableau game between bots and print it",
		Long: `Play one whole Tableau game (six rounds of market and combat; 2-4 players with
--rules players=N) between bots (--bots, P1 first; default a heuristic player in
every seat), and print everything that happens, then the VP and the winner.

The same seed, card set and rules always give the same game. --record saves
the game record (game, rules version, options, card-set hash, seed and every
action, Mosquito rolls included) as JSON, from which the game can be replayed.`,
		Example: `  menagerie game tableau --seed 7
  menagerie game tableau --rules players=4 --bots heuristic,random,random,ismcts:iters=200
  menagerie game tableau --seed 7 --quiet --record game7.json
  menagerie game tableau --rules players=3,extension=true,ties=split`,
		Args: exactArgs(0),
		RunE: func(cmd *cobra.Command, _ []string) error {
			if err := refuseRecordFile("game tableau", recordFile); err != nil {
				return err
			}
			g, err := engine.newGame()
			if err != nil {
				return err
			}
			bots, seats, err := seatBots(botFlags, g)
			if err != nil {
				return err
			}
			out := cmd.OutOrStdout()
			st, ok := g.NewState(seed).(*tableau.State)
			if !ok {
				return fmt.Errorf("game tableau: the engine returned an unexpected state type")
			}
			fmt.Fprintf(out, "Tableau, seed %d, %s set (card set %s), rules: %s\n%s\nP%d is first player in round 1\n",
				seed, g.Cards().Set, g.CardSetHash(), g.Options(), seats, st.FirstPlayer()+1)
			var tell func(game.Event)
			if !quiet {
				tell = tellEvents(out, g)
			}
			record := game.NewRecord(g, seed)
			record.Actions, err = playAll(st, bots, seed, tell)
			if err != nil {
				return fmt.Errorf("game tableau: %w", err)
			}
			fmt.Fprintf(out, "\n%s\n", g.ResultText(st.Observe(0)))
			return saveRecord(cmd, "game tableau", recordFile, record)
		},
	}
	engine.addFlags(cmd)
	cmd.Flags().Var(newNumberFlag(&seed, 1, 0, math.MaxUint64), "seed", "seed for the shuffles, the Mosquito die and the players' choices")
	cmd.Flags().StringVar(&recordFile, "record", "", "write the game record as JSON to `FILE` (a new file)")
	cmd.Flags().BoolVar(&quiet, "quiet", false, "print only the final VP and the winner")
	cmd.Flags().StringArrayVar(&botFlags, "bots", nil, "one bot per seat, P1 first, e.g. `ismcts,heuristic` (random, heuristic, ismcts[:iters=N,...]; default heuristic in every seat)")
	return cmd
}
