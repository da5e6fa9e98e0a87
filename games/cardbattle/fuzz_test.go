package cardbattle_test

import (
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	cb "menagerie/games/cardbattle"
	"menagerie/games/internal/cardfiletest"
)

// fuzzSeeds adds every file of testdata/dir to the corpus.
func fuzzSeeds(f *testing.F, dir string) {
	f.Helper()
	files, err := filepath.Glob(filepath.Join("testdata", dir, "*"))
	if err != nil {
		f.Fatal(err)
	}
	if len(files) == 0 {
		f.Fatalf("no seed files in testdata/%s", dir)
	}
	for _, name := range files {
		data, err := os.ReadFile(name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
}

// FuzzCardFile checks that no input makes the card file loader panic, that
// every error names the file and a line inside it, and that a file that loads
// is a usable card set.
func FuzzCardFile(f *testing.F) {
	// Small seeds: the fuzzer minimizes what it finds, which takes long from a
	// whole pack (the classic file is tested on its own elsewhere).
	f.Add([]byte(baseCards))
	f.Add([]byte(""))
	f.Add([]byte("game: cardbattle\n"))
	f.Add([]byte("game: cardbattle\npack: x\nhats: []\ncards: []\n"))
	f.Add([]byte(strings.Replace(baseCards, "    tier: 1\n    power: 2\n", "\ttier: 1\n    power: 2\n", 1)))
	f.Add([]byte(strings.Replace(baseCards, "rocks: {dice: 1, at: enemy}", "set_aside: [{rocks: {dice: 1, at: each_active}}]", 1)))
	f.Add([]byte(strings.Replace(baseCards, "count: 1, to: deck_top}", "count: 1, per: fainted_pets, max: 3, to: deck_top}", 1)))
	f.Add([]byte(strings.Replace(baseCards, "    power: 2\n", "    power: 99999999999999999999\n", 1)))
	f.Add([]byte(strings.Replace(baseCards, "    copies: 3\n", "    copies: 0x3\n", 1)))
	f.Add([]byte(strings.Replace(baseCards, "name: Mosquito", "name: \"Mos\\u202equito\"", 1)))
	f.Add([]byte(cardfiletest.Crasher))
	f.Add(cardfiletest.AliasBomb())
	f.Add(cardfiletest.DepthBomb(1000))
	fuzzSeeds(f, "cards")
	f.Fuzz(func(t *testing.T, data []byte) {
		const file = "fuzz.yaml"
		cs, err := cb.ParseCardFile(file, data)
		if err != nil {
			if cs != nil {
				t.Fatalf("a card set and an error: %v", err)
			}
			cardfiletest.CheckError(t, file, data, err)
			return
		}
		ids := cs.IDs()
		if len(ids) == 0 || len(ids) > cb.MaxCardTypes {
			t.Fatalf("%d card types", len(ids))
		}
		for _, id := range ids {
			c := cs.Card(id)
			if c.ID != id || cs.Name(id) != c.Name {
				t.Errorf("card %d is %q with id %d", id, cs.Name(id), c.ID)
			}
			got, ok := cs.Lookup(c.Name)
			if !ok || got != id {
				t.Errorf("Lookup(%q) = %d, %v; want %d", c.Name, got, ok, id)
			}
			if got, ok := cs.Lookup(strings.ToUpper(c.Name)); ok && got != id {
				t.Errorf("Lookup(%q) = %d; want %d (names are unique without case)", strings.ToUpper(c.Name), got, id)
			}
			if c.Tier < 0 || c.Tier > 6 || (c.Tier == 0) != (c.Copies == 0) || c.Copies > cb.MaxCopies {
				t.Errorf("%s: tier %d with %d copies", c.Name, c.Tier, c.Copies)
			}
			if c.Hat >= len(cs.Hats) || (c.Hat < 0) != (c.Tier == 0 || !c.IsPet()) {
				t.Errorf("%s: hat %d of %d (tier %d, %v)", c.Name, c.Hat, len(cs.Hats), c.Tier, c.Kind)
			}
			for _, list := range [][]cb.Effect{c.Ability.Effects, c.Ability.Later} {
				for _, e := range list {
					if e.Kind == cb.EffectAdd || e.Kind == cb.EffectEat {
						if e.Card == 0 || int(e.Card) >= len(cs.Cards) || !cs.Card(e.Card).Supply() {
							t.Errorf("%s: %v effect refers to card %d (%s), not a supply card", c.Name, e.Kind, e.Card, cs.Name(e.Card))
						}
					}
				}
			}
		}
		apple := cs.SalePayment()
		if apple == 0 || cs.Card(apple).Kind != cb.KindFood || !cs.Card(apple).Supply() {
			t.Errorf("Apple() = %d (%s); want a supply food", apple, cs.Name(apple))
		}
		// The set must be playable: battle its cards against each other.
		g, err := cb.New(cs, nil)
		if err != nil {
			t.Fatalf("New with a valid card set: %v", err)
		}
		var decks [2][]string
		for i, id := range ids {
			if c := cs.Card(id); c.Kind != cb.KindToken && len(decks[i%2]) < 6 {
				decks[i%2] = append(decks[i%2], c.Name)
			}
		}
		runAllWays(t, g, scenarioJSON(decks), 1)
	})
}

// scenarioJSON writes a scenario with two decks.
func scenarioJSON(decks [2][]string) []byte {
	var b strings.Builder
	b.WriteString(`{"decks": [`)
	for p, d := range decks {
		if p > 0 {
			b.WriteString(", ")
		}
		b.WriteString("[")
		for i, name := range d {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(`"` + strings.NewReplacer(`\`, `\\`, `"`, `\"`).Replace(name) + `"`)
		}
		b.WriteString("]")
	}
	b.WriteString("]}")
	return []byte(b.String())
}

// runAllWays parses a scenario and, when it is valid, runs it with its rocks
// (or rolled dice) and, for small decks, computes its exact odds.
func runAllWays(t *testing.T, g *cb.Game, data []byte, seed uint64) {
	t.Helper()
	sc, err := cb.ParseScenario(data, g)
	if err != nil {
		if sc != nil {
			t.Fatalf("a scenario and an error: %v", err)
		}
		if err.Error() == "" {
			t.Fatal("empty error message")
		}
		return
	}
	// A small bound on exact enumeration keeps every input quick: the
	// fuzzing engine takes an input that runs for seconds for a hang.
	sc.MaxPositions = fuzzMaxPositions
	out, err := g.RunScenario(sc, seed)
	if err != nil {
		if strings.Contains(err.Error(), "too many to enumerate") {
			return
		}
		if sc.Rocks == nil || !strings.Contains(err.Error(), "rocks ran out") {
			t.Fatalf("RunScenario: %v", err)
		}
		out = nil
	} else if out.Winner < -1 || out.Winner > 1 {
		t.Fatalf("winner %d", out.Winner)
	}
	if len(sc.Cards[0]) > 6 || len(sc.Cards[1]) > 6 {
		return
	}
	odds, err := g.ExactOdds(sc)
	if err != nil {
		if !strings.Contains(err.Error(), "too many") {
			t.Fatalf("ExactOdds: %v", err)
		}
		return
	}
	probs := []float64{odds.Win[0], odds.Win[1], odds.Draw}
	sum := 0.0
	for _, p := range probs {
		if p < 0 || p > 1+1e-9 || math.IsNaN(p) {
			t.Fatalf("odds %+v: a probability outside [0, 1]", odds)
		}
		sum += p
	}
	if math.Abs(sum-1) > 1e-9 {
		t.Fatalf("odds %+v sum to %v; want 1", odds, sum)
	}
	// Every rock face is a possible roll, so a result RunScenario reached
	// must have a chance.
	if out != nil {
		p := odds.Draw
		if out.Winner >= 0 {
			p = odds.Win[out.Winner]
		}
		if p <= 0 {
			t.Fatalf("RunScenario's result (winner %d) has probability %v in %+v", out.Winner, p, odds)
		}
	}
}

// FuzzScenario checks that no input makes the scenario parser or the
// calculator panic, and that exact odds are a probability distribution.
func FuzzScenario(f *testing.F) {
	example, err := os.ReadFile("../../examples/auto-battle-b.json")
	if err != nil {
		f.Fatal(err)
	}
	f.Add(example, uint64(1))
	f.Add([]byte(`{"decks": [["Ant", "Badger", "Honey", "Sheep"], ["Mosquito", "Skunk", "Garlic", "Hippo"]]}`), uint64(2))
	f.Add([]byte(`{"first_player": 1, "round": 4, "decks": [["Shark", "Spider", "Rat"], ["Fly", "Boar", "Peacock"]], "rocks": [2, 2, 1]}`), uint64(3))
	f.Add([]byte(`{"decks": [["Dolphin", "Meat Bone", "Camel"], ["Crocodile", "Chili", "Turtle", "Cricket"]], "rocks": []}`), uint64(4))
	f.Add([]byte(`{"decks": [["Apple", "Bee", "Five Apples"], ["Gorilla", "Steak", "Blowfish"]]}`), uint64(5))
	f.Add([]byte(`{"decks": [["Dragon"], []]}`), uint64(0))
	f.Add([]byte(`{"decks": [[], []], "round": 7}`), uint64(0))
	f.Add([]byte(`{"decks": [[], []]}}`), uint64(0))
	f.Add([]byte("{\n\"decks\": [\n[\"Ant\",]\n]}"), uint64(0))
	f.Add([]byte(""), uint64(0))
	g := newClassicGame(f)
	f.Fuzz(func(t *testing.T, data []byte, seed uint64) {
		runAllWays(t, g, data, seed)
	})
}

// FuzzBattleDecks builds two decks of Classic cards from the input bytes, so
// the fuzzer explores battles rather than JSON syntax: every battle must run,
// its exact odds must be a distribution, and swapping the seats (decks and
// First Player) must swap the odds.
func FuzzBattleDecks(f *testing.F) {
	f.Add([]byte{3, 10, 20, 30, 11, 21, 31}, uint8(0), uint8(1), uint64(1))
	f.Add([]byte{6, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12}, uint8(1), uint8(3), uint64(2))
	f.Add([]byte{0}, uint8(0), uint8(6), uint64(3))
	f.Add([]byte{32, 255, 254, 253, 252, 251, 250, 249, 248, 247, 246, 245, 244, 243, 242, 241, 240, 239, 238, 237, 236, 235, 234, 233, 232, 231, 230, 229, 228, 227, 226, 225, 224, 5, 6, 7}, uint8(0), uint8(2), uint64(4))
	g := newClassicGame(f)
	cs := g.Cards()
	var names []string
	for _, id := range cs.IDs() {
		if cs.Card(id).Kind != cb.KindToken {
			names = append(names, cs.Name(id))
		}
	}
	f.Fuzz(func(t *testing.T, data []byte, first, round uint8, seed uint64) {
		if len(data) == 0 {
			return
		}
		n0 := int(data[0]) % 33
		rest := data[1:]
		var decks [2][]string
		for i, b := range rest {
			p := 0
			if i >= n0 {
				p = 1
			}
			if len(decks[p]) < 32 {
				decks[p] = append(decks[p], names[int(b)%len(names)])
			}
		}
		fp, r := int(first%2), 1+int(round%6)
		sc := scenarioWith(decks, fp, r)
		runAllWays(t, g, sc, seed)
		if len(decks[0]) > 6 || len(decks[1]) > 6 {
			return
		}
		a, errA := exactOdds(g, sc)
		b, errB := exactOdds(g, scenarioWith([2][]string{decks[1], decks[0]}, 1-fp, r))
		if errA != nil || errB != nil {
			return
		}
		if math.Abs(a.Win[0]-b.Win[1]) > 1e-9 || math.Abs(a.Win[1]-b.Win[0]) > 1e-9 || math.Abs(a.Draw-b.Draw) > 1e-9 {
			t.Fatalf("seats swapped: odds %+v, then %+v; want the wins swapped", a, b)
		}
	})
}

func scenarioWith(decks [2][]string, first, round int) []byte {
	s := string(scenarioJSON(decks))
	return []byte(strings.Replace(s, "{", `{"first_player": `+string(rune('0'+first))+`, "round": `+string(rune('0'+round))+`, `, 1))
}

func exactOdds(g *cb.Game, data []byte) (*cb.Odds, error) {
	sc, err := cb.ParseScenario(data, g)
	if err != nil {
		return nil, err
	}
	sc.MaxPositions = fuzzMaxPositions
	return g.ExactOdds(sc)
}

// fuzzMaxPositions bounds the exact enumerations of a fuzz input: a few
// milliseconds of work.
const fuzzMaxPositions = 20_000
