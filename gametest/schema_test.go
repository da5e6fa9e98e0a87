package gametest

import (
	"strings"
	"testing"

	"menagerie/game"
)

// testSchema declares two kinds of event: a public attack and a private
// draw whose count is secret.
var testSchema = &game.Schema{
	Version: 1,
	Phases:  []game.Phase{{ID: "play", Title: "Play", Hint: "play a card"}},
	Events: []game.EventKind{
		{Kind: "attack", Target: true, Cause: true, Fields: []game.EventField{
			game.CardAt("attacker", 0), game.ValueAt("damage", game.NumberField, 0)}},
		{Kind: "draw", Private: true, Fields: []game.EventField{
			game.CardAt("card", 0), game.SecretValueAt("count", game.NumberField, 1), game.ValueAt("left", game.NumberField, 2)}},
	},
	Labels: []game.LabelKind{{Kind: "play", Role: game.Play}},
}

func TestEventErrors(t *testing.T) {
	attack := game.Event{Kind: "attack", Seat: 0, Target: 1, Cards: [4]game.Card{5}, Values: [6]int32{3}}
	draw := game.Event{Kind: "draw", Seat: 1, Target: game.Nobody, Cards: [4]game.Card{7}, Values: [6]int32{0, 2, 30},
		Private: 1 << 1, Secret: 1 << 1}
	tests := []struct {
		name  string
		event func(e *game.Event)
		base  game.Event
		want  string // "" : no error
	}{
		{"a declared attack", nil, attack, ""},
		{"a declared private draw", nil, draw, ""},
		{"an undeclared kind", func(e *game.Event) { e.Kind = "heal" }, attack, "no declared kind"},
		{"an undeclared card field", func(e *game.Event) { e.Cards[2] = 9 }, attack, "card 2 (9) is in no declared field"},
		{"an undeclared value field", func(e *game.Event) { e.Values[5] = 1 }, attack, "value 5 (1) is in no declared field"},
		{"a secret value sent to the other seats", func(e *game.Event) { e.Secret = 0 }, draw, "the declaration hides"},
		{"a public value hidden", func(e *game.Event) { e.Secret |= 1 << 2 }, draw, "the declaration hides"},
		{"a private event of a public kind", func(e *game.Event) { e.Private = 1 }, attack, "not declared private"},
		{"secret values in a public event", func(e *game.Event) { e.Private, e.Secret = 0, 1<<1 }, draw, "every seat sees"},
		{"an undeclared target", func(e *game.Event) { e.Target = 0 }, draw, "declares none"},
		{"an undeclared cause", func(e *game.Event) { e.Cause = 4 }, draw, "declares none"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := tt.base
			if tt.event != nil {
				tt.event(&e)
			}
			errs := eventErrors(testSchema, e, 2)
			switch {
			case tt.want == "" && len(errs) > 0:
				t.Errorf("errors %v, want none", errs)
			case tt.want != "" && (len(errs) == 0 || !strings.Contains(errs[0].Error(), tt.want)):
				t.Errorf("errors %v, want one saying %q", errs, tt.want)
			}
		})
	}
}

func TestOptionErrors(t *testing.T) {
	tests := []struct {
		opt  game.RuleOption
		want string
	}{
		{game.RuleOption{Name: "mode", Type: game.ChoiceOption, Values: []string{"duel", "solo"}, Default: "duel"}, ""},
		{game.RuleOption{Name: "turns", Type: game.IntOption, Min: 1, Max: 99, Default: "40"}, ""},
		{game.RuleOption{Name: "swap", Type: game.BoolOption, Default: "false"}, ""},
		{game.RuleOption{Name: "packs", Type: game.ListOption, Values: []string{"a", "b"}, Default: "a,b"}, ""},
		{game.RuleOption{Name: "dice", Type: game.TextOption, Default: "0,1"}, ""},
		{game.RuleOption{Name: "untyped", Default: "x"}, "is none of"},
		{game.RuleOption{Name: "mode", Type: game.ChoiceOption, Values: []string{"duel"}, Default: "solo"}, "not one of"},
		{game.RuleOption{Name: "mode", Type: game.ChoiceOption, Default: "solo"}, "no values"},
		{game.RuleOption{Name: "turns", Type: game.IntOption, Min: 1, Max: 9, Default: "40"}, "not a whole number from 1 to 9"},
		{game.RuleOption{Name: "turns", Type: game.IntOption, Min: 9, Max: 1, Default: "5"}, "is empty"},
		{game.RuleOption{Name: "swap", Type: game.BoolOption, Default: "yes"}, "not true or false"},
		{game.RuleOption{Name: "packs", Type: game.ListOption, Values: []string{"a"}, Default: "a,c"}, `holds "c"`},
	}
	for _, tt := range tests {
		errs := OptionErrors([]game.RuleOption{tt.opt})
		switch {
		case tt.want == "" && len(errs) > 0:
			t.Errorf("%+v: errors %v, want none", tt.opt, errs)
		case tt.want != "" && (len(errs) == 0 || !strings.Contains(errs[0].Error(), tt.want)):
			t.Errorf("%+v: errors %v, want one saying %q", tt.opt, errs, tt.want)
		}
	}
}

func TestSchemaCheck(t *testing.T) {
	if err := testSchema.Check(); err != nil {
		t.Fatalf("the test schema: %v", err)
	}
	tests := []struct {
		name   string
		change func(s *game.Schema)
		want   string
	}{
		{"no version", func(s *game.Schema) { s.Version = 0 }, "version"},
		{"a phase twice", func(s *game.Schema) { s.Phases = append(s.Phases, s.Phases[0]) }, "declared twice"},
		{"a phase without a hint", func(s *game.Schema) { s.Phases[0].Hint = "" }, "needs a title and a hint"},
		{"two fields at one card", func(s *game.Schema) {
			s.Events[0].Fields = append(s.Events[0].Fields, game.CardAt("other", 0))
		}, "is taken"},
		{"a field past the event", func(s *game.Schema) {
			s.Events[0].Fields = append(s.Events[0].Fields, game.ValueAt("far", game.NumberField, 6))
		}, "past the event"},
		{"a secret card field", func(s *game.Schema) {
			f := game.CardAt("hidden", 3)
			f.Secret = true
			s.Events[0].Fields = append(s.Events[0].Fields, f)
		}, "only values"},
		{"a label of no role", func(s *game.Schema) { s.Labels[0].Role = "dance" }, "role"},
		{"a zone's number twice", func(s *game.Schema) {
			tier := game.Stat{ID: "tier", Title: "Tier", Meaning: "the card's tier"}
			s.Zones = []game.Zone{{ID: "hand", Title: "Hand", Scope: game.SeatScope, Visibility: game.Owner, Layout: game.Pile,
				Stats: []game.Stat{tier, tier}}}
		}, `number of zone hand "tier" declared twice`},
		{"a zone's number without a meaning", func(s *game.Schema) {
			s.Zones = []game.Zone{{ID: "hand", Title: "Hand", Scope: game.SeatScope, Visibility: game.Owner, Layout: game.Pile,
				Stats: []game.Stat{{ID: "tier", Title: "Tier"}}}}
		}, `zone "hand": number "tier" needs a title and a meaning`},
		{"a secret value in a public kind", func(s *game.Schema) {
			s.Events[0].Fields = append(s.Events[0].Fields, game.SecretValueAt("hidden", game.NumberField, 3))
		}, "never private"},
		{"a table zone kept by a seat", func(s *game.Schema) {
			s.Zones = []game.Zone{{ID: "market", Title: "Market", Scope: game.TableScope, Visibility: game.Public, Layout: game.Pile, Kept: true}}
		}, `zone "market" is kept by a seat`},
		{"a first seat of no counter", func(s *game.Schema) { s.FirstSeat = "first_player" }, `counter "first_player" is no declared table counter`},
		{"a first seat of a seat counter", func(s *game.Schema) {
			s.Counters, s.FirstSeat = []game.Counter{{ID: "first_player", Title: "First player", Scope: game.SeatScope}}, "first_player"
		}, "no declared table counter"},
		{"a card given back without a card", func(s *game.Schema) {
			s.Events[0].Fields, s.Events[0].Keeps = s.Events[0].Fields[1:], true
		}, "declares no first card"},
		{"a card given back by a settling kind", func(s *game.Schema) { s.Events[0].Keeps, s.Events[0].Settles = true, true }, "both gives"},
	}
	for _, tt := range tests {
		s := testSchema.Clone()
		tt.change(s)
		if err := s.Check(); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: Check = %v, want an error saying %q", tt.name, err, tt.want)
		}
	}
}

// TestRefuses checks which legal labels a refusal closes: every one of its
// kind without slots or cards, those whose slots (and cards) begin with its
// own with them.
func TestRefuses(t *testing.T) {
	attack := game.Label{Kind: "attack", Slots: []int{3, 1}}
	play := game.Label{Kind: "play", Cards: []game.Card{7}, Slots: []int{3}}
	tests := []struct {
		name    string
		refusal game.Refusal
		label   game.Label
		want    bool
	}{
		{"its kind", game.Refusal{Kind: "attack"}, attack, true},
		{"another kind", game.Refusal{Kind: "pass"}, attack, false},
		{"its kind at its attacker", game.Refusal{Kind: "attack", Slots: []int{3}}, attack, true},
		{"its kind at another attacker", game.Refusal{Kind: "attack", Slots: []int{4}}, attack, false},
		{"its kind at more slots than it has", game.Refusal{Kind: "attack", Slots: []int{3, 1, 0}}, attack, false},
		{"its kind with its card", game.Refusal{Kind: "play", Cards: []game.Card{7}}, play, true},
		{"its kind with another card", game.Refusal{Kind: "play", Cards: []game.Card{8}}, play, false},
		{"its kind with a card of a label without cards", game.Refusal{Kind: "attack", Cards: []game.Card{7}}, attack, false},
	}
	for _, tt := range tests {
		if got := refuses(tt.refusal, tt.label); got != tt.want {
			t.Errorf("%s: refuses(%+v, %+v) = %v, want %v", tt.name, tt.refusal, tt.label, got, tt.want)
		}
	}
}
