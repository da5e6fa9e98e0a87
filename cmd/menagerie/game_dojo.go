package main

import (
	"fmt"
	"math"

	"github.com/spf13/cobra"

	"menagerie/game"
	"menagerie/games/dojo"
)

// newGameDojoCmd plays one Dojo game between bots.
func newGameDojoCmd() *cobra.Command {
	var (
		engine     = typedFlags[*dojo.Game]{gameFlags{game: dojo.Name}}
		seed       uint64
		recordFile string
		quiet      bool
		botFlags   []string
	)
	cmd := &cobra.Command{
		Use:   "dojo",
		Short: "Play one Dojo game between bots and print it",
		Long: `Play one whole Dojo duel between bots (--bots, P1 first; default a heuristic
player in both seats), print everything that happens, then the winner and each
player's workout summary (the exercises their attacks asked for).

The same seed, card set and rules always give the same game. --record saves
the game record as JSON, from which the game can be replayed.`,
		Example: `  menagerie game dojo --seed 7
  menagerie game dojo --bots heuristic,random --rules modifiers=off
  menagerie game dojo --seed 7 --quiet --record game7.json`,
		Args: exactArgs(0),
		RunE: func(cmd *cobra.Command, _ []string) error {
			if err := refuseRecordFile("game dojo", recordFile); err != nil {
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
			st, ok := g.NewState(seed).(*dojo.State)
			if !ok {
				return fmt.Errorf("game dojo: the engine returned an unexpected state type")
			}
			fmt.Fprintf(out, "Dojo, seed %d, %s set (card set %s), rules: %s\n%s\n",
				seed, g.Cards().Set, g.CardSetHash(), g.Options(), seats)
			var tell func(game.Event)
			if !quiet {
				tell = tellEvents(out, g)
			}
			record := game.NewRecord(g, seed)
			record.Actions, err = playAll(st, bots, seed, tell)
			if err != nil {
				return fmt.Errorf("game dojo: %w", err)
			}
			fmt.Fprintf(out, "\n%s\n", g.ResultText(st.Observe(0)))
			return saveRecord(cmd, "game dojo", recordFile, record)
		},
	}
	engine.addFlags(cmd)
	cmd.Flags().Var(newNumberFlag(&seed, 1, 0, math.MaxUint64), "seed", "seed for the shuffles and the players' choices")
	cmd.Flags().StringVar(&recordFile, "record", "", "write the game record as JSON to `FILE` (a new file)")
	cmd.Flags().BoolVar(&quiet, "quiet", false, "print only the result and the workout summary")
	cmd.Flags().StringArrayVar(&botFlags, "bots", nil, "one bot per seat, P1 first, e.g. `ismcts,heuristic` (random, heuristic, ismcts[:iters=N,...]; default heuristic in every seat)")
	return cmd
}
