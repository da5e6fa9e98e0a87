package cardbattle

import (
	"fmt"
	"strings"

	"github.com/goccy/go-yaml/ast"

	"menagerie/games/internal/cardicons"
	"menagerie/games/internal/yamlfile"
)

// FileError is one problem in a card file, with its position.
type FileError = yamlfile.FileError

// FileErrors lists every problem found in a card file.
type FileErrors = yamlfile.FileErrors

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
		r.File = f.Name
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
	if err := cs.checkTierDecks(); err != nil && !r.broken {
		r.Errs = append(r.Errs, &FileError{File: r.cards.file, Line: r.cards.line, Field: "cards", Msg: err.Error()})
	}
	if cs.payment == 0 && !r.paymentDeclared && !r.broken {
		r.Errs = append(r.Errs, &FileError{File: r.cards.file, Line: r.cards.line, Field: "cards", Msg: "the set needs a supply food (tier 0) with sale_payment: true (the Apple): the Sell action pays with it"})
	}
	if len(r.Errs) == 0 && cs.Count(KindPet) == 0 {
		// The least a game can be played with: a pet to buy. A card with
		// errors of its own may be the pet, so only a clean file is judged.
		r.Errs = append(r.Errs, &FileError{File: r.cards.file, Line: r.cards.line, Field: "cards", Msg: "the set has no pet in tiers 1-6: nobody could buy a pet, so every battle would be a draw; add at least one"})
	}
	if len(r.Errs) > 0 {
		return nil, r.Errs
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
	yamlfile.Reader
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
	// paymentDeclared is set when a card, valid or not, has sale_payment, so
	// that a broken payment card is not also reported missing.
	paymentDeclared bool
	// payment and reserve are where the card with sale_payment and the card
	// with reserve are defined, to refuse a second one.
	payment, reserve *place
}

// readFile adds one file's cards to cs and returns its pack name.
func (r *cardReader) readFile(cs *CardSet, data []byte) string {
	body := r.Document(data, "game, pack, hats and cards")
	if body == nil {
		r.broken = true
		return ""
	}
	top := r.Fields(body, "file", []string{"game", "pack", "hats", "cards"}, []string{"game", "pack", "hats", "cards"})
	if top == nil || top["cards"] == nil {
		r.broken = true
		return ""
	}
	if g, ok := r.Str(top["game"], "game"); ok && g != "cardbattle" {
		r.Errorf(top["game"], "game", "this file is for %q; want \"cardbattle\"", g)
	}
	pack := ""
	if p, ok := r.Str(top["pack"], "pack"); ok {
		pack = strings.ToLower(p)
	}
	r.readHats(cs, top["hats"])
	r.cards = place{r.File, yamlfile.Line(top["cards"])}
	for _, cn := range r.Seq(top["cards"], "cards") {
		if len(cs.Cards) > MaxCardTypes {
			r.Errorf(cn, "cards", "more than %d card types", MaxCardTypes)
			break
		}
		c := r.readCard(cn, CardID(len(cs.Cards)), pack)
		if c == nil {
			continue
		}
		key := strings.ToLower(c.Name)
		if prev, dup := r.names[key]; dup {
			where := fmt.Sprintf("on line %d", prev.line)
			if prev.file != r.File {
				where = fmt.Sprintf("in %s on line %d", prev.file, prev.line)
			}
			r.Errorf(cn, "name", "card %q is already defined %s", c.Name, where)
			continue
		}
		if !r.unique(cn, c) {
			continue
		}
		r.names[key] = place{r.File, c.Line}
		cs.Cards = append(cs.Cards, *c)
	}
	return pack
}

func (r *cardReader) readHats(cs *CardSet, n ast.Node) {
	seen := map[string]bool{}
	for _, h := range r.Seq(n, "hats") {
		name, ok := r.Str(h, "hats")
		if !ok {
			continue
		}
		name = strings.ToLower(name)
		if seen[name] {
			r.Errorf(h, "hats", "hat %q listed twice", name)
			continue
		}
		seen[name] = true
		if _, known := r.hats[name]; !known {
			r.hats[name] = len(cs.Hats)
			cs.Hats = append(cs.Hats, name)
		}
	}
}

var cardFields = []string{"name", "kind", "tier", "power", "hat", "copies", "perk", "source", "text", "icon", "ability",
	"damage_taken_when_attacked", "damage_dealt_when_attacking",
	"power_from", "reserve", "ailment", "apples", "sale_payment"}

// unique refuses a second card with sale_payment or reserve; it reports
// whether c may join the set.
func (r *cardReader) unique(n ast.Node, c *Card) bool {
	for _, u := range []struct {
		has   bool
		first **place
		field string
	}{{c.SalePayment, &r.payment, "sale_payment"}, {c.Reserve, &r.reserve, "reserve"}} {
		if !u.has {
			continue
		}
		if prev := *u.first; prev != nil {
			r.Errorf(n, u.field, "only one card of a set may have %s; %s", u.field, r.where(*prev))
			return false
		}
		*u.first = &place{r.File, c.Line}
	}
	return true
}

// where says where a card is defined, as "the card on line 3" or "the card
// in supply.yaml on line 3".
func (r *cardReader) where(p place) string {
	if p.file != r.File {
		return fmt.Sprintf("the card in %s on line %d has it", p.file, p.line)
	}
	return fmt.Sprintf("the card on line %d has it", p.line)
}

// readCard reads one card, reporting every independent problem at once:
// an unknown field does not hide a bad value in another, and the rules
// between fields (checkShape) and the ability are judged whenever the
// kind and tier they depend on were read.
func (r *cardReader) readCard(n ast.Node, id CardID, pack string) *Card {
	before := len(r.Errs)
	m := r.Fields(n, "card", cardFields, []string{"name", "kind", "tier", "power", "source", "text"})
	if m == nil {
		return nil
	}
	if name, ok := m["name"].(*ast.StringNode); ok {
		r.declared[strings.ToLower(name.Value)] = true
	}
	if b, isBool := m["sale_payment"].(*ast.BoolNode); m["sale_payment"] != nil && (!isBool || b.Value) {
		r.paymentDeclared = true
	}
	c := &Card{ID: id, Pack: pack, Hat: -1, Line: yamlfile.Line(n)}
	c.Name, _ = r.Str(m["name"], "name")
	if problem := yamlfile.NameProblem(c.Name); problem != "" && m["name"] != nil {
		r.Errorf(m["name"], "name", "%s", problem)
	}
	kindRead := false
	if k, ok := r.Str(m["kind"], "kind"); ok {
		switch k {
		case "pet":
			c.Kind, kindRead = KindPet, true
		case "food":
			c.Kind, kindRead = KindFood, true
		case "token":
			c.Kind, kindRead = KindToken, true
		default:
			r.Errorf(m["kind"], "kind", "%q is not a kind (pet, food or token)", k)
		}
	}
	beforeTier := len(r.Errs)
	c.Tier = r.IntIn(m["tier"], "tier", 0, 6)
	tierRead := m["tier"] != nil && len(r.Errs) == beforeTier
	beforePower := len(r.Errs)
	c.Power = r.IntIn(m["power"], "power", 0, 99)
	powerRead := m["power"] != nil && len(r.Errs) == beforePower
	if src, ok := r.Str(m["source"], "source"); ok {
		if src != "rulebook" && src != "designed" {
			r.Errorf(m["source"], "source", "%q is not a source (rulebook or designed)", src)
		}
		c.Source = src
	}
	c.Text, _ = r.Str(m["text"], "text")
	c.Icon = cardicons.Read(&r.Reader, m["icon"], c.Name)
	if m["hat"] != nil {
		if h, ok := r.Str(m["hat"], "hat"); ok {
			idx, known := r.hats[strings.ToLower(h)]
			if !known {
				r.Errorf(m["hat"], "hat", "hat %q is not in the file's hats list", h)
			}
			c.Hat = idx
		}
	}
	if m["copies"] != nil {
		c.Copies = r.IntIn(m["copies"], "copies", 1, MaxCopies)
	}
	if m["perk"] != nil {
		c.Perk = r.Boolean(m["perk"], "perk")
	}
	if m["damage_taken_when_attacked"] != nil {
		c.TakenWhenAttacked = r.IntIn(m["damage_taken_when_attacked"], "damage_taken_when_attacked", -9, 9)
	}
	if m["damage_dealt_when_attacking"] != nil {
		c.DealtWhenAttacking = r.IntIn(m["damage_dealt_when_attacking"], "damage_dealt_when_attacking", -9, 9)
	}
	beforeVocabulary := len(r.Errs)
	r.readVocabulary(m, c)
	powerRead = powerRead && len(r.Errs) == beforeVocabulary
	if kindRead && tierRead {
		r.checkShape(n, m, c, powerRead)
		if m["ability"] != nil {
			r.readAbility(m["ability"], c)
		}
	}
	if len(r.Errs) > before {
		return nil
	}
	return c
}

// checkShape enforces the fields each kind of card must or must not have;
// the rules on power only when its power and power_from were read.
func (r *cardReader) checkShape(n ast.Node, m map[string]ast.Node, c *Card, powerRead bool) {
	supply := c.Tier == 0
	switch {
	case supply && m["copies"] != nil:
		r.Errorf(m["copies"], "copies", "supply cards (tier 0) are unlimited and take no copies")
	case !supply && m["copies"] == nil:
		r.Errorf(n, "copies", "missing field: a tier %d card needs copies", c.Tier)
	}
	needsHat := c.Kind == KindPet && !supply
	switch {
	case needsHat && m["hat"] == nil:
		r.Errorf(n, "hat", "missing field: pets in tiers 1-6 need a hat")
	case !needsHat && m["hat"] != nil:
		r.Errorf(m["hat"], "hat", "only pets in tiers 1-6 wear hats")
	}
	if c.Kind != KindFood {
		for _, f := range []string{"perk", "damage_taken_when_attacked", "damage_dealt_when_attacking"} {
			if m[f] != nil {
				r.Errorf(m[f], f, "only food cards have this field")
			}
		}
	}
	if c.Kind == KindFood && !c.Perk {
		for _, f := range []string{"damage_taken_when_attacked", "damage_dealt_when_attacking", "ability"} {
			if m[f] != nil {
				r.Errorf(m[f], f, "only perk foods have this field (add perk: true)")
			}
		}
	}
	if powerRead && c.Kind == KindPet && c.Power == 0 && !c.PowerFromTrumpets {
		r.Errorf(m["power"], "power", "a pet needs power of at least 1 (or power_from: trumpets)")
	}
	if powerRead && c.Kind == KindPet && c.PowerFromTrumpets && c.Power != 0 {
		r.Errorf(m["power"], "power", "a pet with power_from: trumpets has power 0: its power is its owner's Trumpets")
	}
	for _, f := range []struct {
		name string
		ok   bool
		want string
	}{
		{"power_from", c.Kind == KindPet, "only pets have this field"},
		{"reserve", c.Kind == KindPet && supply, "only supply pets (tier 0) have this field"},
		{"ailment", c.Kind == KindToken, "only tokens have this field"},
		{"apples", c.Kind == KindFood && !c.Perk, "only foods without perk have this field"},
		{"sale_payment", c.Kind == KindFood && !c.Perk && supply, "only supply foods (tier 0) without perk have this field"},
	} {
		if m[f.name] != nil && !f.ok {
			r.Errorf(m[f.name], f.name, "%s", f.want)
		}
	}
	if c.Kind == KindToken && m["ability"] != nil {
		r.Errorf(m["ability"], "ability", "tokens have no abilities")
	}
}

// readVocabulary reads the fields that give a card a behaviour of the
// rules rather than of an ability: power_from, reserve, ailment, apples and
// sale_payment (docs/cardfile.md).
func (r *cardReader) readVocabulary(m map[string]ast.Node, c *Card) {
	for _, f := range []struct {
		name string
		dst  *bool
	}{{"power_from", &c.PowerFromTrumpets}, {"reserve", &c.Reserve}} {
		if m[f.name] == nil {
			continue
		}
		if v, ok := r.Str(m[f.name], f.name); ok {
			if v != "trumpets" {
				r.Errorf(m[f.name], f.name, "%q is not a resource this field takes (trumpets)", v)
			}
			*f.dst = true
		}
	}
	if n := m["ailment"]; n != nil {
		before := len(r.Errs)
		am := r.Fields(n, "ailment", []string{"taken", "dealt"}, nil)
		if am != nil {
			if am["taken"] != nil {
				c.Ailment.Taken = r.IntIn(am["taken"], "ailment.taken", -9, 9)
			}
			if am["dealt"] != nil {
				c.Ailment.Dealt = r.IntIn(am["dealt"], "ailment.dealt", -9, 9)
			}
			if c.Ailment == (Ailment{}) && len(r.Errs) == before {
				r.Errorf(n, "ailment", "an ailment changes taken or dealt damage, e.g. {taken: 1}")
			}
		}
	}
	if m["apples"] != nil {
		c.Apples = r.Boolean(m["apples"], "apples")
	}
	if m["sale_payment"] != nil {
		c.SalePayment = r.Boolean(m["sale_payment"], "sale_payment")
	}
}

var abilityFields = []string{"trigger", "if", "cost", "effects"}

func (r *cardReader) readAbility(n ast.Node, c *Card) {
	before := len(r.Errs)
	m := r.Fields(n, "ability", abilityFields, []string{"trigger", "effects"})
	if m == nil || len(r.Errs) > before {
		return
	}
	a := &c.Ability
	if t, ok := r.Str(m["trigger"], "ability.trigger"); ok {
		for i, name := range triggerNames {
			if name != "" && name == t {
				a.Trigger = Trigger(i)
			}
		}
		if a.Trigger == TriggerNone {
			r.Errorf(m["trigger"], "ability.trigger", "%q is not a trigger (%s)", t, strings.Join(triggerNames[1:], ", "))
			return
		}
	}
	if c.Kind == KindFood && a.Trigger != TriggerHurt && a.Trigger != TriggerFaint && a.Trigger != TriggerEnemyFaints {
		r.Errorf(m["trigger"], "ability.trigger", "a perk's ability must trigger in battle on hurt, faint or enemy_faints")
	}
	if m["if"] != nil {
		r.readCondition(m["if"], a)
	}
	if m["cost"] != nil {
		cm := r.Fields(m["cost"], "ability.cost", []string{"trumpets", "mana"}, nil)
		switch {
		case cm == nil:
		case len(cm) != 1:
			r.Errorf(m["cost"], "ability.cost", "want exactly one of trumpets or mana")
		case cm["trumpets"] != nil:
			a.Cost, a.CostN = ResourceTrumpets, r.IntIn(cm["trumpets"], "ability.cost.trumpets", 1, 20)
		default:
			a.Cost, a.CostN = ResourceMana, r.IntIn(cm["mana"], "ability.cost.mana", 1, 20)
		}
	}
	effects := r.Seq(m["effects"], "ability.effects")
	if len(effects) == 0 && m["effects"] != nil {
		r.Errorf(m["effects"], "ability.effects", "an ability needs at least one effect")
	}
	for _, en := range effects {
		r.readEffect(en, c, &a.Effects, false)
	}
}

func (r *cardReader) readCondition(n ast.Node, a *Ability) {
	m := r.Fields(n, "ability.if", []string{"round_at_least", "not_fainted"}, nil)
	if m == nil {
		return
	}
	if len(m) != 1 {
		r.Errorf(n, "ability.if", "want exactly one condition")
		return
	}
	if v := m["round_at_least"]; v != nil {
		a.Cond, a.CondArg = CondRoundAtLeast, r.IntIn(v, "ability.if.round_at_least", 1, 6)
	}
	if v := m["not_fainted"]; v != nil {
		if !r.Boolean(v, "ability.if.not_fainted") {
			r.Errorf(v, "ability.if.not_fainted", "only true is meaningful")
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
	pairs := r.Pairs(n, "ability.effects")
	if pairs == nil {
		return
	}
	if len(pairs) != 1 {
		r.Errorf(n, "ability.effects", "each effect is a map with exactly one key, e.g. {add: {card: Apple, count: 1, to: hand}}")
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
	if e.Kind == 0 {
		r.Errorf(pairs[0].Key, field, "%q is not an effect (%s)", key, strings.Join(effectNames[1:], ", "))
		return
	}
	trig := c.Ability.Trigger
	shop := trig.inShop()
	before := len(r.Errs)
	if !effectAllowed(e.Kind, shop) {
		r.Errorf(pairs[0].Key, field, "%s cannot be used by a %s ability", key, trig)
		return
	}
	switch e.Kind {
	case EffectAdd:
		m := r.Fields(val, field, []string{"card", "count", "to", "per", "max"}, []string{"card", "count", "to"})
		if m == nil || len(r.Errs) > before {
			return
		}
		r.readCount(m, field, &e, 1, 9)
		to, _ := r.Str(m["to"], field+".to")
		switch to {
		case "hand":
			e.Place = PlaceHand
		case "deck_top":
			e.Place = PlaceDeckTop
		case "enemy_deck_top":
			e.Place = PlaceEnemyDeckTop
		default:
			r.Errorf(m["to"], field+".to", "%q is not a place (hand, deck_top or enemy_deck_top)", to)
		}
		if shop && e.Place != PlaceHand {
			r.Errorf(m["to"], field+".to", "a %s ability can only add to the hand", trig)
		}
		if !shop && e.Place == PlaceHand {
			r.Errorf(m["to"], field+".to", "cards added to the hand in battle would never be used")
		}
		r.refCard(m["card"], field+".card", &e, 0)
	case EffectRocks:
		m := r.Fields(val, field, []string{"dice", "at", "per", "max"}, []string{"dice", "at"})
		if m == nil || len(r.Errs) > before {
			return
		}
		e.Count = r.IntIn(m["dice"], field+".dice", 1, 8)
		r.readPer(m, field, &e)
		at, _ := r.Str(m["at"], field+".at")
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
			r.Errorf(m["at"], field+".at", "%q is not a target (enemy, self or each_active)", at)
		}
	case EffectEat:
		m := r.Fields(val, field, []string{"card", "count", "per", "max"}, []string{"card", "count"})
		if m == nil || len(r.Errs) > before {
			return
		}
		r.readCount(m, field, &e, 1, 9)
		r.refCard(m["card"], field+".card", &e, KindFood)
	case EffectHeal:
		e.Count = r.IntIn(val, field, 1, 99)
	case EffectRefreshGold:
		e.Count = r.IntIn(val, field, 1, 3)
	case EffectStripApples:
		// strip_apples: enemy, or {at: enemy, max: N} to take at most N of the Apple power.
		at := val
		switch val.(type) {
		case *ast.MappingNode, *ast.MappingValueNode:
			f := r.Fields(val, field, []string{"at", "max"}, []string{"at"})
			if f == nil || len(r.Errs) > before {
				return
			}
			at = f["at"]
			if f["max"] != nil {
				e.Count = r.IntIn(f["max"], field+".max", 1, 99)
			}
		}
		if t, ok := r.Str(at, field); ok && t != "enemy" {
			r.Errorf(at, field, "only \"enemy\" is supported")
		}
		e.Target = TargetEnemy
	case EffectGainTrumpets, EffectGainMana:
		e.Count = r.IntIn(val, field, 1, 20)
	case EffectAilment:
		m := r.Fields(val, field, []string{"card", "count", "at", "per", "max"}, []string{"card", "count", "at"})
		if m == nil || len(r.Errs) > before {
			return
		}
		r.readCount(m, field, &e, 1, 9)
		switch at, _ := r.Str(m["at"], field+".at"); at {
		case "enemy":
			e.Target = TargetEnemy
		case "self":
			e.Target = TargetSelf
		default:
			r.Errorf(m["at"], field+".at", "%q is not a target (enemy or self)", at)
		}
		r.refCard(m["card"], field+".card", &e, KindToken)
	case EffectSetAside:
		if nested {
			r.Errorf(pairs[0].Key, field, "set_aside cannot be nested")
			return
		}
		if trig != TriggerFaint || c.Kind != KindPet {
			r.Errorf(pairs[0].Key, field, "set_aside belongs to a pet's faint ability")
			return
		}
		if c.Ability.Later != nil {
			r.Errorf(pairs[0].Key, field, "only one set_aside per ability")
			return
		}
		later := r.Seq(val, field)
		if len(later) == 0 {
			r.Errorf(val, field, "set_aside needs the effects to resolve when you next play a pet")
		}
		c.Ability.Later = []Effect{}
		for _, ln := range later {
			r.readEffect(ln, c, &c.Ability.Later, true)
		}
	}
	*dst = append(*dst, e)
}

func (r *cardReader) readCount(m map[string]ast.Node, field string, e *Effect, lo, hi int) {
	e.Count = r.IntIn(m["count"], field+".count", lo, hi)
	r.readPer(m, field, e)
}

func (r *cardReader) readPer(m map[string]ast.Node, field string, e *Effect) {
	if m["per"] != nil {
		switch p, _ := r.Str(m["per"], field+".per"); p {
		case "fainted_pets":
			e.Per = PerFaintedPets
		case "enemy_fainted_pets":
			e.Per = PerEnemyFaintedPets
		case "trumpets":
			e.Per = PerTrumpets
		case "mana":
			e.Per = PerMana
		default:
			r.Errorf(m["per"], field+".per", "%q is not a multiplier (fainted_pets, enemy_fainted_pets, trumpets or mana)", p)
		}
	}
	if m["max"] != nil {
		if e.Per == PerOne {
			r.Errorf(m["max"], field+".max", "max only applies with per")
		}
		e.Max = r.IntIn(m["max"], field+".max", 1, 20)
	}
}

func (r *cardReader) refCard(n ast.Node, field string, e *Effect, kind Kind) {
	name, ok := r.Str(n, field)
	if !ok {
		return
	}
	e.ref = &cardRef{name: name, line: yamlfile.Line(n), field: field, kind: kind}
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
					r.Errs = append(r.Errs, &FileError{File: r.File, Line: ref.line, Field: ref.field, Msg: fmt.Sprintf("unknown card %q", ref.name)})
				case !cs.Cards[id].Supply():
					r.Errs = append(r.Errs, &FileError{File: r.File, Line: ref.line, Field: ref.field, Msg: fmt.Sprintf("%q is not a supply card (tier 0); abilities can only take cards from the supply", ref.name)})
				case ref.kind != 0 && cs.Cards[id].Kind != ref.kind:
					r.Errs = append(r.Errs, &FileError{File: r.File, Line: ref.line, Field: ref.field, Msg: fmt.Sprintf("%q is a %s, not a %s", ref.name, cs.Cards[id].Kind, ref.kind)})
				case ref.kind == KindToken && !cs.Cards[id].IsAilment():
					r.Errs = append(r.Errs, &FileError{File: r.File, Line: ref.line, Field: ref.field, Msg: fmt.Sprintf("%q is not an ailment (a token with an ailment field, like Exposed or Spooked)", ref.name)})
				case ref.kind != KindToken && cs.Cards[id].Kind == KindToken:
					r.Errs = append(r.Errs, &FileError{File: r.File, Line: ref.line, Field: ref.field, Msg: fmt.Sprintf("%q is a token; add pets or food", ref.name)})
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
