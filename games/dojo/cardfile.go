package dojo

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"strings"

	"github.com/goccy/go-yaml/ast"

	"menagerie/games/internal/yamlfile"
)

// FileError is one problem in a card file, with its position.
type FileError = yamlfile.FileError

// FileErrors lists every problem found in a card file.
type FileErrors = yamlfile.FileErrors

// The file format (docs/dojo.md): families of animals, then the other cards.
type fileDoc struct {
	Game    string       `yaml:"game"`
	Set     string       `yaml:"set"`
	Animals []fileFamily `yaml:"animals"`
	Cards   []fileCard   `yaml:"cards"`
}

type fileFamily struct {
	Name      string       `yaml:"name"`
	Cards     []string     `yaml:"cards"`
	Archetype string       `yaml:"archetype"`
	Health    []int        `yaml:"health"`
	Damage    []int        `yaml:"damage"`
	Strong    string       `yaml:"strong"`
	Weak      string       `yaml:"weak"`
	Exercise  fileExercise `yaml:"exercise"`
	Source    string       `yaml:"source"`
}

type fileExercise struct {
	Name   string `yaml:"name"`
	Unit   string `yaml:"unit"`
	Amount []int  `yaml:"amount"`
	Seated string `yaml:"seated"`
}

type fileCard struct {
	Name     string `yaml:"name"`
	Kind     string `yaml:"kind"`
	Effect   string `yaml:"effect"`
	Amount   int    `yaml:"amount"`
	Stay     bool   `yaml:"stay"`
	Response bool   `yaml:"response"`
	Copies   int    `yaml:"copies"`
	Source   string `yaml:"source"`
	Text     string `yaml:"text"`
}

type cardReader struct {
	yamlfile.Reader
	body ast.Node
}

// errorf records a problem at the node the YAML path names (the file's
// first line when it has none).
func (r *cardReader) errorf(path, field, format string, args ...any) {
	r.Errs = append(r.Errs, &FileError{File: r.File, Line: r.line(path), Field: field, Msg: fmt.Sprintf(format, args...)})
}

func (r *cardReader) line(path string) int { return yamlfile.LineAt(r.body, path) }

// ParseCardFile reads and validates a Dojo card file (format: docs/dojo.md).
// name is used in messages. On failure the error is a FileErrors listing
// every problem found, each with its line and field.
func ParseCardFile(name string, data []byte) (*CardSet, error) {
	r := &cardReader{Reader: yamlfile.Reader{File: name}}
	r.body = r.Document(data, "game, set, animals and cards")
	var doc fileDoc
	if r.body == nil || !r.Decode(r.body, &doc) {
		return nil, r.Errs
	}
	cs := r.build(&doc)
	if len(r.Errs) > 0 {
		return nil, r.Errs
	}
	return cs, nil
}

var units = []string{"reps", "seconds", "steps"}

func (r *cardReader) build(doc *fileDoc) *CardSet {
	if doc.Game != Name {
		r.errorf("$.game", "game", "this file is for %q; want %q", doc.Game, Name)
	}
	cs := &CardSet{Set: strings.ToLower(strings.TrimSpace(doc.Set)), Cards: []Card{{}}, byName: map[string]CardID{}}
	if cs.Set == "" {
		r.errorf("$.set", "set", "missing or empty set name")
	}
	if n := len(doc.Animals); n < MinFamilies || n > MaxFamilies {
		r.errorf("$.animals", "animals", "%d animal families; want %d to %d", n, MinFamilies, MaxFamilies)
		return nil
	}
	famIndex := map[string]int{}
	for i, ff := range doc.Animals {
		key := strings.ToLower(ff.Name)
		if _, dup := famIndex[key]; dup || ff.Name == "" {
			r.errorf(fmt.Sprintf("$.animals[%d].name", i), "name", "family name %q is empty or repeated", ff.Name)
		}
		famIndex[key] = i
	}
	for i := range doc.Animals {
		r.family(cs, doc, i, famIndex)
	}
	for i := range doc.Cards {
		r.card(cs, &doc.Cards[i], fmt.Sprintf("$.cards[%d]", i))
	}
	if len(r.Errs) > 0 {
		return nil
	}
	for i := range cs.Families {
		f := &cs.Families[i]
		if f.Strong >= 0 && cs.Families[f.Strong].Weak != i {
			r.errorf(fmt.Sprintf("$.animals[%d].strong", i), "strong", "%s is strong against %s, so %s must be weak against %s", f.Name, cs.Families[f.Strong].Name, cs.Families[f.Strong].Name, f.Name)
		}
		if f.Weak >= 0 && cs.Families[f.Weak].Strong != i {
			r.errorf(fmt.Sprintf("$.animals[%d].weak", i), "weak", "%s is weak against %s, so %s must be strong against %s", f.Name, cs.Families[f.Weak].Name, cs.Families[f.Weak].Name, f.Name)
		}
	}
	if total := cs.DeckSize(); total > MaxDeck {
		r.errorf("$.cards", "cards", "%d cards in a deck; at most %d", total, MaxDeck)
	}
	if len(r.Errs) > 0 {
		return nil
	}
	cs.hash = cs.computeHash()
	return cs
}

func (r *cardReader) levels(path, field string, v []int, lo, hi int) [MaxLevel]int {
	var out [MaxLevel]int
	if len(v) != MaxLevel {
		r.errorf(path, field, "want a list of 3 whole numbers (levels 1, 2 and 3), got %d", len(v))
		return out
	}
	for i, x := range v {
		if x < lo || x > hi {
			r.errorf(path, field, "%d is out of range (%d to %d)", x, lo, hi)
		}
		out[i] = x
	}
	return out
}

func (r *cardReader) family(cs *CardSet, doc *fileDoc, i int, famIndex map[string]int) {
	ff := &doc.Animals[i]
	at := fmt.Sprintf("$.animals[%d]", i)
	f := Family{Name: ff.Name, Archetype: ff.Archetype, Strong: -1, Weak: -1, Source: ff.Source, Line: r.line(at + ".name")}
	f.Health = r.levels(at+".health", "health", ff.Health, 1, 99)
	f.Damage = r.levels(at+".damage", "damage", ff.Damage, 0, 20)
	rel := func(name, field string) int {
		if name == "" {
			return -1
		}
		j, ok := famIndex[strings.ToLower(name)]
		switch {
		case !ok:
			r.errorf(at+"."+field, field, "%q is not an animal of this file", name)
		case j == i:
			r.errorf(at+"."+field, field, "an animal cannot be %s against itself", field)
		}
		return j
	}
	f.Strong, f.Weak = rel(ff.Strong, "strong"), rel(ff.Weak, "weak")
	if f.Strong >= 0 && f.Strong == f.Weak {
		r.errorf(at+".weak", "weak", "strong and weak against the same animal")
	}
	ex := ff.Exercise
	f.Exercise = Exercise{Name: ex.Name, Unit: ex.Unit, Seated: ex.Seated}
	if ex.Name == "" {
		r.errorf(at+".exercise", "exercise.name", "missing exercise name")
	}
	if !contains(units, ex.Unit) {
		r.errorf(at+".exercise", "exercise.unit", "%q is not a unit (%s)", ex.Unit, strings.Join(units, ", "))
	}
	f.Exercise.Amount = r.levels(at+".exercise", "exercise.amount", ex.Amount, 1, 300)
	r.source(at+".source", ff.Source)
	names := ff.Cards
	if len(names) == 0 {
		names = []string{ff.Name + " L1", ff.Name + " L2", ff.Name + " L3"}
	}
	if len(names) != MaxLevel {
		r.errorf(at+".cards", "cards", "want the names of the 3 level cards, got %d", len(names))
		return
	}
	for l, n := range names {
		id := r.add(cs, Card{Name: n, Kind: KindAnimal, Family: i, Level: l + 1, Copies: 1, Source: ff.Source, Line: f.Line,
			Text: fmt.Sprintf("Level %d: health %d, damage %d; %d %s %s", l+1, f.Health[l], f.Damage[l], f.Exercise.Amount[l], ex.Unit, ex.Name)}, at+".cards")
		f.Cards[l] = id
	}
	cs.Families = append(cs.Families, f)
}

// effectKinds says which effects each kind may have.
var effectKinds = [...]Kind{EffectHeal: KindHealth, EffectRegen: KindHealth, EffectBoost: KindItem, EffectWake: KindItem,
	EffectShield: KindItem, EffectSwap: KindItem, EffectSweep: KindItem, EffectDodge: KindItem}

func (r *cardReader) card(cs *CardSet, fc *fileCard, at string) {
	c := Card{Name: fc.Name, Family: -1, Amount: fc.Amount, Stay: fc.Stay, Response: fc.Response, Copies: fc.Copies,
		Source: fc.Source, Text: fc.Text, Line: r.line(at + ".name")}
	switch fc.Kind {
	case "dojo":
		c.Kind = KindDojo
	case "health":
		c.Kind = KindHealth
	case "item":
		c.Kind = KindItem
	default:
		r.errorf(at+".kind", "kind", "%q is not a kind (dojo, health or item; animals go under animals)", fc.Kind)
		return
	}
	if fc.Copies < 1 || fc.Copies > 10 {
		r.errorf(at+".copies", "copies", "%d is out of range (1 to 10)", fc.Copies)
	}
	r.source(at+".source", fc.Source)
	if fc.Text == "" {
		r.errorf(at, "text", "missing field: the card's text")
	}
	if c.Kind == KindDojo {
		if fc.Effect != "" || fc.Stay || fc.Response || fc.Amount != 0 {
			r.errorf(at+".effect", "effect", "a dojo has no effect, amount, stay or response of its own (it upgrades an animal)")
		}
		r.add(cs, c, at+".name")
		return
	}
	for e, n := range effectNames {
		if n != "" && n == fc.Effect {
			c.Effect = Effect(e)
		}
	}
	switch {
	case c.Effect == EffectNone:
		r.errorf(at+".effect", "effect", "%q is not an effect (%s)", fc.Effect, strings.Join(effectNames[1:], ", "))
		return
	case effectKinds[c.Effect] != c.Kind:
		r.errorf(at+".effect", "effect", "%s is an effect of %s cards, not %s", fc.Effect, effectKinds[c.Effect], c.Kind)
	case (c.Effect == EffectRegen || c.Effect == EffectShield) != c.Stay:
		r.errorf(at+".stay", "stay", "regen and shield cards must stay, other cards cannot")
	case (c.Effect == EffectDodge) != c.Response:
		r.errorf(at+".response", "response", "dodge cards are responses, other cards are not")
	}
	needsAmount := c.Effect == EffectHeal || c.Effect == EffectRegen || c.Effect == EffectBoost || c.Effect == EffectShield
	switch {
	case needsAmount && (c.Amount < 1 || c.Amount > 20):
		r.errorf(at+".amount", "amount", "%s needs an amount from 1 to 20", fc.Effect)
	case !needsAmount && c.Amount != 0:
		r.errorf(at+".amount", "amount", "%s takes no amount", fc.Effect)
	}
	r.add(cs, c, at+".name")
}

func (r *cardReader) source(path, s string) {
	if s != "rulebook" && s != "designed" {
		r.errorf(path, "source", "%q is not a source (rulebook or designed)", s)
	}
}

func (r *cardReader) add(cs *CardSet, c Card, path string) CardID {
	key := strings.ToLower(strings.TrimSpace(c.Name))
	switch {
	case c.Name == "" || strings.TrimSpace(c.Name) != c.Name:
		r.errorf(path, "name", "card name %q is empty or has surrounding spaces", c.Name)
		return 0
	case cs.byName[key] != 0:
		r.errorf(path, "name", "card %q is defined twice", c.Name)
		return 0
	case len(cs.Cards) > MaxCardTypes:
		r.errorf(path, "name", "more than %d card types", MaxCardTypes)
		return 0
	}
	c.ID = CardID(len(cs.Cards))
	cs.byName[key] = c.ID
	cs.Cards = append(cs.Cards, c)
	return c.ID
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// CardSet is a validated, immutable Dojo card set: the animal families and
// the other cards of one player's deck.
type CardSet struct {
	Set string
	// Cards is indexed by CardID; Cards[0] is an unused placeholder.
	Cards    []Card
	Families []Family
	byName   map[string]CardID
	hash     string
}

// Card returns the card with the given id.
func (cs *CardSet) Card(id CardID) *Card { return &cs.Cards[id] }

// Name returns a card's name, or "-" for no card.
func (cs *CardSet) Name(id CardID) string {
	if id == 0 || int(id) >= len(cs.Cards) {
		return "-"
	}
	return cs.Cards[id].Name
}

// Lookup finds a card by name, ignoring case and surrounding space.
func (cs *CardSet) Lookup(name string) (CardID, bool) {
	id, ok := cs.byName[strings.ToLower(strings.TrimSpace(name))]
	return id, ok
}

// IDs returns every card id, in file order (animals first).
func (cs *CardSet) IDs() []CardID {
	ids := make([]CardID, 0, len(cs.Cards)-1)
	for i := 1; i < len(cs.Cards); i++ {
		ids = append(ids, CardID(i))
	}
	return ids
}

// DeckSize returns the number of cards in one player's deck.
func (cs *CardSet) DeckSize() int {
	n := 0
	for _, c := range cs.Cards[1:] {
		n += c.Copies
	}
	return n
}

// Hash identifies the set's rule-relevant content.
func (cs *CardSet) Hash() string { return cs.hash }

func (cs *CardSet) computeHash() string {
	h := sha256.New()
	fmt.Fprintf(h, "set=%s\n", cs.Set)
	for _, f := range cs.Families {
		fmt.Fprintf(h, "%s|%v|%v|%v|%d|%d|%s|%s|%v\n", f.Name, f.Cards, f.Health, f.Damage, f.Strong, f.Weak, f.Exercise.Name, f.Exercise.Unit, f.Exercise.Amount)
	}
	for _, c := range cs.Cards[1:] {
		fmt.Fprintf(h, "%s|%s|%d|%d|%d|%d|%v|%v|%d\n", c.Name, c.Kind, c.Family, c.Level, c.Effect, c.Amount, c.Stay, c.Response, c.Copies)
	}
	return hex.EncodeToString(h.Sum(nil))[:16]
}
