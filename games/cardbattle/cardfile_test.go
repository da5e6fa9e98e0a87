package cardbattle_test

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"

	cb "menagerie/games/cardbattle"
	"menagerie/games/internal/cardfiletest"
)

// parseClassic loads a (possibly altered) Classic Pack file with the
// embedded supply cards, as the engine does.
func parseClassic(name string, data []byte) (*cb.CardSet, error) {
	return cb.ParseCardFiles(cb.CardFile{Name: "supply.yaml", Data: cb.SupplyYAML()}, cb.CardFile{Name: name, Data: data})
}

// TestClassicLoads checks the embedded Classic Pack against the box's counts.
func TestClassicLoads(t *testing.T) {
	cs, err := parseClassic("classic.yaml", cb.ClassicYAML())
	if err != nil {
		t.Fatalf("embedded card file does not load:\n%v", err)
	}
	if got := cs.Count(cb.KindPet); got != 92 {
		t.Errorf("Count(pet) = %d; the Classic box has 92 pets", got)
	}
	if got := cs.Count(cb.KindFood); got != 32 {
		t.Errorf("Count(food) = %d; the Classic box has 32 food", got)
	}
	if got := cs.Count(cb.KindToken); got != 0 {
		t.Errorf("Count(token) = %d; want no token cards in the tier decks", got)
	}
	if cs.Pack != "classic" {
		t.Errorf("Pack = %q; want classic", cs.Pack)
	}
	total := 0
	for _, id := range cs.IDs() {
		c := cs.Card(id)
		if c.Tier < 0 || c.Tier > 6 {
			t.Errorf("%s: tier %d; want 0 (supply) or 1-6", c.Name, c.Tier)
		}
		if c.Supply() && c.Copies != 0 {
			t.Errorf("%s: supply card with %d copies", c.Name, c.Copies)
		}
		if !c.Supply() && (c.Copies < 1 || c.Copies > cb.MaxCopies) {
			t.Errorf("%s: tier %d card with %d copies; want 1-%d", c.Name, c.Tier, c.Copies, cb.MaxCopies)
		}
		if c.IsPet() && !c.Supply() && (c.Hat < 0 || c.Hat >= len(cs.Hats)) {
			t.Errorf("%s: hat index %d; want one of the %d hats", c.Name, c.Hat, len(cs.Hats))
		}
		if c.Source != "rulebook" && c.Source != "designed" {
			t.Errorf("%s: source %q", c.Name, c.Source)
		}
	}
	for tier := 1; tier <= 6; tier++ {
		deck := cs.TierCards(tier)
		total += len(deck)
		if len(deck) < 16 {
			t.Errorf("tier %d deck has %d cards; want at least 16", tier, len(deck))
		}
		for _, id := range deck {
			if c := cs.Card(id); c.Tier != tier {
				t.Errorf("TierCards(%d) holds %s of tier %d", tier, c.Name, c.Tier)
			}
		}
	}
	if total != 92+32 {
		t.Errorf("tier decks 1-6 hold %d cards; want 92 pets + 32 food = 124", total)
	}
	for _, tier := range []int{0, 7} {
		if deck := cs.TierCards(tier); len(deck) != 0 {
			t.Errorf("TierCards(%d) = %d cards; want none", tier, len(deck))
		}
	}
	for _, name := range []string{"Apple", "Five Apples", "Bee"} {
		id, ok := cs.Lookup(name)
		if !ok || !cs.Card(id).Supply() {
			t.Errorf("%s: want a supply card (found %v)", name, ok)
		}
	}
	if cs.SalePayment() == 0 || cs.Name(cs.SalePayment()) != "Apple" {
		t.Errorf("Apple() = %d (%s); want the Apple card", cs.SalePayment(), cs.Name(cs.SalePayment()))
	}
}

// TestCardSetHash checks that the hash depends on the content and only on it:
// game records carry it, and a replay in another process must find the same.
func TestCardSetHash(t *testing.T) {
	parse := func(src string) string {
		t.Helper()
		cs, err := parseClassic("cards.yaml", []byte(src))
		if err != nil {
			t.Fatal(err)
		}
		if cs.Hash() == "" {
			t.Fatal("empty hash")
		}
		return cs.Hash()
	}
	classic := string(cb.ClassicYAML())
	base := parse(classic)
	tests := []struct {
		name     string
		old, new string
		same     bool
	}{
		{name: "parsed again", same: true},
		{name: "a comment added", old: "game: cardbattle\n", new: "# mine\ngame: cardbattle\n", same: true},
		{name: "Ant's power", old: "    tier: 1\n    power: 1\n    hat: bow\n", new: "    tier: 1\n    power: 2\n    hat: bow\n"},
		{name: "Ant's copies", old: "    copies: 3\n    source: rulebook\n    text: \"Faint: put 1 Apple",
			new: "    copies: 4\n    source: rulebook\n    text: \"Faint: put 1 Apple"},
		{name: "the card Ant adds", old: "        - add: {card: Apple, count: 1, to: deck_top}\n\n  - name: Cricket",
			new: "        - add: {card: Five Apples, count: 1, to: deck_top}\n\n  - name: Cricket"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src := classic
			if tt.old != "" {
				src = mutate(t, classic, tt.old, tt.new)
			}
			got := parse(src)
			if (got == base) != tt.same {
				t.Errorf("hash %s, embedded file's %s; want same=%v", got, base, tt.same)
			}
		})
	}
	if got := cb.Classic().Hash(); got != base {
		t.Errorf("Classic().Hash() = %s; parsing the embedded file again gives %s", got, base)
	}
}

// eff is an expected effect; card is looked up by name.
type eff struct {
	kind   cb.EffectKind
	card   string
	count  int
	place  cb.Place
	target cb.Target
	per    cb.Per
	max    int
}

func wantAbility(t *testing.T, cs *cb.CardSet, trig cb.Trigger, cond cb.Condition, condArg int, effects, later []eff) cb.Ability {
	t.Helper()
	conv := func(list []eff) []cb.Effect {
		if list == nil {
			return nil
		}
		out := make([]cb.Effect, len(list))
		for i, e := range list {
			out[i] = cb.Effect{Kind: e.kind, Count: e.count, Place: e.place, Target: e.target, Per: e.per, Max: e.max}
			if e.card != "" {
				id, ok := cs.Lookup(e.card)
				if !ok {
					t.Fatalf("no card %q", e.card)
				}
				out[i].Card = id
			}
		}
		return out
	}
	return cb.Ability{Trigger: trig, Cond: cond, CondArg: condArg, Effects: conv(effects), Later: conv(later)}
}

// TestClassicRulebookCards checks every card that shared/cardbattle-cards.md
// fixes from the rulebook: its power and its parsed ability.
func TestClassicRulebookCards(t *testing.T) {
	cs, err := parseClassic("classic.yaml", cb.ClassicYAML())
	if err != nil {
		t.Fatal(err)
	}
	const (
		pet  = cb.KindPet
		food = cb.KindFood
	)
	add := func(card string, n int, place cb.Place) eff {
		return eff{kind: cb.EffectAdd, card: card, count: n, place: place}
	}
	rocks := func(n int, at cb.Target) eff { return eff{kind: cb.EffectRocks, count: n, target: at} }
	tests := []struct {
		name    string
		kind    cb.Kind
		power   int
		trig    cb.Trigger
		cond    cb.Condition
		condArg int
		effects []eff
		later   []eff
	}{
		{name: "Ant", kind: pet, power: 1, trig: cb.TriggerFaint, effects: []eff{add("Apple", 1, cb.PlaceDeckTop)}},
		{name: "Cricket", kind: pet, power: 1, trig: cb.TriggerFaint, effects: []eff{add("Bee", 1, cb.PlaceDeckTop)}},
		{name: "Mosquito", kind: pet, power: 2, trig: cb.TriggerPlay, effects: []eff{rocks(1, cb.TargetEnemy)}},
		{name: "Duck", kind: pet, power: 2, trig: cb.TriggerSell, effects: []eff{add("Apple", 1, cb.PlaceHand)}},
		{name: "Fish", kind: pet, power: 2, trig: cb.TriggerTriple, effects: []eff{add("Apple", 1, cb.PlaceHand)}},
		{name: "Otter", kind: pet, power: 2, trig: cb.TriggerBuy, effects: []eff{add("Apple", 1, cb.PlaceHand)}},
		{name: "Swan", kind: pet, power: 1, trig: cb.TriggerTriple, cond: cb.CondRoundAtLeast, condArg: 3,
			effects: []eff{{kind: cb.EffectRefreshGold, count: 1}}},
		{name: "Flamingo", kind: pet, power: 1, trig: cb.TriggerFaint, effects: []eff{add("Apple", 2, cb.PlaceDeckTop)}},
		// The Bee goes on top first, then the Apple above it: the Apple is played first.
		{name: "Spider", kind: pet, power: 2, trig: cb.TriggerFaint,
			effects: []eff{add("Bee", 1, cb.PlaceDeckTop), add("Apple", 1, cb.PlaceDeckTop)}},
		{name: "Peacock", kind: pet, power: 2, trig: cb.TriggerHurt, effects: []eff{{kind: cb.EffectEat, card: "Apple", count: 1}}},
		{name: "Dolphin", kind: pet, power: 2, trig: cb.TriggerPlay, effects: []eff{rocks(3, cb.TargetEnemy)}},
		{name: "Giraffe", kind: pet, power: 2, trig: cb.TriggerBattlePrep, effects: []eff{add("Apple", 2, cb.PlaceHand)}},
		{name: "Sheep", kind: pet, power: 3, trig: cb.TriggerFaint, effects: []eff{add("Bee", 2, cb.PlaceDeckTop)}},
		{name: "Camel", kind: pet, power: 3, trig: cb.TriggerHurt, effects: []eff{add("Apple", 1, cb.PlaceDeckTop)}},
		// each_active: 2 rocks at your own active pet, then 2 at the enemy's.
		{name: "Badger", kind: pet, power: 3, trig: cb.TriggerFaint, effects: []eff{{kind: cb.EffectSetAside}},
			later: []eff{rocks(2, cb.TargetSelf), rocks(2, cb.TargetEnemy)}},
		{name: "Rat", kind: pet, power: 4, trig: cb.TriggerFaint, effects: []eff{add("Bee", 1, cb.PlaceEnemyDeckTop)}},
		{name: "Hippo", kind: pet, power: 4, trig: cb.TriggerEnemyFaints, cond: cb.CondNotFainted,
			effects: []eff{{kind: cb.EffectHeal, count: 1}}},
		// Supply cards and rulebook food.
		{name: "Bee", kind: pet, power: 1},
		{name: "Apple", kind: food, power: 1},
		{name: "Five Apples", kind: food, power: 5},
		{name: "Honey", kind: food, power: 0, trig: cb.TriggerFaint, effects: []eff{add("Bee", 1, cb.PlaceDeckTop)}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			id, ok := cs.Lookup(tt.name)
			if !ok {
				t.Fatalf("no card named %q", tt.name)
			}
			c := cs.Card(id)
			if c.Source != "rulebook" {
				t.Errorf("source = %q; want rulebook", c.Source)
			}
			if c.Kind != tt.kind {
				t.Errorf("kind = %v; want %v", c.Kind, tt.kind)
			}
			if c.Power != tt.power {
				t.Errorf("power = %d; want %d", c.Power, tt.power)
			}
			want := cb.Ability{}
			if tt.trig != cb.TriggerNone {
				want = wantAbility(t, cs, tt.trig, tt.cond, tt.condArg, tt.effects, tt.later)
			}
			if !reflect.DeepEqual(c.Ability, want) {
				t.Errorf("ability =\n  %+v\nwant\n  %+v", c.Ability, want)
			}
		})
	}

	// The rulebook fixes only part of these cards (powers unknown); Dog,
	// Skunk and Shark, whose numbers and texts are ours, are designed.
	partial := []struct {
		name, source string
		check        func(c *cb.Card) error
	}{
		{"Garlic", "rulebook", func(c *cb.Card) error {
			if c.Kind != food || !c.Perk || c.TakenWhenAttacked != -1 || c.Ability.Trigger != cb.TriggerNone {
				return fmt.Errorf("%+v; want a perk food taking 1 less attack damage, no ability", c)
			}
			return nil
		}},
		{"Dog", "designed", func(c *cb.Card) error {
			a := c.Ability
			if c.Kind != pet || a.Trigger != cb.TriggerPlay || len(a.Effects) == 0 || a.Effects[0].Kind != cb.EffectEat ||
				a.Effects[0].Card != cs.SalePayment() {
				return fmt.Errorf("ability %+v; want Play: eat Apples", a)
			}
			return nil
		}},
		{"Skunk", "designed", func(c *cb.Card) error {
			for _, e := range c.Ability.Effects {
				if e.Kind == cb.EffectStripApples && e.Target == cb.TargetEnemy && e.Count == 1 {
					return nil
				}
			}
			return fmt.Errorf("ability %+v; want strip_apples: {at: enemy, max: 1}", c.Ability)
		}},
		{"Shark", "designed", func(c *cb.Card) error {
			for _, e := range c.Ability.Effects {
				if e.Per == cb.PerFaintedPets {
					return nil
				}
			}
			return fmt.Errorf("ability %+v; want an effect counting fainted pets", c.Ability)
		}},
	}
	for _, tt := range partial {
		t.Run(tt.name, func(t *testing.T) {
			id, ok := cs.Lookup(tt.name)
			if !ok {
				t.Fatalf("no card named %q", tt.name)
			}
			c := cs.Card(id)
			if c.Source != tt.source {
				t.Errorf("source = %q; want %s", c.Source, tt.source)
			}
			if err := tt.check(c); err != nil {
				t.Error(err)
			}
		})
	}
}

// TestLookupIgnoresCase checks name lookups in the loaded set.
func TestLookupIgnoresCase(t *testing.T) {
	cs := cb.Classic()
	tests := []struct {
		in   string
		want string
		ok   bool
	}{
		{"Ant", "Ant", true},
		{"ant", "Ant", true},
		{"  FIVE apples ", "Five Apples", true},
		{"Dragon", "", false},
		{"", "", false},
	}
	for _, tt := range tests {
		id, ok := cs.Lookup(tt.in)
		if ok != tt.ok || (ok && cs.Name(id) != tt.want) {
			t.Errorf("Lookup(%q) = %d (%s), %v; want %s, %v", tt.in, id, cs.Name(id), ok, tt.want, tt.ok)
		}
	}
}

// baseCards is a small valid card file; the broken variants below each change
// one thing in it.
const baseCards = `game: cardbattle
pack: test
hats: [bow, cap]
cards:
  - name: Apple
    kind: food
    tier: 0
    power: 1
    apples: true
    sale_payment: true
    source: rulebook
    text: "+1 power."
  - name: Bee
    kind: pet
    tier: 0
    power: 1
    source: rulebook
    text: "A supply pet."
  - name: Ant
    kind: pet
    tier: 1
    power: 1
    hat: bow
    copies: 3
    source: rulebook
    text: "Faint: put 1 Apple on top of your deck."
    ability:
      trigger: faint
      effects:
        - add: {card: Apple, count: 1, to: deck_top}
  - name: Mosquito
    kind: pet
    tier: 1
    power: 2
    hat: cap
    copies: 3
    source: rulebook
    text: "Play: throw 1 Rock."
    ability:
      trigger: play
      effects:
        - rocks: {dice: 1, at: enemy}
  - name: Honey
    kind: food
    tier: 1
    power: 0
    copies: 5
    perk: true
    source: rulebook
    text: "Perk. Faint: put 1 Bee on top of your deck."
    ability:
      trigger: faint
      effects:
        - add: {card: Bee, count: 1, to: deck_top}
`

// tierOneFoods writes n tier 1 foods with the given copies each, to add to
// the cards of baseCards.
func tierOneFoods(n, copies int) string {
	var b strings.Builder
	for i := range n {
		fmt.Fprintf(&b, "  - name: Pear %d\n    kind: food\n    tier: 1\n    power: 1\n    copies: %d\n    source: designed\n    text: \"+1 power.\"\n", i+1, copies)
	}
	return b.String()
}

func TestBaseCardsLoad(t *testing.T) {
	cs, err := cb.ParseCardFile("cards.yaml", []byte(baseCards))
	if err != nil {
		t.Fatalf("base card file does not load:\n%v", err)
	}
	if n := len(cs.IDs()); n != 5 {
		t.Errorf("%d cards; want 5", n)
	}
	if got := cs.Count(cb.KindPet); got != 6 {
		t.Errorf("Count(pet) = %d; want 6", got)
	}
	if got := cs.Count(cb.KindFood); got != 5 {
		t.Errorf("Count(food) = %d; want 5", got)
	}
}

// wantErr is one expected FileError: on the line holding the text at (the
// first line when at is empty), naming field, with msg in its message.
type wantErr struct {
	at, field, msg string
}

// lineOf returns the 1-based line of the first occurrence of at in src.
func lineOf(t *testing.T, src, at string) int {
	t.Helper()
	if at == "" {
		return 1
	}
	i := strings.Index(src, at)
	if i < 0 {
		t.Fatalf("marker %q not in the card file", at)
	}
	if strings.Count(src, at) != 1 {
		t.Fatalf("marker %q is not unique in the card file", at)
	}
	return 1 + strings.Count(src[:i], "\n")
}

// mutate replaces the single occurrence of old in src.
func mutate(t *testing.T, src, old, new string) string {
	t.Helper()
	if n := strings.Count(src, old); n != 1 {
		t.Fatalf("%q occurs %d times in the card file; want once", old, n)
	}
	return strings.Replace(src, old, new, 1)
}

// checkFileErrors asserts that err lists exactly the wanted problems (in any
// order), each naming the file, the line and the field.
func checkFileErrors(t *testing.T, file, src string, err error, want []wantErr) {
	t.Helper()
	if err == nil {
		t.Fatalf("ParseCardFile succeeded; want %d error(s)", len(want))
	}
	var list cb.FileErrors
	if !errors.As(err, &list) {
		t.Fatalf("error is %T (%v); want FileErrors", err, err)
	}
	used := make([]bool, len(list))
	for _, w := range want {
		line := lineOf(t, src, w.at)
		found := false
		for i, e := range list {
			if !used[i] && e.File == file && e.Line == line && e.Field == w.field && strings.Contains(e.Msg, w.msg) {
				used[i], found = true, true
				break
			}
		}
		if !found {
			t.Errorf("no error %s:%d: %s: ...%s...; got:\n%v", file, line, w.field, w.msg, err)
			continue
		}
		prefix := fmt.Sprintf("%s:%d: ", file, line)
		if w.field != "" {
			prefix += w.field + ": "
		}
		if !strings.Contains(err.Error(), prefix) {
			t.Errorf("error text does not contain %q:\n%v", prefix, err)
		}
	}
	for i, e := range list {
		if !used[i] {
			t.Errorf("unexpected extra error: %v", e)
		}
	}
}

func TestCardFileErrors(t *testing.T) {
	const antAdd = "add: {card: Apple, count: 1, to: deck_top}"
	tests := []struct {
		name     string
		src      string // the whole file; empty: baseCards changed by old -> new
		old, new string
		// old2 -> new2 is a second change, applied after the first.
		old2, new2 string
		want       []wantErr
	}{
		// Unknown fields, at every level.
		{name: "unknown top-level field", old: "pack: test\n", new: "pack: test\nversion: 2\n",
			want: []wantErr{{"version: 2", "version", "unknown field in file"}}},
		{name: "unknown card field", old: "    hat: bow\n", new: "    hat: bow\n    colour: red\n",
			want: []wantErr{{"colour: red", "colour", "unknown field in card"}}},
		{name: "unknown ability field", old: "      trigger: play\n", new: "      trigger: play\n      when: always\n",
			want: []wantErr{{"when: always", "when", "unknown field in ability"}}},
		{name: "unknown effect field", old: "rocks: {dice: 1, at: enemy}", new: "rocks: {dice: 1, at: enemy, speed: 3}",
			want: []wantErr{{"speed: 3", "speed", "unknown field in ability.effects.rocks"}}},

		// Missing fields: the error is on the card's first line.
		{name: "missing name", old: "  - name: Ant\n    kind: pet\n", new: "  - kind: pet\n",
			want: []wantErr{{"- kind: pet", "name", "missing field in card"}}},
		{name: "missing power on a pet", old: "    power: 1\n    hat: bow\n", new: "    hat: bow\n",
			want: []wantErr{{"- name: Ant", "power", "missing field in card"}}},
		{name: "missing copies on a tier card", old: "    hat: bow\n    copies: 3\n", new: "    hat: bow\n",
			want: []wantErr{{"- name: Ant", "copies", "missing field"}}},
		{name: "missing hat on a pet", old: "    hat: cap\n", new: "",
			want: []wantErr{{"- name: Mosquito", "hat", "missing field"}}},
		{name: "missing kind", old: "  - name: Ant\n    kind: pet\n", new: "  - name: Ant\n",
			want: []wantErr{{"- name: Ant", "kind", "missing field in card"}}},
		{name: "missing tier", old: "    kind: pet\n    tier: 1\n    power: 2\n", new: "    kind: pet\n    power: 2\n",
			want: []wantErr{{"- name: Mosquito", "tier", "missing field in card"}}},
		{name: "missing source", old: "    source: rulebook\n    text: \"Play", new: "    text: \"Play",
			want: []wantErr{{"- name: Mosquito", "source", "missing field in card"}}},
		{name: "missing add destination", old: antAdd, new: "add: {card: Apple, count: 1}",
			want: []wantErr{{"add: {card: Apple, count: 1}", "to", "missing field in ability.effects.add"}}},
		{name: "missing rock target", old: "rocks: {dice: 1, at: enemy}", new: "rocks: {dice: 1}",
			want: []wantErr{{"rocks: {dice: 1}", "at", "missing field in ability.effects.rocks"}}},
		{name: "missing trigger of a perk", old: "      trigger: faint\n      effects:\n        - add: {card: Bee", new: "      effects:\n        - add: {card: Bee",
			want: []wantErr{{"effects:\n        - add: {card: Bee", "trigger", "missing field in ability"}}},

		// Bad values.
		{name: "tier 7", old: "    kind: pet\n    tier: 1\n    power: 1\n", new: "    kind: pet\n    tier: 7\n    power: 1\n",
			want: []wantErr{{"tier: 7", "tier", `"7" is too large: at most 6`}}},
		{name: "power -1", old: "    power: 1\n    hat: bow\n", new: "    power: -1\n    hat: bow\n",
			want: []wantErr{{"power: -1", "power", `"-1" is too small: at least 0`}}},
		{name: "pet with power 0", old: "    power: 1\n    hat: bow\n", new: "    power: 0\n    hat: bow\n",
			want: []wantErr{{"power: 0\n    hat: bow", "power", "at least 1"}}},
		{name: "kind dragon", old: "  - name: Ant\n    kind: pet\n", new: "  - name: Ant\n    kind: dragon\n",
			want: []wantErr{{"kind: dragon", "kind", `"dragon" is not a kind`}}},
		{name: "source web", old: "    source: rulebook\n    text: \"Play", new: "    source: web\n    text: \"Play",
			want: []wantErr{{"source: web", "source", `"web" is not a source`}}},
		{name: "copies 41", old: "    hat: bow\n    copies: 3\n", new: "    hat: bow\n    copies: 41\n",
			want: []wantErr{{"copies: 41", "copies", `"41" is too large: at most 40`}}},
		{name: "copies on a supply card", old: "    power: 1\n    source: rulebook\n    text: \"A supply", new: "    power: 1\n    copies: 2\n    source: rulebook\n    text: \"A supply",
			want: []wantErr{{"copies: 2", "copies", "take no copies"}}},
		{name: "trigger sleep", old: "      trigger: play\n", new: "      trigger: sleep\n",
			want: []wantErr{{"trigger: sleep", "ability.trigger", `"sleep" is not a trigger`}}},
		{name: "unknown effect", old: "rocks: {dice: 1, at: enemy}", new: "explode: {dice: 1}",
			want: []wantErr{{"explode: {dice: 1}", "ability.effects.explode", `"explode" is not an effect`}}},
		{name: "to pocket", old: antAdd, new: "add: {card: Apple, count: 1, to: pocket}",
			want: []wantErr{{"to: pocket", "ability.effects.add.to", `"pocket" is not a place`}}},
		{name: "rocks at the moon", old: "rocks: {dice: 1, at: enemy}", new: "rocks: {dice: 1, at: moon}",
			want: []wantErr{{"at: moon", "ability.effects.rocks.at", `"moon" is not a target`}}},
		{name: "strip at self", old: "rocks: {dice: 1, at: enemy}", new: "strip_apples: {at: self, max: 1}",
			want: []wantErr{{"at: self", "ability.effects.strip_apples", `only "enemy" is supported`}}},
		{name: "strip none", old: "rocks: {dice: 1, at: enemy}", new: "strip_apples: {at: enemy, max: 0}",
			want: []wantErr{{"max: 0", "ability.effects.strip_apples.max", "too small"}}},
		{name: "strip with a limit", old: "rocks: {dice: 1, at: enemy}", new: "strip_apples: {at: enemy, limit: 1}",
			want: []wantErr{{"limit: 1", "limit", "unknown field"}}},
		{name: "power as text", old: "    power: 1\n    hat: bow\n", new: "    power: one\n    hat: bow\n",
			want: []wantErr{{"power: one", "power", "want a whole number"}}},
		{name: "perk on a pet", old: "    hat: bow\n", new: "    hat: bow\n    perk: true\n",
			want: []wantErr{{"perk: true\n    copies: 3", "perk", "only food"}}},
		{name: "effect with two keys", old: antAdd, new: "{" + antAdd + ", heal: 1}",
			want: []wantErr{{"heal: 1}", "ability.effects", "exactly one key"}}},
		{name: "no effects", old: "      effects:\n        - rocks: {dice: 1, at: enemy}\n", new: "      effects: []\n",
			want: []wantErr{{"effects: []", "ability.effects", "at least one effect"}}},

		// Card references in effects.
		{name: "unknown card in an effect", old: antAdd, new: "add: {card: Pear, count: 1, to: deck_top}",
			want: []wantErr{{"card: Pear", "ability.effects.add.card", `unknown card "Pear"`}}},
		{name: "non-supply card in an effect", old: antAdd, new: "add: {card: Mosquito, count: 1, to: deck_top}",
			want: []wantErr{{"card: Mosquito", "ability.effects.add.card", `"Mosquito" is not a supply card`}}},
		{name: "eating a pet", old: "rocks: {dice: 1, at: enemy}", new: "eat: {card: Bee, count: 1}",
			want: []wantErr{{"card: Bee, count: 1}", "ability.effects.eat.card", `"Bee" is a pet, not a food`}}},

		// Cross-card rules.
		{name: "duplicate name ignoring case", old: "  - name: Mosquito\n", new: "  - name: ANT\n",
			want: []wantErr{{"- name: ANT", "name", `card "ANT" is already defined on line`}}},
		{name: "hat not in hats", old: "    hat: cap\n", new: "    hat: crown\n",
			want: []wantErr{{"hat: crown", "hat", `hat "crown" is not in the file's hats list`}}},
		{name: "hat on a food", old: "    copies: 5\n", new: "    copies: 5\n    hat: bow\n",
			want: []wantErr{{"hat: bow\n    perk: true", "hat", "only pets"}}},
		{name: "hat listed twice", old: "hats: [bow, cap]", new: "hats: [bow, cap, Bow]",
			want: []wantErr{{"hats: [bow, cap, Bow]", "hats", `hat "bow" listed twice`}}},
		{name: "set_aside outside a faint ability", old: "rocks: {dice: 1, at: enemy}", new: "set_aside: [{rocks: {dice: 1, at: enemy}}]",
			want: []wantErr{{"set_aside:", "ability.effects.set_aside", "faint ability"}}},
		{name: "set_aside on a perk", old: "add: {card: Bee, count: 1, to: deck_top}", new: "set_aside: [{heal: 1}]",
			want: []wantErr{{"set_aside:", "ability.effects.set_aside", "pet's faint ability"}}},
		{name: "set_aside nested", old: antAdd, new: "set_aside: [{set_aside: [{heal: 1}]}]",
			want: []wantErr{{"set_aside: [{set_aside", "ability.effects.set_aside", "cannot be nested"}}},
		{name: "shop ability adding to the deck", old: "      trigger: play\n      effects:\n        - rocks: {dice: 1, at: enemy}",
			new:  "      trigger: buy\n      effects:\n        - add: {card: Bee, count: 2, to: deck_top}",
			want: []wantErr{{"card: Bee, count: 2", "ability.effects.add.to", "a buy ability can only add to the hand"}}},
		{name: "battle ability adding to the hand", old: antAdd, new: "add: {card: Apple, count: 1, to: hand}",
			want: []wantErr{{"to: hand", "ability.effects.add.to", "never be used"}}},
		{name: "rocks in a shop ability", old: "      trigger: play\n", new: "      trigger: sell\n",
			want: []wantErr{{"rocks: {dice", "ability.effects.rocks", "rocks cannot be used by a sell ability"}}},
		{name: "perk triggering in the shop", old: "      trigger: faint\n      effects:\n        - add: {card: Bee", new: "      trigger: buy\n      effects:\n        - add: {card: Bee",
			want: []wantErr{{"trigger: buy", "ability.trigger", "perk's ability must trigger in battle"},
				{"card: Bee, count: 1, to: deck_top", "ability.effects.add.to", "a buy ability can only add to the hand"}}},

		// Not YAML, or not a card file.
		{name: "tab indentation", old: "    tier: 1\n    power: 2\n", new: "\ttier: 1\n    power: 2\n",
			want: []wantErr{{"\ttier: 1", "", "not valid YAML"}}},
		{name: "unterminated quote", old: "\"Perk. Faint: put 1 Bee on top of your deck.\"", new: "\"Perk. Faint: put 1 Bee on top of your deck.",
			want: []wantErr{{"\"Perk. Faint", "", "not valid YAML"}}},
		{name: "mapping inside a value", old: "    hat: bow\n", new: "    hat: bow: cap\n",
			want: []wantErr{{"hat: bow: cap", "", "not valid YAML"}}},
		{name: "field given twice", old: "    hat: bow\n", new: "    hat: bow\n    hat: tophat\n",
			want: []wantErr{{"hat: tophat", "", "not valid YAML"}}},
		{name: "empty file", src: "\n", want: []wantErr{{"", "", "want exactly one YAML document"}}},
		{name: "only a comment", src: "# nothing here\n", want: []wantErr{{"", "", "want exactly one YAML document"}}},
		{name: "two documents", src: baseCards + "---\n" + baseCards, want: []wantErr{{"", "", "want exactly one YAML document"}}},
		{name: "a list, not a map", src: "- game: cardbattle\n", want: []wantErr{{"", "file", "want a map of fields"}}},
		{name: "file for another game", old: "game: cardbattle", new: "game: tableau",
			want: []wantErr{{"game: tableau", "game", `this file is for "tableau"`}}},
		{name: "file without Apple", old: "  - name: Apple\n", new: "  - name: Pear\n",
			want: []wantErr{{"card: Apple", "ability.effects.add.card", `unknown card "Apple"`}}},
		{name: "file without a sale payment", old: "    sale_payment: true\n", new: "",
			want: []wantErr{{"- name: Apple", "cards", "needs a supply food (tier 0) with sale_payment: true"}}},
		{name: "sale payment false", old: "    sale_payment: true\n", new: "    sale_payment: false\n",
			want: []wantErr{{"- name: Apple", "cards", "needs a supply food (tier 0) with sale_payment: true"}}},
		{name: "Apple is not a supply card", old: "    kind: food\n    tier: 0\n", new: "    kind: food\n    tier: 1\n    copies: 1\n",
			want: []wantErr{{"sale_payment: true", "sale_payment", "only supply foods (tier 0) without perk have this field"}}},

		// The fields that give cards the rules' behaviour (docs/cardfile.md).
		{name: "power_from on a food", old: "    apples: true\n", new: "    apples: true\n    power_from: trumpets\n",
			want: []wantErr{{"power_from: trumpets", "power_from", "only pets have this field"}}},
		{name: "power_from a resource it cannot take", old: "    power: 1\n    source: rulebook\n    text: \"A supply pet.\"",
			new:  "    power: 1\n    power_from: mana\n    source: rulebook\n    text: \"A supply pet.\"",
			want: []wantErr{{"power_from: mana", "power_from", `"mana" is not a resource this field takes (trumpets)`}}},
		{name: "power_from with a printed power", old: "    power: 1\n    source: rulebook\n    text: \"A supply pet.\"",
			new:  "    power: 1\n    power_from: trumpets\n    source: rulebook\n    text: \"A supply pet.\"",
			want: []wantErr{{"power: 1\n    power_from", "power", "has power 0"}}},
		{name: "a pet without power", old: "    power: 1\n    source: rulebook\n    text: \"A supply pet.\"",
			new:  "    power: 0\n    source: rulebook\n    text: \"A supply pet.\"",
			want: []wantErr{{"power: 0\n    source: rulebook\n    text: \"A supply", "power", "power of at least 1 (or power_from: trumpets)"}}},
		{name: "two reserve pets", src: baseCards +
			"  - {name: Pup, kind: pet, tier: 0, power: 0, power_from: trumpets, reserve: trumpets, source: designed, text: \"p\"}\n" +
			"  - {name: Cub, kind: pet, tier: 0, power: 2, reserve: trumpets, source: designed, text: \"c\"}\n",
			want: []wantErr{{"name: Cub", "reserve", "only one card of a set may have reserve; the card on line"}}},
		{name: "two sale payments", src: baseCards + "  - {name: Pear, kind: food, tier: 0, power: 1, sale_payment: true, source: designed, text: \"p\"}\n",
			want: []wantErr{{"name: Pear", "sale_payment", "only one card of a set may have sale_payment"}}},
		{name: "apples on a pet", old: "    power: 1\n    source: rulebook\n    text: \"A supply pet.\"",
			new:  "    power: 1\n    apples: true\n    source: rulebook\n    text: \"A supply pet.\"",
			want: []wantErr{{"apples: true\n    source: rulebook\n    text: \"A supply pet.", "apples", "only foods without perk have this field"}}},
		{name: "an ailment that does nothing", src: baseCards + "  - {name: Sleepy, kind: token, tier: 0, power: 0, ailment: {taken: 0}, source: designed, text: \"z\"}\n",
			want: []wantErr{{"name: Sleepy", "ailment", "an ailment changes taken or dealt damage"}}},
		{name: "an ailment out of range", src: baseCards + "  - {name: Sleepy, kind: token, tier: 0, power: 0, ailment: {dealt: -10}, source: designed, text: \"z\"}\n",
			want: []wantErr{{"name: Sleepy", "ailment.dealt", `"-10" is too small: at least -9`}}},
		{name: "an ailment on a pet", old: "    power: 1\n    source: rulebook\n    text: \"A supply pet.\"",
			new:  "    power: 1\n    ailment: {taken: 1}\n    source: rulebook\n    text: \"A supply pet.\"",
			want: []wantErr{{"ailment: {taken: 1}", "ailment", "only tokens have this field"}}},
		{name: "a token that is not an ailment", src: baseCards +
			"  - {name: Horn, kind: token, tier: 0, power: 0, source: designed, text: \"h\"}\n" +
			"  - {name: Hex, kind: pet, tier: 1, power: 1, hat: bow, copies: 1, source: designed, text: \"x\", ability: {trigger: play, effects: [{ailment: {card: Horn, count: 1, at: enemy}}]}}\n",
			want: []wantErr{{"name: Hex", "ability.effects.ailment.card", `"Horn" is not an ailment`}}},

		// Refused before parsing (more in TestHostileCardFiles), and a check
		// the game makes of every set.
		{name: "escape sequence in a name", old: "  - name: Ant\n", new: "  - name: \"Ant\x1b[2J\"\n",
			want: []wantErr{{"Ant\x1b[2J", "", "control character U+001B"}}},
		{name: "no pet to buy", src: baseCards[:strings.Index(baseCards, "  - name: Ant\n")] + tierOneFoods(2, 3),
			want: []wantErr{{"- name: Apple", "cards", "the set has no pet in tiers 1-6: nobody could buy a pet, so every battle would be a draw"}}},
		{name: "tier deck overflow", src: baseCards + tierOneFoods(3, 40),
			want: []wantErr{{"- name: Apple", "cards", "tier 1 has 131 cards (copies counted); at most 96 fit in a tier deck"}}},

		// Errors are collected: every problem is reported, not just the first.
		{name: "two problems in two cards", old: "    kind: pet\n    tier: 1\n    power: 1\n    hat: bow\n    copies: 3\n    source: rulebook\n    text: \"Faint",
			new:  "    kind: pet\n    tier: 7\n    power: 1\n    hat: bow\n    copies: 3\n    source: web\n    text: \"Faint",
			want: []wantErr{{"tier: 7", "tier", "too large: at most 6"}, {"source: web", "source", "not a source"}}},
		{name: "two problems in one card", old: "    kind: pet\n    tier: 1\n    power: 1\n", new: "    kind: dragon\n    tier: 7\n    power: 1\n",
			want: []wantErr{{"kind: dragon", "kind", "not a kind"}, {"tier: 7", "tier", "too large: at most 6"}}},
		{name: "four independent problems in one card", old: "    power: 1\n    hat: bow\n    copies: 3\n    source: rulebook\n    text: \"Faint: put 1 Apple on top of your deck.\"\n    ability:\n      trigger: faint\n",
			new: "    power: 120\n    hat: hoodie\n    colour: red\n    copies: 3\n    source: rulebook\n    text: \"Faint: put 1 Apple on top of your deck.\"\n    ability:\n      trigger: fiant\n",
			want: []wantErr{{"colour: red", "colour", "unknown field in card"}, {"power: 120", "power", "too large: at most 99"},
				{"hat: hoodie", "hat", "not in the file's hats list"}, {"trigger: fiant", "ability.trigger", "is not a trigger"}}},
		{name: "an unknown card and a bad tier", old: antAdd, new: "add: {card: Pear, count: 1, to: deck_top}",
			old2: "    kind: pet\n    tier: 1\n    power: 2\n", new2: "    kind: pet\n    tier: 9\n    power: 2\n",
			want: []wantErr{{"card: Pear", "ability.effects.add.card", `unknown card "Pear"`}, {"tier: 9", "tier", "too large: at most 6"}}},
		{name: "a broken card is not also unknown", old: "    tier: 0\n    power: 1\n    apples: true\n", new: "    tier: 0\n    power: -5\n    apples: true\n",
			want: []wantErr{{"power: -5", "power", `"-5" is too small: at least 0`}}},
		{name: "problems in the header and a card", old: "game: cardbattle\n", new: "game: dojo\n",
			old2: "    hat: cap\n", new2: "    hat: crown\n",
			want: []wantErr{{"game: dojo", "game", "this file is for"}, {"hat: crown", "hat", "not in the file's hats list"}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src := tt.src
			if src == "" {
				src = mutate(t, baseCards, tt.old, tt.new)
			}
			if tt.old2 != "" {
				src = mutate(t, src, tt.old2, tt.new2)
			}
			cs, err := cb.ParseCardFile("cards.yaml", []byte(src))
			if cs != nil {
				t.Errorf("ParseCardFile returned a card set along with error %v", err)
			}
			checkFileErrors(t, "cards.yaml", src, err, tt.want)
		})
	}
}

// TestHostileCardFiles: files made to break a card-file reader are refused
// with the file, the line and what is wrong.
func TestHostileCardFiles(t *testing.T) {
	cardfiletest.Check(t, []byte(baseCards), func(name string, data []byte) error {
		_, err := cb.ParseCardFile(name, data)
		return err
	})
}

// TestClassicVariants breaks the embedded file itself.
func TestClassicVariants(t *testing.T) {
	classic := string(cb.ClassicYAML())
	tests := []struct {
		name     string
		old, new string
		want     []wantErr
	}{
		{name: "Dolphin in tier 7", old: "  - name: Dolphin\n    kind: pet\n    tier: 3\n", new: "  - name: Dolphin\n    kind: pet\n    tier: 7\n",
			want: []wantErr{{"tier: 7", "tier", "too large: at most 6"}}},
		{name: "second ant", old: "  - name: Cricket\n", new: "  - name: ant\n",
			want: []wantErr{{"- name: ant", "name", "already defined on line"}}},
		{name: "Giraffe adds to the deck", old: "        - add: {card: Apple, count: 2, to: hand}\n", new: "        - add: {card: Apple, count: 2, to: deck_top}\n",
			want: []wantErr{{"count: 2, to: deck_top}\n\n  - name: Sheep", "ability.effects.add.to", "a battle_prep ability can only add to the hand"}}},
		{name: "Rat gives a Wasp", old: "        - add: {card: Bee, count: 1, to: enemy_deck_top}\n", new: "        - add: {card: Wasp, count: 1, to: enemy_deck_top}\n",
			want: []wantErr{{"card: Wasp", "ability.effects.add.card", `unknown card "Wasp"`}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src := mutate(t, classic, tt.old, tt.new)
			_, err := parseClassic("classic.yaml", []byte(src))
			checkFileErrors(t, "classic.yaml", src, err, tt.want)
		})
	}
}

// TestCardFilesInTestdata loads testdata/cards: good-*.yaml must load, and
// each bad-*.yaml must fail with the error its first line announces
// ("# want: LINE [FIELD]").
func TestCardFilesInTestdata(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "cards", "*.yaml"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no card files in testdata/cards (%v)", err)
	}
	for _, path := range files {
		name := filepath.Base(path)
		t.Run(name, func(t *testing.T) {
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			cs, loadErr := cb.ParseCardFile(name, data)
			if strings.HasPrefix(name, "good-") {
				if loadErr != nil {
					t.Fatalf("does not load:\n%v", loadErr)
				}
				if _, err := cb.New(cs, nil); err != nil {
					t.Errorf("New: %v", err)
				}
				return
			}
			first, _, _ := strings.Cut(string(data), "\n")
			want, ok := strings.CutPrefix(first, "# want: ")
			if !ok {
				t.Fatalf("first line %q; want \"# want: LINE [FIELD]\"", first)
			}
			lineText, field, _ := strings.Cut(want, " ")
			line, err := strconv.Atoi(lineText)
			if err != nil {
				t.Fatalf("first line %q: %v", first, err)
			}
			var list cb.FileErrors
			if !errors.As(loadErr, &list) {
				t.Fatalf("error %v; want FileErrors", loadErr)
			}
			for _, e := range list {
				if e.File == name && e.Line == line && e.Field == field {
					return
				}
			}
			t.Errorf("no error on %s:%d naming %q; got:\n%v", name, line, field, loadErr)
		})
	}
}

// TestPacksMatchTheBoxes checks each built-in pack against its box's counts.
func TestPacksMatchTheBoxes(t *testing.T) {
	tests := []struct {
		pack       string
		pets, food int
		supply     []string
	}{
		{"classic", 92, 32, []string{"Apple", "Five Apples", "Bee"}},
		{"golden", 94, 32, []string{"Trumpet", "Golden Retriever"}},
		{"magic", 80, 32, []string{"Mana", "Exposed", "Spooked"}},
	}
	for _, tc := range tests {
		cs, err := cb.Packs(tc.pack)
		if err != nil {
			t.Fatal(err)
		}
		if cs.Count(cb.KindPet) != tc.pets || cs.Count(cb.KindFood) != tc.food {
			t.Errorf("%s: %d pets and %d food, want %d and %d", tc.pack, cs.Count(cb.KindPet), cs.Count(cb.KindFood), tc.pets, tc.food)
		}
		for _, name := range tc.supply {
			if id, ok := cs.Lookup(name); !ok || !cs.Card(id).Supply() {
				t.Errorf("%s: no supply card %q", tc.pack, name)
			}
		}
		for tier := 1; tier <= 6; tier++ {
			if n := len(cs.TierCards(tier)); n < 16 {
				t.Errorf("%s tier %d: %d cards, want at least 16", tc.pack, tier, n)
			}
		}
	}
}
