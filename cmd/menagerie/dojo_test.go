package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"menagerie/game"
	"menagerie/games/dojo"
)

func TestCardsDojoTable(t *testing.T) {
	r := runCLI(t, "", "cards", "dojo")
	if r.code != exitOK {
		t.Fatalf("exit code %d; stderr: %s", r.code, r.stderr)
	}
	set := dojo.Starter()
	for _, id := range set.IDs() {
		if c := set.Card(id); !strings.Contains(r.stdout, c.Name) {
			t.Errorf("table lacks %s", c.Name)
		}
	}
	for _, want := range []string{"ANIMAL", "Bear Cub / Brown Bear / Grizzly", "10/13/16", "Bear crawl 5/8/12 steps", "Shield", "shield 1", "starter: 27 animals in 9 families, 13 other cards; a deck of 40 cards"} {
		if !strings.Contains(r.stdout, want) {
			t.Errorf("output lacks %q:\n%s", want, r.stdout)
		}
	}
}

func TestCardsDojoJSON(t *testing.T) {
	r := runCLI(t, "", "cards", "dojo", "--json")
	if r.code != exitOK {
		t.Fatalf("exit code %d; stderr: %s", r.code, r.stderr)
	}
	var cards []map[string]any
	if err := json.Unmarshal([]byte(r.stdout), &cards); err != nil {
		t.Fatalf("output is not a JSON array: %v", err)
	}
	if len(cards) != 27+12 {
		t.Errorf("%d cards, want 39 card types", len(cards))
	}
	byName := map[string]map[string]any{}
	for _, c := range cards {
		byName[c["name"].(string)] = c
	}
	if c := byName["Grizzly"]; c["health"] != 16.0 || c["strong"] != "Cheetah" || c["amount"] != 12.0 || c["exercise"] != "Bear crawl" {
		t.Errorf("Grizzly %v", c)
	}
	if c := byName["Honeycomb"]; c["effect"] != "regen" || c["stay"] != true {
		t.Errorf("Honeycomb %v", c)
	}
}

func TestCardsDojoOwnFile(t *testing.T) {
	bad := writeFile(t, "bad.yaml", strings.Replace(string(dojo.StarterYAML()), "strong: Cheetah", "strong: Lion", 1))
	r := runCLI(t, "", "cards", "dojo", "--cards", bad)
	if r.code != exitFailure || !strings.Contains(r.stderr, `bad.yaml:21: strong: "Lion" is not an animal`) {
		t.Errorf("exit code %d: %s", r.code, r.stderr)
	}
}

func TestSimDojo(t *testing.T) {
	for _, rules := range []string{"setup=pick", "modifiers=off,animals_only=true,turn_cap=40"} {
		r := runCLI(t, "", "sim", "dojo", "--rules", rules, "--bots", "heuristic,random", "--games", "20", "--json")
		if r.code != exitOK {
			t.Fatalf("exit code %d; stderr: %s", r.code, r.stderr)
		}
		var rep struct {
			Games int `json:"games"`
		}
		if err := json.Unmarshal([]byte(r.stdout), &rep); err != nil || rep.Games != 20 {
			t.Errorf("%s: %d games, %v", rules, rep.Games, err)
		}
	}
	r := runCLI(t, "", "sim", "dojo", "--bots", "heuristic,random", "--rules", "colour=red")
	if r.code != exitUsage || !strings.Contains(r.stderr, `unknown option "colour"`) {
		t.Errorf("exit code %d: %s", r.code, r.stderr)
	}
}

func TestGameDojo(t *testing.T) {
	path := filepath.Join(t.TempDir(), "game.json")
	r := runCLI(t, "", "game", "dojo", "--seed", "3", "--record", path)
	if r.code != exitOK {
		t.Fatalf("exit code %d; stderr: %s", r.code, r.stderr)
	}
	for _, want := range []string{"Dojo, seed 3, starter set", "P2: heuristic", "-- turn 1: P", "attacks", "\nresult: P", "workout summary:\n  P1: "} {
		if !strings.Contains(r.stdout, want) {
			t.Errorf("output lacks %q", want)
		}
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	rec, _ := game.ParseRecord(data)
	g, _ := dojo.New(nil, rec.Options)
	if s, err := game.Replay(g, rec); err != nil || !s.IsTerminal() {
		t.Errorf("the record does not replay: %v", err)
	}
	solo := runCLI(t, "", "game", "dojo", "--rules", "mode=solo", "--bots", "heuristic", "--quiet")
	if solo.code != exitOK || !strings.Contains(solo.stdout, "solo mission: 27 animals defeated, 0 missed") {
		t.Errorf("solo: exit code %d:\n%s%s", solo.code, solo.stdout, solo.stderr)
	}
}

func TestDojoHelp(t *testing.T) {
	r := runCLI(t, "", "--help")
	for _, want := range []string{"play dojo", "game dojo", "sim dojo", "cards dojo"} {
		if !strings.Contains(r.stdout, want) {
			t.Errorf("--help does not mention %q", want)
		}
	}
	r = runCLI(t, "", "sim", "dojo", "--help")
	if !strings.Contains(r.stdout, "exercise (default off)") {
		t.Errorf("sim dojo --help lacks the rule options:\n%s", r.stdout)
	}
}
