package gametest

import (
	"fmt"
	"strings"
	"testing"

	"menagerie/game"
)

// TranscriptErrors checks that a game's full transcript (every event in
// the game's own words, hidden cards included, as `game` and `replay --all`
// print it) tells the whole game, so that a reader can rebuild it: over
// games random playouts from seed on, at every position each legal action,
// or each chance outcome, is played on a copy, and any two whose sentences
// read the same must leave the same state (String, the whole state with its
// hidden cards). A silent event, or a sentence that leaves out what a
// choice decided, makes two different states read alike. It returns one
// line per problem, the first few of each game.
func TranscriptErrors(g game.Game, games int, seed uint64) []string {
	var errs []string
	for i := range games {
		errs = append(errs, transcriptErrors(g, seed+uint64(i))...)
	}
	return errs
}

// transcriptErrors plays one game and checks each of its positions.
func transcriptErrors(g game.Game, seed uint64) []string {
	const perGame = 3
	var errs []string
	rng := game.NewRNG(seed ^ 0x7a5c)
	s := g.NewState(seed)
	var actions []game.Action
	var outcomes []game.ChanceOutcome
	var events []game.Event
	for step := 0; !s.IsTerminal() && len(errs) < perGame; step++ {
		actions = actions[:0]
		if s.CurrentPlayer() == game.Chance {
			outcomes = s.ChanceOutcomes(outcomes[:0])
			for _, o := range outcomes {
				actions = append(actions, o.Action)
			}
		} else {
			actions = s.LegalActions(actions)
		}
		read := map[string]game.Action{}
		ends := map[string]string{}
		for _, a := range actions {
			c := s.Clone()
			c.RecordEvents(true)
			if err := c.Apply(a); err != nil {
				errs = append(errs, fmt.Sprintf("seed %d step %d: %s: %v", seed, step, s.ActionString(a), err))
				continue
			}
			events = c.DrainEvents(events[:0])
			text := sentences(g, events)
			end := c.String()
			if b, ok := read[text]; ok && ends[text] != end {
				errs = append(errs, fmt.Sprintf("seed %d step %d: %q and %q both read %q but leave different states",
					seed, step, s.ActionString(b), s.ActionString(a), text))
				break
			}
			read[text], ends[text] = a, end
		}
		if len(actions) == 0 {
			errs = append(errs, fmt.Sprintf("seed %d step %d: no action and no outcome at a live position", seed, step))
			break
		}
		s.ApplyUnchecked(actions[rng.IntN(len(actions))])
	}
	return errs
}

// sentences joins the events' sentences, one a line.
func sentences(g game.Game, events []game.Event) string {
	var b strings.Builder
	for _, e := range events {
		b.WriteString(g.EventText(e))
		b.WriteByte('\n')
	}
	return b.String()
}

// RunTranscript runs TranscriptErrors as a test.
func RunTranscript(t *testing.T, g game.Game, games int, seed uint64) {
	t.Helper()
	for _, e := range TranscriptErrors(g, gamesToPlay(games), seed) {
		t.Error(e)
	}
}
