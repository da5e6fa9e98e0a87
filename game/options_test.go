package game_test

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"menagerie/game"
)

func TestParseOptions(t *testing.T) {
	tests := []struct {
		name    string
		args    []string
		want    game.Options
		wantErr string // non-empty: the error must contain it
	}{
		{name: "no arguments", args: nil, want: game.Options{}},
		{name: "one pair", args: []string{"players=2"}, want: game.Options{"players": "2"}},
		{name: "separate pairs", args: []string{"players=2", "first_player=1"},
			want: game.Options{"players": "2", "first_player": "1"}},
		{name: "pairs joined by commas", args: []string{"players=2,first_player=1"},
			want: game.Options{"players": "2", "first_player": "1"}},
		{name: "commas inside a value", args: []string{"dice=0,1,2,first_player=1"},
			want: game.Options{"dice": "0,1,2", "first_player": "1"}},
		{name: "value with commas last", args: []string{"first_player=1,dice=0,0,1,1,2,2"},
			want: game.Options{"first_player": "1", "dice": "0,0,1,1,2,2"}},
		{name: "commas across arguments", args: []string{"dice=0,1", "players=2,first_player=random"},
			want: game.Options{"dice": "0,1", "players": "2", "first_player": "random"}},
		{name: "spaces trimmed", args: []string{" players = 2 , dice= 0,1 "},
			want: game.Options{"players": "2", "dice": "0,1"}},
		{name: "empty value", args: []string{"name="}, want: game.Options{"name": ""}},
		{name: "'=' inside a value", args: []string{"expr=a=b"}, want: game.Options{"expr": "a=b"}},

		{name: "duplicate across arguments", args: []string{"players=2", "players=4"}, wantErr: `"players" given twice`},
		{name: "duplicate in one argument", args: []string{"dice=0,1,dice=1,2"}, wantErr: `"dice" given twice`},
		{name: "missing '='", args: []string{"players"}, wantErr: `option "players": want key=value`},
		{name: "missing '=' before a pair", args: []string{"fast,players=2"}, wantErr: `option "fast": want key=value`},
		{name: "missing key", args: []string{"=2"}, wantErr: "want key=value"},
		{name: "blank key", args: []string{"  =2"}, wantErr: "want key=value"},
		{name: "missing '=' in a later argument", args: []string{"players=2", "verbose"}, wantErr: `option "verbose"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := game.ParseOptions(tt.args)
			if tt.wantErr != "" {
				if err == nil {
					t.Fatalf("ParseOptions(%q) = %v; want an error with %q", tt.args, got, tt.wantErr)
				}
				if !strings.Contains(err.Error(), tt.wantErr) {
					t.Errorf("error %q does not contain %q", err, tt.wantErr)
				}
				if got != nil {
					t.Errorf("ParseOptions returned %v along with an error", got)
				}
				return
			}
			if err != nil {
				t.Fatalf("ParseOptions(%q): %v", tt.args, err)
			}
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("ParseOptions(%q) = %#v; want %#v", tt.args, got, tt.want)
			}
		})
	}
}

func TestOptionsUnknown(t *testing.T) {
	known := []string{"dice", "first_player", "players"}
	tests := []struct {
		name    string
		opts    game.Options
		wantErr string // empty: no error
	}{
		{name: "nil", opts: nil},
		{name: "none", opts: game.Options{}},
		{name: "all known", opts: game.Options{"dice": "0,1", "players": "2", "first_player": "0"}},
		{name: "one unknown", opts: game.Options{"dice": "0,1", "speed": "fast"}, wantErr: `unknown option "speed"`},
		{name: "lists the known ones", opts: game.Options{"speed": "fast"}, wantErr: "known: dice, first_player, players"},
		{name: "first unknown in sorted order", opts: game.Options{"zebra": "1", "alpha": "1", "dice": "0,1"}, wantErr: `"alpha"`},
		{name: "case matters", opts: game.Options{"Dice": "0,1"}, wantErr: `unknown option "Dice"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.opts.Unknown(known...)
			switch {
			case tt.wantErr == "" && err != nil:
				t.Errorf("Unknown: %v; want nil", err)
			case tt.wantErr != "" && err == nil:
				t.Errorf("Unknown: nil; want an error with %q", tt.wantErr)
			case tt.wantErr != "" && !strings.Contains(err.Error(), tt.wantErr):
				t.Errorf("Unknown: %q does not contain %q", err, tt.wantErr)
			}
		})
	}
	if err := (game.Options{"a": "1"}).Unknown(); err == nil {
		t.Error("Unknown() with no known options accepted option a")
	}
}

func TestOptionsKeysAndString(t *testing.T) {
	tests := []struct {
		opts game.Options
		keys []string
		str  string
	}{
		{game.Options{}, []string{}, ""},
		{game.Options{"players": "2", "dice": "0,1", "first_player": "random"},
			[]string{"dice", "first_player", "players"}, "dice=0,1 first_player=random players=2"},
	}
	for _, tt := range tests {
		if got := tt.opts.Keys(); !reflect.DeepEqual(got, tt.keys) {
			t.Errorf("Keys() = %q; want %q", got, tt.keys)
		}
		if got := tt.opts.String(); got != tt.str {
			t.Errorf("String() = %q; want %q", got, tt.str)
		}
	}
	// String's output parses back to the same options when no value holds
	// a space.
	opts := game.Options{"players": "2", "dice": "0,0,1,1,2,2", "first_player": "1"}
	back, err := game.ParseOptions(strings.Fields(opts.String()))
	if err != nil || !reflect.DeepEqual(back, opts) {
		t.Errorf("ParseOptions(String()) = %v, %v; want %v", back, err, opts)
	}
}

func TestOptionReader(t *testing.T) {
	r := game.OptionReader{Opts: game.Options{"n": "3", "mode": "solo", "flag": "true", "bad": "x"}}
	if r.Int("n", 1, 5) != 3 || r.Choice("mode", "duel", "solo") != 1 || !r.Bool("flag") || r.Err != nil {
		t.Fatalf("good values misread: %v", r.Err)
	}
	r.Int("bad", 0, 9)
	r.Choice("mode", "duel")
	if r.Err == nil || r.Err.Error() != `option bad="x": want a whole number from 0 to 9` {
		t.Errorf("first problem kept: %v", r.Err)
	}
}

// TestOptionReaderIntRange: a number out of range is too large or too
// small with the limit, whatever its size, and a long value is quoted
// short.
func TestOptionReaderIntRange(t *testing.T) {
	long := strings.Repeat("7", 300)
	tests := []struct{ value, want string }{
		{"10", `option n="10": too large: at most 9`},
		{"99999999999999999999", `option n="99999999999999999999": too large: at most 9`},
		{"-99999999999999999999", `option n="-99999999999999999999": too small: at least 1`},
		{"0", `option n="0": too small: at least 1`},
		{"0x5", `option n="0x5": want a whole number from 1 to 9`},
		{"5.0", `option n="5.0": want a whole number from 1 to 9`},
		{"05", `option n="05": want a whole number from 1 to 9`},
		{long, `option n="` + long[:40] + `"... (300 characters): too large: at most 9`},
	}
	for _, tt := range tests {
		r := game.OptionReader{Opts: game.Options{"n": tt.value}}
		r.Int("n", 1, 9)
		if r.Err == nil || r.Err.Error() != tt.want {
			t.Errorf("Int(%.50q): %v; want %s", tt.value, r.Err, tt.want)
		}
	}
}

// TestOptionErrorsQuoteShort: an error about a long --rules value quotes
// only its start.
func TestOptionErrorsQuoteShort(t *testing.T) {
	long := strings.Repeat("x", 10000)
	for _, args := range [][]string{{long}, {long + "=1"}, {long + "=1", long + "=2"}} {
		opts, err := game.ParseOptions(args)
		if err == nil {
			err = opts.Unknown("b")
		}
		if err == nil || len(err.Error()) > 200 || !strings.Contains(err.Error(), "... (") {
			t.Errorf("ParseOptions of a value of %d bytes: error of %d bytes: %.300v", len(args[len(args)-1]), len(fmt.Sprint(err)), err)
		}
	}
}

// TestOptionReaderInts: one number or n of them in range; anything else is
// nil and an error naming the option and what it wants.
func TestOptionReaderInts(t *testing.T) {
	const wantList = "want one whole number from 0 to 5, or 4 of them separated by commas"
	tests := []struct {
		value   string
		want    []int
		wantErr string // what follows "option start=VALUE: "
	}{
		{value: "2", want: []int{2}},
		{value: "0,1,1,2", want: []int{0, 1, 1, 2}},
		{value: " 0, 3 ,1,0", want: []int{0, 3, 1, 0}},
		{value: "0,1", wantErr: wantList},       // neither one nor four
		{value: "0,1,1,2,2", wantErr: wantList}, // five
		{value: "0,1,x,2", wantErr: wantList},
		{value: "0,1e0,1,2", wantErr: wantList},
		{value: "0,01,1,2", wantErr: wantList},
		{value: "0,1,1,6", wantErr: `"6" is too large: at most 5`},
		{value: "0,1,1,99999999999999999999", wantErr: `"99999999999999999999" is too large: at most 5`},
		{value: "-1", wantErr: `"-1" is too small: at least 0`},
		{value: "", wantErr: wantList},
	}
	for _, tt := range tests {
		r := game.OptionReader{Opts: game.Options{"start": tt.value}}
		got := r.Ints("start", 4, 0, 5)
		if tt.wantErr != "" {
			want := fmt.Sprintf(`option start=%q: %s`, tt.value, tt.wantErr)
			if got != nil || r.Err == nil || r.Err.Error() != want {
				t.Errorf("Ints(%q) = %v, error %v; want nil and %q", tt.value, got, r.Err, want)
			}
			continue
		}
		if r.Err != nil || !reflect.DeepEqual(got, tt.want) {
			t.Errorf("Ints(%q) = %v, %v; want %v", tt.value, got, r.Err, tt.want)
		}
	}
}

func TestWithDefaultsAliases(t *testing.T) {
	rules := []game.RuleOption{
		{Name: "draws", Default: "once", Aliases: []string{"puffin"}},
		{Name: "wounds", Default: "up_to", Aliases: []string{"mosquito", "gnat"}},
		{Name: "rounds", Default: "6"},
	}
	tests := []struct {
		name    string
		opts    game.Options
		want    string // the effective options, when no error
		wantErr string
	}{
		{name: "defaults", opts: nil, want: "draws=once rounds=6 wounds=up_to"},
		{name: "the name", opts: game.Options{"draws": "each"}, want: "draws=each rounds=6 wounds=up_to"},
		{name: "an alias is read as the name", opts: game.Options{"puffin": "each"}, want: "draws=each rounds=6 wounds=up_to"},
		{name: "a second alias", opts: game.Options{"gnat": "exact", "rounds": "3"}, want: "draws=once rounds=3 wounds=exact"},
		{name: "name and alias together", opts: game.Options{"draws": "each", "puffin": "once"},
			wantErr: `options "draws" and "puffin" are both draws (formerly puffin); give it once`},
		{name: "two aliases together", opts: game.Options{"mosquito": "exact", "gnat": "exact"},
			wantErr: `options "mosquito" and "gnat" are both wounds (formerly mosquito, gnat); give it once`},
		{name: "unknown lists the aliases too", opts: game.Options{"frog": "1"},
			wantErr: `unknown option "frog" (known: draws, puffin, wounds, mosquito, gnat, rounds)`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := game.WithDefaults(tt.opts, rules)
			switch {
			case tt.wantErr != "" && (err == nil || !strings.Contains(err.Error(), tt.wantErr)):
				t.Errorf("WithDefaults(%v) = %v, %v; want error %q", tt.opts, got, err, tt.wantErr)
			case tt.wantErr == "" && (err != nil || got.String() != tt.want):
				t.Errorf("WithDefaults(%v) = %v, %v; want %s", tt.opts, got, err, tt.want)
			}
		})
	}
	if h := game.Help(rules[:1]); h != "  draws (default once; formerly puffin): " {
		t.Errorf("Help = %q", h)
	}
}

func TestWithDefaults(t *testing.T) {
	rules := []game.RuleOption{{Name: "a", Default: "1"}, {Name: "b", Default: "x"}}
	got, err := game.WithDefaults(game.Options{"b": "y"}, rules)
	if err != nil || got.String() != "a=1 b=y" {
		t.Errorf("WithDefaults = %v, %v", got, err)
	}
	if _, err := game.WithDefaults(game.Options{"c": "1"}, rules); err == nil {
		t.Errorf("an unknown option was accepted")
	}
	if h := game.Help(rules); h != "  a (default 1): \n  b (default x): " {
		t.Errorf("Help = %q", h)
	}
}
