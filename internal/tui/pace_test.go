package tui

import (
	"bytes"
	"strings"
	"testing"

	"menagerie/game"
)

// TestRestOfBattleAtOnce: f at a step shows the rest of the battle with no
// step or page waiting, also after a question the battle asks on the way
// (a second flush with steps); play-by-play without steps ends it.
func TestRestOfBattleAtOnce(t *testing.T) {
	battle := func(attacks int) string {
		var b strings.Builder
		for i := range attacks {
			b.WriteString("attack " + strings.Repeat("x", i%3+1) + "\n" + stepMark + "\n")
		}
		return b.String()
	}
	var out bytes.Buffer
	p := &player{cfg: Config{Out: &out, Height: 10}, style: style{terminal: true},
		buf: []*bytes.Buffer{new(bytes.Buffer)}, ask: newPrompter(strings.NewReader("f\n\n\n\n\n"), &out, false)}
	prompts := func() int {
		n := strings.Count(out.String(), "Enter: next step") + strings.Count(out.String(), "Enter: more")
		out.Reset()
		return n
	}
	// The first battle: f at its first step, then 30 attacks (three
	// screens) with nothing to wait for.
	for _, step := range []struct {
		text string
		// least and most bound the prompts waited at.
		least, most int
	}{
		{battle(30), 1, 1},   // f answers the first step's prompt
		{battle(30), 0, 0},   // after a question: still all at once
		{"a shop\n", 0, 0},   // no battle: f is spent
		{battle(30), 2, 100}, // the next battle goes step by step again
	} {
		p.buf[0].WriteString(step.text)
		err := p.flush(game.Player(0))
		if got := prompts(); got < step.least || got > step.most {
			t.Errorf("%d prompts to wait at, want %d to %d", got, step.least, step.most)
		}
		if err != nil && step.most < 2 {
			t.Fatal(err)
		}
	}
}
