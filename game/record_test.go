package game_test

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"menagerie/game"
)

const fullRecord = `{
  "game": "cardbattle",
  "rules_version": "cardbattle/1",
  "options": {"dice": "0,0,1,1,2,2", "players": "2"},
  "card_set_hash": "0123456789abcdef",
  "seed": 18446744073709551615,
  "actions": [0, 5, -1, 2147483647]
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
		}},
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
