package schemagen

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"menagerie/game"
	"menagerie/registry"
)

// root is the repository's root, from this package's directory.
const root = "../.."

// TestCommittedFilesAreCurrent fails when a committed generated file is
// not what the generator writes from the declarations.
func TestCommittedFilesAreCurrent(t *testing.T) {
	files, err := Generate(root)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		got, err := os.ReadFile(filepath.Join(root, f.Path))
		if err != nil {
			t.Errorf("%s: %v (run %s)", f.Path, err, Command)
			continue
		}
		if !bytes.Equal(got, f.Data) {
			t.Errorf("%s is not what the declarations generate: run %s and commit it", f.Path, Command)
		}
	}
}

// TestDocRewritesOnlyBetweenMarkers checks that a document keeps its own
// text and that one without its markers is refused.
func TestDocRewritesOnlyBetweenMarkers(t *testing.T) {
	e := registry.Games()[0]
	old := "# Title\n\nbefore\n" + docStart + "\nstale table\n" + docEnd + "\nafter\n"
	got, err := Doc(e, []byte(old))
	if err != nil {
		t.Fatal(err)
	}
	s := string(got)
	if !strings.HasPrefix(s, "# Title\n\nbefore\n"+docStart+"\n") || !strings.HasSuffix(s, "\n"+docEnd+"\nafter\n") ||
		strings.Contains(s, "stale table") || !strings.Contains(s, "| `"+e.Schema.Events[0].Kind+"` |") {
		t.Errorf("rewritten document:\n%s", s)
	}
	again, err := Doc(e, got)
	if err != nil || !bytes.Equal(again, got) {
		t.Errorf("a second run changed the document (%v)", err)
	}
	for _, doc := range []string{"no markers\n", docEnd + "\n" + docStart + "\n", docStart + docEnd + docStart + docEnd} {
		if _, err := Doc(e, []byte(doc)); err == nil {
			t.Errorf("Doc(%q) gave no error", doc)
		}
	}
}

// TestRefusesBadDeclarations checks that a field the generated types
// cannot name, a model that names no observation type, and segments that
// do not fill the observation, are refused.
func TestRefusesBadDeclarations(t *testing.T) {
	base := registry.Games()[0]
	for _, tc := range []struct {
		name   string
		mutate func(s *game.Schema)
		want   string
	}{
		{"field named kind", func(s *game.Schema) {
			s.Events = append(s.Events, game.EventKind{Kind: "x", Fields: []game.EventField{game.CardAt("kind", 0)}})
		}, `field "kind" takes the name`},
		{"field named round", func(s *game.Schema) {
			s.Events = append(s.Events, game.EventKind{Kind: "x", Fields: []game.EventField{game.ValueAt("round", game.NumberField, 0)}})
		}, `field "round" takes the name`},
		{"field not a name", func(s *game.Schema) {
			s.Events = append(s.Events, game.EventKind{Kind: "x", Fields: []game.EventField{game.CardAt("Card-1", 0)}})
		}, "not a lower-case name"},
		{"no observation type", func(s *game.Schema) { s.Observation = nil }, "names no observation type"},
		{"segment too long", func(s *game.Schema) {
			s.Numeric = append(s.Numeric, game.Segment{Name: "extra", Size: func(game.Game) int { return 1 }, Max: func(game.Game) float32 { return 1 }})
		}, "the declared numeric segments hold"},
		{"segment without a bound", func(s *game.Schema) {
			s.Numeric = append(s.Numeric, game.Segment{Name: "extra", Size: func(game.Game) int { return 1 }})
		}, `numeric segment "extra" needs a size and a largest value`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := *base.Schema
			s.Events = append([]game.EventKind(nil), s.Events...)
			s.Numeric = append([]game.Segment(nil), s.Numeric...)
			tc.mutate(&s)
			e := *base
			e.Schema = &s
			_, errTS := TypeScript([]*registry.Entry{&e})
			_, errPy := Python([]*registry.Entry{&e})
			for _, err := range []error{errTS, errPy} {
				if err != nil && strings.Contains(err.Error(), tc.want) {
					return
				}
			}
			t.Errorf("errors %v, %v; want one saying %q", errTS, errPy, tc.want)
		})
	}
}
