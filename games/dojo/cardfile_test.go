package dojo

import (
	"errors"
	"strings"
	"testing"

	"menagerie/games/internal/cardfiletest"
)

// TestStarterFile checks the embedded file parses to a stable set.
func TestStarterFile(t *testing.T) {
	cs, err := ParseCardFile("starter.yaml", StarterYAML())
	if err != nil {
		t.Fatal(err)
	}
	if cs.Hash() != Starter().Hash() || len(cs.Hash()) != 16 {
		t.Errorf("hash %q", cs.Hash())
	}
	for _, c := range cs.Cards[1:] {
		if c.Source != "designed" || c.Text == "" {
			t.Errorf("%s: source %q, text %q", c.Name, c.Source, c.Text)
		}
	}
}

// TestCardFileErrors: every problem is reported with its file, line and
// field.
func TestCardFileErrors(t *testing.T) {
	good := string(StarterYAML())
	for _, tc := range []struct {
		name, from, to, want string
	}{
		{"unknown field", "    archetype: tank\n", "    archetype: tank\n    colour: brown\n", `starter.yaml:19: colour: unknown field in animal`},
		{"bad unit", "unit: steps, amount: [5, 8, 12]", "unit: miles, amount: [5, 8, 12]", `starter.yaml:23: exercise.unit: "miles" is not a unit`},
		{"unknown strong", "strong: Cheetah", "strong: Lion", `starter.yaml:21: strong: "Lion" is not an animal of this file`},
		{"asymmetric", "weak: Penguin", "weak: Frog", `weak: Bear is weak against Frog, so Frog must be strong against Bear`},
		{"two levels", "health: [11, 13, 16]", "health: [11, 13]", `starter.yaml:19: health: want a list of 3 whole numbers`},
		{"bad effect", "effect: heal\n    amount: 4", "effect: feast\n    amount: 4", `effect: "feast" is not an effect`},
		{"stay mismatch", "effect: regen\n    amount: 1\n    stay: true", "effect: regen\n    amount: 1", `stay: regen and shield cards must stay`},
		{"wrong game", "game: dojo", "game: tableau", `starter.yaml:12: game: this file is for "tableau"`},
		{"duplicate", "name: River Dojo", "name: Forest Dojo", `card "Forest Dojo" is defined twice`},
		{"not yaml", "game: dojo", "game: [dojo", `not valid YAML`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if !strings.Contains(good, tc.from) {
				t.Fatalf("starter file lacks %q", tc.from)
			}
			_, err := ParseCardFile("starter.yaml", []byte(strings.Replace(good, tc.from, tc.to, 1)))
			var fe FileErrors
			if !errors.As(err, &fe) || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("got %v, want %q", err, tc.want)
			}
		})
	}
}

// TestCardFileListsEveryProblem: a file with several problems, in the
// header, the animals and the cards, gets all of them, each with the file,
// the line and the field, in file order.
func TestCardFileListsEveryProblem(t *testing.T) {
	for _, tc := range []struct {
		name string
		src  string
		want []string // "file:line: field: " and the start of the message
	}{
		{name: "header, animals and cards", src: `game: tableau
set: small
animals:
  - {name: Ant, health: [1, 2], damage: [1, 2, 3], strong: Bee, exercise: {name: Run, unit: miles, amount: [1, 2, 3]}, source: designed}
  - {name: Bee, health: [1, 2, 3], damage: [1, 2, 3], weak: Ant, exercise: {name: Hop, unit: reps, amount: [1, 2, 3]}, source: web}
  - {name: Cat, health: [1, 2, 3], damage: [0, 1, 2], exercise: {name: Sit, unit: seconds, amount: [1, 2, 3]}, source: designed, colour: red}
  - {name: Dog, health: [1, 2, 3], damage: [1, 2, 3], exercise: {name: Run, unit: steps, amount: [1, 2, 3]}, source: designed}
  - {name: Eel, health: [1, 2, 3], damage: [1, 2, 3], exercise: {name: Run, unit: steps, amount: [1, 2, 3]}, source: designed}
  - {name: Fox, health: [1, 2, 3], damage: [1, 2, 300], exercise: {name: Run, unit: steps, amount: [1, 2, 3]}, source: rulebook}
cards:
  - {name: Pond, kind: dojo, copies: 2, source: designed, text: "Upgrade an animal.", amount: 2}
  - {name: Soup, kind: health, effect: feast, amount: 1, stay: true, copies: 1, source: designed, text: "Regen 1."}
  - {name: Leaf, kind: item, effect: dodge, copies: 11, source: designed, text: "Dodge."}
`, want: []string{
			`small.yaml:1: game: this file is for "tableau"`,
			`small.yaml:4: health: want a list of 3 whole numbers`,
			`small.yaml:4: exercise.unit: "miles" is not a unit`,
			`small.yaml:5: source: "web" is not a source`,
			`small.yaml:6: colour: unknown field in animal`,
			`small.yaml:9: damage: "300" is too large: at most 20`,
			`small.yaml:11: amount: a dojo has no effect`,
			`small.yaml:12: effect: "feast" is not an effect`,
			`small.yaml:13: copies: "11" is too large: at most 10`,
			`small.yaml:13: response: dodge cards are responses`,
			`small.yaml:13: amount: dodge needs an amount`,
		}},
		{name: "missing fields", src: `game: dojo
set: ""
animals:
  - {name: Ant, damage: [1, 2, 3], exercise: {name: Run, amount: [1, 2, 3]}, source: designed}
  - {name: Bee, health: [1, 2, 3], damage: [1, 2, 3], exercise: {name: Hop, unit: reps, amount: [1, 2, 3]}, source: designed}
  - {name: Cat, health: [1, 2, 3], damage: [0, 1, 2], exercise: {name: Sit, unit: seconds, amount: [1, 2, 3]}, source: designed}
  - {name: Dog, health: [1, 2, 3], damage: [1, 2, 3], exercise: {name: Run, unit: steps, amount: [1, 2, 3]}, source: designed}
  - {name: Eel, health: [1, 2, 3], damage: [1, 2, 3], exercise: {name: Run, unit: steps, amount: [1, 2, 3]}, source: designed}
  - {name: Fox, health: [1, 2, 3], damage: [1, 2, 3], exercise: {name: Run, unit: steps, amount: [1, 2, 3]}, source: rulebook}
cards:
  - {name: Soup, kind: health, effect: heal, copies: 1, source: designed}
`, want: []string{
			`small.yaml:2: set: empty set name`,
			`small.yaml:4: health: missing field in animal`,
			`small.yaml:4: unit: missing field in exercise`,
			`small.yaml:11: text: missing field in card`,
			`small.yaml:11: amount: heal needs an amount from 1 to 20`,
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ParseCardFile("small.yaml", []byte(tc.src))
			var fe FileErrors
			if !errors.As(err, &fe) {
				t.Fatalf("error %v; want a list of problems", err)
			}
			if len(fe) != len(tc.want) {
				t.Errorf("%d problems; want %d:\n%v", len(fe), len(tc.want), err)
			}
			for i := 0; i < len(fe) && i < len(tc.want); i++ {
				if !strings.HasPrefix(fe[i].Error(), tc.want[i]) {
					t.Errorf("problem %d: %q; want it to start with %q", i+1, fe[i].Error(), tc.want[i])
				}
			}
		})
	}
}

// TestHostileCardFiles: files made to break a card-file reader are refused
// with the file, the line and what is wrong.
func TestHostileCardFiles(t *testing.T) {
	cardfiletest.Check(t, StarterYAML(), func(name string, data []byte) error {
		_, err := ParseCardFile(name, data)
		return err
	})
}

// smallCards is a small valid card file: six families, a dojo, a health
// and an item card.
const smallCards = `game: dojo
set: small
animals:
  - {name: Ant, health: [1, 2, 3], damage: [1, 2, 3], strong: Bee, exercise: {name: Run, unit: steps, amount: [1, 2, 3]}, source: designed}
  - {name: Bee, health: [1, 2, 3], damage: [1, 2, 3], weak: Ant, exercise: {name: Hop, unit: reps, amount: [1, 2, 3]}, source: designed}
  - {name: Cat, cards: [Kit, Cat, Lion], health: [1, 2, 3], damage: [0, 1, 2], exercise: {name: Sit, unit: seconds, amount: [1, 2, 3]}, source: designed}
  - {name: Dog, health: [1, 2, 3], damage: [1, 2, 3], exercise: {name: Run, unit: steps, amount: [1, 2, 3]}, source: designed}
  - {name: Eel, health: [1, 2, 3], damage: [1, 2, 3], exercise: {name: Run, unit: steps, amount: [1, 2, 3]}, source: designed}
  - {name: Fox, health: [1, 2, 3], damage: [1, 2, 3], exercise: {name: Run, unit: steps, amount: [1, 2, 3]}, source: rulebook}
cards:
  - {name: Pond, kind: dojo, copies: 2, source: designed, text: "Upgrade an animal."}
  - {name: Soup, kind: health, effect: regen, amount: 1, stay: true, copies: 1, source: designed, text: "Regen 1."}
  - {name: Leaf, kind: item, effect: dodge, amount: 2, response: true, copies: 1, source: designed, text: "Dodge 2."}
`

func TestSmallCardsLoad(t *testing.T) {
	cs, err := ParseCardFile("small.yaml", []byte(smallCards))
	if err != nil {
		t.Fatal(err)
	}
	if len(cs.Families) != 6 || cs.DeckSize() != 6*3+4 {
		t.Errorf("%d families, %d cards; want 6 and 22", len(cs.Families), cs.DeckSize())
	}
}

// FuzzCardFile: no input makes the loader panic, and every error names the
// file and a line inside it.
func FuzzCardFile(f *testing.F) {
	// Small seeds: the fuzzer minimizes what it finds, which takes long from
	// the whole starter file (tested on its own above).
	f.Add([]byte(smallCards))
	f.Add([]byte("game: dojo\nset: x\nanimals: []\n"))
	f.Add([]byte(strings.Replace(strings.Replace(smallCards, "health: [1, 2, 3]", "health: [1, 2, 99999999999999999999]", 1), "name: Pond", "name: \"Po\\u202end\"", 1)))
	f.Add([]byte(strings.Replace(smallCards, "copies: 2", "copies: 0b10", 1)))
	f.Add([]byte(cardfiletest.Crasher))
	f.Add(cardfiletest.AliasBomb())
	f.Add(cardfiletest.DepthBomb(1000))
	f.Fuzz(func(t *testing.T, data []byte) {
		const file = "fuzz.yaml"
		cs, err := ParseCardFile(file, data)
		if err != nil {
			if cs != nil {
				t.Fatalf("a card set and an error: %v", err)
			}
			cardfiletest.CheckError(t, file, data, err)
			return
		}
		if cs.Hash() == "" {
			t.Errorf("a parsed set has no hash")
		}
	})
}
