package main

import (
	"fmt"
	"math"

	"github.com/spf13/cobra"

	"menagerie/game"
	"menagerie/games/cardbattle"
	"menagerie/internal/tui"
)

// newGameCmd groups the commands that play a whole game.
func newGameCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:                        "game",
		Short:                      "Play one whole game between computer players",
		Args:                       subcommandArgs,
		SuggestionsMinimumDistance: 2,
		RunE:                       showHelp,
	}
	cmd.AddCommand(newGameCardBattleCmd(), newGameTableauCmd(), newGameDojoCmd())
	return cmd
}

// newGameCardBattleCmd plays one Card Battle game between two random players.
func newGameCardBattleCmd() *cobra.Command {
	var (
		engine     engineFlags
		seed       uint64
		recordFile string
		quiet      bool
		botFlags   []string
	)
	cmd := &cobra.Command{
		Use:   "cardbattle",
		Short: "Play one Card Battle game between two bots and print it",
		Long: `Play one whole Card Battle game (six rounds of shop and battle) between two
bots (--bots, P1 first; default two heuristic players), and print everything
that happens, hidden cards included, then the trophies and the winner.

The same seed, card set and rules always give the same game. --record saves
the game record (game, rules version, options, card-set hash, seed and every
action, rock rolls included) as JSON, from which the game can be replayed.`,
		Example: `  menagerie game cardbattle --seed 7
  menagerie game cardbattle --bots ismcts,heuristic
  menagerie game cardbattle --seed 7 --quiet --record game7.json
  menagerie game cardbattle --rules dice=0,1,1,2,2,3 --cards my-pack.yaml`,
		Args: exactArgs(0),
		RunE: func(cmd *cobra.Command, _ []string) error {
			if err := refuseRecordFile("game cardbattle", recordFile); err != nil {
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
			st, ok := g.NewState(seed).(*cardbattle.State)
			if !ok {
				return fmt.Errorf("game cardbattle: the engine returned an unexpected state type")
			}
			fmt.Fprintf(out, "Card Battle, seed %d, %s pack (card set %s), rules: %s\n%s\n",
				seed, g.Cards().Pack, g.CardSetHash(), g.Options(), seats)
			var tell func(game.Event)
			if !quiet {
				tell = (&playByPlay{w: out, g: g}).print
			}
			record := game.NewRecord(g, seed)
			record.Actions, err = playAll(st, bots, seed, tell)
			if err != nil {
				return fmt.Errorf("game cardbattle: %w", err)
			}
			fmt.Fprintf(out, "\n%s\n", tui.Summary(st))
			return saveRecord(cmd, "game cardbattle", recordFile, record)
		},
	}
	engine.addCardsFlag(cmd)
	engine.addPacksFlag(cmd, false)
	engine.addRulesFlag(cmd)
	cmd.Flags().Var(newNumberFlag(&seed, 1, 0, math.MaxUint64), "seed", "seed for the shuffles, the rock dice and the players' choices")
	cmd.Flags().StringVar(&recordFile, "record", "", "write the game record as JSON to `FILE` (a new file)")
	cmd.Flags().BoolVar(&quiet, "quiet", false, "print only the final trophies and the winner")
	cmd.Flags().StringArrayVar(&botFlags, "bots", nil, "one bot per seat, P1 first, e.g. `ismcts,heuristic` (random, heuristic, ismcts[:iters=N,...]; default heuristic in every seat)")
	return cmd
}
