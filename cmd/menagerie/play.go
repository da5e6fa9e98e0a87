package main

import (
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"strings"

	"github.com/spf13/cobra"

	"menagerie/agent"
	"menagerie/game"
	"menagerie/internal/tui"
	"menagerie/registry"
)

// newPlayCmd groups the commands in which people play, one per game.
func newPlayCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:                        "play",
		Short:                      "Play a game in the terminal, against bots or friends",
		Args:                       subcommandArgs,
		SuggestionsMinimumDistance: 2,
		RunE:                       showHelp,
	}
	for _, e := range registry.Games() {
		cmd.AddCommand(newPlayGameCmd(e))
	}
	return cmd
}

// playFlags are the options of `play GAME`.
type playFlags struct {
	game       gameFlags
	vs         string
	seat       int
	seed       uint64
	hotseat    bool
	recordFile string
	fast       bool
}

// newPlayGameCmd lets a person play e's game against bots, or people play
// it hotseat.
func newPlayGameCmd(e *registry.Entry) *cobra.Command {
	f := &playFlags{game: gameFlags{game: e.Name}}
	long := fmt.Sprintf(`Play a whole game of %s through standard input and output: one line per
answer, so it works on a terminal and through a pipe.

At each of your decisions you see only what your seat knows and a numbered
list of choices: type a number. h shows the help of each prompt, v shows
your view again, q stops the game.`, e.Title)
	if help := tui.Help(e.Name); help != "" {
		long += "\n\n" + help
	}
	long += `

The bots' moves are told as your seat sees them. With --hotseat every seat
is a person and the screen is cleared (or scrolled away) before each
person's turn. Without --seed every game is different; the seed is printed
so that a game can be played again. Stopping early, or the end of the
input, exits with status 1; --record then saves the unfinished game.`
	cmd := &cobra.Command{
		Use:   e.Name,
		Short: fmt.Sprintf("Play %s against bots, or hotseat with friends", e.Title),
		Long:  long,
		Example: fmt.Sprintf(`  menagerie play %[1]s
  menagerie play %[1]s --vs ismcts:iters=2000 --seat 1
  menagerie play %[1]s --hotseat --record friends.json
  menagerie play %[1]s --seed 3 --vs random`, e.Name),
		Args: exactArgs(0),
		RunE: func(cmd *cobra.Command, _ []string) error { return f.run(cmd, e) },
	}
	f.game.addFlags(cmd)
	fl := cmd.Flags()
	fl.StringVar(&f.vs, "vs", "heuristic", "the bot in every other seat: random, heuristic or ismcts[:iters=N,...]")
	fl.IntVar(&f.seat, "seat", 0, "your seat: 0 (P1) to N-1")
	fl.Var(newNumberFlag(&f.seed, 0, 0, math.MaxUint64), "seed", "seed for the shuffles, the chance outcomes and the bots (default: a new game each time)")
	fl.BoolVar(&f.hotseat, "hotseat", false, "every seat is a person, taking turns at one screen")
	fl.BoolVar(&f.fast, "fast", false, "on a terminal, show each battle at once instead of step by step")
	fl.StringVar(&f.recordFile, "record", "", "write the game record as JSON to `FILE` (a new file)")
	return cmd
}

// run plays the game the flags describe.
func (f *playFlags) run(cmd *cobra.Command, e *registry.Entry) error {
	command := "play " + e.Name
	if f.hotseat && (cmd.Flags().Changed("vs") || cmd.Flags().Changed("seat")) {
		return usagef("--hotseat seats only people: leave out --vs and --seat")
	}
	if err := refuseRecordFile(command, f.recordFile); err != nil {
		return err
	}
	g, err := f.build(e)
	if err != nil {
		return err
	}
	if g.NumPlayers() == 1 && cmd.Flags().Changed("vs") {
		return usagef("--vs: a game of 1 player has no other seat for a bot")
	}
	if f.seat < 0 || f.seat >= g.NumPlayers() {
		return usagef("--seat %d: want 0 (P1) to %d (P%d)", f.seat, g.NumPlayers()-1, g.NumPlayers())
	}
	bots := make([]agent.Agent, g.NumPlayers())
	var botSeats []string
	if !f.hotseat {
		for p := range bots {
			if p == f.seat {
				continue
			}
			if bots[p], err = newBot(f.vs, g); err != nil {
				return usagef("--vs: %w", err)
			}
			botSeats = append(botSeats, fmt.Sprintf("P%d", p+1))
		}
	}
	if !cmd.Flags().Changed("seed") {
		f.seed = rand.Uint64N(1_000_000)
	}
	out := cmd.OutOrStdout()
	screen := isTerminal(out) && isTerminal(cmd.InOrStdin())
	switch {
	case f.hotseat && g.NumPlayers() > 1:
		fmt.Fprintf(out, "%s, seed %d: %d people take turns at this screen. Type h for help.\n", e.Title, f.seed, g.NumPlayers())
	case len(botSeats) == 0:
		fmt.Fprintf(out, "%s, seed %d: you play alone. Type h for help.\n", e.Title, f.seed)
	default:
		fmt.Fprintf(out, "%s, seed %d: you are P%d, %s plays %s. Type h for help.\n", e.Title, f.seed, f.seat+1, f.vs, strings.Join(botSeats, ", "))
	}
	rec, playErr := tui.Play(tui.Config{
		Game: g, Seed: f.seed, Bots: bots,
		In: cmd.InOrStdin(), Out: out, Echo: !isTerminal(cmd.InOrStdin()),
		Terminal: screen, Height: terminalHeight(out), Fast: f.fast, Title: e.Title,
	})
	if rec != nil {
		if err := saveRecord(cmd, command, f.recordFile, rec); err != nil {
			return err
		}
	}
	switch {
	case errors.Is(playErr, tui.ErrQuit):
		return fmt.Errorf("%s: you quit; the game is not finished", command)
	case errors.Is(playErr, tui.ErrInputClosed):
		return fmt.Errorf("%s: the input ended; the game is not finished", command)
	case playErr != nil:
		return fmt.Errorf("%s: %w", command, playErr)
	}
	return nil
}

// build builds the game, with the rule options that playing at the
// terminal sets unless they are given (Dojo's exercises).
func (f *playFlags) build(e *registry.Entry) (game.Game, error) {
	given, err := f.game.options()
	if err != nil {
		return nil, err
	}
	for _, kv := range tui.Defaults(e.Name) {
		key, _, _ := strings.Cut(kv, "=")
		if _, ok := given[key]; !ok {
			f.game.rules = append(f.game.rules, kv)
		}
	}
	return f.game.build()
}
