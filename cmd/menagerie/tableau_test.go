package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"menagerie/game"
	"menagerie/games/tableau"
)

func TestCardsTableauTable(t *testing.T) {
	r := runCLI(t, "", "cards", "tableau")
	if r.code != exitOK {
		t.Fatalf("exit code %d; stderr: %s", r.code, r.stderr)
	}
	lines := strings.Split(r.stdout, "\n")
	if !strings.HasPrefix(lines[0], "NAME") || !strings.Contains(lines[0], "VALUES") {
		t.Errorf("first line is not the header: %q", lines[0])
	}
	for _, set := range []*tableau.CardSet{tableau.Classic(), tableau.Designed()} {
		for _, id := range set.IDs() {
			if c := set.Card(id); !strings.Contains(r.stdout, c.Name+" ") || !strings.Contains(r.stdout, c.Text) {
				t.Errorf("table lacks %s or its text", c.Name)
			}
		}
	}
	for _, want := range []string{"Bison      classic   animal  2/4/6  6", "Mosquito", "1/2/3", "classic: 13 animals (80 cards) and 4 foods (16 cards)", "designed: 5 animals (20 cards) and 4 foods (12 cards)"} {
		if !strings.Contains(r.stdout, want) {
			t.Errorf("output lacks %q:\n%s", want, r.stdout)
		}
	}
}

func TestCardsTableauJSON(t *testing.T) {
	r := runCLI(t, "", "cards", "tableau", "--json")
	if r.code != exitOK {
		t.Fatalf("exit code %d; stderr: %s", r.code, r.stderr)
	}
	var cards []map[string]any
	if err := json.Unmarshal([]byte(r.stdout), &cards); err != nil {
		t.Fatalf("output is not a JSON array: %v", err)
	}
	if len(cards) != 17+9 {
		t.Errorf("%d cards, want 26", len(cards))
	}
	byName := map[string]map[string]any{}
	for _, c := range cards {
		for _, k := range []string{"name", "pack", "kind", "power", "copies", "trigger", "values", "source", "ability"} {
			if _, ok := c[k]; !ok {
				t.Errorf("card %v lacks %q", c["name"], k)
			}
		}
		byName[c["name"].(string)] = c
	}
	if got := byName["Monkey"]["values"]; fmtJSON(got) != "[2,4,6]" {
		t.Errorf("Monkey's values %v", got)
	}
	if got := byName["Pig"]["power"]; fmtJSON(got) != "[1,2,4]" {
		t.Errorf("Pig's power %v", got)
	}
	if got := byName["Sushi"]["power"]; got != nil {
		t.Errorf("Sushi's power %v, want null", got)
	}
}

func fmtJSON(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}

func TestCardsTableauOwnFile(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", "..", "games", "tableau", "testdata", "cards", "good-small.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	path := writeFile(t, "small.yaml", string(data))
	r := runCLI(t, "", "cards", "tableau", "--cards", path)
	if r.code != exitOK || !strings.Contains(r.stdout, "small: 2 animals (20 cards) and 1 foods (5 cards)") {
		t.Errorf("exit code %d:\n%s%s", r.code, r.stdout, r.stderr)
	}
	broken := writeFile(t, "broken.yaml", strings.Replace(string(data), "copies: 10", "copies: lots", 1))
	r = runCLI(t, "", "cards", "tableau", "--cards", broken)
	if r.code != exitFailure || !strings.Contains(r.stderr, "broken.yaml:8: copies:") {
		t.Errorf("exit code %d, want 1 and an error naming broken.yaml:8; stderr:\n%s", r.code, r.stderr)
	}
}

func TestSimTableau(t *testing.T) {
	for _, tc := range []struct {
		rules string
		bots  string
		seats int
	}{{"players=2", "heuristic,random", 2}, {"players=3", "heuristic,random,random", 3}, {"players=4", "heuristic,random,random,ismcts:iters=10", 4}} {
		t.Run(tc.rules, func(t *testing.T) {
			r := runCLI(t, "", "sim", "tableau", "--rules", tc.rules, "--bots", tc.bots, "--games", "8", "--json")
			if r.code != exitOK {
				t.Fatalf("exit code %d; stderr: %s", r.code, r.stderr)
			}
			var rep struct {
				Games int `json:"games"`
				Seats []struct {
					Games int `json:"games"`
				} `json:"seats"`
			}
			if err := json.Unmarshal([]byte(r.stdout), &rep); err != nil {
				t.Fatal(err)
			}
			if rep.Games != 8 || len(rep.Seats) != tc.seats {
				t.Errorf("%d games, %d seats", rep.Games, len(rep.Seats))
			}
		})
	}
	r := runCLI(t, "", "sim", "tableau", "--bots", "heuristic,random", "--games", "2")
	if r.code != exitOK || !strings.Contains(r.stdout, "2 games of tableau, seed 1, classic set, rules: ") {
		t.Errorf("exit code %d:\n%s%s", r.code, r.stdout, r.stderr)
	}
}

func TestSimTableauRecordsReplay(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "records")
	r := runCLI(t, "", "sim", "tableau", "--rules", "players=3,extension=true", "--bots", "heuristic,random,random", "--games", "3", "--records", dir)
	if r.code != exitOK {
		t.Fatalf("exit code %d; stderr: %s", r.code, r.stderr)
	}
	data, err := os.ReadFile(filepath.Join(dir, "game-00002.json"))
	if err != nil {
		t.Fatal(err)
	}
	rec, err := game.ParseRecord(data)
	if err != nil {
		t.Fatal(err)
	}
	g, err := tableau.New(nil, rec.Options)
	if err != nil {
		t.Fatal(err)
	}
	if s, err := game.Replay(g, rec); err != nil || !s.IsTerminal() {
		t.Errorf("the record does not replay to the end: %v", err)
	}
}

func TestSimTableauUsageErrors(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--bots", "heuristic,random", "--rules", "players=3"}, "want at least 3 bots, got 2"},
		{[]string{"--bots", "heuristic,random", "--rules", "players=5"}, "option players"},
		{[]string{"--bots", "heuristic,random", "--rules", "colour=red"}, `unknown option "colour"`},
		{[]string{"--bots", "heuristic,bogus"}, `unknown kind "bogus"`},
		{[]string{"--bots", "heuristic,random", "--cards", "../../games/tableau/data/designed.yaml", "--rules", "extension=true"},
			`--rules: extension=true cannot add the designed extension to card set designed: card "Otter" of set designed is also in set designed`},
	} {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			r := runCLI(t, "", append([]string{"sim", "tableau"}, tc.args...)...)
			if r.code != exitUsage || !strings.Contains(r.stderr, tc.want) {
				t.Errorf("exit code %d, want %d; stderr lacks %q:\n%s", r.code, exitUsage, tc.want, r.stderr)
			}
		})
	}
}

func TestGameTableau(t *testing.T) {
	path := filepath.Join(t.TempDir(), "game.json")
	r := runCLI(t, "", "game", "tableau", "--rules", "players=4", "--seed", "3", "--record", path)
	if r.code != exitOK {
		t.Fatalf("exit code %d; stderr: %s", r.code, r.stderr)
	}
	for _, want := range []string{"Tableau, seed 3, classic set", "P4: heuristic", "round 6 combat", "final VP: P1 ", "\nresult: "} {
		if !strings.Contains(r.stdout, want) {
			t.Errorf("output lacks %q", want)
		}
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	rec, _ := game.ParseRecord(data)
	g, _ := tableau.New(nil, rec.Options)
	if s, err := game.Replay(g, rec); err != nil || !s.IsTerminal() {
		t.Errorf("the record does not replay: %v", err)
	}
	again := runCLI(t, "", "game", "tableau", "--rules", "players=4", "--seed", "3", "--quiet")
	if again.code != exitOK || !strings.HasSuffix(r.stdout, strings.SplitN(again.stdout, "\n\n", 2)[1]) {
		t.Errorf("the same seed gives another result:\n%s", again.stdout)
	}
	bad := runCLI(t, "", "game", "tableau", "--bots", "heuristic,random,random")
	if bad.code != exitUsage || !strings.Contains(bad.stderr, "want exactly 2 bots") {
		t.Errorf("exit code %d: %s", bad.code, bad.stderr)
	}
}

func TestTableauHelp(t *testing.T) {
	r := runCLI(t, "", "--help")
	for _, want := range []string{"game tableau", "sim tableau", "cards tableau"} {
		if !strings.Contains(r.stdout, want) {
			t.Errorf("--help does not mention %q", want)
		}
	}
	r = runCLI(t, "", "sim", "tableau", "--help")
	if !strings.Contains(r.stdout, "ties (default competition)") {
		t.Errorf("sim tableau --help lacks the rule options:\n%s", r.stdout)
	}
}
