package tableau

import (
	"fmt"
	"strings"

	"github.com/goccy/go-yaml/ast"

	"menagerie/games/internal/cardicons"
	"menagerie/games/internal/yamlfile"
)

// MaxDeck is the most cards (copies counted) a set with its extension may
// hold.
const MaxDeck = 240

// FileError is one problem in a card file, with its position.
type FileError = yamlfile.FileError

// FileErrors lists every problem found in a card file.
type FileErrors = yamlfile.FileErrors

// ParseCardFile reads and validates a Tableau card file (format:
// docs/tableau.md). name is used in messages. On failure the error is a
// FileErrors listing every problem found.
func ParseCardFile(name string, data []byte) (*CardSet, error) {
	r := &cardReader{Reader: yamlfile.Reader{File: name}}
	cs := r.read(data)
	if len(r.Errs) > 0 {
		return nil, r.Errs
	}
	return cs, nil
}

type cardReader struct {
	yamlfile.Reader
}

func (r *cardReader) read(data []byte) *CardSet {
	body := r.Document(data, "game, set and cards")
	if body == nil {
		return nil
	}
	top := r.Fields(body, "file", []string{"game", "set", "cards"}, []string{"game", "set", "cards"})
	if top == nil {
		return nil
	}
	cs := &CardSet{File: r.File, Cards: []Card{{}}}
	if g, ok := r.Str(top["game"], "game"); ok && g != Name {
		r.Errorf(top["game"], "game", "this file is for %q; want %q", g, Name)
	}
	if s, ok := r.Str(top["set"], "set"); ok {
		cs.Set = strings.ToLower(s)
		if cs.Set == "" {
			r.Errorf(top["set"], "set", "empty set name")
		}
	}
	names := map[string]int{}
	total := 0
	for _, cn := range r.Seq(top["cards"], "cards") {
		if len(cs.Cards) > MaxCardTypes {
			r.Errorf(cn, "cards", "more than %d card types", MaxCardTypes)
			break
		}
		c := r.readCard(cn, CardID(len(cs.Cards)), cs.Set)
		if c == nil {
			continue
		}
		key := strings.ToLower(c.Name)
		if prev, dup := names[key]; dup {
			r.Errorf(cn, "name", "card %q is already defined on line %d", c.Name, prev)
			continue
		}
		names[key] = c.Line
		total += c.Copies
		cs.Cards = append(cs.Cards, *c)
	}
	if len(r.Errs) > 0 {
		return nil
	}
	levelUps := 0
	for _, c := range cs.Cards[1:] {
		for _, e := range c.Ability.Effects {
			if e.Kind == EffectLevelUp {
				levelUps++
			}
		}
	}
	switch {
	case levelUps > 1:
		r.Errorf(top["cards"], "cards", "%d foods have level_up; a set has at most one", levelUps)
	case cs.Count(KindAnimal) == 0:
		r.Errorf(top["cards"], "cards", "the set needs at least one animal")
	case total > MaxDeck:
		r.Errorf(top["cards"], "cards", "%d cards in all (copies counted); at most %d", total, MaxDeck)
	}
	if len(r.Errs) > 0 {
		return nil
	}
	cs.finish()
	return cs
}

var cardFields = []string{"name", "kind", "power", "copies", "source", "text", "icon", "ability"}

// readCard reads one card, reporting every independent problem at once:
// an unknown field does not hide a bad value in another; the power and
// the ability are judged whenever the kind they depend on was read.
func (r *cardReader) readCard(n ast.Node, id CardID, set string) *Card {
	before := len(r.Errs)
	m := r.Fields(n, "card", cardFields, []string{"name", "kind", "copies", "source", "text"})
	if m == nil {
		return nil
	}
	c := &Card{ID: id, Set: set, Line: yamlfile.Line(n)}
	c.Name, _ = r.Str(m["name"], "name")
	if problem := yamlfile.NameProblem(c.Name); problem != "" && m["name"] != nil {
		r.Errorf(m["name"], "name", "%s", problem)
	}
	kindRead := false
	if k, ok := r.Str(m["kind"], "kind"); ok {
		switch k {
		case "animal":
			c.Kind, kindRead = KindAnimal, true
		case "food":
			c.Kind, kindRead = KindFood, true
		default:
			r.Errorf(m["kind"], "kind", "%q is not a kind (animal or food)", k)
		}
	}
	c.Copies = r.IntIn(m["copies"], "copies", 1, MaxCopies)
	if src, ok := r.Str(m["source"], "source"); ok {
		if src != "rulebook" && src != "designed" {
			r.Errorf(m["source"], "source", "%q is not a source (rulebook or designed)", src)
		}
		c.Source = src
	}
	c.Text, _ = r.Str(m["text"], "text")
	c.Icon = cardicons.Read(&r.Reader, m["icon"], c.Name)
	switch {
	case !kindRead:
	case c.Kind == KindAnimal && m["power"] == nil:
		r.Errorf(n, "power", "missing field: an animal needs its power at levels 1, 2 and 3, e.g. [2, 4, 6]")
	case c.Kind == KindFood && m["power"] != nil:
		r.Errorf(m["power"], "power", "food has no power of its own (give it a power effect)")
	case m["power"] != nil:
		c.Power = r.levels(m["power"], "power", 0, 20, false)
	}
	if kindRead && m["ability"] != nil {
		r.readAbility(m["ability"], c)
	}
	if len(r.Errs) > before {
		return nil
	}
	return c
}

// triggerKinds says which card kind may have each trigger.
var triggerKinds = [...]Kind{
	TriggerStartOfMarket: KindAnimal, TriggerDraft: KindAnimal, TriggerWhenSold: KindAnimal,
	TriggerPreCombat: KindAnimal, TriggerCombat: KindAnimal, TriggerWhenWounded: KindFood,
	TriggerWhenEquipped: KindFood,
}

// effectAllowed says whether an effect may follow a trigger on a card of a
// kind.
func effectAllowed(k EffectKind, t Trigger, kind Kind) bool {
	switch k {
	case EffectDraw:
		return t == TriggerStartOfMarket
	case EffectSwapIn:
		return t == TriggerDraft
	case EffectBonusDrafts, EffectBonusVP:
		return t == TriggerWhenSold
	case EffectWound:
		return t == TriggerPreCombat
	case EffectGivePower:
		return t == TriggerCombat
	case EffectPower:
		return t == TriggerCombat || (t == TriggerStatic && kind == KindFood)
	case EffectSellForDrafts, EffectShield:
		return t == TriggerWhenWounded
	case EffectLevelUp:
		return t == TriggerWhenEquipped
	case EffectImmune, EffectTemporary:
		return t == TriggerStatic && kind == KindFood
	case EffectProtectBehind:
		return t == TriggerStatic && kind == KindAnimal
	}
	return false
}

func (r *cardReader) readAbility(n ast.Node, c *Card) {
	before := len(r.Errs)
	m := r.Fields(n, "ability", []string{"trigger", "effects"}, []string{"trigger", "effects"})
	if m == nil || len(r.Errs) > before {
		return
	}
	a := &c.Ability
	t, _ := r.Str(m["trigger"], "ability.trigger")
	for i, name := range triggerNames {
		if name != "" && name == t {
			a.Trigger = Trigger(i)
		}
	}
	if a.Trigger == TriggerNone {
		r.Errorf(m["trigger"], "ability.trigger", "%q is not a trigger (%s)", t, strings.Join(triggerNames[1:], ", "))
		return
	}
	if int(a.Trigger) < len(triggerKinds) && triggerKinds[a.Trigger] != 0 && triggerKinds[a.Trigger] != c.Kind {
		r.Errorf(m["trigger"], "ability.trigger", "only %s cards have %s abilities", triggerKinds[a.Trigger], t)
		return
	}
	effects := r.Seq(m["effects"], "ability.effects")
	if len(effects) == 0 && len(r.Errs) == before {
		r.Errorf(m["effects"], "ability.effects", "an ability needs at least one effect")
	}
	seen := map[EffectKind]bool{}
	for _, en := range effects {
		r.readEffect(en, c, seen)
	}
}

func (r *cardReader) readEffect(n ast.Node, c *Card, seen map[EffectKind]bool) {
	pairs := r.Pairs(n, "ability.effects")
	if pairs == nil {
		return
	}
	if len(pairs) != 1 {
		r.Errorf(n, "ability.effects", "each effect is a map with exactly one key, e.g. {bonus_vp: [0, 1, 2]}")
		return
	}
	key, _ := r.Str(pairs[0].Key, "ability.effects")
	val := pairs[0].Value
	field := "ability.effects." + key
	e := Effect{}
	for i, name := range effectNames {
		if name != "" && name == key {
			e.Kind = EffectKind(i)
		}
	}
	trig := c.Ability.Trigger
	switch {
	case e.Kind == 0:
		r.Errorf(pairs[0].Key, field, "%q is not an effect (%s)", key, strings.Join(effectNames[1:], ", "))
		return
	case !effectAllowed(e.Kind, trig, c.Kind):
		r.Errorf(pairs[0].Key, field, "%s cannot be used by a %s ability of a %s card", key, trig, c.Kind)
		return
	case seen[e.Kind]:
		r.Errorf(pairs[0].Key, field, "only one %s effect per card", key)
		return
	}
	seen[e.Kind] = true
	switch e.Kind {
	case EffectWound:
		r.readWound(val, field, &e)
	case EffectPower:
		m := r.Fields(val, field, []string{"amount", "per", "if"}, []string{"amount"})
		if m == nil {
			return
		}
		e.Amount = r.levels(m["amount"], field+".amount", 0, 20, true)
		e.Per = Per(r.enum(m["per"], field+".per", perNames[:]))
		e.If = Cond(r.enum(m["if"], field+".if", condNames[:]))
	case EffectGivePower:
		m := r.Fields(val, field, []string{"amount", "friends", "if"}, []string{"amount"})
		if m == nil {
			return
		}
		e.Amount = r.levels(m["amount"], field+".amount", 0, 20, true)
		e.Count = 1
		if m["friends"] != nil {
			e.Count = r.IntIn(m["friends"], field+".friends", 1, NumSlots-1)
		}
		e.If = Cond(r.enum(m["if"], field+".if", condNames[:]))
	case EffectBonusDrafts, EffectDraw, EffectSellForDrafts:
		e.Amount = r.levels(val, field, 0, 3, true)
	case EffectBonusVP:
		e.Amount = r.levels(val, field, 0, 10, true)
	case EffectImmune:
		e.Immune = Immunity(r.enum(val, field, immunityNames[:]))
		if e.Immune == ImmuneNone {
			r.Errorf(val, field, "want all or column")
		}
	default: // flags: swap_in, level_up, shield, protect_behind, temporary
		if !r.Boolean(val, field) {
			r.Errorf(val, field, "only true is meaningful")
		}
	}
	c.Ability.Effects = append(c.Ability.Effects, e)
}

func (r *cardReader) readWound(n ast.Node, field string, e *Effect) {
	m := r.Fields(n, field, []string{"target", "optional", "max_level"}, []string{"target"})
	if m == nil {
		return
	}
	e.Target = Target(r.enum(m["target"], field+".target", targetNames[:]))
	if e.Target == TargetNone && m["target"] != nil {
		r.Errorf(m["target"], field+".target", "a target is required")
	}
	if m["optional"] != nil {
		e.Optional = r.Boolean(m["optional"], field+".optional")
	}
	switch {
	case e.Target == TargetRolled && m["max_level"] == nil:
		r.Errorf(n, field+".max_level", "missing field: a rolled_column wound needs the highest level it hits, e.g. [1, 2, 3]")
	case e.Target != TargetRolled && m["max_level"] != nil:
		r.Errorf(m["max_level"], field+".max_level", "only rolled_column wounds have max_level")
	case m["max_level"] != nil:
		e.Amount = r.levels(m["max_level"], field+".max_level", 1, MaxLevel, false)
	}
}

// enum reads an optional text value that must be one of names (index 0, the
// empty name, is the absent value).
func (r *cardReader) enum(n ast.Node, field string, names []string) int {
	if n == nil {
		return 0
	}
	v, ok := r.Str(n, field)
	if !ok {
		return 0
	}
	for i, name := range names {
		if name != "" && name == v {
			return i
		}
	}
	var allowed []string
	for _, name := range names {
		if name != "" {
			allowed = append(allowed, name)
		}
	}
	r.Errorf(n, field, "%q is not one of %s", v, strings.Join(allowed, ", "))
	return 0
}

// levels reads a value per level: a list of three whole numbers, or (when
// scalar is true) one number for every level.
func (r *cardReader) levels(n ast.Node, field string, lo, hi int, scalar bool) [MaxLevel]int {
	var out [MaxLevel]int
	if _, ok := n.(*ast.IntegerNode); ok && scalar {
		v := r.IntIn(n, field, lo, hi)
		return [MaxLevel]int{v, v, v}
	}
	seq, ok := n.(*ast.SequenceNode)
	if !ok || len(seq.Values) != MaxLevel {
		want, got := "a list of 3 whole numbers (levels 1, 2 and 3)", yamlfile.Describe(n)
		if scalar {
			want += " or one number"
		}
		if ok {
			got = fmt.Sprintf("%d values", len(seq.Values))
		}
		r.Errorf(n, field, "want %s, got %s", want, got)
		return out
	}
	for i, v := range seq.Values {
		out[i] = r.IntIn(v, field, lo, hi)
	}
	return out
}
