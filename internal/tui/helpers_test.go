package tui

import (
	"bytes"
	"strings"
	"testing"

	"menagerie/game"
	"menagerie/session"
)

// alwaysHint shows a hint of two lines, as long as most declared ones, at
// every decision.
type alwaysHint struct{}

func (alwaysHint) Next(game, phase string) (string, bool) {
	return strings.Repeat("A hint of two lines about the "+phase+" phase. ", 3), true
}

// seededOptions are a game's rule options and the seed of a game played
// under them.
type seededOptions struct {
	opts game.Options
	seed uint64
}

// tableauSizes are Tableau's games of 2, 3 and 4 players and of the
// largest market, which every test of its screens plays.
var tableauSizes = []seededOptions{
	{game.Options{"players": "2"}, 1},
	{game.Options{"players": "3"}, 2},
	{game.Options{"players": "4"}, 3},
	{game.Options{"players": "4", "market": "4x4", "extension": "true"}, 4},
}

// hintedPerson is a player of g through the interface newUI makes (of
// type U), reading answers from input and drawing in style st on a screen
// of 80x24 with a hint at every decision.
func hintedPerson[U gameUI](t *testing.T, g game.Game, newUI func(game.Game, *player) gameUI, input string, st style) (U, *bytes.Buffer) {
	t.Helper()
	sess, err := session.New(session.Config{Game: g, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	p := &player{cfg: Config{Game: g, Out: &out, Height: screenHeight, Hints: alwaysHint{}}, sess: sess, style: st,
		ask: newPrompter(strings.NewReader(input), &out, true)}
	p.ui = newUI(g, p)
	return p.ui.(U), &out
}

// replayEvents applies actions to s, a state not played yet, and returns
// every event it records, set-up events first, in full.
func replayEvents(t *testing.T, s game.State, actions []game.Action) []game.Event {
	t.Helper()
	s.RecordEvents(true)
	events := s.DrainEvents(nil)
	for _, a := range actions {
		if err := s.Apply(a); err != nil {
			t.Fatal(err)
		}
		events = s.DrainEvents(events)
	}
	return events
}
