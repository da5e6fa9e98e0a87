package tui

import (
	"bytes"
	"io"
	"regexp"
	"strings"
	"testing"

	"menagerie/agent"
	"menagerie/game"
	"menagerie/registry"
)

// responder answers the prompt last written to out as a person would who
// takes the first choice everywhere (the last of a numbered menu when
// last, yes to a question and the first card to discard), sells the first pet when made to, confirms
// the proposed deck and does every exercise.
type responder struct {
	out     *bytes.Buffer
	pending []byte
	queue   []string
	answers int
	last    bool
}

// lastChoice matches a numbered menu's prompt and its last number.
var lastChoice = regexp.MustCompile(`^choose 1-(\d+) `)

func (r *responder) Read(b []byte) (int, error) {
	if len(r.pending) == 0 {
		if r.answers++; r.answers > 20000 {
			return 0, io.EOF
		}
		text := r.out.String()
		prompt := text[strings.LastIndex(text, "\n")+1:]
		answer := "1"
		switch {
		case len(r.queue) > 0:
			answer, r.queue = r.queue[0], r.queue[1:]
		case prompt == "sell> ":
			r.queue = []string{"ok"}
		case prompt == "deck> ":
			answer = "ok"
		case prompt == "exercise> ", strings.HasPrefix(prompt, "Pass the screen"):
			answer = ""
		case r.last && prompt == "discard> ":
			r.queue = []string{"ok"}
		case r.last && strings.Contains(prompt, "y/n? "):
			answer = "y"
		case r.last && lastChoice.MatchString(prompt):
			answer = lastChoice.FindStringSubmatch(prompt)[1]
		}
		r.pending = []byte(answer + "\n")
	}
	n := copy(b, r.pending)
	r.pending = r.pending[n:]
	return n, nil
}

// TestPlayShowsOnlyWhatTheSeatMaySee plays games in which P1 is a person
// and P2 a bot, then replays each record with every event in full: no
// private event of P2's is shown to P1 in full, and P1 is told each in the
// words the engine gives an outsider.
func TestPlayShowsOnlyWhatTheSeatMaySee(t *testing.T) {
	for _, tc := range []struct {
		game  string
		opts  game.Options
		seeds []uint64
	}{
		{"cardbattle", nil, []uint64{1, 2, 3}},
		{"dojo", game.Options{"exercise": "honor"}, []uint64{1, 2}},
	} {
		e, err := registry.Lookup(tc.game)
		if err != nil {
			t.Fatal(err)
		}
		g, err := e.New(nil, tc.opts)
		if err != nil {
			t.Fatal(err)
		}
		private := 0
		for _, seed := range tc.seeds {
			bot, err := e.NewBot("random", g)
			if err != nil {
				t.Fatal(err)
			}
			var out bytes.Buffer
			rec, err := Play(Config{Game: g, Seed: seed, Bots: []agent.Agent{nil, bot}, In: &responder{out: &out}, Out: &out})
			if err != nil {
				t.Fatalf("%s seed %d: %v", tc.game, seed, err)
			}
			shown := out.String()
			for _, ev := range replayEvents(t, g.NewState(seed), rec.Actions) {
				if ev.Private == 0 || ev.Private.Has(0) || ev.Choice {
					continue
				}
				private++
				full, outsider := g.EventText(ev), g.EventText(ev.For(0))
				if strings.Contains(shown, "\n"+full+"\n") {
					t.Errorf("%s seed %d: P1 is shown P2's private %q", tc.game, seed, full)
				}
				if !strings.Contains(shown, "\n"+outsider+"\n") {
					t.Errorf("%s seed %d: P1 is not told %q", tc.game, seed, outsider)
				}
			}
		}
		if private == 0 {
			t.Errorf("%s: no private event of P2's in %d games", tc.game, len(tc.seeds))
		}
	}
}
