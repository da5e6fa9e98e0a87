package main

import (
	"encoding/json"
	"math"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// exampleB is the rulebook's Auto Battle Example B as a scenario.
const exampleB = "../../examples/auto-battle-b.json"

func TestBattleExampleB(t *testing.T) {
	r := runCLI(t, "", "battle", exampleB)
	if r.code != exitOK {
		t.Fatalf("exit code %d; stderr: %s", r.code, r.stderr)
	}
	// The steps of the worked example, in order.
	steps := []string{
		"P1 deck (top first): Dolphin, Honey, Badger",
		"P2 deck (top first): Mosquito, Flamingo, Peacock",
		"P1's Dolphin: play ability",
		"3 rock dice roll 2 at P2's Mosquito",
		"P2's Mosquito faints",
		"P2 plays Flamingo",
		"P2's Flamingo faints",
		"P2 puts 2 Apples on top of P2's deck",
		"P1's Badger is set aside",
		"P1 puts 1 Bee on top of P1's deck",
		"P2's Peacock eats 1 Apple",
		"P1 plays Bee",
		"P1's set-aside Badger acts",
		"P1's Bee faints",
		"P2's Peacock eats 1 Apple",
		"P2 wins the battle",
		"\nresult: P2 wins the battle\n",
	}
	rest := r.stdout
	for _, step := range steps {
		i := strings.Index(rest, step)
		if i < 0 {
			t.Fatalf("play-by-play lacks %q after the earlier steps:\n%s", step, r.stdout)
		}
		rest = rest[i+len(step):]
	}
}

func TestBattleJSON(t *testing.T) {
	r := runCLI(t, "", "battle", "--json", exampleB)
	if r.code != exitOK {
		t.Fatalf("exit code %d; stderr: %s", r.code, r.stderr)
	}
	var got struct {
		Winner *int `json:"winner"`
		Events []struct {
			Kind string `json:"kind"`
			Seat *int   `json:"seat"`
			Card string `json:"card"`
			Text string `json:"text"`
		} `json:"events"`
	}
	if err := json.Unmarshal([]byte(r.stdout), &got); err != nil {
		t.Fatalf("output is not JSON: %v\n%s", err, r.stdout)
	}
	if got.Winner == nil || *got.Winner != 1 {
		t.Errorf("winner %v, want seat 1", got.Winner)
	}
	if len(got.Events) == 0 {
		t.Fatal("no events")
	}
	for i, e := range got.Events {
		if e.Kind == "" || e.Text == "" {
			t.Errorf("event %d lacks kind or text: %+v", i, e)
		}
	}
	if first := got.Events[0]; first.Kind != "play_pet" || first.Card != "Dolphin" || first.Seat == nil || *first.Seat != 0 {
		t.Errorf("first event %+v, want seat 0 playing Dolphin", first)
	}
	if last := got.Events[len(got.Events)-1]; last.Kind != "battle_over" {
		t.Errorf("last event is %q, want battle_over", last.Kind)
	}
}

func TestBattleDrawIsNull(t *testing.T) {
	r := runCLI(t, `{"decks": [["Ant"], ["Ant"]]}`, "battle", "--json", "-")
	if r.code != exitOK {
		t.Fatalf("exit code %d; stderr: %s", r.code, r.stderr)
	}
	if !strings.Contains(r.stdout, `"winner": null`) {
		t.Errorf("a draw does not print winner null:\n%s", r.stdout)
	}
	r = runCLI(t, `{"decks": [["Ant"], ["Ant"]]}`, "battle", "-")
	if !strings.HasSuffix(r.stdout, "\nresult: draw\n") {
		t.Errorf("a draw does not end with the draw result:\n%s", r.stdout)
	}
}

func TestBattleExact(t *testing.T) {
	r := runCLI(t, "", "battle", "--exact", "--json", exampleB)
	if r.code != exitOK {
		t.Fatalf("exit code %d; stderr: %s", r.code, r.stderr)
	}
	var odds struct {
		Win       []float64 `json:"p_win"`
		Draw      *float64  `json:"p_draw"`
		Positions int       `json:"positions"`
	}
	if err := json.Unmarshal([]byte(r.stdout), &odds); err != nil {
		t.Fatalf("output is not JSON: %v\n%s", err, r.stdout)
	}
	if len(odds.Win) != 2 || odds.Draw == nil || odds.Positions <= 0 {
		t.Fatalf("odds %s lack p_win[2], p_draw or positions", r.stdout)
	}
	if sum := odds.Win[0] + odds.Win[1] + *odds.Draw; math.Abs(sum-1) > 1e-9 {
		t.Errorf("probabilities sum to %v, want 1", sum)
	}

	r = runCLI(t, "", "battle", "--exact", exampleB)
	if r.code != exitOK {
		t.Fatalf("exit code %d; stderr: %s", r.code, r.stderr)
	}
	percent := regexp.MustCompile(`(?m)^(P1 wins|P2 wins|draw) +(\d+\.\d{4})%$`)
	matches := percent.FindAllStringSubmatch(r.stdout, -1)
	if len(matches) != 3 {
		t.Fatalf("want three percentages with 4 decimals:\n%s", r.stdout)
	}
	sum := 0.0
	for _, m := range matches {
		v, _ := strconv.ParseFloat(m[2], 64)
		sum += v
	}
	if math.Abs(sum-100) > 0.0005*3 {
		t.Errorf("percentages sum to %v, want 100", sum)
	}
}

func TestBattleStdin(t *testing.T) {
	data, err := os.ReadFile(exampleB)
	if err != nil {
		t.Fatal(err)
	}
	fromFile := runCLI(t, "", "battle", exampleB)
	fromStdin := runCLI(t, string(data), "battle", "-")
	if fromStdin.code != exitOK || fromStdin.stdout != fromFile.stdout {
		t.Errorf("stdin gives exit code %d and a different result:\n%s%s", fromStdin.code, fromStdin.stdout, fromStdin.stderr)
	}
}

// TestTwoDolphins runs the FAQ ruling's scenario, which has no rocks list,
// with several seeds: both Dolphins always throw, and a seed gives the
// same battle every time.
func TestTwoDolphins(t *testing.T) {
	const path = "../../examples/two-dolphins.json"
	for _, seed := range []string{"1", "2", "3", "4"} {
		r := runCLI(t, "", "battle", "--seed", seed, path)
		if r.code != exitOK {
			t.Fatalf("seed %s: exit code %d; stderr: %s", seed, r.code, r.stderr)
		}
		for _, want := range []string{"P1's Dolphin: play ability", "P2's Dolphin: play ability"} {
			if !strings.Contains(r.stdout, want) {
				t.Errorf("seed %s: output lacks %q:\n%s", seed, want, r.stdout)
			}
		}
		if again := runCLI(t, "", "battle", "--seed", seed, path); again.stdout != r.stdout {
			t.Errorf("seed %s gives two different battles:\n%s\n%s", seed, r.stdout, again.stdout)
		}
	}
}

func TestBattleErrors(t *testing.T) {
	tests := []struct {
		name     string
		scenario string
		want     string
	}{
		{"rocks run out", `{"decks": [["Dolphin"], ["Ant"]], "rocks": [1]}`, "rocks ran out"},
		{"unknown card", `{"decks": [["Dolphn"], ["Ant"]]}`, `decks[0][0]: unknown card "Dolphn"`},
		{"malformed JSON", "{\"decks\": [[\"Ant\"],\n [\"Ant\"]] x}", "line 2: not valid JSON"},
		{"first player 3", `{"first_player": 3, "decks": [["Ant"], ["Ant"]]}`, "first_player is 3; want 0 or 1"},
		{"round 7", `{"round": 7, "decks": [["Ant"], ["Ant"]]}`, "round is 7"},
		{"one deck", `{"decks": [["Ant"]]}`, "decks holds 1 deck lists; want 2"},
		{"unknown field", `{"decks": [["Ant"], ["Ant"]], "seed": 3}`, `unknown field "seed"`},
		{"empty", "", "empty input"},
		{"choices run out", `{"decks": [["Honey", "Ant"], ["Ant", "Bee"]], "choices": []}`, "choices ran out: choice 1 is between Ant's faint ability, Honey's faint ability"},
		{"choice not offered", `{"decks": [["Honey", "Ant"], ["Ant", "Bee"]], "choices": ["Bee"]}`, `choices[0] is "Bee", which is not one of the options`},
		{"choice of an unknown card", `{"decks": [["Ant"], ["Ant"]], "choices": ["Hony"]}`, `choices[0]: unknown card "Hony"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := writeFile(t, "scenario.json", tt.scenario)
			r := runCLI(t, "", "battle", path)
			if r.code != exitFailure {
				t.Errorf("exit code %d, want %d", r.code, exitFailure)
			}
			prefix := "menagerie: battle " + path + ": "
			if !strings.HasPrefix(r.stderr, prefix) || !strings.Contains(r.stderr, tt.want) {
				t.Errorf("stderr is not %q followed by a message with %q:\n%s", prefix, tt.want, r.stderr)
			}
			if r.stdout != "" {
				t.Errorf("stdout is not empty:\n%s", r.stdout)
			}
		})
	}
}

func TestBattleMissingFile(t *testing.T) {
	r := runCLI(t, "", "battle", "no-such-file.json")
	if r.code != exitFailure || r.stderr != "menagerie: battle no-such-file.json: no such file or directory\n" {
		t.Errorf("exit code %d; stderr:\n%s", r.code, r.stderr)
	}
}

// FuzzBattle checks that no scenario makes the command panic or fail with
// anything but a clean error.
func FuzzBattle(f *testing.F) {
	data, err := os.ReadFile(exampleB)
	if err != nil {
		f.Fatal(err)
	}
	f.Add(string(data))
	f.Add(`{"decks": [["Dolphin", "Apple", "Ant"], ["dog", "Five Apples", "Bee"]], "round": 6, "first_player": 1}`)
	f.Add(`{"decks": [["Badger", "Honey"], ["Rat"]], "rocks": [2, 2, 2, 2, 2, 2, 2]}`)
	f.Add(`{"decks": [[], []]}`)
	f.Add(`[1, 2]`)
	f.Fuzz(func(t *testing.T, scenario string) {
		// A small bound keeps every input quick: the fuzzing engine takes
		// an input that runs for seconds for a hang.
		r := runCLI(t, scenario, "battle", "--max-positions", "20000", "-")
		if r.code != exitOK && r.code != exitFailure {
			t.Errorf("exit code %d; stderr: %s", r.code, r.stderr)
		}
		if r.code == exitFailure && !strings.HasPrefix(r.stderr, "menagerie: battle -: ") {
			t.Errorf("error without the command and file: %s", r.stderr)
		}
	})
}

func TestBattleGoldenAndMagic(t *testing.T) {
	r := runCLI(t, "", "battle", "../../examples/golden-and-magic.json")
	for _, want := range []string{"P1 plays Golden Retriever (power 4)", "P1's Frog gets 2 Exposed", "P2 pays 2 Mana", "P1 gains 1 Trumpet"} {
		if r.code != exitOK || !strings.Contains(r.stdout, want) {
			t.Errorf("exit code %d; output lacks %q:\n%s%s", r.code, want, r.stdout, r.stderr)
		}
	}
	classic := runCLI(t, "", "battle", "--packs", "classic", "../../examples/golden-and-magic.json")
	if classic.code != exitFailure || !strings.Contains(classic.stderr, `unknown card "Frog"`) {
		t.Errorf("with --packs classic, Frog should be unknown: exit %d, %s", classic.code, classic.stderr)
	}
}

// TestBattleChoosesTheBestOrder: "Players resolve their own simultaneous
// abilities in the order of their choice." The calculator takes the order
// best for the choosing player, exactly, and says which it took; the
// scenario's choices fix it instead.
func TestBattleChoosesTheBestOrder(t *testing.T) {
	const path = "../../examples/honey-or-ant.json"
	r := runCLI(t, "", "battle", path)
	want := "P1 resolves Honey's faint ability before Ant's faint ability (best for P1; " +
		"Ant's faint ability: win 0.00%, draw 0.00%; Honey's faint ability: win 0.00%, draw 100.00%)"
	if r.code != exitOK || !strings.Contains(r.stdout, want) || !strings.HasSuffix(r.stdout, "result: draw\n") {
		t.Errorf("exit code %d; output lacks %q or the draw:\n%s%s", r.code, want, r.stdout, r.stderr)
	}
	r = runCLI(t, "", "battle", "--exact", "--json", path)
	var odds struct {
		Win     []float64 `json:"p_win"`
		Draw    float64   `json:"p_draw"`
		Choices []struct {
			Seat      int    `json:"seat"`
			Took      string `json:"took"`
			By        string `json:"by"`
			Positions int    `json:"positions"`
		} `json:"choices"`
	}
	if err := json.Unmarshal([]byte(r.stdout), &odds); err != nil {
		t.Fatalf("output is not JSON: %v\n%s", err, r.stdout)
	}
	if odds.Draw != 1 || len(odds.Choices) != 1 || odds.Choices[0].Took != "Honey's faint ability" || odds.Choices[0].By != "best" || odds.Choices[0].Positions != 1 {
		t.Errorf("exact odds %+v: want a sure draw after taking the Honey's ability first", odds)
	}
	fixed := runCLI(t, `{"decks": [["Honey", "Ant"], ["Ant", "Bee"]], "choices": ["ant"]}`, "battle", "-")
	if !strings.Contains(fixed.stdout, "P1 resolves Ant's faint ability before Honey's faint ability (the scenario's choice)") ||
		!strings.HasSuffix(fixed.stdout, "result: P2 wins the battle\n") {
		t.Errorf("the scenario's choice was not taken:\n%s%s", fixed.stdout, fixed.stderr)
	}
}

// TestBattleMaxPositions: --max-positions bounds an exact enumeration (Example
// B has 26 positions), and
// the command gives up with a clear message rather than work for long.
func TestBattleMaxPositions(t *testing.T) {
	r := runCLI(t, "", "battle", "--exact", "--max-positions", "20", exampleB)
	want := "menagerie: battle " + exampleB + ": more than 20 positions: too many to enumerate exactly; sample with a seed instead"
	if r.code != exitFailure || !strings.Contains(r.stderr, want) {
		t.Errorf("exit code %d, want %d; stderr lacks %q:\n%s", r.code, exitFailure, want, r.stderr)
	}
	if r := runCLI(t, "", "battle", "--exact", exampleB); r.code != exitOK {
		t.Errorf("with the default bound: exit code %d: %s", r.code, r.stderr)
	}
}
