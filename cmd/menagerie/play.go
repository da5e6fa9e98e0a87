package main

import (
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"strings"

	"github.com/spf13/cobra"

	"menagerie/agent"
	"menagerie/internal/tui"
)

// newPlayCmd groups the commands in which people play.
func newPlayCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:                        "play",
		Short:                      "Play a game in the terminal, against a bot or a friend",
		Args:                       subcommandArgs,
		SuggestionsMinimumDistance: 2,
		RunE:                       showHelp,
	}
	cmd.AddCommand(newPlayCardBattleCmd(), newPlayDojoCmd())
	return cmd
}

// newPlayCardBattleCmd lets a person play Card Battle against a bot, or two
// people play hotseat.
func newPlayCardBattleCmd() *cobra.Command {
	var (
		engine     engineFlags
		vs         string
		seat       int
		seed       uint64
		hotseat    bool
		recordFile string
	)
	cmd := &cobra.Command{
		Use:   "cardbattle",
		Short: "Play Card Battle against a bot, or hotseat with a friend",
		Long: `Play a whole game of Card Battle through standard input and output: one line
per answer, so it works on a terminal and through a pipe.

At each of your decisions you see only what your seat knows (round, phase,
gold, trophies, the shop, your hand, and your opponent's public cards and
hidden-card counts per tier) and a numbered list of choices: type a number.
Selling lets you select several pets (u undoes the last selection) and
confirm with ok. In Battle Prep your hand is proposed as a deck (food for
this battle first, then a perk before each pet); move cards with u N, d N
or m FROM TO, undo with u, confirm with ok. h shows the help of each
prompt, i NAME describes a card, q stops the game.

The bot's moves and the battles are narrated as your seat sees them. With
--hotseat two people share the screen; it is cleared (or scrolled away)
before each person's turn. Without --seed every game is different; the seed
is printed so that a game can be played again. Stopping early, or the end
of the input, exits with status 1; --record then saves the unfinished game.`,
		Example: `  menagerie play cardbattle
  menagerie play cardbattle --vs ismcts:iters=2000 --seat 1
  menagerie play cardbattle --hotseat --record friends.json
  menagerie play cardbattle --seed 3 --vs random`,
		Args: exactArgs(0),
		RunE: func(cmd *cobra.Command, _ []string) error {
			if hotseat && (cmd.Flags().Changed("vs") || cmd.Flags().Changed("seat")) {
				return usagef("--hotseat seats only people: leave out --vs and --seat")
			}
			if err := refuseRecordFile("play cardbattle", recordFile); err != nil {
				return err
			}
			g, err := engine.newGame()
			if err != nil {
				return err
			}
			if seat < 0 || seat >= g.NumPlayers() {
				return usagef("--seat %d: want 0 (P1) to %d (P%d)", seat, g.NumPlayers()-1, g.NumPlayers())
			}
			bots := make([]agent.Agent, g.NumPlayers())
			var botSeats []string
			if !hotseat {
				for p := range bots {
					if p == seat {
						continue
					}
					if bots[p], err = newBot(vs, g); err != nil {
						return usagef("--vs: %w", err)
					}
					botSeats = append(botSeats, fmt.Sprintf("P%d", p+1))
				}
			}
			if !cmd.Flags().Changed("seed") {
				seed = rand.Uint64N(1_000_000)
			}
			out := cmd.OutOrStdout()
			if hotseat {
				fmt.Fprintf(out, "Card Battle, seed %d: %d people take turns at this screen. Type h for help.\n", seed, g.NumPlayers())
			} else {
				fmt.Fprintf(out, "Card Battle, seed %d: you are P%d, %s plays %s. Type h for help.\n", seed, seat+1, vs, strings.Join(botSeats, ", "))
			}
			rec, playErr := tui.Play(tui.Config{
				Game: g, Seed: seed, Bots: bots,
				In: cmd.InOrStdin(), Out: out, Echo: !isTerminal(cmd.InOrStdin()), ClearScreen: isTerminal(out),
			})
			if recordFile != "" && rec != nil {
				if err := createRecord(recordFile, rec); err != nil {
					return fmt.Errorf("play cardbattle: --record: %w", err)
				}
				fmt.Fprintf(cmd.ErrOrStderr(), "game record written to %s (%d actions)\n", recordFile, len(rec.Actions))
			}
			switch {
			case errors.Is(playErr, tui.ErrQuit):
				return fmt.Errorf("play cardbattle: you quit; the game is not finished")
			case errors.Is(playErr, tui.ErrInputClosed):
				return fmt.Errorf("play cardbattle: the input ended; the game is not finished")
			case playErr != nil:
				return fmt.Errorf("play cardbattle: %w", playErr)
			}
			return nil
		},
	}
	engine.addCardsFlag(cmd)
	engine.addPacksFlag(cmd, false)
	engine.addRulesFlag(cmd)
	fl := cmd.Flags()
	fl.StringVar(&vs, "vs", "heuristic", "the bot you play against: random, heuristic or ismcts[:iters=N,...]")
	fl.IntVar(&seat, "seat", 0, "your seat: 0 (P1) or 1 (P2)")
	fl.Var(newNumberFlag(&seed, 0, 0, math.MaxUint64), "seed", "seed for the shuffles, the rock dice and the bot (default: a new game each time)")
	fl.BoolVar(&hotseat, "hotseat", false, "two people take turns at one screen")
	fl.StringVar(&recordFile, "record", "", "write the game record as JSON to `FILE` (a new file)")
	return cmd
}
