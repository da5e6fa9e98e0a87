package tableau_test

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"menagerie/games/internal/cardfiletest"
	"menagerie/games/tableau"
)

// designCards are the facts of the design's card sheet: each card's kind,
// power by level, and the copies we ship (docs/tableau.md).
var designCards = map[string]struct {
	kind   tableau.Kind
	power  [3]int
	copies int
}{
	"Bison": {tableau.KindAnimal, [3]int{2, 4, 6}, 6}, "Flamingo": {tableau.KindAnimal, [3]int{0, 1, 2}, 6},
	"Monkey": {tableau.KindAnimal, [3]int{0, 1, 2}, 6}, "Pig": {tableau.KindAnimal, [3]int{1, 2, 4}, 8},
	"Scorpion": {tableau.KindAnimal, [3]int{2, 4, 6}, 4}, "Carrion": {tableau.KindAnimal, [3]int{1, 2, 3}, 6},
	"Puffin": {tableau.KindAnimal, [3]int{0, 1, 2}, 6}, "Frog": {tableau.KindAnimal, [3]int{1, 2, 3}, 6},
	"Cat": {tableau.KindAnimal, [3]int{0, 1, 2}, 6}, "Mosquito": {tableau.KindAnimal, [3]int{0, 1, 2}, 8},
	"Horse": {tableau.KindAnimal, [3]int{0, 1, 2}, 6}, "Bee": {tableau.KindAnimal, [3]int{2, 3, 4}, 6},
	"Dog": {tableau.KindAnimal, [3]int{0, 1, 2}, 6}, "Chocolate": {tableau.KindFood, [3]int{}, 6},
	"Honey": {tableau.KindFood, [3]int{}, 4}, "Sushi": {tableau.KindFood, [3]int{}, 2},
	"Melon": {tableau.KindFood, [3]int{}, 4},
}

// TestClassicSet checks the embedded classic set against the design.
func TestClassicSet(t *testing.T) {
	cs := tableau.Classic()
	if len(cs.IDs()) != len(designCards) || cs.Count(tableau.KindAnimal) != 80 || cs.Count(tableau.KindFood) != 16 {
		t.Errorf("%d types, %d animals, %d foods; want 17, 80 and 16", len(cs.IDs()), cs.Count(tableau.KindAnimal), cs.Count(tableau.KindFood))
	}
	for _, id := range cs.IDs() {
		c := cs.Card(id)
		want, ok := designCards[c.Name]
		switch {
		case !ok:
			t.Errorf("%s is not in the design", c.Name)
		case c.Kind != want.kind || c.Power != want.power || c.Copies != want.copies:
			t.Errorf("%s: %s %v x%d, want %s %v x%d", c.Name, c.Kind, c.Power, c.Copies, want.kind, want.power, want.copies)
		}
		if c.Source != "rulebook" || c.Text == "" || c.Ability.Trigger == tableau.TriggerNone || c.Set != "classic" {
			t.Errorf("%s: source %q, set %q, text %q, trigger %v", c.Name, c.Source, c.Set, c.Text, c.Ability.Trigger)
		}
	}
}

// TestDesignedSet checks the embedded extension: designed cards only.
func TestDesignedSet(t *testing.T) {
	cs := tableau.Designed()
	if cs.Count(tableau.KindAnimal) != 20 || cs.Count(tableau.KindFood) != 12 {
		t.Errorf("%d animals and %d foods, want 20 and 12", cs.Count(tableau.KindAnimal), cs.Count(tableau.KindFood))
	}
	for _, id := range cs.IDs() {
		if c := cs.Card(id); c.Source != "designed" || c.Text == "" {
			t.Errorf("%s: source %q", c.Name, c.Source)
		}
	}
}

// TestCardFileErrors checks that bad card files are refused with every
// problem named by file, line and field.
func TestCardFileErrors(t *testing.T) {
	for _, tc := range []struct {
		file string
		want []string
	}{
		{"good-small.yaml", nil},
		{"bad-unknown-field.yaml", []string{"bad-unknown-field.yaml:7: colour: unknown field in card"}},
		{"bad-other-game.yaml", []string{`bad-other-game.yaml:1: game: this file is for "cardbattle"`}},
		{"bad-effect-trigger.yaml", []string{"bad-effect-trigger.yaml:13: ability.effects.draw: draw cannot be used by a pre_combat ability"}},
		{"bad-power.yaml", []string{"bad-power.yaml:6: power: want a list of 3 whole numbers (levels 1, 2 and 3), got 2 values", "bad-power.yaml:12: power: food has no power"}},
		// Independent mistakes in one card are all reported in one run.
		{"bad-several.yaml", []string{"bad-several.yaml:7: colour: unknown field in card", "bad-several.yaml:6: power: want a list of 3 whole numbers",
			`bad-several.yaml:9: source: "website" is not a source`, `bad-several.yaml:12: ability.trigger:`}},
		{"bad-tabs.yaml", []string{"bad-tabs.yaml:5: not valid YAML"}},
	} {
		t.Run(tc.file, func(t *testing.T) {
			data, err := os.ReadFile(filepath.Join("testdata", "cards", tc.file))
			if err != nil {
				t.Fatal(err)
			}
			cs, err := tableau.ParseCardFile(tc.file, data)
			if tc.want == nil {
				if err != nil || cs == nil {
					t.Fatalf("%v", err)
				}
				return
			}
			var list tableau.FileErrors
			if !errors.As(err, &list) || cs != nil {
				t.Fatalf("error %v (%T), set %v", err, err, cs)
			}
			if len(list) != len(tc.want) {
				t.Errorf("%d errors, want %d:\n%v", len(list), len(tc.want), err)
			}
			for _, w := range tc.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("errors lack %q:\n%v", w, err)
				}
			}
		})
	}
}

// TestHostileCardFiles: files made to break a card-file reader are refused
// with the file, the line and what is wrong.
func TestHostileCardFiles(t *testing.T) {
	cardfiletest.Check(t, tableau.ClassicYAML(), func(name string, data []byte) error {
		_, err := tableau.ParseCardFile(name, data)
		return err
	})
}

// TestCardFileValidation checks the rules a card file must follow, one
// broken rule at a time.
func TestCardFileValidation(t *testing.T) {
	base := string(tableau.ClassicYAML())
	for _, tc := range []struct{ name, old, new, want string }{
		{"unknown kind", "kind: animal\n    power: [2, 4, 6]", "kind: bird\n    power: [2, 4, 6]", `kind: "bird" is not a kind`},
		{"missing power", "    power: [2, 4, 6]\n    copies: 6\n", "    copies: 6\n", "power: missing field"},
		{"copies out of range", "copies: 6", "copies: 99", `copies: "99" is too large: at most 20`},
		{"copies far out of range", "copies: 6", "copies: 99999999999999999999", `copies: "99999999999999999999" is too large: at most 20`},
		{"copies in hexadecimal", "copies: 6", "copies: 0x6", `copies: want a whole number from 1 to 20 in decimal digits, got "0x6"`},
		{"copies in octal", "copies: 6", "copies: 010", `copies: want a whole number from 1 to 20 in decimal digits, got "010"`},
		{"unknown source", "    source: rulebook", "    source: wiki", `source: "wiki" is not a source`},
		{"unknown trigger", "trigger: pre_combat", "trigger: dawn", `"dawn" is not a trigger`},
		{"food trigger on an animal", "trigger: pre_combat", "trigger: when_wounded", "only food cards have when_wounded abilities"},
		{"unknown effect", "- wound: {target: front}", "- explode: {target: front}", `"explode" is not an effect`},
		{"unknown wound target", "{target: front}", "{target: sky}", `"sky" is not one of`},
		{"max_level without a roll", "{target: front}", "{target: front, max_level: [1, 2, 3]}", "only rolled_column wounds have max_level"},
		{"rolled without max_level", "{target: rolled_column, max_level: [1, 2, 3]}", "{target: rolled_column}", "needs the highest level it hits"},
		{"two effects of a kind", "- bonus_vp: [0, 1, 2]", "- bonus_vp: [0, 1, 2]\n        - bonus_vp: 1", "only one bonus_vp effect per card"},
		{"duplicate name", "name: Dog", "name: Bison", `card "Bison" is already defined on line`},
		{"empty name", "name: Dog", `name: ""`, "name: name is empty"},
		{"bidirectional override in a name", "name: Dog", `name: "Do\u202eg"`, `name: name "Do\u202eg" has the character U+202E, which is not printable text`},
		{"zero-width space in a name", "name: Dog", "name: Do\u200bg", `name: name "Do\u200bg" has the character U+200B`},
		{"long name", "name: Dog", "name: " + strings.Repeat("Dog", 14), `name: name "DogDogDogDogDogDogDogDogDogDogDogDogDogD"... (42 characters) is longer than 40 characters`},
		{"bad flag", "swap_in: true", "swap_in: false", "only true is meaningful"},
		{"two level_up foods", "- name: Sushi\n    kind: food\n    copies: 2\n    source: rulebook\n    text: \"The stack gets +3 power.\"\n    ability:\n      trigger: static\n      effects:\n        - power: {amount: 3}",
			"- name: Sushi\n    kind: food\n    copies: 2\n    source: rulebook\n    text: \"x\"\n    ability:\n      trigger: when_equipped\n      effects:\n        - level_up: true", "2 foods have level_up"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if !strings.Contains(base, tc.old) {
				t.Fatalf("the classic file lacks %q", tc.old)
			}
			_, err := tableau.ParseCardFile("x.yaml", []byte(strings.Replace(base, tc.old, tc.new, 1)))
			if err == nil || !strings.Contains(err.Error(), tc.want) || !strings.HasPrefix(err.Error(), "x.yaml:") {
				t.Errorf("error %v, want one containing %q", err, tc.want)
			}
		})
	}
}
