package main

import (
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"strings"

	"github.com/spf13/cobra"

	"menagerie/game"
	"menagerie/internal/teamname"
	"menagerie/internal/tui"
	"menagerie/registry"
)

// newPlayCmd groups the commands in which people play, one per game; with
// --resume it goes on with a saved game of any game.
func newPlayCmd() *cobra.Command {
	var resume, cardsFile, recordFile string
	cmd := &cobra.Command{
		Use:   "play",
		Short: "Play a game in the terminal, against bots or friends",
		Long: `Play a game in the terminal: menagerie play GAME. A game stopped with q
is saved in the current directory; menagerie play --resume FILE goes on
with it, whatever its game (--cards gives the card file it was played with,
if not the built-in cards).`,
		Example: `  menagerie play cardbattle
  menagerie play --resume cardbattle-3.save.json`,
		Args:                       subcommandArgs,
		SuggestionsMinimumDistance: 2,
		RunE: func(cmd *cobra.Command, _ []string) error {
			switch {
			case resume == "" && cardsFile != "":
				return usagef("--cards without --resume: give the game, e.g. menagerie play cardbattle --cards FILE")
			case resume == "" && recordFile != "":
				return usagef("--record without --resume: give the game, e.g. menagerie play cardbattle --record FILE")
			case resume == "":
				return cmd.Help()
			case resume == "-":
				return usagef("--resume -: the input is for playing; give the saved game's file")
			}
			return resumeAnyGame(cmd, resume, map[string]string{"cards": cardsFile, "record": recordFile})
		},
	}
	cmd.Flags().StringVar(&resume, "resume", "", "go on with the game saved in `FILE`")
	cmd.Flags().StringVar(&cardsFile, "cards", "", "the card `FILE` the saved game was played with, if not the built-in cards")
	cmd.Flags().StringVar(&recordFile, "record", "", "write the game record as JSON to `FILE` (a new file)")
	for _, e := range registry.Games() {
		cmd.AddCommand(newPlayGameCmd(e))
	}
	return cmd
}

// playFlags are the options of `play GAME`.
type playFlags struct {
	game       gameFlags
	vs         []string
	seats      []int
	seed       uint64
	hotseat    bool
	recordFile string
	fast       bool
	level      string
	noHints    bool
	pickName   bool
	resume     string
}

// newPlayGameCmd lets people play e's game, against bots or each other.
func newPlayGameCmd(e *registry.Entry) *cobra.Command {
	f := &playFlags{game: gameFlags{game: e.Name}}
	long := fmt.Sprintf(`Play a whole game of %s through standard input and output: one line per
answer, so it works on a terminal and through a pipe.

At each of your decisions you see only what your seat knows and a numbered
list of choices: type a number. h shows the help of each prompt, v shows
your view again, q stops the game. menagerie rules %s tells how to
play; the first games show a hint at each new kind of decision (--no-hints:
none).`, e.Title, e.Name)
	if help := tui.Help(e.Name); help != "" {
		long += "\n\n" + help
	}
	long += `

People play the seats --seat lists (P1 alone by default) and bots the
others: one --vs for every bot seat, or one --vs per bot seat in seat
order. With --hotseat every seat is a person. With two people or more the
screen is cleared (or scrolled away) before each person's turn; the bots'
moves are told as each person's seat sees them. Each side gets a team name
from the Card Battle rulebook's generator (--pick-name: each person picks
their words).

Without --seed every game is different; the seed is printed so that a game
can be played again. Quitting (q, then yes) saves the game in
GAME-SEED.save.json in the current directory (never over another file);
when it cannot be written there, you are told why and asked for another
file or directory, or may go on playing. --resume FILE goes on with it. Stopping early, or the end of the input,
exits with status 1; --record then saves the unfinished game's record.`
	cmd := &cobra.Command{
		Use:     e.Name,
		Short:   fmt.Sprintf("Play %s against bots, or hotseat with friends", e.Title),
		Long:    long,
		Example: playExamples(e),
		Args:    exactArgs(0),
		RunE:    func(cmd *cobra.Command, _ []string) error { return f.run(cmd, e) },
	}
	f.game.addFlags(cmd)
	fl := cmd.Flags()
	fl.StringArrayVar(&f.vs, "vs", nil, "the `BOT` in the seats no person plays, repeatable: one for them all, or one per bot seat in seat order: easy, medium, hard, learned, random, heuristic or ismcts[:iters=N,...] (default heuristic)")
	fl.IntSliceVar(&f.seats, "seat", nil, "the `SEATS` people play, e.g. 0,2: 0 (P1) to N-1 (default 0)")
	fl.Var(newNumberFlag(&f.seed, 0, 0, math.MaxUint64), "seed", "seed for the shuffles, the chance outcomes and the bots (default: a new game each time)")
	fl.BoolVar(&f.hotseat, "hotseat", false, "every seat is a person, taking turns at one screen")
	if tui.HasBattles(e.Name) {
		fl.BoolVar(&f.fast, "fast", false, "on a terminal, show each battle at once instead of step by step")
	}
	if tui.HasExercises(e.Name) {
		fl.StringVar(&f.level, "level", tui.LevelAdults, "how much of each exercise people do: "+tui.LevelAdults+" (the card's amount) or "+tui.LevelChildren+" (half of it, rounded up)")
	}
	fl.StringVar(&f.recordFile, "record", "", "write the game record as JSON to `FILE` (a new file)")
	fl.BoolVar(&f.noHints, "no-hints", false, "show no hints at new kinds of decisions")
	fl.BoolVar(&f.pickName, "pick-name", false, "each person picks the words of their team name instead of the dice")
	fl.StringVar(&f.resume, "resume", "", "go on with a game saved in `FILE` (quitting saves one)")
	return cmd
}

// playExamples are the examples of `play GAME --help`: people and bots in
// several seats only for a game of more than two players.
func playExamples(e *registry.Entry) string {
	lines := []string{
		"  menagerie play %[1]s",
		"  menagerie play %[1]s --vs ismcts:iters=2000 --seat 1",
	}
	if most := e.Players[len(e.Players)-1]; most > 2 {
		lines = append(lines, "  menagerie play %[1]s --players %[2]d --seat 0,2 --vs random")
	}
	lines = append(lines,
		"  menagerie play %[1]s --hotseat --record friends.json",
		"  menagerie play %[1]s --seed 3 --vs random --pick-name",
		"  menagerie play %[1]s --resume %[1]s-3.save.json")
	return fmt.Sprintf(strings.Join(lines, "\n"), e.Name, e.Players[len(e.Players)-1])
}

// run plays the game the flags describe, or resumes a saved one.
func (f *playFlags) run(cmd *cobra.Command, e *registry.Entry) error {
	command := "play " + e.Name
	switch f.level {
	case "", tui.LevelAdults, tui.LevelChildren:
	default:
		return usagef("--level %s: want %s or %s", game.Quote(f.level), tui.LevelAdults, tui.LevelChildren)
	}
	if f.resume != "" {
		return f.resumeGame(cmd, e)
	}
	if err := refuseRecordFile(command, f.recordFile); err != nil {
		return err
	}
	g, err := f.build(e)
	if err != nil {
		return err
	}
	req := seatRequest{
		people: f.seats, peopleGiven: cmd.Flags().Changed("seat"),
		vs: f.vs, vsGiven: cmd.Flags().Changed("vs"),
		hotseat: f.hotseat,
	}
	seats, err := req.plan(g.NumPlayers())
	if err != nil {
		return err
	}
	bots, err := seatAgents(seats, g)
	if err != nil {
		return usagef("--vs: %w", err)
	}
	if !cmd.Flags().Changed("seed") {
		f.seed = rand.Uint64N(1_000_000)
	}
	fmt.Fprintf(cmd.OutOrStdout(), "%s, seed %d: %s. Type h for help.\n", e.Title, f.seed, describeSeats(seats))
	names := teamname.Names(f.seed, g.NumPlayers())
	return f.play(cmd, e, tui.Config{Game: g, Seed: f.seed, Bots: bots, Names: names, PickNames: f.pickName}, seats)
}

// play plays cfg's game at this terminal with the hints, saving and
// record the flags ask for; seats is who plays each seat, for a save,
// which also keeps cfg.Names as they are when it is made (the people may
// have picked theirs).
func (f *playFlags) play(cmd *cobra.Command, e *registry.Entry, cfg tui.Config, seats []string) error {
	command := "play " + e.Name
	out := cmd.OutOrStdout()
	cfg.In, cfg.Out = cmd.InOrStdin(), out
	cfg.Echo = !isTerminal(cmd.InOrStdin())
	cfg.Terminal = isTerminal(out) && isTerminal(cmd.InOrStdin())
	cfg.Width, cfg.Height = terminalSize(out)
	cfg.Fast, cfg.Title, cfg.Level = f.fast, e.Title, f.level
	if h := f.openHints(cmd); h != nil {
		cfg.Hints = h
	}
	cfg.Save = func(rec *game.Record, where string) (string, error) {
		return saveGame(where, rec, seats, cfg.Names, playOptions(cmd, e))
	}
	rec, playErr := tui.Play(cfg)
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

// openHints opens the memory of the hints seen, or returns nil for
// --no-hints; a memory that cannot be read is warned about and started
// again.
func (f *playFlags) openHints(cmd *cobra.Command) *tui.HintMemory {
	if f.noHints {
		return nil
	}
	path, err := tui.DefaultHintsFile()
	if err != nil {
		fmt.Fprintf(cmd.ErrOrStderr(), "warning: no place to remember the hints seen (%v): they show in every game\n", err)
		h, _ := tui.OpenHints("", nil)
		return h
	}
	h, err := tui.OpenHints(path, cmd.ErrOrStderr())
	if err != nil {
		fmt.Fprintf(cmd.ErrOrStderr(), "warning: %v\n", err)
	}
	return h
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
