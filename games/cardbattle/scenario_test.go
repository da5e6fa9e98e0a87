package cardbattle_test

import (
	"math"
	"os"
	"strings"
	"testing"

	cb "menagerie/games/cardbattle"
)

func newClassicGame(t testing.TB) *cb.Game {
	t.Helper()
	g, err := cb.New(nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// deckNames returns the card names of a parsed scenario's decks.
func deckNames(g *cb.Game, sc *cb.Scenario) [2][]string {
	var out [2][]string
	for p := range sc.Cards {
		out[p] = []string{}
		for _, id := range sc.Cards[p] {
			out[p] = append(out[p], g.Cards().Name(id))
		}
	}
	return out
}

func TestParseScenario(t *testing.T) {
	g := newClassicGame(t)
	tests := []struct {
		name  string
		in    string
		first int
		round int
		decks [2]string // card names joined by ","
		rocks []int     // nil: no rocks given
	}{
		{name: "minimal, defaults", in: `{"decks": [["Ant"], ["Mosquito"]]}`,
			first: 0, round: 1, decks: [2]string{"Ant", "Mosquito"}},
		{name: "all fields", in: `{"first_player": 1, "round": 6, "decks": [["Ant", "Dolphin"], ["Mosquito"]], "rocks": [0, 1, 2, 2]}`,
			first: 1, round: 6, decks: [2]string{"Ant,Dolphin", "Mosquito"}, rocks: []int{0, 1, 2, 2}},
		{name: "names in any case", in: `{"decks": [["ant", "DOLPHIN", "  five apples "], ["mOsQuItO"]]}`,
			first: 0, round: 1, decks: [2]string{"Ant,Dolphin,Five Apples", "Mosquito"}},
		{name: "supply cards", in: `{"decks": [["Apple", "Bee"], ["Bee", "Five Apples", "Bee"]]}`,
			first: 0, round: 1, decks: [2]string{"Apple,Bee", "Bee,Five Apples,Bee"}},
		{name: "empty decks", in: `{"decks": [[], []]}`, round: 1},
		{name: "empty rocks", in: `{"decks": [["Ant"], ["Ant"]], "rocks": []}`, round: 1, decks: [2]string{"Ant", "Ant"}, rocks: []int{}},
		{name: "null rocks", in: `{"decks": [["Ant"], ["Ant"]], "rocks": null}`, round: 1, decks: [2]string{"Ant", "Ant"}},
		{name: "over several lines", in: "{\n  \"round\": 3,\n  \"decks\": [\n    [\"Sheep\"],\n    [\"Rat\"]\n  ]\n}\n",
			round: 3, decks: [2]string{"Sheep", "Rat"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			sc, err := cb.ParseScenario([]byte(tt.in), g)
			if err != nil {
				t.Fatalf("ParseScenario: %v", err)
			}
			if sc.FirstPlayer != tt.first || sc.Round != tt.round {
				t.Errorf("first_player %d, round %d; want %d, %d", sc.FirstPlayer, sc.Round, tt.first, tt.round)
			}
			names := deckNames(g, sc)
			for p := range names {
				if got := strings.Join(names[p], ","); got != tt.decks[p] {
					t.Errorf("deck %d = %q; want %q", p, got, tt.decks[p])
				}
			}
			switch {
			case tt.rocks == nil && sc.Rocks != nil:
				t.Errorf("rocks = %v; want none", *sc.Rocks)
			case tt.rocks != nil && (sc.Rocks == nil || !equalInts(*sc.Rocks, tt.rocks)):
				t.Errorf("rocks = %v; want %v", sc.Rocks, tt.rocks)
			}
		})
	}
}

func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func TestParseScenarioErrors(t *testing.T) {
	g := newClassicGame(t)
	long := `{"decks": [[` + strings.Repeat(`"Ant",`, 32) + `"Ant"], []]}`
	tests := []struct {
		name string
		in   string
		want []string // every string must appear in the error
	}{
		{"unknown field", `{"decks": [["Ant"], ["Ant"]], "seed": 3}`, []string{`unknown field "seed"`}},
		{"unknown card", `{"decks": [["Ant"], ["Ant", "Dragon"]]}`, []string{"decks[1][1]", `unknown card "Dragon"`}},
		{"unknown card, first deck", `{"decks": [["Antt"], ["Ant"]]}`, []string{"decks[0][0]", `"Antt"`, `did you mean "Ant"`}},
		{"first_player 2", `{"first_player": 2, "decks": [["Ant"], ["Ant"]]}`, []string{"first_player is 2"}},
		{"first_player -1", `{"first_player": -1, "decks": [["Ant"], ["Ant"]]}`, []string{"first_player is -1"}},
		{"round 0", `{"round": 0, "decks": [["Ant"], ["Ant"]]}`, []string{"round is 0"}},
		{"round 7", `{"round": 7, "decks": [["Ant"], ["Ant"]]}`, []string{"round is 7", "1 to 6"}},
		{"one deck", `{"decks": [["Ant"]]}`, []string{"decks holds 1 deck lists"}},
		{"three decks", `{"decks": [["Ant"], ["Ant"], ["Ant"]]}`, []string{"decks holds 3 deck lists", "want 2"}},
		{"no decks", `{"round": 2}`, []string{"decks holds 0 deck lists"}},
		{"deck too long", long, []string{"decks[0] has 33 cards"}},
		{"rock face 3", `{"decks": [["Ant"], ["Ant"]], "rocks": [0, 1, 3]}`, []string{"rocks[2] is 3", "[0 0 1 1 2 2]"}},
		{"rock face -1", `{"decks": [["Ant"], ["Ant"]], "rocks": [-1]}`, []string{"rocks[0] is -1"}},
		{"trailing garbage", `{"decks": [["Ant"], ["Ant"]]} and more`, []string{"line 1", "unexpected data after the scenario"}},
		{"trailing object", "{\"decks\": [[\"Ant\"], [\"Ant\"]]}\n{}\n", []string{"line 2", "unexpected data after the scenario"}},
		{"trailing brace", `{"decks": [["Ant"], ["Ant"]]}}`, []string{"unexpected data after the scenario"}},
		{"trailing bracket", `{"decks": [["Ant"], ["Ant"]]}]`, []string{"unexpected data after the scenario"}},
		{"malformed JSON", "{\n\"decks\": [\n[\"Ant\"],\n[\"Ant\",]\n]}", []string{"line 4", "not valid JSON"}},
		// The input ends inside the object: name the line where it ends.
		{"unclosed object", "{\n\"decks\": [[\"Ant\"], [\"Ant\"]]\n", []string{"line 3", "JSON"}},
		{"wrong type", "{\"decks\": [[\"Ant\"], [\"Ant\"]],\n\"round\": \"two\"}", []string{"line 2", `field "round"`}},
		{"card as number", `{"decks": [["Ant"], [7]]}`, []string{"line 1", "want string"}},
		{"not an object", `[1, 2]`, []string{"line 1"}},
		{"empty input", ``, []string{"empty input"}},
		{"only spaces", " \n\t\n", []string{"empty input"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			sc, err := cb.ParseScenario([]byte(tt.in), g)
			if err == nil {
				t.Fatalf("ParseScenario succeeded (%+v); want an error with %q", sc, tt.want)
			}
			if sc != nil {
				t.Errorf("ParseScenario returned a scenario along with %v", err)
			}
			for _, w := range tt.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q does not contain %q", err, w)
				}
			}
		})
	}
}

// TestParseScenarioOtherDie checks that rocks are checked against the game's
// own die, not the default one.
func TestParseScenarioOtherDie(t *testing.T) {
	g, err := cb.New(nil, map[string]string{"dice": "0,3"})
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		rocks string
		ok    bool
	}{
		{"[0, 3, 3]", true},
		{"[1]", false},
		{"[2]", false},
	}
	for _, tt := range tests {
		_, err := cb.ParseScenario([]byte(`{"decks": [["Ant"], ["Ant"]], "rocks": `+tt.rocks+`}`), g)
		if (err == nil) != tt.ok {
			t.Errorf("rocks %s with die 0,3: error %v; want ok=%v", tt.rocks, err, tt.ok)
		}
	}
}

func TestRunScenarioRocks(t *testing.T) {
	g := newClassicGame(t)
	tests := []struct {
		name    string
		in      string
		wantErr []string // empty: must run
	}{
		{"no rocks given: dice are rolled", `{"decks": [["Mosquito", "Dolphin"], ["Ant", "Sheep"]]}`, nil},
		{"no throw needed", `{"decks": [["Ant"], ["Ant"]], "rocks": []}`, nil},
		{"enough rocks", `{"decks": [["Mosquito"], ["Ant"]], "rocks": [2]}`, nil},
		{"rocks run out at once", `{"decks": [["Mosquito"], ["Ant"]], "rocks": []}`, []string{"rocks ran out", "throw 1", "needs 1 die", "0 faces"}},
		{"rocks run out mid-throw", `{"decks": [["Dolphin"], ["Sheep"]], "rocks": [0, 1]}`, []string{"rocks ran out", "throw 1", "needs 3 dice", "2 faces"}},
		{"rocks run out at the second throw", `{"decks": [["Mosquito", "Mosquito"], ["Sheep"]], "rocks": [0]}`, []string{"rocks ran out", "throw 2"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			sc, err := cb.ParseScenario([]byte(tt.in), g)
			if err != nil {
				t.Fatal(err)
			}
			out, err := g.RunScenario(sc, 7)
			if len(tt.wantErr) == 0 {
				if err != nil {
					t.Fatalf("RunScenario: %v", err)
				}
				if out.Winner < -1 || out.Winner > 1 {
					t.Errorf("winner %d; want -1, 0 or 1", out.Winner)
				}
				if len(out.Events) == 0 {
					t.Error("no events recorded")
				}
				return
			}
			if err == nil {
				t.Fatalf("RunScenario succeeded (winner %d); want an error", out.Winner)
			}
			for _, w := range tt.wantErr {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q does not contain %q", err, w)
				}
			}
		})
	}
}

// TestExampleScenario runs examples/auto-battle-b.json every way the
// calculator can.
func TestExampleScenario(t *testing.T) {
	data, err := os.ReadFile("../../examples/auto-battle-b.json")
	if err != nil {
		t.Fatal(err)
	}
	g := newClassicGame(t)
	sc, err := cb.ParseScenario(data, g)
	if err != nil {
		t.Fatal(err)
	}
	first, err := g.RunScenario(sc, 1)
	if err != nil {
		t.Fatalf("RunScenario with the example's rocks: %v", err)
	}
	// The example's rocks fix every throw: the seed must not matter.
	for seed := uint64(2); seed < 5; seed++ {
		again, err := g.RunScenario(sc, seed)
		if err != nil || again.Winner != first.Winner || len(again.Events) != len(first.Events) {
			t.Errorf("seed %d: winner %d, %d events, %v; seed 1 gave winner %d, %d events", seed, again.Winner, len(again.Events), err, first.Winner, len(first.Events))
		}
	}
	odds, err := g.ExactOdds(sc)
	if err != nil {
		t.Fatal(err)
	}
	sum := odds.Win[0] + odds.Win[1] + odds.Draw
	if math.Abs(sum-1) > 1e-9 {
		t.Errorf("exact odds %+v sum to %v; want 1", odds, sum)
	}
	if odds.Positions < 1 {
		t.Errorf("exact odds evaluated %d nodes; the example throws rocks", odds.Positions)
	}
	// The fixed rocks are one possible roll, so its result has a chance.
	p := odds.Draw
	if first.Winner >= 0 {
		p = odds.Win[first.Winner]
	}
	if p <= 0 {
		t.Errorf("the example's own result (winner %d) has probability %v in %+v", first.Winner, p, odds)
	}
}
