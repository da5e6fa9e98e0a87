package main

import (
	"fmt"
	"io"

	"github.com/spf13/cobra"

	"menagerie/game"
	"menagerie/games/cardbattle"
	"menagerie/internal/tui"
)

// newReplayCmd shows a recorded game turn by turn.
func newReplayCmd() *cobra.Command {
	var (
		engine engineFlags
		seat   int
		full   bool
		all    bool
	)
	cmd := &cobra.Command{
		Use:   "replay FILE",
		Short: "Show a recorded game turn by turn, whole or as one seat saw it",
		Long: `Replay a game record (as written by play --record, game --record or sim
--records; - reads standard input) through the engine and show it turn by
turn.

--full (the default) shows everything: every choice of each seat and every
event, hidden cards included. --seat N shows only what seat N saw: its own
choices and cards, the other seat's public moves (a blind buy is "buys the
top card of the shop deck", a card kept from a Triple stays hidden), and the
battles, where both decks are face up.

On a terminal the replay pauses after each turn (Enter: next turn, q:
quit); with --all, or when standard input or output is not a terminal, it
prints everything. A record made with another game, rules version or card
set is refused; give the card file it was played with using --cards.

A record stores the outcome its game reached (who won, and a hash of the
final state). A record whose seed, options or actions were changed after it
was written no longer reaches it, and is refused. A record written before
outcomes were stored replays unchecked, with a note saying so.`,
		Example: `  menagerie replay game7.json
  menagerie replay --seat 0 game7.json
  menagerie replay --all --seat 1 --cards my-pack.yaml my-game.json`,
		Args: exactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			path := args[0]
			fail := func(err error) error { return fmt.Errorf("replay %s: %w", path, err) }
			viewer := tui.Everyone
			switch {
			case full && cmd.Flags().Changed("seat"):
				return usagef("give --seat N or --full, not both")
			case cmd.Flags().Changed("seat") && seat != 0 && seat != 1:
				return usagef("--seat %d: want 0 (P1) or 1 (P2)", seat)
			case cmd.Flags().Changed("seat"):
				viewer = seat
			}
			data, err := readInput(path, cmd.InOrStdin(), maxRecordRead, "a game record")
			if err != nil {
				return fail(err)
			}
			rec, err := game.ParseRecord(data)
			if err != nil {
				return fail(err)
			}
			set, err := engine.cardSet()
			if err != nil {
				return err
			}
			// Check the game, rules version and card set before the
			// options, which only make sense for the right game.
			plain, err := cardbattle.New(set, packsOf(rec.Options, set))
			if err != nil {
				return fail(err)
			}
			header := &game.Record{Game: rec.Game, RulesVersion: rec.RulesVersion, CardSetHash: rec.CardSetHash}
			if _, err := game.Replay(plain, header); err != nil {
				return fail(err)
			}
			g, err := cardbattle.New(set, rec.Options)
			if err != nil {
				return fail(fmt.Errorf("record options: %w", err))
			}
			if _, err := game.Replay(g, rec); err != nil {
				return fail(err)
			}
			if rec.Outcome == nil {
				fmt.Fprintf(cmd.ErrOrStderr(), "replay %s: note: the record has no outcome (it was written before records stored one), so nothing shows whether it was changed since\n", path)
			}
			out := cmd.OutOrStdout()
			view := "everything (--full)"
			if viewer != tui.Everyone {
				view = fmt.Sprintf("what P%d saw", viewer+1)
			}
			fmt.Fprintf(out, "Replay of %s: Card Battle, seed %d, %s pack, rules: %s, %d actions; showing %s\n",
				path, rec.Seed, g.Cards().Pack, g.Options(), len(rec.Actions), view)
			var in io.Reader
			// Pause only for a person reading at a terminal.
			if stdin := cmd.InOrStdin(); !all && path != "-" && isTerminal(stdin) && isTerminal(out) {
				in = stdin
			}
			if err := tui.Replay(tui.ReplayConfig{Game: g, Record: rec, Viewer: viewer, Out: out, In: in}); err != nil {
				return fail(err)
			}
			return nil
		},
	}
	engine.addCardsFlag(cmd)
	cmd.Flags().IntVar(&seat, "seat", 0, "show only what seat `N` saw: 0 (P1) or 1 (P2)")
	cmd.Flags().BoolVar(&full, "full", false, "show everything, hidden cards included (the default)")
	cmd.Flags().BoolVar(&all, "all", false, "print the whole replay without pausing")
	return cmd
}

// packsOf keeps a record's packs option when the built-in packs are used,
// so that the card set can be checked before the other options.
func packsOf(opts game.Options, set *cardbattle.CardSet) game.Options {
	if p, ok := opts["packs"]; ok && set == nil {
		return game.Options{"packs": p}
	}
	return nil
}
