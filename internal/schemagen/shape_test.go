package schemagen

import (
	"bytes"
	"fmt"
	"path/filepath"
	"reflect"
	"testing"

	"menagerie/gametest"
	"menagerie/registry"
)

// shape describes what a client reads of a game's declared model by its
// form: the ids, scopes, places and types, who may see what, the rule
// options' types, the numeric segments' sizes and bounds in each mapped
// configuration and the observation's JSON; not the words for people
// (titles, hints, meanings, help), which change no client.
func shape(e *registry.Entry) (string, error) {
	var b bytes.Buffer
	s := e.Schema
	if s.FirstSeat != "" {
		fmt.Fprintf(&b, "first seat %s\n", s.FirstSeat)
	}
	if s.Turns {
		b.WriteString("turns\n")
	}
	for _, p := range s.Phases {
		fmt.Fprintf(&b, "phase %s\n", p.ID)
	}
	for _, c := range s.Counters {
		fmt.Fprintf(&b, "counter %s %s\n", c.ID, c.Scope)
	}
	for _, z := range s.Zones {
		fmt.Fprintf(&b, "zone %s %s %s %s kinds=%v%s\n", z.ID, z.Scope, z.Visibility, z.Layout, z.Kinds, marked(z.Kept, "kept"))
		for _, st := range z.Stats {
			fmt.Fprintf(&b, "  number %s back=%v\n", st.ID, st.Back)
		}
	}
	for _, k := range s.Events {
		fmt.Fprintf(&b, "event %s private=%v cause=%v target=%v takes=%v%s%s\n", k.Kind, k.Private, k.Cause, k.Target, k.Takes,
			marked(k.Keeps, "keeps"), marked(k.Settles, "settles"))
		for _, f := range k.Fields {
			fmt.Fprintf(&b, "  field %s %s card=%d value=%d secret=%v\n", f.Name, f.Type, f.Card, f.Value, f.Secret)
		}
	}
	for _, l := range s.Labels {
		fmt.Fprintf(&b, "label %s %s\n", l.Kind, l.Role)
	}
	for _, p := range s.Presets {
		fmt.Fprintf(&b, "preset %s %s\n", p.Name, p.Options)
	}
	for _, o := range e.Options {
		fmt.Fprintf(&b, "option %s %s values=%q range=%d..%d\n", o.Name, optionType(o), o.Values, o.Min, o.Max)
	}
	for _, opts := range configurations(e) {
		segs, err := segments(e, opts)
		if err != nil {
			return "", err
		}
		fmt.Fprintf(&b, "numeric {%s}\n", opts)
		for _, seg := range segs {
			fmt.Fprintf(&b, "  %s %d max %g\n", seg.name, seg.size, seg.max)
		}
	}
	if err := newTSStructs(&b).write(reflect.TypeOf(s.Observation), "Observation", pascal(e.Title)); err != nil {
		return "", err
	}
	return b.String(), nil
}

// marked is " name=true" when on, and nothing otherwise: a mark added to
// the model after the first records leaves the shapes of the games
// without it as they were.
func marked(on bool, name string) string {
	if on {
		return " " + name + "=true"
	}
	return ""
}

// TestVersionChangesWithTheShapes holds each game's declared model to the
// record of its version's shapes (testdata/shapes/GAME-vN.txt), which is
// written once: a change of shape under the same version fails, so that
// the version sent with every state message tells a client built for
// another one.
func TestVersionChangesWithTheShapes(t *testing.T) {
	for _, e := range registry.Games() {
		t.Run(e.Name, func(t *testing.T) {
			got, err := shape(e)
			if err != nil {
				t.Fatal(err)
			}
			v := e.Schema.Version
			gametest.Frozen(t, filepath.Join("testdata", "shapes", fmt.Sprintf("%s-v%d.txt", e.Name, v)), got,
				fmt.Sprintf("%s's declared model changed its shapes under version %d: raise its Schema.Version, run go run ./cmd/schemagen, "+
					"then write the new version's record with -update", e.Name, v))
		})
	}
}
