package registry_test

import (
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"

	"menagerie/game"
	"menagerie/games/cardbattle"
	"menagerie/games/dojo"
	"menagerie/games/tableau"
	"menagerie/gametest"
	"menagerie/registry"
)

// TestEveryGame builds each listed game with its defaults and with each
// player count, and makes each kind of bot for it.
func TestEveryGame(t *testing.T) {
	if got := strings.Join(registry.Names(), ","); got != "cardbattle,tableau,dojo" {
		t.Errorf("games %s", got)
	}
	for _, e := range registry.Games() {
		t.Run(e.Name, func(t *testing.T) {
			for _, n := range e.Players {
				g, err := e.New(nil, game.Options{"players": strconv.Itoa(n)})
				if err != nil {
					t.Fatalf("%d players: %v", n, err)
				}
				if g.Name() != e.Name || g.NumPlayers() != n || g.RulesVersion() != e.RulesVersion {
					t.Errorf("%d players: built %s with %d players, rules %s", n, g.Name(), g.NumPlayers(), g.RulesVersion())
				}
				if e.Cards.InUse(g).Hash() != g.CardSetHash() {
					t.Errorf("%d players: the card set in use is not the game's", n)
				}
				for _, spec := range []string{"random", "heuristic", "ismcts:iters=10", "ismcts:iters=10,rollout=random,expert=false"} {
					if _, err := e.NewBot(spec, g); err != nil {
						t.Errorf("%d players: bot %s: %v", n, spec, err)
					}
				}
			}
		})
	}
}

// TestLookup finds games by name and names the known ones otherwise.
func TestLookup(t *testing.T) {
	if e, err := registry.Lookup("tableau"); err != nil || e.Title != "Tableau" {
		t.Errorf("tableau: %v", err)
	}
	_, err := registry.Lookup("chess")
	if err == nil || err.Error() != `unknown game "chess" (known: cardbattle, tableau, dojo)` {
		t.Errorf("chess: %v", err)
	}
}

// TestDetectCards finds each game's built-in card file by its game key, and
// takes a file naming no game for Card Battle's.
func TestDetectCards(t *testing.T) {
	tests := []struct {
		data  []byte
		want  string
		valid bool
	}{
		{cardbattle.ClassicYAML(), "cardbattle", true},
		{tableau.ClassicYAML(), "tableau", true},
		{dojo.StarterYAML(), "dojo", true},
		{[]byte("game: chess\n"), "cardbattle", false},
		{[]byte("not: a card file\n"), "cardbattle", false},
	}
	for _, tt := range tests {
		e := registry.DetectCards(tt.data)
		if e.Name != tt.want {
			t.Errorf("%.20q: detected %s, want %s", tt.data, e.Name, tt.want)
			continue
		}
		set, err := e.Cards.Read("built-in", tt.data)
		if valid := err == nil && set.Summary() != ""; valid != tt.valid {
			t.Errorf("%.20q: valid %v, want %v (%v)", tt.data, valid, tt.valid, err)
		}
	}
}

// TestBotsOfAnotherGame checks that a game's bots refuse another engine's
// game with an error.
func TestBotsOfAnotherGame(t *testing.T) {
	cb, _ := registry.Lookup("cardbattle")
	dg, err := dojo.New(nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := cb.NewBot("heuristic", dg); err == nil || !strings.Contains(err.Error(), "not dojo") {
		t.Errorf("a Card Battle heuristic for Dojo: %v", err)
	}
}

// TestForRecord rebuilds the game of a record of each game and player
// count, and refuses a record of another game, rules version or card set.
func TestForRecord(t *testing.T) {
	for _, e := range registry.Games() {
		for _, n := range e.Players {
			g, err := e.New(nil, game.Options{"players": strconv.Itoa(n)})
			if err != nil {
				t.Fatal(err)
			}
			rec := game.NewRecord(g, 7)
			got, rg, err := registry.ForRecord(rec, nil)
			if err != nil || got != e || rg.NumPlayers() != n || rg.Options().String() != g.Options().String() {
				t.Errorf("%s, %d players: %v", e.Name, n, err)
			}
		}
	}
	g, err := tableau.New(nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name  string
		edit  func(r *game.Record)
		cards game.CardSet
		want  string
	}{
		{"unknown game", func(r *game.Record) { r.Game = "chess" }, nil, `record: unknown game "chess"`},
		{"other rules", func(r *game.Record) { r.RulesVersion = "tableau/0" }, nil, `record has rules version "tableau/0", this engine has "` + tableau.RulesVersion + `"`},
		{"bad options", func(r *game.Record) { r.Options = game.Options{"players": "9"} }, nil, "record options: "},
		{"other cards", func(*game.Record) {}, tableau.Designed(), "record's card set " + g.CardSetHash() + " differs"},
	}
	for _, tt := range tests {
		rec := game.NewRecord(g, 1)
		tt.edit(rec)
		if _, _, err := registry.ForRecord(rec, tt.cards); err == nil || !strings.HasPrefix(err.Error(), tt.want) {
			t.Errorf("%s: %v, want %q", tt.name, err, tt.want)
		}
	}
}

// TestEveryGameDeclaresItsModel: each registered game declares a model
// that holds together and types every rule option (none is free text), so
// that clients can draw it (its states lay out table views) and build its
// set-up form, and the balance lab finds the labels that offer cards and
// the events that take them; it names the type its states observe, which
// the clients' types are generated from; and at each player count its
// declared numeric segments cover its numeric observation.
func TestEveryGameDeclaresItsModel(t *testing.T) {
	for _, e := range registry.Games() {
		t.Run(e.Name, func(t *testing.T) {
			s := e.Schema
			if s == nil {
				t.Fatal("no schema")
			}
			if err := s.Check(); err != nil {
				t.Error(err)
			}
			for _, err := range gametest.OptionErrors(e.Options) {
				t.Error(err)
			}
			for _, o := range e.Options {
				if o.Type == game.TextOption {
					t.Errorf("option %q is free text: the lobby would show it as a raw text field; give it a type", o.Name)
				}
			}
			if len(s.Phases) == 0 || len(s.Events) == 0 || len(s.Labels) == 0 {
				t.Errorf("%d phases, %d event kinds, %d label kinds: want some of each", len(s.Phases), len(s.Events), len(s.Labels))
			}
			if len(s.LabelsOf(game.Offer)) == 0 || len(s.Taking()) == 0 {
				t.Errorf("offers %v, taking events %v: the balance lab needs both", s.LabelsOf(game.Offer), s.Taking())
			}
			g, err := e.New(nil, nil)
			if err != nil {
				t.Fatal(err)
			}
			first := g.NewState(1)
			obs := first.Observe(0)
			if _, ok := obs.(game.Phased); !ok {
				t.Error("the observation names no phase (game.Phased)")
			}
			if got, want := reflect.TypeOf(s.Observation), reflect.TypeOf(obs); got != want {
				t.Errorf("the schema names the observation type %v, the states observe a %v", got, want)
			}
			if _, ok := first.(game.TableViewer); !ok {
				t.Error("the states lay out no table view (game.TableViewer) for clients that know only the schema")
			}
			for _, n := range e.Players {
				checkNumeric(t, e, n)
			}
		})
	}
}

// checkNumeric checks that a game of e with n players has what the
// numeric encoding (package vec, the Python package) needs: it is
// game.Numeric, its states game.NumericState, and its declared segments
// cover its observation vector exactly, with their bounds.
func checkNumeric(t *testing.T, e *registry.Entry, n int) {
	t.Helper()
	g, err := e.New(nil, game.Options{"players": strconv.Itoa(n)})
	if err != nil {
		t.Fatal(err)
	}
	num, ok := g.(game.Numeric)
	if !ok {
		t.Errorf("%d players: the game has no numeric observation or action space (game.Numeric)", n)
		return
	}
	if _, ok := g.NewState(1).(game.NumericState); !ok {
		t.Errorf("%d players: the states encode no numeric observation (game.NumericState)", n)
	}
	size := 0
	for _, seg := range e.Schema.Numeric {
		size += seg.Size(g)
	}
	if size == 0 || size != num.ObservationSize() || !slices.Equal(game.Ceilings(g, e.Schema.Numeric), num.ObservationMax()) {
		t.Errorf("%d players: the declared segments cover %d numbers, the observation has %d, or their bounds differ", n, size, num.ObservationSize())
	}
	if len(num.ActionSpace(nil)) == 0 {
		t.Errorf("%d players: an empty action space", n)
	}
}
