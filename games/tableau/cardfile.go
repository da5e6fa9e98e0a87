package tableau

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/goccy/go-yaml/ast"
	"github.com/goccy/go-yaml/parser"
)

// MaxDeck is the most cards (copies counted) a set with its extension may
// hold.
const MaxDeck = 240

// FileError is one problem in a card file, with its position.
type FileError struct {
	File  string
	Line  int
	Field string
	Msg   string
}

// Error formats the problem as "file:line: field: message".
func (e *FileError) Error() string {
	field := ""
	if e.Field != "" {
		field = e.Field + ": "
	}
	return fmt.Sprintf("%s:%d: %s%s", e.File, e.Line, field, e.Msg)
}

// FileErrors lists every problem found in a card file.
type FileErrors []*FileError

// Error joins the problems, one per line.
func (l FileErrors) Error() string {
	msgs := make([]string, len(l))
	for i, e := range l {
		msgs[i] = e.Error()
	}
	return strings.Join(msgs, "\n")
}

// ParseCardFile reads and validates a Tableau card file (format:
// docs/tableau.md). name is used in messages. On failure the error is a
// FileErrors listing every problem found.
func ParseCardFile(name string, data []byte) (*CardSet, error) {
	r := &cardReader{file: name}
	cs := r.read(data)
	if len(r.errs) > 0 {
		return nil, r.errs
	}
	return cs, nil
}

type cardReader struct {
	file string
	errs FileErrors
}

func (r *cardReader) errorf(n ast.Node, field, format string, args ...any) {
	r.errs = append(r.errs, &FileError{File: r.file, Line: line(n), Field: field, Msg: fmt.Sprintf(format, args...)})
}

func line(n ast.Node) int {
	if n == nil || n.GetToken() == nil || n.GetToken().Position == nil {
		return 1
	}
	return max(n.GetToken().Position.Line, 1)
}

func (r *cardReader) read(data []byte) *CardSet {
	f, err := parser.ParseBytes(data, 0)
	if err != nil {
		l, msg := yamlErrorLine(err.Error())
		r.errs = append(r.errs, &FileError{File: r.file, Line: l, Msg: "not valid YAML: " + msg})
		return nil
	}
	if len(f.Docs) != 1 || f.Docs[0].Body == nil {
		r.errs = append(r.errs, &FileError{File: r.file, Line: 1, Msg: "want exactly one YAML document with game, set and cards"})
		return nil
	}
	top := r.fields(f.Docs[0].Body, "file", []string{"game", "set", "cards"}, []string{"game", "set", "cards"})
	if top == nil {
		return nil
	}
	cs := &CardSet{File: r.file, Cards: []Card{{}}}
	if g, ok := r.str(top["game"], "game"); ok && g != Name {
		r.errorf(top["game"], "game", "this file is for %q; want %q", g, Name)
	}
	if s, ok := r.str(top["set"], "set"); ok {
		cs.Set = strings.ToLower(s)
		if cs.Set == "" {
			r.errorf(top["set"], "set", "empty set name")
		}
	}
	names := map[string]int{}
	total := 0
	for _, cn := range r.seq(top["cards"], "cards") {
		if len(cs.Cards) > MaxCardTypes {
			r.errorf(cn, "cards", "more than %d card types", MaxCardTypes)
			break
		}
		c := r.readCard(cn, CardID(len(cs.Cards)), cs.Set)
		if c == nil {
			continue
		}
		key := strings.ToLower(c.Name)
		if prev, dup := names[key]; dup {
			r.errorf(cn, "name", "card %q is already defined on line %d", c.Name, prev)
			continue
		}
		names[key] = c.Line
		total += c.Copies
		cs.Cards = append(cs.Cards, *c)
	}
	if len(r.errs) > 0 {
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
		r.errorf(top["cards"], "cards", "%d foods have level_up; a set has at most one", levelUps)
	case cs.Count(KindAnimal) == 0:
		r.errorf(top["cards"], "cards", "the set needs at least one animal")
	case total > MaxDeck:
		r.errorf(top["cards"], "cards", "%d cards in all (copies counted); at most %d", total, MaxDeck)
	}
	if len(r.errs) > 0 {
		return nil
	}
	cs.finish()
	return cs
}

// yamlErrorLine splits go-yaml's "[line:column] message" into the line and
// the message's first line.
func yamlErrorLine(s string) (int, string) {
	s = strings.TrimSpace(s)
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		s = s[:i]
	}
	l := 1
	if strings.HasPrefix(s, "[") {
		if end := strings.IndexByte(s, ']'); end > 0 {
			pos, rest := s[1:end], strings.TrimSpace(s[end+1:])
			if ln, _, ok := strings.Cut(pos, ":"); ok {
				if v, err := strconv.Atoi(ln); err == nil && v >= 1 {
					l, s = v, rest
				}
			}
		}
	}
	return l, s
}

var cardFields = []string{"name", "kind", "power", "copies", "source", "text", "ability"}

func (r *cardReader) readCard(n ast.Node, id CardID, set string) *Card {
	before := len(r.errs)
	m := r.fields(n, "card", cardFields, []string{"name", "kind", "copies", "source", "text"})
	if m == nil || len(r.errs) > before {
		return nil
	}
	c := &Card{ID: id, Set: set, Line: line(n)}
	c.Name, _ = r.str(m["name"], "name")
	switch {
	case c.Name == "":
		r.errorf(m["name"], "name", "empty name")
	case strings.TrimSpace(c.Name) != c.Name:
		r.errorf(m["name"], "name", "name %q has surrounding spaces", c.Name)
	}
	if k, ok := r.str(m["kind"], "kind"); ok {
		switch k {
		case "animal":
			c.Kind = KindAnimal
		case "food":
			c.Kind = KindFood
		default:
			r.errorf(m["kind"], "kind", "%q is not a kind (animal or food)", k)
		}
	}
	c.Copies = r.intIn(m["copies"], "copies", 1, MaxCopies)
	if src, ok := r.str(m["source"], "source"); ok {
		if src != "rulebook" && src != "designed" {
			r.errorf(m["source"], "source", "%q is not a source (rulebook or designed)", src)
		}
		c.Source = src
	}
	c.Text, _ = r.str(m["text"], "text")
	switch {
	case c.Kind == KindAnimal && m["power"] == nil:
		r.errorf(n, "power", "missing field: an animal needs its power at levels 1, 2 and 3, e.g. [2, 4, 6]")
	case c.Kind == KindFood && m["power"] != nil:
		r.errorf(m["power"], "power", "food has no power of its own (give it a power effect)")
	case m["power"] != nil:
		c.Power = r.levels(m["power"], "power", 0, 20, false)
	}
	if len(r.errs) > before {
		return nil
	}
	if m["ability"] != nil {
		r.readAbility(m["ability"], c)
	}
	if len(r.errs) > before {
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
	before := len(r.errs)
	m := r.fields(n, "ability", []string{"trigger", "effects"}, []string{"trigger", "effects"})
	if m == nil || len(r.errs) > before {
		return
	}
	a := &c.Ability
	t, _ := r.str(m["trigger"], "ability.trigger")
	for i, name := range triggerNames {
		if name != "" && name == t {
			a.Trigger = Trigger(i)
		}
	}
	if a.Trigger == TriggerNone {
		r.errorf(m["trigger"], "ability.trigger", "%q is not a trigger (%s)", t, strings.Join(triggerNames[1:], ", "))
		return
	}
	if int(a.Trigger) < len(triggerKinds) && triggerKinds[a.Trigger] != 0 && triggerKinds[a.Trigger] != c.Kind {
		r.errorf(m["trigger"], "ability.trigger", "only %s cards have %s abilities", triggerKinds[a.Trigger], t)
		return
	}
	effects := r.seq(m["effects"], "ability.effects")
	if len(effects) == 0 && len(r.errs) == before {
		r.errorf(m["effects"], "ability.effects", "an ability needs at least one effect")
	}
	seen := map[EffectKind]bool{}
	for _, en := range effects {
		r.readEffect(en, c, seen)
	}
}

func (r *cardReader) readEffect(n ast.Node, c *Card, seen map[EffectKind]bool) {
	pairs := r.pairs(n, "ability.effects")
	if pairs == nil {
		return
	}
	if len(pairs) != 1 {
		r.errorf(n, "ability.effects", "each effect is a map with exactly one key, e.g. {bonus_vp: [0, 1, 2]}")
		return
	}
	key, _ := r.str(pairs[0].Key, "ability.effects")
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
		r.errorf(pairs[0].Key, field, "%q is not an effect (%s)", key, strings.Join(effectNames[1:], ", "))
		return
	case !effectAllowed(e.Kind, trig, c.Kind):
		r.errorf(pairs[0].Key, field, "%s cannot be used by a %s ability of a %s card", key, trig, c.Kind)
		return
	case seen[e.Kind]:
		r.errorf(pairs[0].Key, field, "only one %s effect per card", key)
		return
	}
	seen[e.Kind] = true
	switch e.Kind {
	case EffectWound:
		r.readWound(val, field, &e)
	case EffectPower:
		m := r.fields(val, field, []string{"amount", "per", "if"}, []string{"amount"})
		if m == nil {
			return
		}
		e.Amount = r.levels(m["amount"], field+".amount", 0, 20, true)
		e.Per = Per(r.enum(m["per"], field+".per", perNames[:]))
		e.If = Cond(r.enum(m["if"], field+".if", condNames[:]))
	case EffectGivePower:
		m := r.fields(val, field, []string{"amount", "friends", "if"}, []string{"amount"})
		if m == nil {
			return
		}
		e.Amount = r.levels(m["amount"], field+".amount", 0, 20, true)
		e.Count = 1
		if m["friends"] != nil {
			e.Count = r.intIn(m["friends"], field+".friends", 1, NumSlots-1)
		}
		e.If = Cond(r.enum(m["if"], field+".if", condNames[:]))
	case EffectBonusDrafts, EffectDraw, EffectSellForDrafts:
		e.Amount = r.levels(val, field, 0, 3, true)
	case EffectBonusVP:
		e.Amount = r.levels(val, field, 0, 10, true)
	case EffectImmune:
		e.Immune = Immunity(r.enum(val, field, immunityNames[:]))
		if e.Immune == ImmuneNone {
			r.errorf(val, field, "want all or column")
		}
	default: // flags: swap_in, level_up, shield, protect_behind, temporary
		if !r.boolean(val, field) {
			r.errorf(val, field, "only true is meaningful")
		}
	}
	c.Ability.Effects = append(c.Ability.Effects, e)
}

func (r *cardReader) readWound(n ast.Node, field string, e *Effect) {
	m := r.fields(n, field, []string{"target", "optional", "max_level"}, []string{"target"})
	if m == nil {
		return
	}
	e.Target = Target(r.enum(m["target"], field+".target", targetNames[:]))
	if e.Target == TargetNone && m["target"] != nil {
		r.errorf(m["target"], field+".target", "a target is required")
	}
	if m["optional"] != nil {
		e.Optional = r.boolean(m["optional"], field+".optional")
	}
	switch {
	case e.Target == TargetRolled && m["max_level"] == nil:
		r.errorf(n, field+".max_level", "missing field: a rolled_column wound needs the highest level it hits, e.g. [1, 2, 3]")
	case e.Target != TargetRolled && m["max_level"] != nil:
		r.errorf(m["max_level"], field+".max_level", "only rolled_column wounds have max_level")
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
	v, ok := r.str(n, field)
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
	r.errorf(n, field, "%q is not one of %s", v, strings.Join(allowed, ", "))
	return 0
}

// levels reads a value per level: a list of three whole numbers, or (when
// scalar is true) one number for every level.
func (r *cardReader) levels(n ast.Node, field string, lo, hi int, scalar bool) [MaxLevel]int {
	var out [MaxLevel]int
	if _, ok := n.(*ast.IntegerNode); ok && scalar {
		v := r.intIn(n, field, lo, hi)
		return [MaxLevel]int{v, v, v}
	}
	seq, ok := n.(*ast.SequenceNode)
	if !ok || len(seq.Values) != MaxLevel {
		want, got := "a list of 3 whole numbers (levels 1, 2 and 3)", describe(n)
		if scalar {
			want += " or one number"
		}
		if ok {
			got = fmt.Sprintf("%d values", len(seq.Values))
		}
		r.errorf(n, field, "want %s, got %s", want, got)
		return out
	}
	for i, v := range seq.Values {
		out[i] = r.intIn(v, field, lo, hi)
	}
	return out
}

// pairs returns the key/value pairs of a mapping node.
func (r *cardReader) pairs(n ast.Node, field string) []*ast.MappingValueNode {
	switch v := n.(type) {
	case *ast.MappingNode:
		return v.Values
	case *ast.MappingValueNode:
		return []*ast.MappingValueNode{v}
	case nil:
		r.errs = append(r.errs, &FileError{File: r.file, Line: 1, Field: field, Msg: "missing value"})
	default:
		r.errorf(n, field, "want a map of fields, got %s", describe(n))
	}
	return nil
}

// fields reads a mapping with the allowed keys, reporting unknown, repeated
// and missing ones; it returns nil if n is not a mapping.
func (r *cardReader) fields(n ast.Node, what string, allowed, required []string) map[string]ast.Node {
	ps := r.pairs(n, what)
	if ps == nil {
		return nil
	}
	m := make(map[string]ast.Node, len(ps))
	for _, p := range ps {
		key, ok := r.str(p.Key, what)
		if !ok {
			continue
		}
		known := false
		for _, a := range allowed {
			known = known || a == key
		}
		switch {
		case !known:
			r.errorf(p.Key, key, "unknown field in %s (allowed: %s)", what, strings.Join(allowed, ", "))
		case m[key] != nil:
			r.errorf(p.Key, key, "field given twice")
		default:
			m[key] = p.Value
		}
	}
	for _, req := range required {
		if _, ok := m[req]; !ok {
			r.errorf(n, req, "missing field in %s", what)
		}
	}
	return m
}

func (r *cardReader) seq(n ast.Node, field string) []ast.Node {
	switch v := n.(type) {
	case *ast.SequenceNode:
		return v.Values
	case nil:
		return nil
	default:
		r.errorf(n, field, "want a list, got %s", describe(n))
		return nil
	}
}

func (r *cardReader) str(n ast.Node, field string) (string, bool) {
	switch v := n.(type) {
	case *ast.StringNode:
		return v.Value, true
	case *ast.LiteralNode:
		return strings.TrimSpace(v.Value.Value), true
	case nil:
		return "", false
	default:
		r.errorf(n, field, "want text, got %s", describe(n))
		return "", false
	}
}

func (r *cardReader) intIn(n ast.Node, field string, lo, hi int) int {
	v, ok := n.(*ast.IntegerNode)
	if !ok {
		if n != nil {
			r.errorf(n, field, "want a whole number from %d to %d, got %s", lo, hi, describe(n))
		}
		return 0
	}
	var x int64
	switch iv := v.Value.(type) {
	case int64:
		x = iv
	case uint64:
		x = int64(min(iv, 1<<62))
	}
	if x < int64(lo) || x > int64(hi) {
		r.errorf(n, field, "%d is out of range (%d to %d)", x, lo, hi)
		return 0
	}
	return int(x)
}

func (r *cardReader) boolean(n ast.Node, field string) bool {
	v, ok := n.(*ast.BoolNode)
	if !ok {
		r.errorf(n, field, "want true or false, got %s", describe(n))
		return false
	}
	return v.Value
}

// describe names a node's type and text for messages.
func describe(n ast.Node) string {
	if n == nil {
		return "nothing"
	}
	text := strings.TrimSpace(n.String())
	if len(text) > 30 {
		text = text[:30] + "..."
	}
	switch n.(type) {
	case *ast.MappingNode, *ast.MappingValueNode:
		return "a map"
	case *ast.SequenceNode:
		return "a list"
	case *ast.NullNode:
		return "nothing"
	case *ast.StringNode, *ast.LiteralNode:
		return fmt.Sprintf("text %q", text)
	case *ast.AnchorNode, *ast.AliasNode, *ast.TagNode:
		return "an anchor, alias or tag (not supported)"
	}
	return fmt.Sprintf("%q", text)
}
