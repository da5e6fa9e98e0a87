package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"menagerie/games/cardbattle"
)

// miniCardFile is a small valid card file; tests break it on purpose.
const miniCardFile = `game: cardbattle
pack: mini
hats: [bow]
cards:
  - name: Wasp
    kind: pet
    tier: 0
    power: 2
    source: designed
    text: "A power 2 pet from the supply."
  - name: Ant
    kind: pet
    tier: 1
    power: 1
    hat: bow
    copies: 2
    source: rulebook
    text: "Faint: put 1 Apple on top of your deck."
    ability:
      trigger: faint
      effects:
        - add: {card: Apple, count: 1, to: deck_top}
`

// writeFile writes content to name in a fresh temporary directory and
// returns its path.
func writeFile(t *testing.T, name, content string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestCardsTable(t *testing.T) {
	r := runCLI(t, "", "cards", "cardbattle")
	if r.code != exitOK {
		t.Fatalf("exit code %d; stderr: %s", r.code, r.stderr)
	}
	lines := strings.Split(r.stdout, "\n")
	if !strings.HasPrefix(lines[0], "NAME") || !strings.Contains(lines[0], "ABILITY") {
		t.Errorf("first line is not the header: %q", lines[0])
	}
	if !strings.Contains(lines[1], "supply") {
		t.Errorf("supply cards do not come first: %q", lines[1])
	}
	set, _ := cardbattle.Packs(cardbattle.PackNames...)
	for _, id := range set.IDs() {
		c := set.Card(id)
		if !strings.Contains(r.stdout, c.Name+" ") || !strings.Contains(r.stdout, c.Text) {
			t.Errorf("table lacks %s or its text %q", c.Name, c.Text)
		}
	}
	if !strings.Contains(r.stdout, "classic, golden, magic: 120 card types; tiers 1-6 hold 266 pets and 96 food") {
		t.Errorf("footer lacks the counts:\n%s", r.stdout)
	}
	classic := runCLI(t, "", "cards", "cardbattle", "--packs", "classic")
	if !strings.Contains(classic.stdout, "classic: 43 card types; tiers 1-6 hold 92 pets and 32 food") || strings.Contains(classic.stdout, "Trumpet") {
		t.Errorf("--packs classic lists:\n%s", classic.stdout)
	}
}

func TestCardsJSON(t *testing.T) {
	r := runCLI(t, "", "cards", "cardbattle", "--json")
	if r.code != exitOK {
		t.Fatalf("exit code %d; stderr: %s", r.code, r.stderr)
	}
	var cards []map[string]any
	if err := json.Unmarshal([]byte(r.stdout), &cards); err != nil {
		t.Fatalf("output is not a JSON array: %v", err)
	}
	all, _ := cardbattle.Packs(cardbattle.PackNames...)
	if want := len(all.IDs()); len(cards) != want {
		t.Errorf("%d cards, want %d (every pack)", len(cards), want)
	}
	keys := []string{"name", "pack", "kind", "tier", "power", "hat", "copies", "source", "ability", "perk", "supply", "trigger"}
	copies := map[string]int{}
	tokens := map[string]bool{}
	for _, c := range cards {
		for _, k := range keys {
			if _, ok := c[k]; !ok {
				t.Errorf("card %v lacks %q", c["name"], k)
			}
		}
		if tier := c["tier"].(float64); tier >= 1 && tier <= 6 {
			copies[c["pack"].(string)+" "+c["kind"].(string)] += int(c["copies"].(float64))
		}
		if c["kind"] == "token" {
			tokens[c["name"].(string)] = true
		}
	}
	want := map[string]int{"classic pet": 92, "classic food": 32, "golden pet": 94, "golden food": 32, "magic pet": 80, "magic food": 32}
	for k, n := range want {
		if copies[k] != n {
			t.Errorf("%s cards in tiers 1-6: %d, want %d", k, copies[k], n)
		}
	}
	for _, name := range []string{"Trumpet", "Mana", "Exposed", "Spooked"} {
		if !tokens[name] {
			t.Errorf("no token %q", name)
		}
	}
}

// TestCardsEveryGame lists each registered game's cards as text and JSON.
func TestCardsEveryGame(t *testing.T) {
	tests := []struct {
		game, header, footer string
		cards                int
		wants                []string                     // in the table
		fields               map[string]map[string]string // card, field: JSON value
	}{
		{"cardbattle", "NAME ", "classic, golden, magic: ", 120, nil,
			map[string]map[string]string{"Ant": {"tier": "1", "power": "1"}}},
		{"tableau", "NAME ", "classic: 13 animals (80 cards)", 26,
			[]string{"Bison      classic   animal  2/4/6  6", "Mosquito", "1/2/3", "designed: 5 animals (20 cards) and 4 foods (12 cards)"},
			map[string]map[string]string{"Monkey": {"values": "[2,4,6]"}, "Pig": {"power": "[1,2,4]"}, "Sushi": {"power": "null"}}},
		{"dojo", "ANIMAL ", "starter: 27 animals in 9 families, 13 other cards; a deck of 40 cards", 39,
			[]string{"Bear Cub / Brown Bear / Grizzly", "11/13/16", "Bear crawl 5/8/12 steps", "Shield", "shield 1"},
			map[string]map[string]string{"Grizzly": {"health": "16", "strong": `"Cheetah"`, "amount": "12", "exercise": `"Bear crawl"`},
				"Honeycomb": {"effect": `"regen"`, "stay": "true"}}},
	}
	for _, tt := range tests {
		t.Run(tt.game, func(t *testing.T) {
			r := runCLI(t, "", "cards", tt.game)
			if r.code != exitOK || !strings.HasPrefix(r.stdout, tt.header) || !strings.Contains(r.stdout, "\n\n"+tt.footer) {
				t.Errorf("exit code %d:\n%s%s", r.code, r.stdout, r.stderr)
			}
			for _, want := range tt.wants {
				if !strings.Contains(r.stdout, want) {
					t.Errorf("table lacks %q:\n%s", want, r.stdout)
				}
			}
			r = runCLI(t, "", "cards", tt.game, "--json")
			var cards []map[string]any
			if err := json.Unmarshal([]byte(r.stdout), &cards); err != nil || r.code != exitOK {
				t.Fatalf("exit code %d, %d cards: %v\n%s", r.code, len(cards), err, r.stderr)
			}
			if len(cards) != tt.cards {
				t.Errorf("%d cards, want %d", len(cards), tt.cards)
			}
			for _, c := range cards {
				for field, want := range tt.fields[c["name"].(string)] {
					if got, _ := json.Marshal(c[field]); string(got) != want {
						t.Errorf("%s's %s is %s, want %s", c["name"], field, got, want)
					}
				}
			}
		})
	}
}

// TestCardsOwnFileEveryGame lists each game's cards from a card file, and
// reports a broken one with its file and line.
func TestCardsOwnFileEveryGame(t *testing.T) {
	read := func(path string) string {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		return string(data)
	}
	tests := []struct {
		game, file, summary string
		old, new, wantErr   string // a change that breaks the file, and its error
	}{
		{"cardbattle", miniCardFile, "mini: 5 card types", "power: 1\n", "power: lots\n", "broken.yaml:14: power:"},
		{"tableau", read("../../games/tableau/testdata/cards/good-small.yaml"), "small: 2 animals (20 cards) and 1 foods (5 cards)",
			"copies: 10", "copies: lots", "broken.yaml:8: copies:"},
		{"dojo", read("../../games/dojo/data/starter.yaml"), "starter: 27 animals in 9 families",
			"strong: Cheetah", "strong: Lion", `broken.yaml:21: strong: "Lion" is not an animal`},
	}
	for _, tt := range tests {
		t.Run(tt.game, func(t *testing.T) {
			r := runCLI(t, "", "cards", tt.game, "--cards", writeFile(t, "own.yaml", tt.file))
			if r.code != exitOK || !strings.Contains(r.stdout, tt.summary) {
				t.Errorf("exit code %d; output lacks %q:\n%s%s", r.code, tt.summary, r.stdout, r.stderr)
			}
			broken := writeFile(t, "broken.yaml", strings.Replace(tt.file, tt.old, tt.new, 1))
			r = runCLI(t, "", "cards", tt.game, "--cards", broken)
			if r.code != exitFailure || !strings.Contains(r.stderr, tt.wantErr) {
				t.Errorf("exit code %d, want %d and %q; stderr:\n%s", r.code, exitFailure, tt.wantErr, r.stderr)
			}
		})
	}
}
