package tableau

import (
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"testing"

	"menagerie/game"
	"menagerie/gametest"
)

// TestRuleOptions checks that every option takes its documented values and
// rejects others with a message naming it.
func TestRuleOptions(t *testing.T) {
	good := map[string][]string{
		"players": {"2", "3", "4"}, "first_player": {"random", "0", "1"}, "rounds": {"1", "6", "12"},
		"drafts": {"1", "5", "10"}, "market": {"auto", "3x4", "2x2", "4x4"}, "refills": {"0", "1", "3"},
		"pass": {"temporary", "permanent"}, "voluntary_pass": {"true", "false"},
		"bonus_drafts_count": {"true", "false"}, "ops_per_draft": {"1", "unlimited"},
		"placement": {"shift", "empty_slot"}, "combat_placement": {"empty_slot", "shift"}, "overflow_upgrade": {"true", "false"},
		"food_targets": {"own", "any"}, "chocolate_sells": {"true", "false"},
		"late_abilities": {"true", "false"}, "drawing": {"start_of_market", "each_draft"},
		"swap_in_on_upgrade": {"true", "false"}, "column_wound_self": {"true", "false"},
		"rolled_wound_levels": {"up_to", "exact"}, "rolled_wound_self": {"true", "false"},
		"wounded_bonus": {"true", "false"}, "front_friends": {"skip_gaps", "adjacent"}, "neighbours": {"adjacent", "skip_gaps"},
		"ability_order": {"player_then_slot", "slot_then_player"},
		"ties":          {"competition", "dense", "split"}, "second_place_min_players": {"2", "3"},
		"first_player_tiebreak": {"fewest_vp", "clockwise"}, "final_sale": {"auto", "none"},
		"tiebreak": {"shared", "last_power"}, "extension": {"true", "false"},
		"start_vp": {"0", "3", "0,1", "1,0"},
	}
	bad := map[string][]string{
		"players": {"1", "5", "two"}, "first_player": {"2", "-1", "x"}, "rounds": {"0", "13"},
		"drafts": {"0", "11"}, "market": {"3x5", "1x3", "3", "axb"}, "refills": {"-1", "4"},
		"ties": {"fair"}, "second_place_min_players": {"4"}, "extension": {"yes"},
		"start_vp": {"0,1,1", "-1", "21", "0,x"},
	}
	if len(good) != len(RuleOptions) {
		t.Errorf("%d options tested, %d defined", len(good), len(RuleOptions))
	}
	for _, o := range RuleOptions {
		found := false
		for _, v := range good[o.Name] {
			found = found || v == o.Default
			if _, err := New(nil, game.Options{o.Name: v}); err != nil {
				t.Errorf("%s=%s: %v", o.Name, v, err)
			}
		}
		if !found {
			t.Errorf("option %s: default %q is not among the tested values", o.Name, o.Default)
		}
		if o.Help == "" {
			t.Errorf("option %s has no help", o.Name)
		}
		for _, v := range append(bad[o.Name], "bogus") {
			if _, err := New(nil, game.Options{o.Name: v}); err == nil || !strings.Contains(err.Error(), o.Name) {
				t.Errorf("%s=%s: error %v, want one naming the option", o.Name, v, err)
			}
		}
	}
	if _, err := New(nil, game.Options{"colour": "red"}); err == nil || !strings.Contains(err.Error(), "unknown option") {
		t.Errorf("unknown option: %v", err)
	}
	g, _ := New(nil, nil)
	if got := g.Options(); len(got) != len(RuleOptions) || got["players"] != "2" {
		t.Errorf("effective options %v", got)
	}
}

// formerNames are the option names Tableau had before its options were
// named after effects rather than cards, with a value other than the default.
var formerNames = []struct{ old, name, value string }{
	{"puffin", "drawing", "each_draft"},
	{"frog_on_upgrade", "swap_in_on_upgrade", "true"},
	{"scorpion_self", "column_wound_self", "true"},
	{"mosquito_levels", "rolled_wound_levels", "exact"},
	{"mosquito_self", "rolled_wound_self", "false"},
}

// TestFormerOptionNames: each former name still sets its option, and giving
// it together with the new name is refused.
func TestFormerOptionNames(t *testing.T) {
	for _, f := range formerNames {
		t.Run(f.old, func(t *testing.T) {
			byOld, err := New(nil, game.Options{f.old: f.value})
			if err != nil {
				t.Fatal(err)
			}
			byName, err := New(nil, game.Options{f.name: f.value})
			if err != nil {
				t.Fatal(err)
			}
			if byOld.r != byName.r || byOld.Options().String() != byName.Options().String() {
				t.Errorf("%s=%s gives options %v; %s=%s gives %v", f.old, f.value, byOld.Options(), f.name, f.value, byName.Options())
			}
			if got := byOld.Options()[f.name]; got != f.value {
				t.Errorf("%s=%s: effective %s=%q", f.old, f.value, f.name, got)
			}
			_, err = New(nil, game.Options{f.old: f.value, f.name: f.value})
			if err == nil || !strings.Contains(err.Error(), "give it once") {
				t.Errorf("%s and %s together: error %v; want one saying to give it once", f.old, f.name, err)
			}
		})
	}
}

// TestOldRecordReplays: a record written when the options had their former
// names (every effective option is stored) replays to its outcome.
func TestOldRecordReplays(t *testing.T) {
	opts := game.Options{"players": "3"}
	for _, f := range formerNames {
		opts[f.name] = f.value
	}
	g, err := New(nil, opts)
	if err != nil {
		t.Fatal(err)
	}
	rec := game.NewRecord(g, 7)
	s := recordingState{State: g.NewState(7), rec: rec}
	gametest.PlayRandom(t, s, 7, io.Discard)
	if err := rec.Seal(); err != nil {
		t.Fatal(err)
	}
	for _, f := range formerNames {
		rec.Options[f.old] = rec.Options[f.name]
		delete(rec.Options, f.name)
	}
	end, err := replayJSON(rec)
	if err != nil {
		t.Fatal(err)
	}
	if end.Hash() != s.Hash() {
		t.Errorf("replayed to hash %x; the game ended at %x", end.Hash(), s.Hash())
	}
}

// replayJSON writes a record as JSON, reads it back and replays it on the
// game its options make.
func replayJSON(rec *game.Record) (game.State, error) {
	data, err := json.Marshal(rec)
	if err != nil {
		return nil, err
	}
	if rec, err = game.ParseRecord(data); err != nil {
		return nil, err
	}
	g, err := New(nil, rec.Options)
	if err != nil {
		return nil, fmt.Errorf("the record's options %v: %w", rec.Options, err)
	}
	return game.Replay(g, rec)
}

// recordingState appends every action applied to it to a record.
type recordingState struct {
	game.State
	rec *game.Record
}

// Apply applies a and records it.
func (s recordingState) Apply(a game.Action) error {
	s.rec.Actions = append(s.rec.Actions, a)
	return s.State.Apply(a)
}

// TestExtension: extension=true adds the designed cards to the deck and
// changes the card-set hash.
func TestExtension(t *testing.T) {
	plain, _ := New(nil, nil)
	ext, err := New(nil, game.Options{"extension": "true"})
	if err != nil {
		t.Fatal(err)
	}
	if len(ext.deck) != 96+32 || len(plain.deck) != 96 || ext.CardSetHash() == plain.CardSetHash() {
		t.Errorf("decks %d and %d, hashes %s and %s", len(plain.deck), len(ext.deck), plain.CardSetHash(), ext.CardSetHash())
	}
	for _, id := range ext.Cards().IDs() {
		c := ext.Cards().Card(id)
		if want := c.Set == "designed"; (c.Source == "designed") != want {
			t.Errorf("%s: set %s, source %s", c.Name, c.Set, c.Source)
		}
	}
	if _, err := Classic().With(Classic()); err == nil {
		t.Errorf("a set joined with itself: no error for the repeated names")
	}
}

// TestStartVP: start_vp gives each player their VP by place in round 1's
// turn order, from the first player, whoever that is.
func TestStartVP(t *testing.T) {
	tests := []struct {
		players, first, startVP string
		want                    []int // by seat
	}{
		{"4", "0", "0,0,1,2", []int{0, 0, 1, 2}},
		{"4", "2", "0,0,1,2", []int{1, 2, 0, 0}},
		{"3", "1", "0,1,2", []int{2, 0, 1}},
		{"2", "1", "3", []int{3, 3}},
		{"4", "3", "0", []int{0, 0, 0, 0}},
	}
	for _, tt := range tests {
		g, err := New(nil, game.Options{"players": tt.players, "first_player": tt.first, "start_vp": tt.startVP})
		if err != nil {
			t.Fatal(err)
		}
		o := g.NewState(1).Observe(0).(*Observation)
		if !slices.Equal(o.VP, tt.want) {
			t.Errorf("%s players, first P%s, start_vp=%s: VP %v, want %v", tt.players, tt.first, tt.startVP, o.VP, tt.want)
		}
	}
}

// TestOptionTypes checks that each option's declared type agrees with the
// engine's parsing: every value a client may offer is taken, and the
// numbers just outside an integer's range are refused.
func TestOptionTypes(t *testing.T) {
	for _, err := range gametest.OptionErrors(RuleOptions) {
		t.Error(err)
	}
	for _, o := range RuleOptions {
		var good, bad []string
		switch o.Type {
		case game.ChoiceOption, game.ListOption:
			good = o.Values
		case game.BoolOption:
			good = []string{"false", "true"}
		case game.IntOption:
			good = []string{strconv.Itoa(o.Min), strconv.Itoa(o.Max)}
			bad = []string{strconv.Itoa(o.Min - 1), strconv.Itoa(o.Max + 1)}
		}
		for _, v := range good {
			if _, err := New(nil, game.Options{"players": "4", o.Name: v}); err != nil {
				t.Errorf("%s=%s, a declared value: %v", o.Name, v, err)
			}
		}
		for _, v := range bad {
			if _, err := New(nil, game.Options{"players": "4", o.Name: v}); err == nil {
				t.Errorf("%s=%s, outside the declared range, is taken", o.Name, v)
			}
		}
	}
}
