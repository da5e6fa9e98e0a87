package main

import (
	"errors"
	"fmt"
	"math"
	"math/rand/v2"

	"github.com/spf13/cobra"

	"menagerie/agent"
	"menagerie/game"
	"menagerie/games/dojo"
	"menagerie/internal/dojoplay"
)

// newPlayDojoCmd lets a person play Dojo against a bot, or the solo mission.
func newPlayDojoCmd() *cobra.Command {
	var (
		engine     = typedFlags[*dojo.Game]{gameFlags{game: dojo.Name}}
		vs         string
		seat       int
		seed       uint64
		exercise   string
		recordFile string
	)
	cmd := &cobra.Command{
		Use:   "dojo",
		Short: "Play Dojo against a bot, doing each attack's exercise, or the solo mission",
		Long: `Play a whole game of Dojo through standard input and output, one line per
answer: at each decision you see what your seat knows and a numbered list of
choices. Each of your attacks asks for its animal's exercise: with
--exercise honor (the default) answer 1 (or Enter) when done, 2 to cancel and
choose again, 3 if you could not finish; with --exercise timed, Done must come
within the time limit shown, else it counts as a failure. --rules mode=solo
plays the solo mission: every animal is flipped in turn and defeated by its
exercise. The game ends with a workout summary. q stops the game.`,
		Example: `  menagerie play dojo
  menagerie play dojo --exercise timed --vs ismcts:iters=500 --seat 1
  menagerie play dojo --rules mode=solo --exercise timed`,
		Args: exactArgs(0),
		RunE: func(cmd *cobra.Command, _ []string) error {
			if exercise != "honor" && exercise != "timed" && exercise != "off" {
				return usagef("--exercise %q: want honor, timed or off", exercise)
			}
			if err := refuseRecordFile("play dojo", recordFile); err != nil {
				return err
			}
			engine.rules = append(engine.rules, "exercise="+exercise)
			g, err := engine.newGame()
			if err != nil {
				return err
			}
			if seat < 0 || seat >= g.NumPlayers() {
				return usagef("--seat %d: want 0 (P1) to %d (P%d)", seat, g.NumPlayers()-1, g.NumPlayers())
			}
			var bot agent.Agent
			if !g.Solo() {
				if bot, err = newBot(vs, g); err != nil {
					return usagef("--vs: %w", err)
				}
			}
			if !cmd.Flags().Changed("seed") {
				seed = rand.Uint64N(1_000_000)
			}
			out := cmd.OutOrStdout()
			if g.Solo() {
				fmt.Fprintf(out, "Dojo solo mission, seed %d, exercises %s.\n", seed, exercise)
			} else {
				fmt.Fprintf(out, "Dojo, seed %d: you are P%d against %s, exercises %s.\n", seed, seat+1, vs, exercise)
			}
			_, actions, playErr := dojoplay.Play(dojoplay.Config{Game: g, Bot: bot, Seat: seat, Seed: seed,
				In: cmd.InOrStdin(), Out: out, Clock: dojoplay.SystemClock{}})
			if recordFile != "" && actions != nil {
				rec := game.NewRecord(g, seed)
				rec.Actions = actions
				if err := createRecord(recordFile, rec); err != nil {
					return fmt.Errorf("play dojo: --record: %w", err)
				}
				fmt.Fprintf(cmd.ErrOrStderr(), "game record written to %s (%d actions)\n", recordFile, len(actions))
			}
			switch {
			case errors.Is(playErr, dojoplay.ErrQuit):
				return fmt.Errorf("play dojo: the game was stopped before its end")
			case playErr != nil:
				return fmt.Errorf("play dojo: %w", playErr)
			}
			return nil
		},
	}
	engine.addFlags(cmd)
	fl := cmd.Flags()
	fl.StringVar(&vs, "vs", "heuristic", "the bot you play against: random, heuristic or ismcts[:iters=N,...]")
	fl.IntVar(&seat, "seat", 0, "your seat: 0 (P1) or 1 (P2)")
	fl.Var(newNumberFlag(&seed, 0, 0, math.MaxUint64), "seed", "seed for the shuffles and the bot (default: a new game each time)")
	fl.StringVar(&exercise, "exercise", "honor", "exercise mode: honor (answer Done or Cancel), timed (Done within the limit) or off")
	fl.StringVar(&recordFile, "record", "", "write the game record as JSON to `FILE` (a new file)")
	return cmd
}
