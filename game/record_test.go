package game_test

import (
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"menagerie/game"
	"menagerie/games/cardbattle"
	"menagerie/games/dojo"
	"menagerie/games/tableau"
)

const fullRecord = `{
  "game": "cardbattle",
  "rules_version": "cardbattle/1",
  "options": {"dice": "0,0,1,1,2,2", "players": "2"},
  "card_set_hash": "0123456789abcdef",
  "seed": 18446744073709551615,
  "actions": [0, 5, -1, 2147483647],
  "outcome": {"over": true, "returns": [1, -1], "state_hash": "00ff00ff00ff00ff"}
}`

func TestParseRecord(t *testing.T) {
	tests := []struct {
		name string
		in   string
		want game.Record
	}{
		{name: "every field", in: fullRecord, want: game.Record{
			Game: "cardbattle", RulesVersion: "cardbattle/1",
			Options:     game.Options{"dice": "0,0,1,1,2,2", "players": "2"},
			CardSetHash: "0123456789abcdef", Seed: 1<<64 - 1,
			Actions: []game.Action{0, 5, -1, 2147483647},
			Outcome: &game.Outcome{Over: true, Returns: []float64{1, -1}, StateHash: "00ff00ff00ff00ff"},
		}},
		{name: "unfinished game", in: `{"game": "dojo", "outcome": {"over": false, "returns": [0, 0], "state_hash": "0123456789abcdef"}}`,
			want: game.Record{Game: "dojo", Outcome: &game.Outcome{Returns: []float64{0, 0}, StateHash: "0123456789abcdef"}}},
		{name: "null outcome", in: `{"game": "dojo", "outcome": null}`, want: game.Record{Game: "dojo"}},
		{name: "only the game", in: `{"game": "dojo"}`, want: game.Record{Game: "dojo"}},
		{name: "no actions yet", in: `{"game": "tableau", "seed": 7, "actions": []}`,
			want: game.Record{Game: "tableau", Seed: 7, Actions: []game.Action{}}},
		{name: "trailing spaces", in: "{\"game\": \"dojo\"}\n\n  \t", want: game.Record{Game: "dojo"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, err := game.ParseRecord([]byte(tt.in))
			if err != nil {
				t.Fatalf("ParseRecord: %v", err)
			}
			if !reflect.DeepEqual(*r, tt.want) {
				t.Errorf("ParseRecord = %+v; want %+v", *r, tt.want)
			}
		})
	}
}

func TestParseRecordErrors(t *testing.T) {
	tests := []struct {
		name string
		in   string
		want []string // every string must appear in the error
	}{
		{"unknown field", `{"game": "dojo", "winner": 1}`, []string{"game record", `unknown field "winner"`}},
		{"missing game", `{"seed": 1, "actions": [1]}`, []string{"game record", `missing field "game"`}},
		{"empty game", `{"game": ""}`, []string{`missing field "game"`}},
		{"null", `null`, []string{`missing field "game"`}},
		{"trailing object", `{"game": "dojo"} {"game": "dojo"}`, []string{"game record", "trailing data"}},
		{"trailing text", `{"game": "dojo"} x`, []string{"trailing data"}},
		{"trailing brace", `{"game": "dojo"}}`, []string{"trailing data"}},
		{"trailing bracket", `{"game": "dojo"}]`, []string{"trailing data"}},
		{"empty input", ``, []string{"game record"}},
		{"not JSON", `game: dojo`, []string{"game record"}},
		{"truncated", `{"game": "dojo", "actions": [1, 2`, []string{"game record"}},
		{"seed too big", `{"game": "dojo", "seed": 18446744073709551616}`, []string{"game record"}},
		{"negative seed", `{"game": "dojo", "seed": -1}`, []string{"game record"}},
		{"action too big", `{"game": "dojo", "actions": [2147483648]}`, []string{"game record"}},
		{"action as text", `{"game": "dojo", "actions": ["buy"]}`, []string{"game record"}},
		{"option not text", `{"game": "dojo", "options": {"players": 2}}`, []string{"game record"}},
		{"a list", `[{"game": "dojo"}]`, []string{"game record"}},
		{"unknown outcome field", `{"game": "dojo", "outcome": {"winner": 0}}`, []string{"game record", `unknown field "winner"`}},
		{"outcome not an object", `{"game": "dojo", "outcome": "P1 wins"}`, []string{"game record"}},
		{"no state hash", `{"game": "dojo", "outcome": {"over": true, "returns": [1, -1]}}`, []string{"game record: outcome", `state_hash ""`, "16 lowercase hexadecimal digits"}},
		{"short state hash", `{"game": "dojo", "outcome": {"state_hash": "abc"}}`, []string{`state_hash "abc"`}},
		{"long state hash", `{"game": "dojo", "outcome": {"state_hash": "0123456789abcdef0"}}`, []string{"16 lowercase hexadecimal digits"}},
		{"upper-case state hash", `{"game": "dojo", "outcome": {"state_hash": "0123456789ABCDEF"}}`, []string{"16 lowercase hexadecimal digits"}},
		{"signed state hash", `{"game": "dojo", "outcome": {"state_hash": "-123456789abcdef"}}`, []string{"16 lowercase hexadecimal digits"}},
		{"returns as text", `{"game": "dojo", "outcome": {"returns": ["win"], "state_hash": "0123456789abcdef"}}`, []string{"game record"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, err := game.ParseRecord([]byte(tt.in))
			if err == nil {
				t.Fatalf("ParseRecord = %+v; want an error", r)
			}
			if r != nil {
				t.Errorf("ParseRecord returned %+v along with an error", r)
			}
			for _, w := range tt.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q does not contain %q", err, w)
				}
			}
		})
	}
}

// FuzzRecord checks that no input makes ParseRecord panic and that a record
// it accepts survives encoding and decoding unchanged.
func FuzzRecord(f *testing.F) {
	f.Add([]byte(fullRecord))
	f.Add([]byte(`{"game": "dojo"}`))
	f.Add([]byte(`{"game": "dojo", "options": {}, "actions": []}`))
	f.Add([]byte(`{"game": "dojo"}}`))
	f.Add([]byte(`{"game": "dojo", "winner": 1}`))
	f.Add([]byte(`{"game": "dojo", "outcome": {"over": true, "returns": [0.5, -0.5], "state_hash": "0123456789abcdef"}}`))
	f.Add([]byte(`{"seed": 1}`))
	f.Add([]byte(`{"game": "d\u00e9j\u00e0", "options": {"a=b": "c,d"}}`))
	f.Add([]byte(``))
	f.Fuzz(func(t *testing.T, data []byte) {
		r, err := game.ParseRecord(data)
		if err != nil {
			if r != nil {
				t.Fatalf("a record and an error: %v", err)
			}
			return
		}
		if r.Game == "" {
			t.Fatal("accepted a record without a game")
		}
		enc, err := json.Marshal(r)
		if err != nil {
			t.Fatalf("Marshal: %v", err)
		}
		back, err := game.ParseRecord(enc)
		if err != nil {
			t.Fatalf("ParseRecord(%s): %v", enc, err)
		}
		if !reflect.DeepEqual(back, r) {
			t.Fatalf("round trip changed the record:\n%+v\n%+v", r, back)
		}
	})
}

// playRandom plays g from seed to the end with random legal actions and
// chance outcomes drawn with their probabilities, and returns its record.
func playRandom(t testing.TB, g game.Game, seed uint64) *game.Record {
	t.Helper()
	rng := game.NewRNG(seed)
	s := g.NewState(seed)
	rec := game.NewRecord(g, seed)
	var legal []game.Action
	var outs []game.ChanceOutcome
	for !s.IsTerminal() {
		var a game.Action
		if s.CurrentPlayer() == game.Chance {
			outs = s.ChanceOutcomes(outs[:0])
			a = outs[rng.Pick(outs)].Action
		} else {
			legal = s.LegalActions(legal[:0])
			a = legal[rng.IntN(len(legal))]
		}
		if err := s.Apply(a); err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		rec.Actions = append(rec.Actions, a)
	}
	return rec
}

// engine makes a game of one engine with its default cards.
type engine struct {
	name string
	make func(opts game.Options) (game.Game, error)
}

// engines lists every engine.
var engines = []engine{
	{"cardbattle", func(opts game.Options) (game.Game, error) { return cardbattle.New(nil, opts) }},
	{"tableau", func(opts game.Options) (game.Game, error) { return tableau.New(nil, opts) }},
	{"dojo", func(opts game.Options) (game.Game, error) { return dojo.New(nil, opts) }},
}

// mustGame makes e's game with opts.
func mustGame(t testing.TB, e engine, opts game.Options) game.Game {
	t.Helper()
	g, err := e.make(opts)
	if err != nil {
		t.Fatalf("%s: %v", e.name, err)
	}
	return g
}

func TestSealStoresTheOutcome(t *testing.T) {
	for _, e := range engines {
		t.Run(e.name, func(t *testing.T) {
			g := mustGame(t, e, nil)
			rec := playRandom(t, g, 11)
			end := g.NewState(rec.Seed)
			for _, a := range rec.Actions {
				end.ApplyUnchecked(a)
			}
			if err := rec.Seal(); err != nil {
				t.Fatalf("Seal: %v", err)
			}
			want := &game.Outcome{Over: true, Returns: end.Returns(nil), StateHash: fmt.Sprintf("%016x", end.Hash())}
			if !reflect.DeepEqual(rec.Outcome, want) {
				t.Fatalf("Seal stored %+v; want %+v", rec.Outcome, want)
			}
			// The outcome survives the record's JSON and still replays.
			data, err := json.Marshal(rec)
			if err != nil {
				t.Fatal(err)
			}
			back, err := game.ParseRecord(data)
			if err != nil {
				t.Fatalf("ParseRecord: %v", err)
			}
			if !reflect.DeepEqual(back.Outcome, want) {
				t.Errorf("parsed outcome %+v; want %+v", back.Outcome, want)
			}
			if _, err := game.Replay(g, back); err != nil {
				t.Errorf("Replay of the sealed record: %v", err)
			}
			// An unfinished game is sealed where it stopped.
			rec.Actions = rec.Actions[:len(rec.Actions)/2]
			if err := rec.Seal(); err != nil {
				t.Fatalf("Seal of half the game: %v", err)
			}
			if rec.Outcome.Over {
				t.Errorf("half a game sealed as over: %+v", rec.Outcome)
			}
			if _, err := game.Replay(g, rec); err != nil {
				t.Errorf("Replay of half the game: %v", err)
			}
		})
	}
}

func TestSealErrors(t *testing.T) {
	g := mustGame(t, engines[0], nil)
	parsed, err := game.ParseRecord([]byte(`{"game": "cardbattle", "actions": [1]}`))
	if err != nil {
		t.Fatal(err)
	}
	illegal := game.NewRecord(g, 1)
	illegal.Actions = []game.Action{-5}
	tests := []struct {
		name string
		rec  *game.Record
		want string
	}{
		{"parsed record", parsed, `record of "cardbattle" was not started by NewRecord`},
		{"illegal action", illegal, "record action 0 (-5)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.rec.Seal()
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("Seal: %v; want an error containing %q", err, tt.want)
			}
			if tt.rec.Outcome != nil {
				t.Errorf("a failed Seal left the outcome %+v", tt.rec.Outcome)
			}
		})
	}
}

// TestReplayRefusesChangedRecords edits sealed records the way a person
// might and checks that Replay refuses every one, naming the reason.
func TestReplayRefusesChangedRecords(t *testing.T) {
	const (
		changed = "its seed, options or actions were changed after it was written"
		claims  = "record does not replay to the outcome it claims"
	)
	tests := []struct {
		name string
		edit func(g game.Game, r *game.Record)
		want []string // every string must appear in the error
	}{
		{"seed", func(_ game.Game, r *game.Record) { r.Seed++ }, []string{changed}},
		{"first player", func(_ game.Game, r *game.Record) { r.Options["first_player"] = "1" }, []string{changed}},
		{"an action", changeAction, []string{changed}},
		{"last action dropped", func(_ game.Game, r *game.Record) { r.Actions = r.Actions[:len(r.Actions)-1] },
			[]string{claims + " (the end, returns", "reach an unfinished game, returns [0 0]", changed}},
		{"returns", func(_ game.Game, r *game.Record) { r.Outcome.Returns[0] = 7 }, []string{claims + " (the end, returns [7 ", changed}},
		{"state hash", func(_ game.Game, r *game.Record) { r.Outcome.StateHash = "0123456789abcdef" }, []string{"state hash 0123456789abcdef)", changed}},
		{"not over", func(_ game.Game, r *game.Record) { r.Outcome.Over = false }, []string{claims + " (an unfinished game", "reach the end", changed}},
		{"fewer seats", func(_ game.Game, r *game.Record) { r.Outcome.Returns = r.Outcome.Returns[:1] }, []string{claims, changed}},
	}
	for _, e := range engines {
		for _, tt := range tests {
			t.Run(e.name+"/"+tt.name, func(t *testing.T) {
				g := mustGame(t, e, game.Options{"first_player": "0"})
				rec := playRandom(t, g, 5)
				if err := rec.Seal(); err != nil {
					t.Fatal(err)
				}
				data, err := json.Marshal(rec)
				if err != nil {
					t.Fatal(err)
				}
				changed, err := game.ParseRecord(data)
				if err != nil {
					t.Fatal(err)
				}
				tt.edit(g, changed)
				// Replay on the game the record's options describe, as a
				// command replaying a file does.
				s, err := game.Replay(mustGame(t, e, changed.Options), changed)
				if err == nil {
					t.Fatalf("Replay accepted the changed record, ending at %s", game.OutcomeOf(s))
				}
				if s != nil {
					t.Errorf("Replay returned a state along with an error")
				}
				for _, w := range tt.want {
					if !strings.Contains(err.Error(), w) {
						t.Errorf("error %q does not contain %q", err, w)
					}
				}
			})
		}
	}
}

// changeAction replaces the first action taken where the seat had a
// choice by another legal one.
func changeAction(g game.Game, r *game.Record) {
	s := g.NewState(r.Seed)
	var legal []game.Action
	for i, a := range r.Actions {
		if s.CurrentPlayer() != game.Chance {
			legal = s.LegalActions(legal[:0])
			for _, b := range legal {
				if b != a {
					r.Actions[i] = b
					return
				}
			}
		}
		s.ApplyUnchecked(a)
	}
}

func TestReplayWithoutOutcome(t *testing.T) {
	for _, e := range engines {
		t.Run(e.name, func(t *testing.T) {
			g := mustGame(t, e, nil)
			rec := playRandom(t, g, 3)
			// A record written before outcomes were stored replays
			// unchecked, even after a change.
			rec.Actions = rec.Actions[:len(rec.Actions)-1]
			s, err := game.Replay(g, rec)
			if err != nil {
				t.Fatalf("Replay: %v", err)
			}
			if s.IsTerminal() {
				t.Error("the shortened record replays to the end")
			}
		})
	}
}

// BenchmarkSeal measures sealing the record of a whole random game of each
// engine: the extra work of saving a record.
func BenchmarkSeal(b *testing.B) {
	for _, e := range engines {
		b.Run(e.name, func(b *testing.B) {
			rec := playRandom(b, mustGame(b, e, nil), 1)
			b.ReportMetric(float64(len(rec.Actions)), "actions")
			for b.Loop() {
				if err := rec.Seal(); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func TestRecordFormat(t *testing.T) {
	tests := []struct {
		json string
		want int
		err  string
	}{
		{`{"game":"x","rules_version":"x/1","options":{},"card_set_hash":"h","seed":1,"actions":[]}`, 0, ""},
		{`{"format":1,"game":"x","rules_version":"x/1","options":{},"card_set_hash":"h","seed":1,"actions":[]}`, 1, ""},
		{`{"format":2,"game":"x","rules_version":"x/1","options":{},"card_set_hash":"h","seed":1,"actions":[]}`, 2, ""},
		{`{"format":3,"game":"x","rules_version":"x/1","options":{},"card_set_hash":"h","seed":1,"actions":[]}`, 0, "format 3: this program reads formats 1 to 2"},
	}
	for _, tc := range tests {
		r, err := game.ParseRecord([]byte(tc.json))
		switch {
		case tc.err != "" && (err == nil || !strings.Contains(err.Error(), tc.err)):
			t.Errorf("ParseRecord(%s) = %v, want an error containing %q", tc.json, err, tc.err)
		case tc.err == "" && err != nil:
			t.Errorf("ParseRecord(%s): %v", tc.json, err)
		case tc.err == "" && r.Format != tc.want:
			t.Errorf("ParseRecord(%s).Format = %d, want %d", tc.json, r.Format, tc.want)
		}
	}
}
