package tableau

import (
	"maps"
	"slices"
	"strconv"
	"strings"
	"testing"

	"menagerie/game"
	"menagerie/gametest"
)

// TestSchemaCatchesMismatches plants one mismatch at a time in a copy of
// the schema and requires the check to find it in a recorded game.
func TestSchemaCatchesMismatches(t *testing.T) {
	g := newTestGame(t)
	rng := game.NewRNG(1)
	var legal []game.Action
	var outs []game.ChanceOutcome
	rec := gametest.RandomRecord(g, 1, &rng, &legal, &outs)
	if errs := gametest.SchemaErrors(g, Schema, rec, 10); len(errs) > 0 {
		t.Fatalf("the declared schema: %v", errs)
	}
	tests := []struct {
		name   string
		change func(s *game.Schema)
		want   string
	}{
		{"an undeclared event field", func(s *game.Schema) {
			k := eventKind(s, "take")
			k.Fields = slices.DeleteFunc(slices.Clone(k.Fields), func(f game.EventField) bool { return f.Name == "card" })
		}, `event "take": card 0`},
		{"an undeclared event kind", func(s *game.Schema) {
			s.Events = slices.DeleteFunc(s.Events, func(k game.EventKind) bool { return k.Kind == "award" })
		}, `event "award" is of no declared kind`},
		{"an undeclared cause", func(s *game.Schema) { eventKind(s, "ability").Cause = false }, "declares none"},
		{"a wrong phase id", func(s *game.Schema) { s.Phases[0].ID = "drafting" }, `in phase "draft"`},
		{"an undeclared label kind", func(s *game.Schema) {
			s.Labels = slices.DeleteFunc(s.Labels, func(l game.LabelKind) bool { return l.Kind == "place" })
		}, `label "place"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := Schema.Clone()
			tt.change(s)
			errs := gametest.SchemaErrors(g, s, rec, 10)
			if len(errs) == 0 || !strings.Contains(errs[0].Error(), tt.want) {
				t.Errorf("errors %v, want one saying %q", errs, tt.want)
			}
		})
	}
}

// eventKind returns the declared kind of event of that name in s, to
// change.
func eventKind(s *game.Schema, kind string) *game.EventKind {
	return &s.Events[slices.IndexFunc(s.Events, func(k game.EventKind) bool { return k.Kind == kind })]
}

// TestNumericSegments checks that the declared segments add up to the
// observation's size and lie where encode writes: the phase one-hot in the
// declared phases' order, the deck's size, and the rules last.
func TestNumericSegments(t *testing.T) {
	for i, p := range Schema.Phases {
		if p.ID != phaseNames[i] {
			t.Fatalf("declared phase %d is %q, the engine's is %q", i, p.ID, phaseNames[i])
		}
	}
	for _, opts := range []game.Options{
		nil,
		{"players": "3", "rounds": "2"},
		{"players": "4", "market": "4x4", "extension": "true", "rounds": "2"},
	} {
		t.Run(opts.String(), func(t *testing.T) {
			g, err := New(nil, opts)
			if err != nil {
				t.Fatal(err)
			}
			at := map[string]int{}
			sum := 0
			for _, seg := range Schema.Numeric {
				at[seg.Name] = sum
				sum += seg.Size(g)
			}
			if sum != g.ObservationSize() {
				t.Fatalf("the segments add up to %d values, ObservationSize is %d", sum, g.ObservationSize())
			}
			s, rng := g.newState(1), game.NewRNG(1)
			dst := make([]float32, sum)
			for step := 0; ; step++ {
				seat := game.Player(step % g.r.players)
				s.EncodeObservation(seat, dst)
				o := s.Observation(int(seat))
				phase := slices.IndexFunc(Schema.Phases, func(p game.Phase) bool { return p.ID == o.Phase })
				switch {
				case dst[at["phase"]+phase] != 1:
					t.Fatalf("step %d: phase %q is not set at segment phase", step, o.Phase)
				case dst[at["deck_size"]] != float32(o.DeckSize)/MaxDeck:
					t.Fatalf("step %d: segment deck_size holds %v, the deck has %d cards", step, dst[at["deck_size"]], o.DeckSize)
				case dst[at["rounds"]] != float32(g.r.rounds)/scaleSmall:
					t.Fatalf("step %d: segment rounds holds %v, the game has %d rounds", step, dst[at["rounds"]], g.r.rounds)
				}
				if s.IsTerminal() {
					break
				}
				var buf [256]game.Action
				legal := s.LegalActions(buf[:0])
				if s.CurrentPlayer() == game.Chance {
					legal = append(legal, actRoll+game.Action(rng.IntN(dieFaces)))
				}
				do(t, s, legal[rng.IntN(len(legal))])
			}
		})
	}
}

// TestPresets checks that each published variant is a set of options the
// engine takes, for every number of players.
func TestPresets(t *testing.T) {
	for _, p := range Schema.Presets {
		for _, n := range Definition().Players {
			opts := game.Options{"players": strconv.Itoa(n)}
			maps.Copy(opts, p.Options)
			if _, err := New(nil, opts); err != nil {
				t.Errorf("preset %s with %d players: %v", p.Name, n, err)
			}
		}
	}
}
