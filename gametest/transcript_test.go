package gametest_test

import (
	"strings"
	"testing"

	"menagerie/game"
	"menagerie/games/highcard"
	"menagerie/gametest"
)

// mutedGame tells every event of its game in the same words.
type mutedGame struct{ game.Game }

func (mutedGame) EventText(game.Event) string { return "something happens" }

// TestTranscriptErrors: a game's own sentences tell each choice; the same
// game told in one sentence for every event does not.
func TestTranscriptErrors(t *testing.T) {
	g, err := highcard.New(nil)
	if err != nil {
		t.Fatal(err)
	}
	if errs := gametest.TranscriptErrors(g, 5, 1); len(errs) > 0 {
		t.Errorf("the game's own transcript: %v", errs)
	}
	errs := gametest.TranscriptErrors(mutedGame{g}, 5, 1)
	if len(errs) == 0 || !strings.Contains(errs[0], "both read") {
		t.Errorf("a muted transcript: %v, want a choice that reads like another", errs)
	}
}
