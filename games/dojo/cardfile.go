package dojo

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"sort"
	"strings"

	"github.com/goccy/go-yaml/ast"

	"menagerie/game"
	"menagerie/games/internal/cardicons"
	"menagerie/games/internal/yamlfile"
)

// FileError is one problem in a card file, with its position.
type FileError = yamlfile.FileError

// FileErrors lists every problem found in a card file.
type FileErrors = yamlfile.FileErrors

type cardReader struct {
	yamlfile.Reader
}

// ParseCardFile reads and validates a Dojo card file (format: docs/dojo.md).
// name is used in messages. On failure the error is a FileErrors listing
// every problem found, each with its line and field.
func ParseCardFile(name string, data []byte) (*CardSet, error) {
	r := &cardReader{Reader: yamlfile.Reader{File: name}}
	body := r.Document(data, "game, set, animals and cards")
	if body == nil {
		return nil, r.Errs
	}
	cs := r.read(body)
	if len(r.Errs) > 0 {
		// In file order: the families are read in two passes.
		sort.SliceStable(r.Errs, func(i, j int) bool { return r.Errs[i].Line < r.Errs[j].Line })
		return nil, r.Errs
	}
	return cs, nil
}

// The largest printed damage and exercise amount a card file may give.
const (
	maxDamage = 20
	maxAmount = 300
)

var (
	fileFields     = []string{"game", "set", "animals", "cards"}
	familyFields   = []string{"name", "cards", "archetype", "health", "damage", "strong", "weak", "exercise", "source", "icon"}
	familyRequired = []string{"name", "health", "damage", "exercise", "source"}
	exerciseFields = []string{"name", "unit", "amount", "seated"}
	cardFields     = []string{"name", "kind", "effect", "amount", "stay", "response", "copies", "source", "text", "icon"}
	cardRequired   = []string{"name", "kind", "copies", "source", "text"}
	units          = []string{"reps", "seconds", "steps"}
)

// read builds the set from the document's body, recording every problem.
func (r *cardReader) read(body ast.Node) *CardSet {
	top := r.Fields(body, "file", fileFields, fileFields)
	if top == nil {
		return nil
	}
	if g, ok := r.Str(top["game"], "game"); ok && g != Name {
		r.Errorf(top["game"], "game", "this file is for %q; want %q", g, Name)
	}
	cs := &CardSet{Cards: []Card{{}}, byName: map[string]CardID{}}
	if set, ok := r.Str(top["set"], "set"); ok {
		cs.Set = strings.ToLower(strings.TrimSpace(set))
		if cs.Set == "" {
			r.Errorf(top["set"], "set", "empty set name")
		}
	}
	animals := r.Seq(top["animals"], "animals")
	if n := len(animals); top["animals"] != nil && (n < MinFamilies || n > MaxFamilies) {
		r.Errorf(top["animals"], "animals", "%d animal families; want %d to %d", n, MinFamilies, MaxFamilies)
		return nil
	}
	fams := make([]map[string]ast.Node, len(animals))
	famIndex := map[string]int{}
	for i, an := range animals {
		fams[i] = r.Fields(an, "animal", familyFields, familyRequired)
		name, ok := r.Str(fams[i]["name"], "name")
		if !ok {
			continue
		}
		key := strings.ToLower(name)
		if problem := yamlfile.NameProblem(name); problem != "" {
			r.Errorf(fams[i]["name"], "name", "family %s", problem)
		} else if _, dup := famIndex[key]; dup {
			r.Errorf(fams[i]["name"], "name", "family name %s is repeated", game.Quote(name))
		}
		famIndex[key] = i
	}
	for i, an := range animals {
		if fams[i] != nil {
			r.family(cs, an, fams[i], i, famIndex)
		}
	}
	for _, cn := range r.Seq(top["cards"], "cards") {
		if m := r.Fields(cn, "card", cardFields, cardRequired); m != nil {
			r.card(cs, cn, m)
		}
	}
	if len(r.Errs) > 0 {
		return nil
	}
	for i := range cs.Families {
		f := &cs.Families[i]
		m := fams[i]
		if f.Strong >= 0 && cs.Families[f.Strong].Weak != i {
			r.Errorf(m["strong"], "strong", "%s is strong against %s, so %s must be weak against %s", f.Name, cs.Families[f.Strong].Name, cs.Families[f.Strong].Name, f.Name)
		}
		if f.Weak >= 0 && cs.Families[f.Weak].Strong != i {
			r.Errorf(m["weak"], "weak", "%s is weak against %s, so %s must be strong against %s", f.Name, cs.Families[f.Weak].Name, cs.Families[f.Weak].Name, f.Name)
		}
	}
	if total := cs.DeckSize(); total > MaxDeck {
		r.Errorf(top["cards"], "cards", "%d cards in a deck; at most %d", total, MaxDeck)
	}
	if len(r.Errs) > 0 {
		return nil
	}
	cs.hash = cs.computeHash()
	return cs
}

// levels reads a list of three whole numbers from lo to hi, one a level.
func (r *cardReader) levels(n ast.Node, field string, lo, hi int) [MaxLevel]int {
	var out [MaxLevel]int
	items := r.Seq(n, field)
	if n != nil && len(items) != MaxLevel {
		r.Errorf(n, field, "want a list of 3 whole numbers (levels 1, 2 and 3), got %d", len(items))
		return out
	}
	for i, x := range items {
		out[i] = r.IntIn(x, field, lo, hi)
	}
	return out
}

// text reads an optional text field ("" when it is missing).
func (r *cardReader) text(m map[string]ast.Node, field string) string {
	v, _ := r.Str(m[field], field)
	return v
}

// family reads animal family i (the map m of node n).
func (r *cardReader) family(cs *CardSet, n ast.Node, m map[string]ast.Node, i int, famIndex map[string]int) {
	f := Family{Name: r.text(m, "name"), Archetype: r.text(m, "archetype"), Strong: -1, Weak: -1, Source: r.text(m, "source"), Line: yamlfile.Line(n)}
	if m["name"] != nil {
		f.Line = yamlfile.Line(m["name"])
	}
	f.Health = r.levels(m["health"], "health", 1, 99)
	f.Damage = r.levels(m["damage"], "damage", 0, maxDamage)
	rel := func(field string) int {
		name := r.text(m, field)
		if name == "" {
			return -1
		}
		j, ok := famIndex[strings.ToLower(name)]
		switch {
		case !ok:
			r.Errorf(m[field], field, "%q is not an animal of this file", name)
			return -1
		case j == i:
			r.Errorf(m[field], field, "an animal cannot be %s against itself", field)
		}
		return j
	}
	f.Strong, f.Weak = rel("strong"), rel("weak")
	if f.Strong >= 0 && f.Strong == f.Weak {
		r.Errorf(m["weak"], "weak", "strong and weak against the same animal")
	}
	if em := r.Fields(m["exercise"], "exercise", exerciseFields, exerciseFields[:3]); em != nil {
		f.Exercise = Exercise{Name: r.text(em, "name"), Unit: r.text(em, "unit"), Seated: r.text(em, "seated")}
		if em["name"] != nil && f.Exercise.Name == "" {
			r.Errorf(em["name"], "exercise.name", "empty exercise name")
		}
		if em["unit"] != nil && !contains(units, f.Exercise.Unit) {
			r.Errorf(em["unit"], "exercise.unit", "%q is not a unit (%s)", f.Exercise.Unit, strings.Join(units, ", "))
		}
		f.Exercise.Amount = r.levels(em["amount"], "exercise.amount", 1, maxAmount)
	}
	r.source(m["source"], f.Source)
	names := []string{f.Name + " L1", f.Name + " L2", f.Name + " L3"}
	if m["cards"] != nil {
		items := r.Seq(m["cards"], "cards")
		names = names[:0]
		for _, it := range items {
			name, ok := r.Str(it, "cards")
			if !ok {
				return
			}
			names = append(names, name)
		}
		if len(names) != MaxLevel {
			r.Errorf(m["cards"], "cards", "want the names of the 3 level cards, got %d", len(names))
			return
		}
	}
	// The animal's icon is its three level cards'.
	icon := cardicons.Read(&r.Reader, m["icon"], f.Name)
	for l, name := range names {
		at := m["cards"]
		if at == nil {
			at = n
		}
		id := r.add(cs, Card{Name: name, Kind: KindAnimal, Family: i, Level: l + 1, Copies: 1, Source: f.Source, Line: f.Line, Icon: icon,
			Text: fmt.Sprintf("Level %d: health %d, damage %d; %d %s %s", l+1, f.Health[l], f.Damage[l], f.Exercise.Amount[l], f.Exercise.Unit, f.Exercise.Name)}, at)
		f.Cards[l] = id
	}
	cs.Families = append(cs.Families, f)
}

// effectKinds says which effects each kind may have.
var effectKinds = [...]Kind{EffectHeal: KindHealth, EffectRegen: KindHealth, EffectBoost: KindItem, EffectWake: KindItem,
	EffectShield: KindItem, EffectSwap: KindItem, EffectSweep: KindItem, EffectDodge: KindItem}

// card reads one card of the cards list (the map m of node n).
func (r *cardReader) card(cs *CardSet, n ast.Node, m map[string]ast.Node) {
	before := len(r.Errs)
	c := Card{Name: r.text(m, "name"), Family: -1, Source: r.text(m, "source"), Text: r.text(m, "text"), Line: yamlfile.Line(n)}
	c.Icon = cardicons.Read(&r.Reader, m["icon"], c.Name)
	if m["name"] != nil {
		c.Line = yamlfile.Line(m["name"])
	}
	if m["amount"] != nil {
		c.Amount = r.IntIn(m["amount"], "amount", 1, 20)
	}
	if m["stay"] != nil {
		c.Stay = r.Boolean(m["stay"], "stay")
	}
	if m["response"] != nil {
		c.Response = r.Boolean(m["response"], "response")
	}
	c.Copies = r.IntIn(m["copies"], "copies", 1, 10)
	r.source(m["source"], c.Source)
	if m["text"] != nil && c.Text == "" {
		r.Errorf(m["text"], "text", "empty text: the card's text")
	}
	kind := r.text(m, "kind")
	switch kind {
	case "dojo":
		c.Kind = KindDojo
	case "health":
		c.Kind = KindHealth
	case "item":
		c.Kind = KindItem
	default:
		if m["kind"] != nil {
			r.Errorf(m["kind"], "kind", "%q is not a kind (dojo, health or item; animals go under animals)", kind)
		}
		return
	}
	if c.Kind == KindDojo {
		for _, f := range []string{"effect", "amount", "stay", "response"} {
			if m[f] != nil {
				r.Errorf(m[f], f, "a dojo has no effect, amount, stay or response of its own (it upgrades an animal)")
			}
		}
		if len(r.Errs) == before {
			r.add(cs, c, m["name"])
		}
		return
	}
	effect := r.text(m, "effect")
	for e, name := range effectNames {
		if name != "" && name == effect {
			c.Effect = Effect(e)
		}
	}
	at := func(field string) ast.Node {
		if m[field] != nil {
			return m[field]
		}
		return n
	}
	switch {
	case c.Effect == EffectNone:
		r.Errorf(at("effect"), "effect", "%q is not an effect (%s)", effect, strings.Join(effectNames[1:], ", "))
		return
	case effectKinds[c.Effect] != c.Kind:
		r.Errorf(at("effect"), "effect", "%s is an effect of %s cards, not %s", effect, effectKinds[c.Effect], c.Kind)
	}
	if (c.Effect == EffectRegen || c.Effect == EffectShield) != c.Stay {
		r.Errorf(at("stay"), "stay", "regen and shield cards must stay, other cards cannot")
	}
	if (c.Effect == EffectDodge) != c.Response {
		r.Errorf(at("response"), "response", "dodge cards are responses, other cards are not")
	}
	needsAmount := c.Effect == EffectHeal || c.Effect == EffectRegen || c.Effect == EffectBoost || c.Effect == EffectShield || c.Effect == EffectDodge
	switch {
	case needsAmount && m["amount"] == nil:
		r.Errorf(n, "amount", "%s needs an amount from 1 to 20", effect)
	case !needsAmount && m["amount"] != nil:
		r.Errorf(m["amount"], "amount", "%s takes no amount", effect)
	}
	if len(r.Errs) == before {
		r.add(cs, c, m["name"])
	}
}

// source checks a source field: rulebook or designed.
func (r *cardReader) source(n ast.Node, s string) {
	if n != nil && s != "rulebook" && s != "designed" {
		r.Errorf(n, "source", "%q is not a source (rulebook or designed)", s)
	}
}

// add adds a card to the set, refusing a name yamlfile.NameProblem
// refuses and a repeated one; at is the node to report a problem at.
func (r *cardReader) add(cs *CardSet, c Card, at ast.Node) CardID {
	key := strings.ToLower(strings.TrimSpace(c.Name))
	switch problem := yamlfile.NameProblem(c.Name); {
	case problem != "":
		r.Errorf(at, "name", "card %s", problem)
		return 0
	case cs.byName[key] != 0:
		r.Errorf(at, "name", "card %s is defined twice", game.Quote(c.Name))
		return 0
	case len(cs.Cards) > MaxCardTypes:
		r.Errorf(at, "name", "more than %d card types", MaxCardTypes)
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
