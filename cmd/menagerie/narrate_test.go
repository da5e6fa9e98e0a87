package main

import (
	"strings"
	"testing"

	"menagerie/game"
)

// roundsGame tells each event as its kind; the rest of game.Game is not
// used by a narrator.
type roundsGame struct{ game.Game }

func (roundsGame) EventText(e game.Event) string { return e.Kind }

// TestNarratorHeadersFollowTheDeclaration: a game whose declared model
// says its events count turns gets no round headers; the others get one
// each time the round changes.
func TestNarratorHeadersFollowTheDeclaration(t *testing.T) {
	events := []game.Event{{Kind: "a", Round: 1}, {Kind: "b", Round: 1}, {Kind: "c", Round: 2}}
	tests := []struct {
		name   string
		schema *game.Schema
		want   string
	}{
		{"rounds", &game.Schema{Version: 1}, "\n== round 1 ==\na\nb\n\n== round 2 ==\nc\n"},
		{"turns", &game.Schema{Version: 1, Turns: true}, "a\nb\nc\n"},
		{"no declaration", nil, "\n== round 1 ==\na\nb\n\n== round 2 ==\nc\n"},
	}
	for _, tt := range tests {
		var b strings.Builder
		newNarrator(&b, roundsGame{}, tt.schema, everyone).events(events)
		if b.String() != tt.want {
			t.Errorf("%s: narrated %q, want %q", tt.name, b.String(), tt.want)
		}
	}
}
