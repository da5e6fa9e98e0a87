package gametest

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"

	"menagerie/game"
)

// SchemaErrors lists where a played game departs from its declared model:
// replaying rec from its seed with events recorded, every event must be
// of a declared kind with a declared field at each position it fills, its
// secret values marked as the declaration says (so that a seat outside a
// private event is never sent one), its cause and target only where
// declared; every label of a declared kind; every refusal (game.Refuser)
// of a declared kind closing no legal label; every observation (each
// seat's and the spectator's) of a declared phase, and at every
// tableEvery-th position and the last the table view beside it as
// TableErrors requires. It returns at most max problems, each naming the
// action where it was found.
func SchemaErrors(g game.Game, schema *game.Schema, rec *game.Record, max int) []error {
	var errs []error
	add := func(n int, format string, args ...any) {
		if len(errs) < max {
			errs = append(errs, fmt.Errorf("seed %d action %d: %s", rec.Seed, n, fmt.Sprintf(format, args...)))
		}
	}
	s := g.NewState(rec.Seed)
	s.RecordEvents(true)
	var events []game.Event
	var labels []game.Label
	seats := append([]game.Player{game.Spectator}, seatList(g.NumPlayers())...)
	for n := 0; ; n++ {
		for _, seat := range seats {
			o := s.Observe(seat)
			p, ok := o.(game.Phased)
			switch {
			case !ok && len(schema.Phases) > 0:
				add(n, "the observation %T names no phase (game.Phased), though the schema declares phases", o)
			case ok:
				if _, known := schema.Phase(p.PhaseID()); !known {
					add(n, "seat %d's observation is in phase %q, which the schema does not declare", seat, p.PhaseID())
				}
			}
			// A state that lays out no table view is told once.
			_, viewer := s.(game.TableViewer)
			if viewer && (n%tableEvery == 0 || n == len(rec.Actions)) || !viewer && n == 0 && seat == seats[0] {
				for _, err := range TableErrors(g, schema, s, seat) {
					add(n, "%v", err)
				}
			}
		}
		labels = s.Labels(labels[:0])
		for _, l := range labels {
			if _, ok := schema.Label(l.Kind); !ok {
				add(n, "label %q (%s) is of no declared kind", l.Kind, l.Text)
			}
		}
		for _, err := range refusalErrors(schema, s, labels) {
			add(n, "%v", err)
		}
		events = s.DrainEvents(events[:0])
		for _, e := range events {
			for _, err := range eventErrors(schema, e, g.NumPlayers()) {
				add(n, "%v", err)
			}
		}
		if n == len(rec.Actions) || len(errs) >= max {
			return errs
		}
		if err := s.Apply(rec.Actions[n]); err != nil {
			add(n, "the record's action %d does not replay: %v", rec.Actions[n], err)
			return errs
		}
	}
}

// refusalErrors checks a Refuser's refusals at s: each of a declared label
// kind, said in words, and closing no legal label.
func refusalErrors(schema *game.Schema, s game.State, labels []game.Label) []error {
	r, ok := s.(game.Refuser)
	if !ok {
		return nil
	}
	var errs []error
	for _, f := range r.Refusals(nil) {
		if _, ok := schema.Label(f.Kind); !ok {
			errs = append(errs, fmt.Errorf("refusal %q (%s) is of no declared label kind", f.Kind, f.Text))
		}
		if strings.TrimSpace(f.Text) == "" {
			errs = append(errs, fmt.Errorf("refusal %q says nothing of why", f.Kind))
		}
		if slices.ContainsFunc(labels, func(l game.Label) bool { return refuses(f, l) }) {
			errs = append(errs, fmt.Errorf("refusal %q %v (%s) beside a legal label it closes", f.Kind, f.Slots, f.Text))
		}
	}
	return errs
}

// refuses reports whether refusal f closes label l: one of its kind whose
// slots begin with f's and whose cards with f's.
func refuses(f game.Refusal, l game.Label) bool {
	return l.Kind == f.Kind && len(l.Slots) >= len(f.Slots) && slices.Equal(l.Slots[:len(f.Slots)], f.Slots) &&
		len(l.Cards) >= len(f.Cards) && slices.Equal(l.Cards[:len(f.Cards)], f.Cards)
}

// tableEvery spaces the positions whose table views SchemaErrors checks:
// reading every seat's observation for the cards it names is the costliest
// part of the check.
const tableEvery = 4

// eventErrors says where an event departs from its declared kind, as the
// engine made it and as each seat outside its private set receives it.
func eventErrors(schema *game.Schema, e game.Event, players int) []error {
	k, ok := schema.Event(e.Kind)
	if !ok {
		return []error{fmt.Errorf("event %q is of no declared kind", e.Kind)}
	}
	var errs []error
	bad := func(format string, args ...any) {
		errs = append(errs, fmt.Errorf("event %q: %s", e.Kind, fmt.Sprintf(format, args...)))
	}
	var secret uint8
	for _, f := range k.Fields {
		if f.Secret {
			secret |= 1 << uint(f.Value)
		}
	}
	for i, c := range e.Cards {
		if c != 0 && !slices.ContainsFunc(k.Fields, func(f game.EventField) bool { return f.Card == i }) {
			bad("card %d (%d) is in no declared field", i, c)
		}
	}
	for i, v := range e.Values {
		if v != 0 && !slices.ContainsFunc(k.Fields, func(f game.EventField) bool { return f.Value == i }) {
			bad("value %d (%d) is in no declared field", i, v)
		}
	}
	switch {
	case e.Private != 0 && !k.Private:
		bad("private to seats %s, but its kind is not declared private", seatsIn(e.Private, players))
	case e.Private != 0 && e.Secret != secret:
		bad("secret values %08b, but the declaration hides %08b from the other seats", e.Secret, secret)
	case e.Private == 0 && e.Secret != 0:
		bad("secret values %08b in an event every seat sees", e.Secret)
	case e.Cause != 0 && !k.Cause:
		bad("a cause (%d), but its kind declares none", e.Cause)
	case e.Target != game.Nobody && !k.Target:
		bad("a target seat (%d), but its kind declares none", e.Target)
	}
	if e.Private == 0 {
		return errs
	}
	// What a seat outside the private set receives holds no card and no
	// secret value.
	for p := range game.Player(players) {
		if e.Private.Has(p) {
			continue
		}
		r := e.For(p)
		for _, f := range k.Fields {
			switch {
			case f.Card >= 0 && r.Cards[f.Card] != 0 && r.Cards[f.Card] != game.Hidden:
				bad("seat %d, outside its private set, receives card field %q", p, f.Name)
			case f.Secret && r.Values[f.Value] != 0:
				bad("seat %d, outside its private set, receives secret field %q", p, f.Name)
			}
		}
	}
	return errs
}

// seatsIn writes a set of seats as "0,2".
func seatsIn(s game.Seats, players int) string {
	var out []string
	for p := range game.Player(players) {
		if s.Has(p) {
			out = append(out, strconv.Itoa(int(p)))
		}
	}
	return strings.Join(out, ",")
}

// OptionErrors says where a game's rule options depart from their declared
// types: an option without a type, a choice or list without values, an
// integer range that is empty, a default that is not a value of its type.
func OptionErrors(opts []game.RuleOption) []error {
	var errs []error
	for _, o := range opts {
		bad := func(format string, args ...any) {
			errs = append(errs, fmt.Errorf("option %q: %s", o.Name, fmt.Sprintf(format, args...)))
		}
		switch o.Type {
		case game.TextOption:
		case game.ChoiceOption:
			if len(o.Values) == 0 {
				bad("a choice with no values")
			} else if !slices.Contains(o.Values, o.Default) {
				bad("default %q is not one of %v", o.Default, o.Values)
			}
		case game.BoolOption:
			if o.Default != "true" && o.Default != "false" {
				bad("default %q is not true or false", o.Default)
			}
		case game.IntOption:
			switch _, err := game.ParseWhole(o.Default, o.Min, o.Max); {
			case o.Min > o.Max:
				bad("range %d to %d is empty", o.Min, o.Max)
			case err != nil:
				bad("default %q is not a whole number from %d to %d", o.Default, o.Min, o.Max)
			}
		case game.ListOption:
			for _, v := range strings.Split(o.Default, ",") {
				if len(o.Values) > 0 && v != "" && !slices.Contains(o.Values, v) {
					bad("default holds %q, not one of %v", v, o.Values)
				}
			}
		default:
			bad("type %q is none of text, choice, bool, int, list", o.Type)
		}
	}
	return errs
}

// RunSchema checks that def declares its model (Schema.Check, OptionErrors)
// and that random games of g, a game of def, keep to it (SchemaErrors).
func RunSchema(t *testing.T, def game.Definition, g game.Game, games int, seed uint64) {
	t.Helper()
	if def.Schema == nil {
		t.Fatalf("%s declares no schema", def.Name)
	}
	if err := def.Schema.Check(); err != nil {
		t.Fatal(err)
	}
	for _, err := range OptionErrors(def.Options) {
		t.Error(err)
	}
	rng := game.NewRNG(seed)
	games = gamesToPlay(games)
	var legal []game.Action
	var outs []game.ChanceOutcome
	for i := range games {
		rec := RandomRecord(g, seed+uint64(i), &rng, &legal, &outs)
		for _, err := range SchemaErrors(g, def.Schema, rec, 10) {
			t.Error(err)
		}
		if t.Failed() {
			return
		}
	}
}

// RandomRecord plays a game of uniformly random actions and chance
// outcomes drawn by their probabilities from seed, and returns its record.
func RandomRecord(g game.Game, seed uint64, rng *game.RNG, legal *[]game.Action, outs *[]game.ChanceOutcome) *game.Record {
	s := g.NewState(seed)
	rec := game.NewRecord(g, seed)
	for !s.IsTerminal() {
		var a game.Action
		if s.CurrentPlayer() == game.Chance {
			*outs = s.ChanceOutcomes((*outs)[:0])
			a = (*outs)[rng.Pick(*outs)].Action
		} else {
			*legal = s.LegalActions((*legal)[:0])
			a = (*legal)[rng.IntN(len(*legal))]
		}
		if err := s.Apply(a); err != nil {
			panic(fmt.Sprintf("random game of %s, seed %d: a listed action refused: %v", g.Name(), seed, err))
		}
		rec.Actions = append(rec.Actions, a)
	}
	return rec
}
