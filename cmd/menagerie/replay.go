package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"

	"menagerie/game"
	"menagerie/registry"
	"menagerie/session"
)

// newReplayCmd shows a recorded game turn by turn.
func newReplayCmd() *cobra.Command {
	var (
		cardsFile string
		seat      int
		full      bool
		all       bool
	)
	cmd := &cobra.Command{
		Use:   "replay FILE",
		Short: "Show a recorded game turn by turn, whole or as one seat saw it",
		Long: fmt.Sprintf(`Replay a game record of any game (%s), as written by play
--record, game --record or sim --records (- reads standard input), through
its engine and show it turn by turn.

--full (the default) shows everything: every choice of each seat (as
"> P1: ...") and every event, hidden cards included. --seat N (0 is P1)
shows only what seat N was told: its own choices and cards, and the other
seats' moves without their hidden cards (a Card Battle blind buy is "buys
the top card of the shop deck"), in the engine's words.

On a terminal the replay pauses after each turn (Enter: next turn, q:
quit); with --all, or when standard input or output is not a terminal, it
prints everything. A record made with another rules version or card set is
refused; give the card file it was played with using --cards.

A record stores the outcome its game reached (who won, and a hash of the
final state). A record whose seed, options or actions were changed after it
was written no longer reaches it, and is refused. A record written before
outcomes were stored replays unchecked, with a note saying so.

A record from a server in which seats lost on time (their turns ran out
too many times in a row) says where each went out; when that ended the
game, the replay ends there with the seat left in the winner.`, strings.Join(registry.Names(), ", ")),
		Example: `  menagerie replay game7.json
  menagerie replay --seat 0 game7.json
  menagerie replay --seat 3 games/game-00001.json
  menagerie replay --all --seat 1 --cards my-pack.yaml my-game.json`,
		Args: exactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			path := args[0]
			fail := func(err error) error { return fmt.Errorf("replay %s: %w", path, err) }
			viewer := everyone
			switch {
			case full && cmd.Flags().Changed("seat"):
				return usagef("give --seat N or --full, not both")
			case cmd.Flags().Changed("seat") && seat < 0:
				return usagef("--seat %d: want a seat number, 0 (P1) or more", seat)
			case cmd.Flags().Changed("seat"):
				viewer = game.Player(seat)
			}
			data, err := readInput(path, cmd.InOrStdin(), maxRecordRead, "a game record")
			if err != nil {
				return fail(err)
			}
			rec, err := game.ParseRecord(data)
			if err != nil {
				return fail(err)
			}
			set, err := recordCards(rec, cardsFile)
			if err != nil {
				return err
			}
			e, g, err := registry.ForRecord(rec, set)
			if err != nil {
				return fail(err)
			}
			if n := g.NumPlayers(); viewer != everyone && int(viewer) >= n {
				return usagef("--seat %d: this %s game has %d seats: want 0 (P1) to %d (P%d)", seat, e.Title, n, n-1, n)
			}
			if _, err := game.Replay(g, rec); err != nil {
				return fail(err)
			}
			if rec.Outcome == nil {
				fmt.Fprintf(cmd.ErrOrStderr(), "replay %s: note: the record has no outcome (it was written before records stored one), so nothing shows whether it was changed since\n", path)
			}
			out := cmd.OutOrStdout()
			view := "everything (--full)"
			if viewer != everyone {
				view = fmt.Sprintf("what P%d saw", viewer+1)
			}
			fmt.Fprintf(out, "Replay of %s: %s, seed %d, %s, rules: %s, %d actions; showing %s\n",
				path, e.Title, rec.Seed, e.Cards.InUse(g).Title(), g.Options(), len(rec.Actions), view)
			var in io.Reader
			// Pause only for a person reading at a terminal.
			if stdin := cmd.InOrStdin(); !all && path != "-" && isTerminal(stdin) && isTerminal(out) {
				in = stdin
			}
			if err := replay(g, e.Schema, rec, viewer, out, in); err != nil {
				return fail(err)
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&cardsFile, "cards", "", "the card `FILE` the game was played with, if not its game's built-in cards")
	cmd.Flags().IntVar(&seat, "seat", 0, "show only what seat `N` saw: 0 (P1), 1 (P2), ... up to the record's number of players less one")
	cmd.Flags().BoolVar(&full, "full", false, "show everything, hidden cards included (the default)")
	cmd.Flags().BoolVar(&all, "all", false, "print the whole replay without pausing")
	return cmd
}

// recordCards reads the card file a record names with the reader of the
// record's game, or returns nil (the built-in cards) without one.
func recordCards(rec *game.Record, file string) (game.CardSet, error) {
	if file == "" {
		return nil, nil
	}
	e, err := registry.Lookup(rec.Game)
	if err != nil {
		return nil, fmt.Errorf("--cards %s: record: %w", file, err)
	}
	data, err := readCardFile(file)
	if err != nil {
		return nil, fmt.Errorf("--cards %s: %w", file, err)
	}
	set, err := e.Cards.Read(file, data)
	if err != nil {
		return nil, fmt.Errorf("--cards %s is not a valid %s card file:\n%w", file, e.Title, err)
	}
	return set, nil
}

// replay steps a session loaded with rec and narrates it to out as viewer
// (a seat, or everyone) may know it, as schema, g's declared model, lays
// it out, then prints the result or where an unfinished record stops. A
// full replay shows each seat's choice before what it did. With in, it
// pauses after each turn that printed something.
func replay(g game.Game, schema *game.Schema, rec *game.Record, viewer game.Player, out io.Writer, in io.Reader) error {
	s, err := session.Load(session.Config{Game: g, Events: true}, rec)
	if err != nil {
		return err
	}
	// shadow follows the session to describe each action before it is
	// played, as the seat to act then saw it.
	shadow := g.NewState(rec.Seed)
	n := newNarrator(out, g, schema, viewer)
	n.events(s.Opening().Events)
	pause := newPauser(in, out)
	printed, told := 0, 0 // told: the forfeits narrated
	for s.Queued() > 0 {
		actor := s.ToAct()
		if viewer == everyone && actor >= 0 {
			n.action(fmt.Sprintf("> P%d: %s", actor+1, shadow.ActionString(rec.Actions[s.Version()])))
		}
		u, _, err := s.Step()
		if err != nil {
			return err
		}
		if err := shadow.Apply(u.Action); err != nil {
			return err
		}
		n.events(u.Events)
		for _, f := range s.Forfeits()[told:] {
			n.flush()
			n.line(fmt.Sprintf("P%d lost on time: its turns ran out too many times in a row", f.Seat+1))
			told++
		}
		if s.Queued() == 0 || n.lines == printed || s.ToAct() == actor {
			continue
		}
		printed = n.lines
		if !pause.next() {
			fmt.Fprintln(out, "replay stopped")
			return nil
		}
	}
	seat := viewer
	if seat == everyone {
		seat = 0
	}
	if !s.Over() {
		fmt.Fprintf(out, "\nthe record ends here, after %d actions: the game is not finished\n", s.Version())
		return nil
	}
	if game.ForfeitsEnd(s.Game().NumPlayers(), s.Forfeits()) {
		fmt.Fprintf(out, "\n%s\n", forfeitResult(s.Returns()))
		return nil
	}
	end, err := s.View(seat)
	if err != nil {
		return err
	}
	fmt.Fprintf(out, "\n%s\n", g.ResultText(end.Observation))
	if len(s.Forfeits()) > 0 {
		fmt.Fprintf(out, "returns with the seats that lost on time placed last: %v\n", s.Returns())
	}
	return nil
}

// forfeitResult tells the end of a game that forfeits ended: the one
// seat left in wins.
func forfeitResult(returns []float64) string {
	for i, r := range returns {
		if r > 0 {
			return fmt.Sprintf("P%d wins: every other seat lost on time (returns %v)", i+1, returns)
		}
	}
	return fmt.Sprintf("every seat lost on time (returns %v)", returns)
}

// pauser waits for a person between turns: Enter goes on, q stops. With
// no input, or once the input ends, it never waits.
type pauser struct {
	in  *bufio.Reader
	out io.Writer
}

// newPauser pauses on in, prompting on out; in may be nil.
func newPauser(in io.Reader, out io.Writer) *pauser {
	p := &pauser{out: out}
	if in != nil {
		p.in = bufio.NewReader(in)
	}
	return p
}

// next prompts and reports whether to go on.
func (p *pauser) next() bool {
	if p.in == nil {
		return true
	}
	fmt.Fprint(p.out, "-- Enter: next turn, q: quit -- ")
	line, err := p.in.ReadString('\n')
	if errors.Is(err, io.EOF) && line == "" {
		p.in = nil
		return true
	}
	return strings.TrimSpace(line) != "q"
}
