package howto

import (
	"encoding/json"
	"sort"
	"testing"

	"menagerie/game"
	"menagerie/registry"
	"menagerie/session"
)

// phaseOf reads the phase an observation names, whatever its game.
func phaseOf(t *testing.T, o game.Observation) string {
	t.Helper()
	data, err := json.Marshal(o)
	if err != nil {
		t.Fatal(err)
	}
	var fields struct {
		Phase string `json:"phase"`
	}
	if err := json.Unmarshal(data, &fields); err != nil || fields.Phase == "" {
		t.Fatalf("the observation %T names no phase: %v", o, err)
	}
	return fields.Phase
}

// decisionPhases plays games of a configured game through a session, every
// seat a person choosing at random, and returns the phases in which a
// person was asked to decide.
func decisionPhases(t *testing.T, g game.Game, games int, into map[string]bool) {
	t.Helper()
	for seed := range uint64(games) {
		s, err := session.New(session.Config{Game: g, Seed: seed, MaxActions: 20000})
		if err != nil {
			t.Fatal(err)
		}
		pick := game.NewRNG(game.Mix(seed, 99))
		for !s.Over() {
			if _, ok, err := s.Step(); err != nil {
				t.Fatal(err)
			} else if ok {
				continue
			}
			if s.Over() {
				break
			}
			v, err := s.View(s.ToAct())
			if err != nil {
				t.Fatal(err)
			}
			if len(v.Actions) == 0 {
				t.Fatalf("seed %d: P%d is to act with no action", seed, v.Seat+1)
			}
			into[phaseOf(t, v.Observation)] = true
			a := v.Actions[pick.IntN(len(v.Actions))].Action
			if _, err := s.Apply(v.Seat, a, v.Version); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// TestEveryDecisionHasAHint plays random games of every game, in the
// configurations that bring out each kind of decision, and checks that
// every phase a person decides in has a hint, and that every hint is for
// a phase a person meets.
func TestEveryDecisionHasAHint(t *testing.T) {
	configs := map[string][][]string{
		"cardbattle": {nil, {"packs=classic,golden,magic"}, {"players=4", "packs=golden,magic"}},
		"tableau":    {nil, {"players=3", "extension=true", "swap_in_on_upgrade=true"}, {"players=4", "drawing=each_draft", "extension=true"}},
		"dojo":       {{"exercise=honor"}, {"mode=solo", "exercise=honor"}},
	}
	for _, e := range registry.Games() {
		t.Run(e.Name, func(t *testing.T) {
			list, ok := configs[e.Name]
			if !ok {
				t.Fatalf("no configuration to play %s with", e.Name)
			}
			seen := map[string]bool{}
			for _, rules := range list {
				opts, err := game.ParseOptions(rules)
				if err != nil {
					t.Fatal(err)
				}
				g, err := e.New(nil, opts)
				if err != nil {
					t.Fatalf("%s: %v", rules, err)
				}
				decisionPhases(t, g, 30, seen)
			}
			for phase := range seen {
				if _, ok := Hint(e.Name, phase); !ok {
					t.Errorf("a person decides in phase %q, which has no hint", phase)
				}
			}
			var dead []string
			for kind := range hints[e.Name] {
				if !seen[kind] {
					dead = append(dead, kind)
				}
			}
			sort.Strings(dead)
			if len(dead) > 0 {
				t.Errorf("hints for phases no person met in these games: %v (seen: %v)", dead, seen)
			}
		})
	}
}
