package tui

import (
	"errors"
	"fmt"
	"io"

	"menagerie/game"
	"menagerie/games/cardbattle"
)

// ReplayConfig describes the replay of a game record.
type ReplayConfig struct {
	Game   *cardbattle.Game
	Record *game.Record
	// Viewer is the seat whose view is shown, or Everyone for the whole
	// game with every hidden card and every choice.
	Viewer int
	Out    io.Writer
	// In, if set, is read after each turn: Enter shows the next turn, q
	// stops. Without it the whole game is printed.
	In io.Reader
}

// Replay plays the record's actions through the engine and narrates them
// turn by turn as the viewer sees them, then prints the result (or where an
// unfinished record stops). The record should have been checked with
// game.Replay.
func Replay(cfg ReplayConfig) error {
	st, ok := cfg.Game.NewState(cfg.Record.Seed).(*cardbattle.State)
	if !ok {
		return fmt.Errorf("the engine returned an unexpected state type")
	}
	out := &countingWriter{w: cfg.Out}
	n := NewNarrator(out, st, cfg.Viewer, cfg.Viewer == Everyone)
	st.RecordEvents(true)
	var events []game.Event
	var ask *prompter
	if cfg.In != nil {
		ask = newPrompter(cfg.In, cfg.Out, false)
	}
	printed := 0
	for i, a := range cfg.Record.Actions {
		before := st.CurrentPlayer()
		n.Action(a)
		if err := st.Apply(a); err != nil {
			return fmt.Errorf("record action %d (%d): %w", i, a, err)
		}
		events = st.DrainEvents(events[:0])
		n.Events(events)
		if ask == nil || i == len(cfg.Record.Actions)-1 || out.n == printed || !turnEnds(before, st) {
			continue
		}
		printed = out.n
		_, err := ask.ask("-- Enter: next turn, q: quit --")
		switch {
		case errors.Is(err, ErrQuit):
			fmt.Fprintln(cfg.Out, "replay stopped")
			return nil
		case errors.Is(err, ErrInputClosed):
			ask = nil // no more answers: print the rest
		case err != nil:
			return err
		}
	}
	if st.IsTerminal() {
		fmt.Fprintf(cfg.Out, "\n%s\n", Summary(st))
	} else {
		fmt.Fprintf(cfg.Out, "\nthe record ends here, in round %d (%s): the game is not finished\n", st.Round(), phaseTitle(st.Phase()))
	}
	return nil
}

// turnEnds reports whether the action just applied ended a turn: one shop
// action (a sale or a Triple with its keep counts as one), a seat's whole
// deck order, or a whole battle.
func turnEnds(before game.Player, st *cardbattle.State) bool {
	return st.CurrentPlayer() != before || st.Phase() == "shop" || st.IsTerminal()
}

// countingWriter counts the bytes written through it.
type countingWriter struct {
	w io.Writer
	n int
}

func (c *countingWriter) Write(p []byte) (int, error) {
	n, err := c.w.Write(p)
	c.n += n
	return n, err
}
