package dojo

import (
	"slices"
	"strings"
	"testing"

	"menagerie/game"
	"menagerie/gametest"
)

// TestSchemaCatchesMismatch plants one mismatch at a time in a copy of the
// schema and checks that the recorded games of a duel with a secret setup
// then fail gametest.SchemaErrors, and pass it without the mismatch.
func TestSchemaCatchesMismatch(t *testing.T) {
	g := newGame(t, nil)
	rng := game.NewRNG(7)
	var legal []game.Action
	var outs []game.ChanceOutcome
	var recs []*game.Record
	for seed := range uint64(3) {
		recs = append(recs, gametest.RandomRecord(g, seed, &rng, &legal, &outs))
	}
	tests := []struct {
		name  string
		plant func(s *game.Schema)
		want  string // "": no error
	}{
		{"the schema as declared", nil, ""},
		{"an undeclared event field", func(s *game.Schema) {
			removeField(s, "damage", "damage")
		}, `event "damage": value 1`},
		{"a secret field sent to the other seat", func(s *game.Schema) {
			k := eventKind(s, "place")
			k.Fields[slices.IndexFunc(k.Fields, func(f game.EventField) bool { return f.Name == "position" })].Secret = false
		}, `event "place": secret values 00000001, but the declaration hides 00000000`},
		{"a private event of a public kind", func(s *game.Schema) {
			eventKind(s, "place").Private = false
		}, `event "place": private to seats`},
		{"a wrong phase id", func(s *game.Schema) {
			s.Phases[slices.IndexFunc(s.Phases, func(p game.Phase) bool { return p.ID == "attack" })].ID = "attacks"
		}, `in phase "attack", which the schema does not declare`},
		{"an undeclared label", func(s *game.Schema) {
			s.Labels = slices.DeleteFunc(s.Labels, func(l game.LabelKind) bool { return l.Kind == "no_attack" })
		}, `label "no_attack"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := Schema.Clone()
			if tt.plant != nil {
				tt.plant(s)
			}
			var errs []error
			for _, rec := range recs {
				errs = append(errs, gametest.SchemaErrors(g, s, rec, 5)...)
			}
			switch {
			case tt.want == "" && len(errs) > 0:
				t.Errorf("errors %v, want none", errs)
			case tt.want != "" && !slices.ContainsFunc(errs, func(err error) bool { return strings.Contains(err.Error(), tt.want) }):
				t.Errorf("errors %v, want one saying %q", errs, tt.want)
			}
		})
	}
}

// eventKind returns the declared kind of event of s with that name.
func eventKind(s *game.Schema, kind string) *game.EventKind {
	return &s.Events[slices.IndexFunc(s.Events, func(k game.EventKind) bool { return k.Kind == kind })]
}

// removeField removes the named field from an event kind of s.
func removeField(s *game.Schema, kind, field string) {
	k := eventKind(s, kind)
	k.Fields = slices.DeleteFunc(k.Fields, func(f game.EventField) bool { return f.Name == field })
}

// TestNumericSegments checks that the declared segments of the numeric
// observation add up to its size in each configuration the numeric tests
// use.
func TestNumericSegments(t *testing.T) {
	for _, opts := range numericConfigs {
		g := newGame(t, opts)
		sum := 0
		for _, seg := range Schema.Numeric {
			sum += seg.Size(g)
		}
		if sum != g.ObservationSize() {
			t.Errorf("%s: the segments add up to %d, the observation has %d values", opts, sum, g.ObservationSize())
		}
	}
}

// TestSchemaNamesTheEngine checks that the schema declares the engine's
// phases in its order (the numeric observation's phase field follows it)
// and every kind of event the engine has, and that each preset makes a
// game.
func TestSchemaNamesTheEngine(t *testing.T) {
	var phases, events []string
	for _, p := range Schema.Phases {
		phases = append(phases, p.ID)
	}
	for _, k := range Schema.Events {
		events = append(events, k.Kind)
	}
	if !slices.Equal(phases, phaseNames[:]) {
		t.Errorf("declared phases %v, the engine's %v", phases, phaseNames)
	}
	if !slices.Equal(events, eventNames[1:]) {
		t.Errorf("declared events %v, the engine's %v", events, eventNames[1:])
	}
	for _, p := range Schema.Presets {
		if _, err := New(nil, p.Options); err != nil {
			t.Errorf("preset %s: %v", p.Name, err)
		}
	}
}
