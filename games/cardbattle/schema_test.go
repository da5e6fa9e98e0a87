package cardbattle

import (
	"slices"
	"strings"
	"testing"

	"menagerie/game"
	"menagerie/gametest"
)

// TestSchemaNumericSizes checks that the declared segments of the numeric
// observation add up to ObservationSize for each configuration the layout
// test encodes.
func TestSchemaNumericSizes(t *testing.T) {
	for _, opts := range []game.Options{
		nil,
		{"players": "4", "packs": "classic,golden"},
		{"players": "6", "packs": "classic,golden,magic"},
	} {
		g, err := New(nil, packsForPlayers(nil, opts))
		if err != nil {
			t.Fatal(err)
		}
		sum := 0
		for _, seg := range Schema.Numeric {
			sum += seg.Size(g)
		}
		if sum != g.ObservationSize() {
			t.Errorf("%s: the segments add up to %d, ObservationSize is %d", opts, sum, g.ObservationSize())
		}
	}
}

// TestSchemaNamesTheEngines checks that the schema declares exactly the
// engine's phases, event kinds and label kinds (the chance outcomes, which
// no seat is offered, aside), so that one a random game rarely reaches is
// declared too.
func TestSchemaNamesTheEngines(t *testing.T) {
	var labels []string
	for m, name := range moveKindNames {
		if name != "" && m != int(MoveRocks) && m != int(MoveCoin) {
			labels = append(labels, name)
		}
	}
	tests := []struct {
		what           string
		engine, schema []string
	}{
		{"phases", phaseNames[:], ids(Schema.Phases, func(p game.Phase) string { return p.ID })},
		{"event kinds", eventNames[1:], ids(Schema.Events, func(k game.EventKind) string { return k.Kind })},
		{"label kinds", labels, ids(Schema.Labels, func(l game.LabelKind) string { return l.Kind })},
	}
	for _, tt := range tests {
		engine, schema := slices.Sorted(slices.Values(tt.engine)), slices.Sorted(slices.Values(tt.schema))
		if !slices.Equal(engine, schema) {
			t.Errorf("%s: the engine has %v, the schema declares %v", tt.what, engine, schema)
		}
	}
}

// ids lists the names of declared things.
func ids[T any](list []T, id func(T) string) []string {
	out := make([]string, len(list))
	for i, x := range list {
		out[i] = id(x)
	}
	return out
}

// TestSchemaPresets checks that every published variant makes a game.
func TestSchemaPresets(t *testing.T) {
	for _, p := range Schema.Presets {
		if _, err := Definition().New(nil, p.Options); err != nil {
			t.Errorf("preset %s: %v", p.Name, err)
		}
	}
}

// TestSchemaCatchesMismatches plants one mismatch at a time in a copy of
// the schema and checks that a recorded game then fails the check. Card
// Battle hides no value of an event (a private event hides its cards), so
// the secret plants are a private kind declared public and a public value
// declared secret.
func TestSchemaCatchesMismatches(t *testing.T) {
	g, err := New(nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	rng := game.NewRNG(7)
	var legal []game.Action
	var outs []game.ChanceOutcome
	rec := gametest.RandomRecord(g, 7, &rng, &legal, &outs)
	tests := []struct {
		name  string
		plant func(s *game.Schema)
		want  string // "": no error
	}{
		{"the schema as declared", func(*game.Schema) {}, ""},
		{"an undeclared event field", func(s *game.Schema) {
			k := eventKind(s, "buy")
			k.Fields = slices.DeleteFunc(k.Fields, func(f game.EventField) bool { return f.Name == "slot" })
		}, `event "buy": value 0`},
		{"a private kind declared public", func(s *game.Schema) { eventKind(s, "buy_blind").Private = false }, "not declared private"},
		{"a public value declared secret", func(s *game.Schema) {
			k := eventKind(s, "place")
			for i := range k.Fields {
				k.Fields[i].Secret = k.Fields[i].Name == "position"
			}
		}, "the declaration hides"},
		{"an undeclared cause", func(s *game.Schema) { eventKind(s, "ability").Cause = false }, "a cause"},
		{"an undeclared target", func(s *game.Schema) { eventKind(s, "attack").Target = false }, "a target seat"},
		{"a wrong phase id", func(s *game.Schema) {
			s.Phases[slices.IndexFunc(s.Phases, func(p game.Phase) bool { return p.ID == "arrange" })].ID = "arranging"
		}, `in phase "arrange", which the schema does not declare`},
		{"an undeclared label kind", func(s *game.Schema) {
			s.Labels = slices.DeleteFunc(s.Labels, func(l game.LabelKind) bool { return l.Kind == "sell_done" })
		}, `label "sell_done"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := Schema.Clone()
			tt.plant(s)
			errs := gametest.SchemaErrors(g, s, rec, 1)
			switch {
			case tt.want == "" && len(errs) > 0:
				t.Errorf("errors %v, want none", errs)
			case tt.want != "" && (len(errs) == 0 || !strings.Contains(errs[0].Error(), tt.want)):
				t.Errorf("errors %v, want one saying %q", errs, tt.want)
			}
		})
	}
}

// eventKind returns s's declared kind of event by name, to change it.
func eventKind(s *game.Schema, kind string) *game.EventKind {
	return &s.Events[slices.IndexFunc(s.Events, func(k game.EventKind) bool { return k.Kind == kind })]
}
