package cardbattle

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/goccy/go-yaml/ast"
	"github.com/goccy/go-yaml/parser"
)

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

// CardFile is a card file's name (for messages) and content.
type CardFile struct {
	Name string
	Data []byte
}

// ParseCardFile reads and validates a card file. name is used in messages.
// On failure the error is a FileErrors listing every problem found.
func ParseCardFile(name string, data []byte) (*CardSet, error) {
	return ParseCardFiles(CardFile{Name: name, Data: data})
}

// ParseCardFiles reads several card files into one set (for instance the
// supply cards and the packs in play): card names are unique across the
// files, and hats with the same name are the same hat.
func ParseCardFiles(files ...CardFile) (*CardSet, error) {
	r := &cardReader{declared: map[string]bool{}, hats: map[string]int{}, names: map[string]place{}}
	cs := &CardSet{Cards: []Card{{Hat: -1}}}
	var packs, names []string
	for _, f := range files {
		r.file = f.Name
		if pack := r.readFile(cs, f.Data); pack != "" && pack != "supply" && !contains(packs, pack) {
			packs = append(packs, pack)
		}
		names = append(names, f.Name)
	}
	cs.File = strings.Join(names, ", ")
	cs.Pack = strings.Join(packs, "+")
	if cs.Pack == "" {
		cs.Pack = "supply"
	}
	cs.finish()
	r.resolveRefs(cs)
	appleFailed := cs.apple == 0 && r.declared["apple"] // reported already
	if !appleFailed && !r.broken && (cs.apple == 0 || cs.Cards[cs.apple].Kind != KindFood || !cs.Cards[cs.apple].Supply()) {
		r.errs = append(r.errs, &FileError{File: r.cards.file, Line: r.cards.line, Field: "cards", Msg: "the set needs an \"Apple\" supply food (tier 0): the Sell action pays with it"})
	}
	if len(r.errs) > 0 {
		return nil, r.errs
	}
	cs.hash = cs.computeHash()
	return cs, nil
}

// place is a line of a card file.
type place struct {
	file string
	line int
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

type cardReader struct {
	file string
	errs FileErrors
	hats map[string]int
	// names maps every valid card's lower-case name to where it is defined.
	names map[string]place
	// cards is the position of the last file's cards list, for messages
	// about the whole set.
	cards place
	// broken is set when a file could not be read as a card file at all.
	broken bool
	// declared holds every card name in the files, valid or not, so that a
	// reference to a card with its own errors is not also called unknown.
	declared map[string]bool
}

func (r *cardReader) errorf(n ast.Node, field, format string, args ...any) {
	r.errs = append(r.errs, &FileError{File: r.file, Line: line(n), Field: field, Msg: fmt.Sprintf(format, args...)})
}

func line(n ast.Node) int {
	if n == nil || n.GetToken() == nil || n.GetToken().Position == nil {
		return 1
	}
	return n.GetToken().Position.Line
}

// readFile adds one file's cards to cs and returns its pack name.
func (r *cardReader) readFile(cs *CardSet, data []byte) string {
	f, err := parser.ParseBytes(data, 0)
	if err != nil {
		l, msg := yamlErrorLine(err.Error())
		r.errs = append(r.errs, &FileError{File: r.file, Line: l, Msg: "not valid YAML: " + msg})
		r.broken = true
		return ""
	}
	if len(f.Docs) != 1 || f.Docs[0].Body == nil {
		r.errs = append(r.errs, &FileError{File: r.file, Line: 1, Msg: "want exactly one YAML document with game, pack, hats and cards"})
		r.broken = true
		return ""
	}
	top := r.fields(f.Docs[0].Body, "file", []string{"game", "pack", "hats", "cards"}, []string{"game", "pack", "hats", "cards"})
	if top == nil || top["cards"] == nil {
		r.broken = true
		return ""
	}
	if g, ok := r.str(top["game"], "game"); ok && g != "cardbattle" {
		r.errorf(top["game"], "game", "this file is for %q; want \"cardbattle\"", g)
	}
	pack := ""
	if p, ok := r.str(top["pack"], "pack"); ok {
		pack = strings.ToLower(p)
	}
	r.readHats(cs, top["hats"])
	r.cards = place{r.file, line(top["cards"])}
	for _, cn := range r.seq(top["cards"], "cards") {
		if len(cs.Cards) > MaxCardTypes {
			r.errorf(cn, "cards", "more than %d card types", MaxCardTypes)
			break
		}
		c := r.readCard(cn, CardID(len(cs.Cards)), pack)
		if c == nil {
			continue
		}
		key := strings.ToLower(c.Name)
		if prev, dup := r.names[key]; dup {
			where := fmt.Sprintf("on line %d", prev.line)
			if prev.file != r.file {
				where = fmt.Sprintf("in %s on line %d", prev.file, prev.line)
			}
			r.errorf(cn, "name", "card %q is already defined %s", c.Name, where)
			continue
		}
		r.names[key] = place{r.file, c.Line}
		cs.Cards = append(cs.Cards, *c)
	}
	return pack
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
				if v, err := strconv.Atoi(ln); err == nil {
					l, s = v, rest
				}
			}
		}
	}
	return l, s
}

func (r *cardReader) readHats(cs *CardSet, n ast.Node) {
	seen := map[string]bool{}
	for _, h := range r.seq(n, "hats") {
		name, ok := r.str(h, "hats")
		if !ok {
			continue
		}
		name = strings.ToLower(name)
		if seen[name] {
			r.errorf(h, "hats", "hat %q listed twice", name)
			continue
		}
		seen[name] = true
		if _, known := r.hats[name]; !known {
			r.hats[name] = len(cs.Hats)
			cs.Hats = append(cs.Hats, name)
		}
	}
}

var cardFields = []string{"name", "kind", "tier", "power", "hat", "copies", "perk", "source", "text", "ability",
	"damage_taken_when_attacked", "damage_dealt_when_attacking"}

func (r *cardReader) readCard(n ast.Node, id CardID, pack string) *Card {
	before := len(r.errs)
	m := r.fields(n, "card", cardFields, []string{"name", "kind", "tier", "power", "source", "text"})
	if m == nil {
		return nil
	}
	if name, ok := m["name"].(*ast.StringNode); ok {
		r.declared[strings.ToLower(name.Value)] = true
	}
	if len(r.errs) > before {
		return nil
	}
	c := &Card{ID: id, Pack: pack, Hat: -1, Line: line(n)}
	c.Name, _ = r.str(m["name"], "name")
	r.declared[strings.ToLower(c.Name)] = true
	if c.Name != "" && strings.TrimSpace(c.Name) != c.Name {
		r.errorf(m["name"], "name", "name %q has surrounding spaces", c.Name)
	}
	if c.Name == "" && m["name"] != nil {
		r.errorf(m["name"], "name", "empty name")
	}
	if k, ok := r.str(m["kind"], "kind"); ok {
		switch k {
		case "pet":
			c.Kind = KindPet
		case "food":
			c.Kind = KindFood
		case "token":
			c.Kind = KindToken
		default:
			r.errorf(m["kind"], "kind", "%q is not a kind (pet, food or token)", k)
		}
	}
	c.Tier = r.intIn(m["tier"], "tier", 0, 6)
	c.Power = r.intIn(m["power"], "power", 0, 99)
	if src, ok := r.str(m["source"], "source"); ok {
		if src != "rulebook" && src != "designed" {
			r.errorf(m["source"], "source", "%q is not a source (rulebook or designed)", src)
		}
		c.Source = src
	}
	c.Text, _ = r.str(m["text"], "text")
	if m["hat"] != nil {
		if h, ok := r.str(m["hat"], "hat"); ok {
			idx, known := r.hats[strings.ToLower(h)]
			if !known {
				r.errorf(m["hat"], "hat", "hat %q is not in the file's hats list", h)
			}
			c.Hat = idx
		}
	}
	if m["copies"] != nil {
		c.Copies = r.intIn(m["copies"], "copies", 1, MaxCopies)
	}
	if m["perk"] != nil {
		c.Perk = r.boolean(m["perk"], "perk")
	}
	if m["damage_taken_when_attacked"] != nil {
		c.TakenWhenAttacked = r.intIn(m["damage_taken_when_attacked"], "damage_taken_when_attacked", -9, 9)
	}
	if m["damage_dealt_when_attacking"] != nil {
		c.DealtWhenAttacking = r.intIn(m["damage_dealt_when_attacking"], "damage_dealt_when_attacking", -9, 9)
	}
	if len(r.errs) > before {
		return nil
	}
	r.checkShape(n, m, c)
	if m["ability"] != nil {
		r.readAbility(m["ability"], c)
	}
	if len(r.errs) > before {
		return nil
	}
	return c
}

// checkShape enforces the fields each kind of card must or must not have.
func (r *cardReader) checkShape(n ast.Node, m map[string]ast.Node, c *Card) {
	supply := c.Tier == 0
	switch {
	case supply && m["copies"] != nil:
		r.errorf(m["copies"], "copies", "supply cards (tier 0) are unlimited and take no copies")
	case !supply && m["copies"] == nil:
		r.errorf(n, "copies", "missing field: a tier %d card needs copies", c.Tier)
	}
	needsHat := c.Kind == KindPet && !supply
	switch {
	case needsHat && m["hat"] == nil:
		r.errorf(n, "hat", "missing field: pets in tiers 1-6 need a hat")
	case !needsHat && m["hat"] != nil:
		r.errorf(m["hat"], "hat", "only pets in tiers 1-6 wear hats")
	}
	if c.Kind != KindFood {
		for _, f := range []string{"perk", "damage_taken_when_attacked", "damage_dealt_when_attacking"} {
			if m[f] != nil {
				r.errorf(m[f], f, "only food cards have this field")
			}
		}
	}
	if c.Kind == KindFood && !c.Perk {
		for _, f := range []string{"damage_taken_when_attacked", "damage_dealt_when_attacking", "ability"} {
			if m[f] != nil {
				r.errorf(m[f], f, "only perk foods have this field (add perk: true)")
			}
		}
	}
	if c.Kind == KindPet && c.Power == 0 && !strings.EqualFold(c.Name, "Golden Retriever") {
		r.errorf(m["power"], "power", "a pet needs power of at least 1")
	}
	if c.Kind == KindToken && m["ability"] != nil {
		r.errorf(m["ability"], "ability", "tokens have no abilities")
	}
}

var abilityFields = []string{"trigger", "if", "cost", "effects"}

func (r *cardReader) readAbility(n ast.Node, c *Card) {
	before := len(r.errs)
	m := r.fields(n, "ability", abilityFields, []string{"trigger", "effects"})
	if m == nil || len(r.errs) > before {
		return
	}
	a := &c.Ability
	if t, ok := r.str(m["trigger"], "ability.trigger"); ok {
		for i, name := range triggerNames {
			if name != "" && name == t {
				a.Trigger = Trigger(i)
			}
		}
		if a.Trigger == TriggerNone {
			r.errorf(m["trigger"], "ability.trigger", "%q is not a trigger (%s)", t, strings.Join(triggerNames[1:], ", "))
			return
		}
	}
	if c.Kind == KindFood && a.Trigger != TriggerHurt && a.Trigger != TriggerFaint && a.Trigger != TriggerEnemyFaints {
		r.errorf(m["trigger"], "ability.trigger", "a perk's ability must trigger in battle on hurt, faint or enemy_faints")
	}
	if m["if"] != nil {
		r.readCondition(m["if"], a)
	}
	if m["cost"] != nil {
		cm := r.fields(m["cost"], "ability.cost", []string{"trumpets", "mana"}, nil)
		switch {
		case cm == nil:
		case len(cm) != 1:
			r.errorf(m["cost"], "ability.cost", "want exactly one of trumpets or mana")
		case cm["trumpets"] != nil:
			a.Cost, a.CostN = ResourceTrumpets, r.intIn(cm["trumpets"], "ability.cost.trumpets", 1, 20)
		default:
			a.Cost, a.CostN = ResourceMana, r.intIn(cm["mana"], "ability.cost.mana", 1, 20)
		}
	}
	effects := r.seq(m["effects"], "ability.effects")
	if len(effects) == 0 && m["effects"] != nil {
		r.errorf(m["effects"], "ability.effects", "an ability needs at least one effect")
	}
	for _, en := range effects {
		r.readEffect(en, c, &a.Effects, false)
	}
}

func (r *cardReader) readCondition(n ast.Node, a *Ability) {
	m := r.fields(n, "ability.if", []string{"round_at_least", "not_fainted"}, nil)
	if m == nil {
		return
	}
	if len(m) != 1 {
		r.errorf(n, "ability.if", "want exactly one condition")
		return
	}
	if v := m["round_at_least"]; v != nil {
		a.Cond, a.CondArg = CondRoundAtLeast, r.intIn(v, "ability.if.round_at_least", 1, 6)
	}
	if v := m["not_fainted"]; v != nil {
		if !r.boolean(v, "ability.if.not_fainted") {
			r.errorf(v, "ability.if.not_fainted", "only true is meaningful")
		}
		a.Cond = CondNotFainted
	}
}

// effectsFor lists the effects allowed for a trigger family.
func effectAllowed(k EffectKind, shop bool) bool {
	switch k {
	case EffectRefreshGold:
		return shop
	case EffectAdd, EffectGainTrumpets, EffectGainMana:
		return true
	default:
		return !shop
	}
}

func (r *cardReader) readEffect(n ast.Node, c *Card, dst *[]Effect, nested bool) {
	pairs := r.pairs(n, "ability.effects")
	if pairs == nil {
		return
	}
	if len(pairs) != 1 {
		r.errorf(n, "ability.effects", "each effect is a map with exactly one key, e.g. {add: {card: Apple, count: 1, to: hand}}")
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
	if e.Kind == 0 {
		r.errorf(pairs[0].Key, field, "%q is not an effect (%s)", key, strings.Join(effectNames[1:], ", "))
		return
	}
	trig := c.Ability.Trigger
	shop := trig.inShop()
	before := len(r.errs)
	if !effectAllowed(e.Kind, shop) {
		r.errorf(pairs[0].Key, field, "%s cannot be used by a %s ability", key, trig)
		return
	}
	switch e.Kind {
	case EffectAdd:
		m := r.fields(val, field, []string{"card", "count", "to", "per", "max"}, []string{"card", "count", "to"})
		if m == nil || len(r.errs) > before {
			return
		}
		r.readCount(m, field, &e, 1, 9)
		to, _ := r.str(m["to"], field+".to")
		switch to {
		case "hand":
			e.Place = PlaceHand
		case "deck_top":
			e.Place = PlaceDeckTop
		case "enemy_deck_top":
			e.Place = PlaceEnemyDeckTop
		default:
			r.errorf(m["to"], field+".to", "%q is not a place (hand, deck_top or enemy_deck_top)", to)
		}
		if shop && e.Place != PlaceHand {
			r.errorf(m["to"], field+".to", "a %s ability can only add to the hand", trig)
		}
		if !shop && e.Place == PlaceHand {
			r.errorf(m["to"], field+".to", "cards added to the hand in battle would never be used")
		}
		r.refCard(m["card"], field+".card", &e, 0)
	case EffectRocks:
		m := r.fields(val, field, []string{"dice", "at", "per", "max"}, []string{"dice", "at"})
		if m == nil || len(r.errs) > before {
			return
		}
		e.Count = r.intIn(m["dice"], field+".dice", 1, 8)
		r.readPer(m, field, &e)
		at, _ := r.str(m["at"], field+".at")
		switch at {
		case "enemy":
			e.Target = TargetEnemy
		case "self":
			e.Target = TargetSelf
		case "each_active":
			self := e
			self.Target = TargetSelf
			*dst = append(*dst, self)
			e.Target = TargetEnemy
		default:
			r.errorf(m["at"], field+".at", "%q is not a target (enemy, self or each_active)", at)
		}
	case EffectEat:
		m := r.fields(val, field, []string{"card", "count", "per", "max"}, []string{"card", "count"})
		if m == nil || len(r.errs) > before {
			return
		}
		r.readCount(m, field, &e, 1, 9)
		r.refCard(m["card"], field+".card", &e, KindFood)
	case EffectHeal:
		e.Count = r.intIn(val, field, 1, 99)
	case EffectRefreshGold:
		e.Count = r.intIn(val, field, 1, 3)
	case EffectStripApples:
		if t, ok := r.str(val, field); ok && t != "enemy" {
			r.errorf(val, field, "only \"enemy\" is supported")
		}
		e.Target = TargetEnemy
	case EffectGainTrumpets, EffectGainMana:
		e.Count = r.intIn(val, field, 1, 20)
	case EffectAilment:
		m := r.fields(val, field, []string{"card", "count", "at", "per", "max"}, []string{"card", "count", "at"})
		if m == nil || len(r.errs) > before {
			return
		}
		r.readCount(m, field, &e, 1, 9)
		switch at, _ := r.str(m["at"], field+".at"); at {
		case "enemy":
			e.Target = TargetEnemy
		case "self":
			e.Target = TargetSelf
		default:
			r.errorf(m["at"], field+".at", "%q is not a target (enemy or self)", at)
		}
		r.refCard(m["card"], field+".card", &e, KindToken)
	case EffectSetAside:
		if nested {
			r.errorf(pairs[0].Key, field, "set_aside cannot be nested")
			return
		}
		if trig != TriggerFaint || c.Kind != KindPet {
			r.errorf(pairs[0].Key, field, "set_aside belongs to a pet's faint ability")
			return
		}
		if c.Ability.Later != nil {
			r.errorf(pairs[0].Key, field, "only one set_aside per ability")
			return
		}
		later := r.seq(val, field)
		if len(later) == 0 {
			r.errorf(val, field, "set_aside needs the effects to resolve when you next play a pet")
		}
		c.Ability.Later = []Effect{}
		for _, ln := range later {
			r.readEffect(ln, c, &c.Ability.Later, true)
		}
	}
	*dst = append(*dst, e)
}

func (r *cardReader) readCount(m map[string]ast.Node, field string, e *Effect, lo, hi int) {
	e.Count = r.intIn(m["count"], field+".count", lo, hi)
	r.readPer(m, field, e)
}

func (r *cardReader) readPer(m map[string]ast.Node, field string, e *Effect) {
	if m["per"] != nil {
		switch p, _ := r.str(m["per"], field+".per"); p {
		case "fainted_pets":
			e.Per = PerFaintedPets
		case "enemy_fainted_pets":
			e.Per = PerEnemyFaintedPets
		case "trumpets":
			e.Per = PerTrumpets
		case "mana":
			e.Per = PerMana
		default:
			r.errorf(m["per"], field+".per", "%q is not a multiplier (fainted_pets, enemy_fainted_pets, trumpets or mana)", p)
		}
	}
	if m["max"] != nil {
		if e.Per == PerOne {
			r.errorf(m["max"], field+".max", "max only applies with per")
		}
		e.Max = r.intIn(m["max"], field+".max", 1, 20)
	}
}

func (r *cardReader) refCard(n ast.Node, field string, e *Effect, kind Kind) {
	name, ok := r.str(n, field)
	if !ok {
		return
	}
	e.ref = &cardRef{name: name, line: line(n), field: field, kind: kind}
}

// resolveRefs turns the card names effects refer to into ids, once every
// card is known; referenced cards must be supply cards (of the right kind).
func (r *cardReader) resolveRefs(cs *CardSet) {
	for i := 1; i < len(cs.Cards); i++ {
		c := &cs.Cards[i]
		for _, list := range [][]Effect{c.Ability.Effects, c.Ability.Later} {
			for j := range list {
				e := &list[j]
				if e.ref == nil {
					continue
				}
				ref := e.ref
				e.ref = nil
				id, ok := cs.Lookup(ref.name)
				switch {
				case !ok && r.declared[strings.ToLower(strings.TrimSpace(ref.name))]:
					// the card is in the file but has errors of its own
				case !ok:
					r.errs = append(r.errs, &FileError{File: r.file, Line: ref.line, Field: ref.field, Msg: fmt.Sprintf("unknown card %q", ref.name)})
				case !cs.Cards[id].Supply():
					r.errs = append(r.errs, &FileError{File: r.file, Line: ref.line, Field: ref.field, Msg: fmt.Sprintf("%q is not a supply card (tier 0); abilities can only take cards from the supply", ref.name)})
				case ref.kind != 0 && cs.Cards[id].Kind != ref.kind:
					r.errs = append(r.errs, &FileError{File: r.file, Line: ref.line, Field: ref.field, Msg: fmt.Sprintf("%q is a %s, not a %s", ref.name, cs.Cards[id].Kind, ref.kind)})
				case ref.kind == KindToken && id != cs.exposed && id != cs.spooked:
					r.errs = append(r.errs, &FileError{File: r.file, Line: ref.line, Field: ref.field, Msg: fmt.Sprintf("%q is not an ailment (Exposed or Spooked)", ref.name)})
				case ref.kind != KindToken && cs.Cards[id].Kind == KindToken:
					r.errs = append(r.errs, &FileError{File: r.file, Line: ref.line, Field: ref.field, Msg: fmt.Sprintf("%q is a token; add pets or food", ref.name)})
				}
				e.Card = id
			}
		}
	}
}

// cardRef is a card name an effect refers to, resolved after loading.
type cardRef struct {
	name  string
	line  int
	field string
	kind  Kind // required kind, or 0 for pet or food
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
			if _, null := p.Value.(*ast.NullNode); null {
				m[key] = p.Value
			}
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
