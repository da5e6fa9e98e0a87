package contract

import (
	"errors"
	"testing"

	"menagerie/game"
)

// testSet and testGame are an engine's own types for the adapters.
type testSet struct{ game.CardSet }
type testGame struct {
	game.Game
	set *testSet
}

// otherSet is another engine's card set.
type otherSet struct{ game.CardSet }

var errBad = errors.New("bad")

func TestReader(t *testing.T) {
	want := &testSet{}
	read := Reader(func(file string, data []byte) (*testSet, error) {
		if string(data) == "bad" {
			return nil, errBad
		}
		return want, nil
	})
	if set, err := read("f.yaml", []byte("bad")); set != nil || err != errBad {
		t.Errorf("failed parse = %#v, %v; want a nil set and the error", set, err)
	}
	if set, err := read("f.yaml", []byte("ok")); set != game.CardSet(want) || err != nil {
		t.Errorf("parse = %#v, %v; want the parsed set", set, err)
	}
}

func TestConstructor(t *testing.T) {
	build := Constructor(func(set *testSet, opts game.Options) (*testGame, error) {
		if opts["bad"] != "" {
			return nil, errBad
		}
		return &testGame{set: set}, nil
	})
	own := &testSet{}
	for _, tc := range []struct {
		name  string
		cards game.CardSet
		opts  game.Options
		want  *testSet // the set build gets; nil with a failed build
		err   error
	}{
		{"own set", own, nil, own, nil},
		{"built-in", nil, nil, nil, nil},
		{"other engine's set", &otherSet{}, nil, nil, nil},
		{"failed build", own, game.Options{"bad": "1"}, nil, errBad},
	} {
		g, err := build(tc.cards, tc.opts)
		if err != tc.err {
			t.Errorf("%s: error %v, want %v", tc.name, err, tc.err)
		}
		if tc.err != nil {
			if g != nil {
				t.Errorf("%s: game %#v, want a nil game.Game", tc.name, g)
			}
			continue
		}
		if tg, ok := g.(*testGame); !ok || tg.set != tc.want {
			t.Errorf("%s: game %#v, want one built on %p", tc.name, g, tc.want)
		}
	}
}
