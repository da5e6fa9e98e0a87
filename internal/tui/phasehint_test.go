package tui

import (
	"bytes"
	"strings"
	"testing"

	"menagerie/game"
	"menagerie/registry"
	"menagerie/session"
)

// inPhase is an observation that names a phase and holds nothing else,
// to plant a phase the game may not declare.
type inPhase string

func (inPhase) ObservingSeat() game.Player { return 0 }
func (o inPhase) PhaseID() string          { return string(o) }

// hintShown returns the hint a person new to e's game is shown at a
// decision whose observation is obs, through the terminal's own path
// (player.hint, a fresh HintMemory).
func hintShown(t *testing.T, e *registry.Entry, obs game.Observation) (string, bool) {
	t.Helper()
	g, err := e.New(nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	sess, err := session.New(session.Config{Game: g, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	h, err := OpenHints("", nil)
	if err != nil {
		t.Fatal(err)
	}
	p := &player{cfg: Config{Game: g, Out: &bytes.Buffer{}, Hints: h}, sess: sess}
	return p.hint(session.SeatView{Seat: 0, ToAct: 0, Observation: obs})
}

// TestEveryPhaseHasAHint checks that the terminal shows, in every phase
// every game declares, the hint its schema gives the phase; that a phase
// the game does not declare gets a line naming it, not a panic; and that
// an observation naming no phase gets no hint.
func TestEveryPhaseHasAHint(t *testing.T) {
	for _, e := range registry.Games() {
		t.Run(e.Name, func(t *testing.T) {
			if e.Schema == nil || len(e.Schema.Phases) == 0 {
				t.Fatal("the game declares no phases")
			}
			for _, ph := range e.Schema.Phases {
				if text, ok := hintShown(t, e, inPhase(ph.ID)); !ok || text != ph.Hint || text == "" {
					t.Errorf("phase %s: shown %v, %q; want the declared hint %q", ph.ID, ok, text, ph.Hint)
				}
			}
			text, ok := hintShown(t, e, inPhase("planted_phase"))
			if !ok || !strings.Contains(text, `"planted_phase"`) {
				t.Errorf("an undeclared phase: shown %v, %q; want a line naming it", ok, text)
			}
			if text, ok := hintShown(t, e, inPhase("")); ok {
				t.Errorf("an observation naming no phase shows %q", text)
			}
		})
	}
}

// TestHintOfAnUnknownGame checks that a game the registry does not know
// gets the line for a phase without a hint.
func TestHintOfAnUnknownGame(t *testing.T) {
	if got := phaseHint("chess", "shop"); !strings.Contains(got, `"shop"`) || !strings.HasSuffix(got, ".") {
		t.Errorf("phaseHint of an unknown game: %q", got)
	}
}

// TestStatusNamesAPhaseByItsTitle checks that the status line of each
// game's own UI, in every phase the game declares, says what the seat
// decides or names the phase by the title its schema gives it, never by
// its id.
func TestStatusNamesAPhaseByItsTitle(t *testing.T) {
	for name, u := range gameUIs {
		t.Run(name, func(t *testing.T) {
			e, err := registry.Lookup(name)
			if err != nil {
				t.Fatal(err)
			}
			g, err := e.New(nil, nil)
			if err != nil {
				t.Fatal(err)
			}
			sess, err := session.New(session.Config{Game: g, Seed: 1})
			if err != nil {
				t.Fatal(err)
			}
			ui := u.newUI(g, &player{cfg: Config{Game: g, Out: &bytes.Buffer{}}, sess: sess})
			for {
				if _, stepped, err := sess.Step(); err != nil {
					t.Fatal(err)
				} else if !stepped {
					break
				}
			}
			v, err := sess.View(sess.ToAct())
			if err != nil {
				t.Fatal(err)
			}
			for _, ph := range e.Schema.Phases {
				table := *v.Table
				table.Phase = ph.ID
				got := ui.status(session.SeatView{Seat: v.Seat, ToAct: v.Seat, Table: &table, Actions: v.Actions})
				if got == "" || got == ph.ID || got == strings.ReplaceAll(ph.ID, "_", " ") {
					t.Errorf("phase %s: status %q; want what is decided or the declared title %q", ph.ID, got, ph.Title)
				}
			}
		})
	}
}
