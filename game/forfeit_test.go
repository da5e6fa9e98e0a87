package game_test

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"menagerie/game"
)

func TestForfeitReturns(t *testing.T) {
	tests := []struct {
		name     string
		returns  []float64
		forfeits []game.Forfeit
		want     []float64
	}{
		{"none", []float64{1, -1}, nil, []float64{1, -1}},
		{"two players, the first out", []float64{0, 0}, []game.Forfeit{{Seat: 0, Version: 9}}, []float64{-1, 1}},
		{"two players, the leader out", []float64{1, -1}, []game.Forfeit{{Seat: 0, Version: 9}}, []float64{-1, 1}},
		{"four, one out, the game played on", []float64{3, 7, 5, 9}, []game.Forfeit{{Seat: 3, Version: 4}}, []float64{3, 7, 5, 2}},
		{"four, two out, the first placed last", []float64{3, 7, 5, 9}, []game.Forfeit{{Seat: 1, Version: 4}, {Seat: 3, Version: 8}}, []float64{3, 1, 5, 2}},
		{"a seat the game does not have", []float64{1, -1}, []game.Forfeit{{Seat: 5, Version: 9}, {Seat: -1, Version: 9}}, []float64{1, -1}},
		{"four, three out, the last in wins", []float64{0, 0, 0, 0}, []game.Forfeit{{Seat: 1, Version: 4}, {Seat: 3, Version: 8}, {Seat: 0, Version: 9}},
			[]float64{-1, -3, 1, -2}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := game.ForfeitReturns(tt.returns, tt.forfeits); !reflect.DeepEqual(got, tt.want) {
				t.Errorf("ForfeitReturns(%v, %v) = %v; want %v", tt.returns, tt.forfeits, got, tt.want)
			}
		})
	}
}

// forfeited plays the first actions of g's random game from seed, then
// puts seat out, and returns the sealed record.
func forfeited(t *testing.T, g game.Game, seed uint64, actions int, out ...game.Player) *game.Record {
	t.Helper()
	full := playRandom(t, g, seed)
	rec := game.NewRecord(g, seed)
	rec.Actions = full.Actions[:actions]
	for _, p := range out {
		rec.Forfeits = append(rec.Forfeits, game.Forfeit{Seat: p, Version: actions})
	}
	if err := rec.Seal(); err != nil {
		t.Fatalf("Seal: %v", err)
	}
	return rec
}

func TestForfeitRecordReplays(t *testing.T) {
	tests := []struct {
		name     string
		engine   engine
		opts     game.Options
		out      []game.Player
		wantOver bool
	}{
		{"dojo, a seat out", engines[2], nil, []game.Player{1}, true},
		{"tableau of four, one out", engines[1], game.Options{"players": "4"}, []game.Player{2}, false},
		{"tableau of four, three out", engines[1], game.Options{"players": "4"}, []game.Player{2, 0, 3}, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := mustGame(t, tt.engine, tt.opts)
			rec := forfeited(t, g, 5, 12, tt.out...)
			if rec.Outcome.Over != tt.wantOver {
				t.Errorf("outcome over = %v; want %v", rec.Outcome.Over, tt.wantOver)
			}
			last := rec.Outcome.Returns[tt.out[0]]
			for i, v := range rec.Outcome.Returns {
				if game.Player(i) != tt.out[0] && v <= last {
					t.Errorf("returns %v: seat %d, out first, is not below seat %d", rec.Outcome.Returns, tt.out[0], i)
				}
			}
			b, err := json.Marshal(rec)
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(string(b), `"forfeits":[{"seat":`) {
				t.Errorf("record %s holds no forfeits", b)
			}
			back, err := game.ParseRecord(b)
			if err != nil {
				t.Fatalf("ParseRecord: %v", err)
			}
			s, err := game.Replay(g, back)
			if err != nil {
				t.Fatalf("Replay: %v", err)
			}
			if got := back.OutcomeOf(s); !reflect.DeepEqual(got, rec.Outcome) {
				t.Errorf("replayed outcome %v; want %v", got, rec.Outcome)
			}
			back.Forfeits = back.Forfeits[1:]
			if _, err := game.Replay(g, back); err == nil || !strings.Contains(err.Error(), "does not replay to the outcome") {
				t.Errorf("Replay of the record with a forfeit removed: %v; want the outcome refused", err)
			}
		})
	}
}

func TestForfeitRecordErrors(t *testing.T) {
	g := mustGame(t, engines[2], nil)
	good := forfeited(t, g, 5, 12, 1)
	tests := []struct {
		name     string
		forfeits []game.Forfeit
		want     string
		// parsed: ParseRecord, without the game's number of seats,
		// refuses it too.
		parsed bool
	}{
		{"seat out of range", []game.Forfeit{{Seat: 2, Version: 12}}, "seat 2 is not a seat of the game of 2 players", false},
		{"negative seat", []game.Forfeit{{Seat: -1, Version: 12}}, "seat -1 is not a seat", true},
		{"version beyond the record", []game.Forfeit{{Seat: 1, Version: 13}}, "version 13: the record has 12 actions", true},
		{"negative version", []game.Forfeit{{Seat: 1, Version: -1}}, "version -1", true},
		{"actions after the end", []game.Forfeit{{Seat: 1, Version: 10}}, "ended the game at version 10, but the record has 12 actions", false},
		{"after the end", []game.Forfeit{{Seat: 1, Version: 12}, {Seat: 0, Version: 12}}, "forfeit 1: the forfeit before it ended the game", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rec := *good
			rec.Outcome = nil
			rec.Forfeits = tt.forfeits
			if _, err := game.Replay(g, &rec); err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("Replay: %v; want an error saying %q", err, tt.want)
			}
			b, err := json.Marshal(&rec)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := game.ParseRecord(b); tt.parsed && (err == nil || !strings.Contains(err.Error(), tt.want)) {
				t.Errorf("ParseRecord: %v; want an error saying %q", err, tt.want)
			}
		})
	}
}
